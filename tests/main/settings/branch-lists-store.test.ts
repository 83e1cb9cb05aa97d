import { afterAll, describe, expect, it } from 'vitest';
import { startServices } from '../services-fixture';
import { createBranchListsStore } from '../../../electron/main/settings/branch-lists-store';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import type { BranchLists } from '@shared/domain/branch-lists';
import { openSealedJournal } from '../engine/engine-fixture';
import { openTempJournal, tempDataDir } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';

const NOW = Date.parse('2026-11-24T08:00:00Z');
const stores = keychainStores();
afterAll(() => stores.cleanUp());

const ACCOUNT = {
  countryCode: 'UG',
  accountNumber: '3100456789012',
  holderName: 'Kampala Road Branch Remittances',
  currency: 'UGX',
} as const;

describe('branch lists', () => {
  it('saves a list of one environment, checked and audited, and reads it back', () => {
    const journal = openTempJournal();
    const lists = createBranchListsStore(journal, () => NOW);
    const saved = lists.save(
      { environment: 'test', list: 'sourceAccounts', entries: [ACCOUNT] },
      'admin-1',
    );
    expect(saved).toEqual({
      ok: true,
      value: {
        environment: 'test',
        lists: { sourceAccounts: [ACCOUNT], banks: [], wallets: [] },
        problems: [],
      },
    });
    expect(lists.review('live').lists.sourceAccounts).toEqual([]);
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'admin-1',
      action: 'branch-list.saved',
      details: { environment: 'test', list: 'sourceAccounts', entries: [ACCOUNT] },
      at: '2026-11-24T08:00:00.000Z',
    });
  });

  it('refuses a bad entry at its row and field, and keeps the list as it was', () => {
    const journal = openTempJournal();
    const lists = createBranchListsStore(journal, () => NOW);
    lists.save({ environment: 'test', list: 'sourceAccounts', entries: [ACCOUNT] }, 'admin-1');
    const refused = lists.save(
      {
        environment: 'test',
        list: 'sourceAccounts',
        entries: [ACCOUNT, { ...ACCOUNT, accountNumber: '31004567890', currency: 'KES' }],
      },
      'admin-1',
    );
    expect(!refused.ok && refused.error.fields).toEqual([
      {
        path: '[1].currency',
        message:
          'Currency must be UGX for an account in Uganda: the service takes that currency there.',
      },
    ]);
    const twice = lists.save(
      {
        environment: 'test',
        list: 'banks',
        entries: [
          { countryCode: 'UG', code: 'ab01', name: 'One' },
          { countryCode: 'KE', code: 'AB01', name: 'Same code, other country' },
          { countryCode: 'UG', code: 'AB01', name: 'Two' },
        ],
      },
      'admin-1',
    );
    expect(!twice.ok && twice.error.fields).toEqual([
      {
        path: '[2].code',
        message: 'Bank code AB01 is listed twice for Uganda (rows 1 and 3). Keep one.',
      },
    ]);
    expect(lists.review('test').lists).toEqual({
      sourceAccounts: [ACCOUNT],
      banks: [],
      wallets: [],
    });
  });

  it('stops the sending, naming the list, when stored rows were damaged behind its back', () => {
    const journal = openTempJournal();
    journal.branchLists.replace(
      'test',
      'wallets',
      [{ countryCode: 'SS', name: 'm-GURUSH', label: 'm-Gurush' }],
      { at: 'x', operatorId: null, action: 'test.edit', details: {} },
    );
    const lists = createBranchListsStore(journal, () => NOW);
    const current = lists.current('test');
    expect(!current.ok && current.error.message).toBe(
      'Remit Desk will not send until an admin corrects the branch lists. Mobile wallets: Country: mobile-wallet transfers go only to Kenya, Uganda, Tanzania, Rwanda, not to South Sudan.',
    );
    expect(lists.review('test')).toMatchObject({
      lists: { wallets: [] },
      problems: [{ list: 'wallets' }],
    });
  });

  it('fills only the empty lists from a listing, audited as done by the app', () => {
    const journal = openTempJournal();
    const lists = createBranchListsStore(journal, () => NOW);
    lists.save({ environment: 'sandbox', list: 'sourceAccounts', entries: [ACCOUNT] }, 'admin-1');
    const listing: BranchLists = {
      sourceAccounts: [{ ...ACCOUNT, accountNumber: '3100456789020' }],
      banks: [{ countryCode: 'UG', code: '02', name: 'Sandbox Bank Uganda' }],
      wallets: [],
    };
    expect(lists.fillEmpty('sandbox', listing, 'sandbox bank listing')).toEqual(['banks']);
    expect(lists.review('sandbox').lists.sourceAccounts).toEqual([ACCOUNT]);
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: null,
      action: 'branch-list.filled',
      details: { environment: 'sandbox', list: 'banks', from: 'sandbox bank listing', entries: 1 },
    });
    expect(lists.fillEmpty('sandbox', listing, 'sandbox bank listing')).toEqual([]);
  });

  it('on the sandbox environment, starts with the sandbox bank’s own accounts, banks and wallets', async () => {
    const dataDir = tempDataDir();
    const services = await startServices(stores, dataDir);
    try {
      const { lists, problems } = services.branchLists.review('sandbox');
      expect(problems).toEqual([]);
      expect(lists.sourceAccounts).toContainEqual({
        countryCode: 'KE',
        accountNumber: '0011547896523',
        holderName: 'Jane Wanjiku',
        currency: 'KES',
      });
      expect(lists.banks).toContainEqual({
        countryCode: 'KE',
        code: '11',
        name: 'Sandbox Cooperative Bank Kenya',
      });
      expect(lists.wallets.filter((w) => w.countryCode === 'KE').map((w) => w.name)).toEqual([
        'M-PESA',
        'Airtel Money',
        'T-Kash',
      ]);
      expect(services.branchLists.review('test').lists.banks).toEqual([]);
      // The clerk's forms get them, and the rules main checks drafts with hold them.
      const form = services.formRules();
      expect(form.ok && form.value.banks).toEqual(lists.banks);
      const rules = services.transferRules();
      expect(rules.ok && rules.value.sourceAccounts).toEqual(lists.sourceAccounts);
    } finally {
      await services.close();
    }
  });

  it('on another environment, leaves the lists to the admin and says nothing can be sent yet', async () => {
    const dataDir = tempDataDir();
    const journalKeychain = stores.journalKeychain(dataDir);
    const opened = await openSealedJournal(dataDir, journalKeychain, stores.store, Date.now);
    createSettingsStore(opened.journal, Date.now).update('environment', 'test', 'admin-1');
    await opened.close();
    const services = await startServices(stores, dataDir);
    try {
      expect(services.sandbox).toBeNull();
      expect(services.branchLists.review('test').lists).toEqual({
        sourceAccounts: [],
        banks: [],
        wallets: [],
      });
    } finally {
      await services.close();
    }
  });
});

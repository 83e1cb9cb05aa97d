import { serviceOrigin } from '@shared/domain/base-url';
import { copyFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { BRANCH_LIST_NAMES, type BranchListUpdate } from '@shared/domain/branch-lists';
import type { AppSettings } from '@shared/domain/settings';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import type { Services } from '../../../electron/main/services';
import { nodeHttp } from '../../../electron/main/bank/node-fetch';
import { createFirstAdmin } from '../../../electron/main/environment/first-admin';
import { createOperatorService } from '../../../electron/main/operators/operator-service';
import { createServices, operatorParts } from '../../../electron/main/services';
import { keychainStores } from '../keys/keychain-fixture';
import { ADMIN as FIRST_ADMIN, CHEAP_SCRYPT } from '../operators/fixtures';
import {
  CLERK,
  kenyanBranch,
  sandboxBranchLists,
  tempDir,
  transferRows,
  type TestWorkstation,
} from '../engine/engine-fixture';
import { confirmedRepeat, imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { join } from 'node:path';
import { rawJournal } from '../journal/fixtures';

function auditRows(path: string): number {
  const raw = rawJournal(path, { readonly: true });
  const { n } = raw.prepare('SELECT count(*) AS n FROM audit').get() as { n: number };
  raw.close();
  return n;
}

/** D4: a reference is never used twice, whatever happens to the journal or the keychain. */
describe('references across sends, restarts and restored files', () => {
  // The clock stands still: every counter after the first comes from "last issued + 1".
  const bank = useFileBank();
  const { teardown } = bank;

  async function send(services: Services, draft: TransferDraft = imtDraft()) {
    const sent = await services.transfers.send(confirmedRepeat(services, draft), CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    return sent.value;
  }

  function restart(station: TestWorkstation, stores = station.stores) {
    return bank.station({ dataDir: station.dataDir, stores });
  }

  it('gives different drafts sent at once different references, in the order they were committed', async () => {
    const { services } = await bank.station();
    expect((await services.purposes.list()).ok).toBe(true);
    // Five customers' transfers: the same one five times at once would stop at the repeat check.
    const drafts = ['1001.00', '1002.00', '1003.00', '1004.00', '1005.00'].map((amount, i) =>
      i % 2 === 0 ? rtgsDraft({ transfer: { amount } }) : imtDraft({ transfer: { amount } }),
    );
    const sent = await Promise.all(drafts.map((draft) => send(services, draft)));
    expect(sent.map((r) => r.state)).toEqual(Array(5).fill('succeeded'));
    const rows = transferRows(services.journal.path);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(5);
    const references = rows.map((r) => BigInt(r.reference));
    expect(references).toEqual([...references].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const receipt of sent) {
      expect(bank.sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
    }
  });

  function removeJournal(dataDir: string): void {
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(join(dataDir, JOURNAL_FILE_NAME + suffix), { force: true });
    }
  }

  it('stops sending when an old copy of the journal is restored: its last rows are missing', async () => {
    const station = await bank.station();
    await send(station.services);
    await station.services.close();
    const backup = join(tempDir('remit-desk-backup-'), JOURNAL_FILE_NAME);
    copyFileSync(join(station.dataDir, JOURNAL_FILE_NAME), backup);
    const backupRows = auditRows(backup);

    const later = await restart(station);
    const second = await send(later.services);
    await later.services.close();

    // The branch restores last night's backup: the journal no longer knows `second`, and that
    // is what deleting its last rows would look like too.
    removeJournal(station.dataDir);
    copyFileSync(backup, join(station.dataDir, JOURNAL_FILE_NAME));
    const restored = await restart(station);
    const problem = restored.services.seal.problem();
    expect(problem?.firstBadRow).toBe(backupRows + 1);
    expect(problem?.message).toMatch(
      /^Audit rows \d+ to \d+, the last ones written, are missing\./,
    );
    const refused = await restored.services.transfers.send(
      imtDraft({ transfer: { amount: '1500.00' } }),
      CLERK,
    );
    expect(refused).toEqual({
      ok: false,
      error: { code: 'not-ready', message: problem!.message, text: problem!.text },
    });
    expect(transferRows(restored.services.journal.path)).toHaveLength(1);
    // The mark still covers every reference ever issued, for whatever support decides.
    expect(await station.store.readHighWater()).toBe(Number(second.reference.slice(2)));
  });

  it('continues after every reference ever issued when the journal is replaced by a new one', async () => {
    const station = await bank.station();
    const first = await send(station.services);
    await station.services.close();

    removeJournal(station.dataDir);
    const fresh = await restart(station);
    expect(fresh.services.earlierSetup.view()).toEqual({
      found: [
        expect.stringMatching(/^the record of an earlier journal, which had \d+ audit rows$/),
        'the service credentials of the bank’s test service',
        'the signing key of the bank’s test service',
        'the last reference number issued of the bank’s test service',
      ],
      consumerSecretOf: 'test',
    });
    // Nothing goes out with the earlier setup's secrets until the first admin has decided.
    const refused = await fresh.services.transfers.send(imtDraft(), CLERK);
    expect(!refused.ok && refused.error.message).toMatch(/first admin has said whether to keep/);

    const operators = createOperatorService({
      ...operatorParts(fresh.services),
      now: bank.clock.read,
      scryptParams: CHEAP_SCRYPT,
    });
    teardown.add(() => operators.dispose());
    const admin = await createFirstAdmin(
      { operators, services: fresh.services },
      {
        ...FIRST_ADMIN,
        earlierSetup: { keep: true, consumerSecret: bank.sandbox.credentials.consumerSecret },
      },
    );
    expect(admin).toMatchObject({ ok: true });
    // The new journal starts on the sandbox: the admin enters the test service's settings again.
    const settings: [keyof AppSettings, unknown][] = [
      ['environment', 'test'],
      [
        'endpoints',
        { test: { baseUrl: bank.sandbox.url, tokenPath: SERVICE_PATHS.token }, live: null },
      ],
      ['workstation', kenyanBranch(Number(first.reference.slice(0, 2)))],
    ];
    for (const [section, value] of settings) {
      expect(fresh.services.settings.update(section, value, FIRST_ADMIN.operatorId).ok).toBe(true);
    }
    for (const list of BRANCH_LIST_NAMES) {
      const entries = sandboxBranchLists()[list];
      const update = { environment: 'test', list, entries } as BranchListUpdate;
      expect(fresh.services.branchLists.save(update, FIRST_ADMIN.operatorId).ok).toBe(true);
    }
    await fresh.services.close();
    const configured = await restart(station);
    expect(configured.services.earlierSetup.view()).toBeNull();

    // The clock stands still: only the keychain's mark keeps the counter from starting again.
    const second = await send(configured.services);
    expect(second.state).toBe('succeeded');
    expect(BigInt(second.reference) > BigInt(first.reference)).toBe(true);
    expect(bank.sandbox.transaction(second.reference)).toMatchObject({
      processedCount: 1,
      duplicateCount: 0,
    });
  });

  it('continues after the journal’s last reference when the environment’s keychain entries are lost', async () => {
    const station = await bank.station();
    const first = await send(station.services);
    await station.services.close();

    // The test environment's entries are gone (removed by hand): credentials and key entered
    // again, no mark. The journal's own entries are still there.
    const stores = keychainStores();
    teardown.add(() => stores.cleanUp());
    await stores
      .store('test')
      .saveCredentials({ ...bank.sandbox.credentials }, serviceOrigin(bank.sandbox.url)!);
    await stores.store('test').savePrivateKey(bank.key.privatePem);
    expect(await stores.store('test').readHighWater()).toBeNull();

    const reopened = await restart(station, {
      ...stores,
      journalKeychain: (dataDir) => station.stores.journalKeychain(dataDir),
    });
    const second = await send(reopened.services);
    expect(second.state).toBe('succeeded');
    expect(BigInt(second.reference) > BigInt(first.reference)).toBe(true);
    expect(await stores.store('test').readHighWater()).toBe(Number(second.reference.slice(2)));
  });

  it('refuses to start on a journal whose key the keychain no longer holds', async () => {
    const station = await bank.station();
    await send(station.services);
    await station.services.close();

    // A new user profile: every keychain entry is gone, the journal's key with them.
    const stores = keychainStores();
    teardown.add(() => stores.cleanUp());
    const started = await createServices({
      dataDir: station.dataDir,
      secretStore: stores.store,
      journalKeychain: stores.journalKeychain(station.dataDir),
      http: nodeHttp,
    });
    expect(started.ok).toBe(false);
    // Encrypted (D70), the journal does not even open: only head office's escrow file does.
    expect(!started.ok && started.error).toMatchObject({
      code: 'key-missing',
      message: expect.stringMatching(/encrypted.*does not hold its key.*escrow file/),
    });
    // Nothing was written: no key made, and the journal as it was.
    expect(await stores.journalKeychain(station.dataDir).readKey()).toBeNull();
    expect(await stores.journalKeychain(station.dataDir).readDatabaseKey()).toBeNull();
  });
});

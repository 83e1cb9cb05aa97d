import { afterEach, describe, expect, it } from 'vitest';
import type { ScreeningListsView } from '@shared/domain/screening';
import { createFakeRemitDesk } from './fake-remit-desk';
import { text } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D139: on the admin's Sanctions lists page, a list head office publishes says so with its
 * version, and the import of that list is not offered (main refuses it too); the other lists are
 * imported as before.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

const LISTS: ScreeningListsView = {
  lists: [
    { list: 'un', headOffice: null, version: null },
    { list: 'ofac', headOffice: null, version: null },
    {
      list: 'bank',
      headOffice: 12,
      version: {
        format: 'bank-csv',
        fileName: 'bank.csv',
        publishedOn: '2026-11-27',
        checksum: 'a'.repeat(64),
        entryCount: 40,
        importedAt: '2026-11-28T07:00:00.000Z',
        importedBy: 'head-office',
        ageDays: 2,
        stale: false,
      },
    },
  ],
  settings: { threshold: 0.88, maxListAgeDays: 7 },
  sendingStop: null,
};

async function listsPage() {
  const fake = createFakeRemitDesk();
  fake.signInAs('admin1');
  fake.override('screeningLists', async () => ({ ok: true, value: LISTS }));
  const { wrapper } = await mountApp(fake, { path: '/sanctions-lists' });
  await settle();
  return { fake, wrapper };
}

describe('the sanctions lists head office publishes', () => {
  it('names the version on its row and offers no import of it', async () => {
    const { wrapper } = await listsPage();
    expect(text(wrapper, 'sanctions-head-office-bank')).toBe(
      'Published by head office (settings version 12): it comes at the next contact and cannot be imported here.',
    );
    expect(wrapper.find('[data-testid="sanctions-head-office-un"]').exists()).toBe(false);
    // Who imported it is said in words, not as the importer's code.
    expect(text(wrapper, 'sanctions-row-bank')).toMatch(/bank\.csv.* · Head office/);
    // The UN list, chosen first, is imported here as before.
    const choose = wrapper.get('[data-testid="sanctions-choose"]');
    expect(choose.attributes('disabled')).toBeUndefined();
    await wrapper.get('[data-testid="sanctions-format"]').setValue('bank-csv');
    await settle();
    expect(choose.attributes('disabled')).toBeDefined();
    expect(text(wrapper, 'sanctions-import-published')).toContain('settings version 12');
  });
});

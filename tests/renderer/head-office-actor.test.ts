import { afterEach, describe, expect, it } from 'vitest';
import type { AuditTrailRow } from '@shared/domain/audit-trail';
import type { ScreeningListsView } from '@shared/domain/screening';
import { createFakeRemitDesk } from './fake-remit-desk';
import { mountApp, settle } from './mount-app';

/*
 * D140: where the journal names head office as the one who acted (a list it sent, D139), the
 * screens say "Head office"; an operator of this workstation is named by name and id, as
 * everywhere else. The words come from the operator-names store, once.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

const row = (seq: number, operatorId: string | null): AuditTrailRow => ({
  seq,
  at: '2026-11-28T07:00:00.000Z',
  operatorId,
  action: 'screening.list-imported',
  group: null,
  details: 'list: bank',
  checked: true,
});

const version = (importedBy: string) => ({
  format: 'bank-csv' as const,
  fileName: 'bank.csv',
  publishedOn: '2026-11-27',
  checksum: 'a'.repeat(64),
  entryCount: 40,
  importedAt: '2026-11-28T07:00:00.000Z',
  importedBy,
  ageDays: 1,
  stale: false,
});

describe('head office as the one who acted', () => {
  it('is "Head office" in the audit trail, beside operators by name and the app', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('audit1');
    const rows = [row(3, 'head-office'), row(2, 'admin1'), row(1, null)];
    fake.override('auditTrail', async () => ({
      ok: true,
      value: { rows, page: 1, pages: 1, total: 3, timeZone: 'Africa/Nairobi' },
    }));
    const { wrapper } = await mountApp(fake, { path: '/audit-trail' });
    await settle();
    const who = wrapper.findAll('[data-testid="audit-row"]').map((r) => r.findAll('td')[2]!.text());
    expect(who).toEqual(['Head office', 'Ada Admin (admin1)', 'The app (nobody signed in)']);
  });

  it('names who imported each list on the Sanctions lists page', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    const lists: ScreeningListsView = {
      lists: [
        { list: 'un', headOffice: 4, version: version('head-office') },
        { list: 'ofac', headOffice: null, version: null },
        { list: 'bank', headOffice: null, version: version('admin1') },
      ],
      settings: { threshold: 0.88, maxListAgeDays: 7 },
      sendingStop: null,
    };
    fake.override('screeningLists', async () => ({ ok: true, value: lists }));
    const { wrapper } = await mountApp(fake, { path: '/sanctions-lists' });
    await settle();
    const importer = (list: string) => wrapper.get(`[data-testid="sanctions-row-${list}"]`).text();
    expect(importer('un')).toMatch(/ · Head office/);
    expect(importer('bank')).toMatch(/ · Ada Admin \(admin1\)/);
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dateInTimeZone } from '@shared/domain/calendar-date';
import { textIn } from '@shared/i18n/catalog';
import { parseCsv } from '../../support/csv';
import { useHarnessDesktop } from '../../support/harness-printer';
import { rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation } from '../operators/desk-fixture';

/*
 * D88 through the router, as the window calls it: the files main writes for an operator are in
 * the language of whoever is signed in, read with the session for each call; the receipt keeps
 * its transfer's (D86).
 */
describe("the files main writes, in the signed-in operator's language", () => {
  const bank = useFileBank();
  const { dir, desktop } = useHarnessDesktop('remit-desk-report-language-ipc-');

  const headerOf = (file: string) =>
    parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))[0]!;

  it("heads the end of day's and the log's CSV in the supervisor's language, as it changes", async () => {
    const { desk, services } = await deskStation(bank, { desktop });
    await desk.signIn('clerk');
    expect(await desk.call('sendTransfer', rtgsDraft())).toMatchObject({ ok: true });
    await desk.signIn('supervisor');
    const day = dateInTimeZone(bank.clock.read(), services.timeZone());
    const exported = async (name: string) => {
      const file = join(dir, name);
      desktop.dialogs.answer('saveFile', file);
      expect(await desk.call('exportEndOfDayCsv', { day })).toMatchObject({ ok: true });
      return headerOf(file);
    };
    expect((await exported('eod-en.csv'))[0]).toBe('Day');
    for (const language of ['fr', 'sw'] as const) {
      expect(await desk.call('setOwnLanguage', { language })).toMatchObject({ ok: true });
      const header = await exported(`eod-${language}.csv`);
      expect(header.slice(0, 3)).toEqual([
        textIn(language, 'reports.field.day'),
        textIn(language, 'reports.field.section'),
        textIn(language, 'reports.field.operator'),
      ]);
      const log = join(dir, `log-${language}.csv`);
      desktop.dialogs.answer('saveFile', log);
      expect(await desk.call('exportLogCsv', { filters: {} })).toMatchObject({
        ok: true,
        value: { rows: 1 },
      });
      expect(headerOf(log)[0]).toBe(textIn(language, 'reports.field.reference'));
      expect(desktop.dialogs.requests().at(-1)).toMatchObject({
        request: { title: textIn(language, 'reports.files.saveLogCsv') },
      });
    }
  });

  it("heads the audit trail in the auditor's language", async () => {
    const { desk } = await deskStation(bank, { desktop });
    await desk.signIn('auditor');
    expect(await desk.call('setOwnLanguage', { language: 'sw' })).toMatchObject({ ok: true });
    const file = join(dir, 'audit-sw.csv');
    desktop.dialogs.answer('saveFile', file);
    expect(await desk.call('exportAuditTrail', {})).toMatchObject({ ok: true });
    expect(headerOf(file)[0]).toBe(textIn('sw', 'oversight.audit.csv.seq'));
    expect(desktop.dialogs.requests().at(-1)).toMatchObject({
      request: { title: textIn('sw', 'oversight.audit.saveTitle') },
    });
  });
});

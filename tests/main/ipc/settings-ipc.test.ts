import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wrongRoleError } from '../../../electron/main/ipc/router';
import type { BranchListsView } from '@shared/domain/branch-lists';
import type { SettingsView } from '@shared/domain/settings';
import type { AppStatus, TransferFormRules } from '@shared/ipc/contract';
import { ADMIN, CLERK } from '../operators/fixtures';
import { SUPERVISOR, useWindowIpc } from './window-ipc-fixture';
import { expectWordedAnswer } from '../../support/worded-answer';
import { textIn, wordRef, type MessageRef } from '@shared/i18n/catalog';
import {
  adminWarnings,
  settingsView,
  type AdminViewDeps,
} from '../../../electron/main/ipc/admin-views';

/** A refusal as it crosses: its words, and its fields' with theirs. */
type IpcFailure = {
  message: string;
  text?: MessageRef;
  fields?: { message: string; text?: MessageRef }[];
};

/*
 * The settings operations as the window calls them: through the IPC router (sender, role,
 * payload), on the real services of a sandbox workstation and a real journal.
 */
const NOW = Date.parse('2026-11-24T08:00:00Z');
/** Every event main sent the window, in order. */
const sent: { channel: string; payload: unknown }[] = [];
const desk = useWindowIpc({
  now: NOW,
  people: [ADMIN, CLERK, SUPERVISOR],
  send: (channel, payload) => sent.push({ channel, payload }),
});
const { call, as } = desk;

const IDENTITY_WARNING =
  'The bank’s legal name, the branch address, the complaints contact and the licence line are not set, so no receipt can be printed. Enter them in Settings, Bank identity for receipts.';

const LIVE_BANK = { countryCode: 'KE' as const, code: '01', name: 'Kenya Commercial Bank' };

const KISUMU = { number: 42, branchName: 'Kisumu', branchCode: 'KSM-01', countryCode: 'KE' };

/** The settings-changed events sent since `from` (an index into `sent`). */
const changesSince = (from: number) =>
  sent.slice(from).filter((event) => event.channel === 'settings:changed');

describe('settings over IPC', () => {
  it('gives an admin every section, the environment, and what needs attention', async () => {
    await as(ADMIN);
    const answer = await call('settings:read');
    expect(answer.ok).toBe(true);
    const view = (answer as { value: SettingsView }).value;
    expect(view.environment).toBe('sandbox');
    expect(view.problems).toEqual([]);
    expect(Object.keys(view.settings.rtgsCalendar)).toEqual(['KE', 'UG', 'TZ', 'RW', 'SS', 'DRC']);
    // No bank identity yet (no receipt prints, D53), and no holidays: each country an RTGS can go
    // to (the sandbox lists source accounts in all six) is named.
    expect(view.warnings).toHaveLength(7);
    expect(view.warnings[0]).toEqual({ section: 'bankIdentity', message: IDENTITY_WARNING });
    expect(view.warnings[1]).toEqual({
      section: 'rtgsCalendar',
      message: expect.stringMatching(/^No public holidays are entered for Kenya \(KE\)/) as string,
    });
    const status = await call('app:status');
    // Each with the section that mends it, for the header's link.
    expect(status.ok && (status.value as AppStatus).adminWarnings.map((w) => w.section)).toEqual([
      'bankIdentity',
      'rtgsCalendar',
    ]);
    expect(status.ok && (status.value as AppStatus).adminWarnings.map((w) => w.message)).toEqual([
      IDENTITY_WARNING,
      'No public holidays are entered for the coming year for Kenya (KE), Uganda (UG), Tanzania (TZ), Rwanda (RW), South Sudan (SS) and DRC (DRC). Until they are, clerks are told the RTGS window is open on those days. Enter them in Settings, RTGS calendar.',
    ]);
    // Worded for the admin who reads them, in their language (D93).
    const services = desk.services as unknown as AdminViewDeps;
    const english = settingsView(services).warnings.map((w) => w.message);
    const french = settingsView(services, 'fr').warnings.map((w) => w.message);
    expect(french).toHaveLength(english.length);
    expect(french[0]).not.toBe(english[0]);
    expect(french.join(' ')).not.toMatch(/No public holidays|legal name|Enter them/);
    const header = adminWarnings(services, services.settings.review().settings, 'sw');
    expect(header.map((w) => w.message).join(' ')).not.toMatch(/No public holidays|legal name/);
  });

  it('saves one section, audited with who saved it, and answers the whole view again', async () => {
    await as(ADMIN);
    const answer = await call('settings:update', { section: 'workstation', value: KISUMU });
    expect(answer.ok && (answer.value as SettingsView).settings.workstation).toEqual(KISUMU);
    expect(desk.services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: ADMIN.operatorId,
      action: 'settings.updated',
      details: { section: 'workstation', value: KISUMU },
    });
    const status = await call('app:status');
    expect(status.ok && status.value).toMatchObject({ workstation: 42, branchName: 'Kisumu' });
  });

  it('refuses a wrong value with the field it is about, inside the section', async () => {
    await as(ADMIN);
    const before = desk.services.journal.audit.entries().length;
    const answer = await call('settings:update', {
      section: 'workstation',
      value: { ...KISUMU, number: 9 },
    });
    expect(answer).toEqual({
      ok: false,
      error: {
        code: 'invalid-request',
        message: 'Workstation number must be a whole number from 10 to 99.',
        fields: [
          { path: 'number', message: 'Workstation number must be a whole number from 10 to 99.' },
        ],
      },
    });
    expect(desk.services.journal.audit.entries()).toHaveLength(before);
    expect(desk.services.settings.review().settings.workstation).toEqual(KISUMU);
  });

  it('imports a holiday file into one country only, and the warning for it goes', async () => {
    await as(ADMIN);
    const answer = await call('settings:import-holidays', {
      countryCode: 'UG',
      text: '2026-12-25 Christmas Day\n2027-10-09 Independence Day\n',
    });
    expect(answer.ok).toBe(true);
    const view = (answer as { value: SettingsView }).value;
    expect(view.settings.rtgsCalendar.UG.holidays).toEqual([
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2027-10-09', name: 'Independence Day' },
    ]);
    expect(view.settings.rtgsCalendar.KE.holidays).toEqual([]);
    expect(view.warnings.map((w) => w.message).join(' ')).not.toMatch(/Uganda/);
    expect(desk.services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: ADMIN.operatorId,
      details: { section: 'rtgsCalendar' },
    });
  });

  it('imports nothing from a file with a bad line, and names the line', async () => {
    await as(ADMIN);
    const before = desk.services.settings.review().settings.rtgsCalendar;
    const answer = await call('settings:import-holidays', {
      countryCode: 'KE',
      text: '2026-12-12 Jamhuri Day\n2026-12-32 Not a day\n',
    });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-file',
        message: 'Nothing was imported: one line of the file needs correcting.',
        fields: [
          { path: 'file', message: 'Line 2: 2026-12-32 is not a real day of the calendar.' },
        ],
      },
    });
    expect(desk.services.settings.review().settings.rtgsCalendar).toEqual(before);
    // The refusal and each line in the admin's language (D65).
    const refused = (answer as { error: IpcFailure }).error;
    expectWordedAnswer(refused, 'ipc.holidays.linesToCorrect');
    const line = expectWordedAnswer(refused.fields![0]!, 'calendar.file.notReal');
    expect(line.fr).toMatch(/^Ligne 2 : /);
  });

  it('imports nothing from a file saved as ANSI, naming each line it cannot read (D153)', async () => {
    await as(ADMIN);
    const before = desk.services.settings.review().settings.rtgsCalendar;
    // Rwanda's holidays typed in French and saved by Notepad as ANSI (Windows-1252): é is 0xE9.
    const dir = mkdtempSync(join(tmpdir(), 'remit-desk-holidays-'));
    const path = join(dir, 'rwanda-2027.txt');
    const latin1 = (line: string) => Buffer.from(line, 'latin1');
    writeFileSync(
      path,
      Buffer.concat(
        [
          '2027-01-01 Nouvel An\r\n',
          "2027-07-01 Fête de l'Indépendance\r\n",
          '2027-07-04 Jour de la Libération\r\n',
        ].map(latin1),
      ),
    );
    // Read as the admin's page reads the file it was given (File.text(): UTF-8, never refused).
    const text = await new Blob([readFileSync(path)]).text();
    rmSync(dir, { recursive: true, force: true });
    const answer = await call('settings:import-holidays', { countryCode: 'RW', text });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-file',
        message: 'Nothing was imported: 2 lines of the file need correcting.',
        fields: [
          {
            path: 'file',
            message:
              'Line 2: a character cannot be read: the file is not saved as UTF-8 text. Save it again as UTF-8 (in Notepad: Save as, Encoding UTF-8), then import it again.',
          },
          { path: 'file', message: expect.stringMatching(/^Line 3: a character cannot be read/) },
        ],
      },
    });
    expect(desk.services.settings.review().settings.rtgsCalendar).toEqual(before);
    const line = expectWordedAnswer(
      (answer as { error: IpcFailure }).error.fields![0]!,
      'calendar.file.notUtf8',
    );
    expect(line.fr).toMatch(/^Ligne 2 : /);
  });

  it('reads a holiday file whose lines end with a lone CR, as old Mac editors save it', async () => {
    await as(ADMIN);
    const answer = await call('settings:import-holidays', {
      countryCode: 'SS',
      text: '2027-01-09 Peace Agreement Day\r2027-07-09 Independence Day\r',
    });
    expect(answer.ok).toBe(true);
    expect((answer as { value: SettingsView }).value.settings.rtgsCalendar.SS.holidays).toEqual([
      { date: '2027-01-09', name: 'Peace Agreement Day' },
      { date: '2027-07-09', name: 'Independence Day' },
    ]);
  });

  it('imports nothing the calendar refuses, and says why in the admin’s language', async () => {
    await as(ADMIN);
    const days = Array.from({ length: 201 }, (_, i) =>
      new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const answer = await call('settings:import-holidays', {
      countryCode: 'KE',
      text: days.map((day) => `${day} Holiday ${day}`).join('\n'),
    });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-file' } });
    const refused = (answer as { error: IpcFailure }).error;
    const words = expectWordedAnswer(refused, 'ipc.holidays.notImported');
    expect(words.en).toMatch(/^Nothing was imported\. .*Kenya: at most 200 public holidays/);
    expect(words.fr).not.toMatch(/at most|public holidays/);
    expect(words.sw).not.toMatch(/at most|public holidays/);
    const [field] = refused.fields!;
    expect(wordRef(field!.text!, 'fr')).toBe(
      textIn('fr', 'calendar.country.tooManyHolidays', { name: 'Kenya', max: 200 }),
    );
  });

  it('keeps the branch lists per environment, and a saved list reaches the clerk’s form', async () => {
    await as(ADMIN);
    const read = await call('branch-lists:read', { environment: 'sandbox' });
    const sandboxBanks = (read as { value: BranchListsView }).value.lists.banks;
    expect(sandboxBanks.length).toBeGreaterThan(0);
    const banks = [...sandboxBanks, { countryCode: 'KE', code: '68', name: 'Equity Example Bank' }];
    const saved = await call('branch-lists:save', {
      environment: 'sandbox',
      list: 'banks',
      entries: banks,
    });
    expect(saved.ok && (saved.value as BranchListsView).lists.banks).toEqual(banks);
    expect(desk.services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: ADMIN.operatorId,
      action: 'branch-list.saved',
      details: { environment: 'sandbox', list: 'banks' },
    });
    const refused = await call('branch-lists:save', {
      environment: 'sandbox',
      list: 'banks',
      entries: [{ countryCode: 'KE', code: '6 8', name: 'Spaces' }],
    });
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-request',
        fields: [{ path: '[0].code', message: 'Bank code must be 2 to 11 letters or digits.' }],
      },
    });
    const other = await call('branch-lists:read', { environment: 'live' });
    expect(other.ok && (other.value as BranchListsView).lists.banks).toEqual([]);

    await as(CLERK);
    const form = await call('transfers:form-rules');
    expect(form.ok && (form.value as TransferFormRules).banks).toContainEqual({
      countryCode: 'KE',
      code: '68',
      name: 'Equity Example Bank',
    });
  });

  it('refuses every settings operation to a clerk and to a supervisor, and changes nothing', async () => {
    const calls: [string, unknown][] = [
      ['settings:read', undefined],
      ['settings:update', { section: 'workstation', value: KISUMU }],
      ['settings:import-holidays', { countryCode: 'KE', text: '2026-12-25 Christmas Day' }],
      ['branch-lists:read', { environment: 'sandbox' }],
      ['branch-lists:save', { environment: 'sandbox', list: 'banks', entries: [] }],
    ];
    const before = desk.services.journal.audit.entries().length;
    for (const operator of [CLERK, SUPERVISOR]) {
      await as(operator);
      for (const [channel, payload] of calls) {
        expect(await call(channel, payload), `${operator.role} ${channel}`).toEqual({
          ok: false,
          error: wrongRoleError(operator.role, 'admin'),
        });
      }
      const status = await call('app:status');
      expect(status.ok && (status.value as AppStatus).adminWarnings.map((w) => w.message)).toEqual(
        [],
      );
    }
    // Signing in and out is audited; nothing else was written.
    expect(
      desk.services.journal.audit
        .entries()
        .slice(before)
        .filter((e) => !e.action.startsWith('session.')),
    ).toEqual([]);
    expect(desk.services.branchLists.review('sandbox').lists.banks.length).toBeGreaterThan(0);
  });

  describe('the window hears of every save at once (D50)', () => {
    it('names the section saved, a holiday import and a branch list, and nothing of their values', async () => {
      await as(ADMIN);
      const from = sent.length;
      await call('settings:update', {
        section: 'workstation',
        value: { ...KISUMU, branchName: 'Kisumu West' },
      });
      await call('settings:import-holidays', {
        countryCode: 'RW',
        text: '2026-12-25 Christmas Day\n',
      });
      const banks = desk.services.branchLists.review('sandbox').lists.banks;
      await call('branch-lists:save', { environment: 'sandbox', list: 'banks', entries: banks });
      expect(changesSince(from)).toEqual([
        { channel: 'settings:changed', payload: { kind: 'section', section: 'workstation' } },
        { channel: 'settings:changed', payload: { kind: 'section', section: 'rtgsCalendar' } },
        {
          channel: 'settings:changed',
          payload: { kind: 'branch-list', environment: 'sandbox', list: 'banks' },
        },
      ]);
      expect(JSON.stringify(changesSince(from))).not.toMatch(/Kisumu|Christmas|2026-12-25/);
      await call('settings:update', { section: 'workstation', value: KISUMU });
    });

    it('says nothing of a save main refused', async () => {
      await as(ADMIN);
      const from = sent.length;
      await call('settings:update', { section: 'workstation', value: { ...KISUMU, number: 9 } });
      await call('settings:import-holidays', { countryCode: 'KE', text: 'not a date\n' });
      await call('branch-lists:save', {
        environment: 'sandbox',
        list: 'banks',
        entries: [{ countryCode: 'KE', code: '6 8', name: 'Spaces' }],
      });
      expect(changesSince(from)).toEqual([]);
    });

    it('reaches a clerk signed in, whose rules then read as saved, and no window signed out', async () => {
      await as(CLERK);
      const from = sent.length;
      // The admin's save, made while the clerk's window is signed in (another window of the
      // harness; in the app, a save only the services could make now).
      const limits = desk.services.settings.review().settings.limits;
      const lowered = { ...limits, rtgs: { ...limits.rtgs, KES: { min: '1.00', max: '900.00' } } };
      expect(desk.services.settings.update('limits', lowered, ADMIN.operatorId).ok).toBe(true);
      expect(changesSince(from)).toEqual([
        { channel: 'settings:changed', payload: { kind: 'section', section: 'limits' } },
      ]);
      const rules = await call('transfers:form-rules');
      expect(rules.ok && (rules.value as TransferFormRules).rules.limits.rtgs.KES?.max).toBe(
        '900.00',
      );

      desk.operators.signOut();
      const afterSignOut = sent.length;
      expect(desk.services.settings.update('limits', limits, ADMIN.operatorId).ok).toBe(true);
      expect(changesSince(afterSignOut)).toEqual([]);
    });
  });

  describe('what needs an admin’s attention', () => {
    it('asks for the holidays only of the countries the branch’s source accounts are in (D52)', async () => {
      await as(ADMIN);
      const accounts = desk.services.branchLists.review('sandbox').lists.sourceAccounts;
      const kenyan = accounts.filter((account) => account.countryCode === 'KE');
      await call('branch-lists:save', {
        environment: 'sandbox',
        list: 'sourceAccounts',
        entries: kenyan,
      });
      const view = await call('settings:read');
      const holidays = (view as { value: SettingsView }).value.warnings.filter(
        (w) => w.section === 'rtgsCalendar',
      );
      expect(holidays.map((w) => w.message)).toEqual([
        expect.stringMatching(/^No public holidays are entered for Kenya \(KE\)/),
      ]);
      await call('settings:import-holidays', { countryCode: 'KE', text: '2026-12-12 Jamhuri Day' });
      const status = await call('app:status');
      expect(status.ok && (status.value as AppStatus).adminWarnings.map((w) => w.message)).toEqual([
        IDENTITY_WARNING,
      ]);
      await call('branch-lists:save', {
        environment: 'sandbox',
        list: 'sourceAccounts',
        entries: accounts,
      });
    });

    it('stops warning of the bank identity once its four lines are saved', async () => {
      await as(ADMIN);
      const saved = await call('settings:update', {
        section: 'bankIdentity',
        value: {
          legalName: 'Example Bank Kenya Limited',
          branchAddress: 'Oginga Odinga Street, Kisumu',
          complaintsContact: 'complaints@example-bank.co.ke',
          licenceLine: 'Licensed by the Central Bank of Kenya',
        },
      });
      const view = (saved as { value: SettingsView }).value;
      expect(view.warnings.filter((w) => w.section === 'bankIdentity')).toEqual([]);
      const status = await call('app:status');
      expect(
        status.ok && (status.value as AppStatus).adminWarnings.map((w) => w.message),
      ).not.toContain(IDENTITY_WARNING);
    });
  });

  // Last: from here on the workstation runs head office's screening and calendar.
  it('refuses to save or import into a section head office sets (D126)', async () => {
    await as(ADMIN);
    const { settings } = desk.services;
    const own = settings.review().settings;
    settings.applyPublished(
      {
        version: 7,
        signedAt: '2026-11-24T07:00:00.000Z',
        sections: {
          screening: own.screening,
          rtgsCalendar: own.rtgsCalendar,
          // D135: a branch list for the bank's services.
          banks: { live: [LIVE_BANK], test: [] },
        },
      },
      '2026-11-24T07:00:01.000Z',
    );
    const before = desk.services.journal.audit.entries().length;
    const setThere = {
      ok: false,
      error: expect.objectContaining({
        code: 'invalid-request',
        message: expect.stringMatching(/set at head office/) as string,
      }) as unknown,
    };
    expect(await call('settings:update', { section: 'screening', value: own.screening })).toEqual(
      setThere,
    );
    expect(
      await call('settings:import-holidays', { countryCode: 'KE', text: '2026-12-25 Christmas\n' }),
    ).toEqual(setThere);
    // D135: head office's list of the live service is applied, audited with the version, and
    // cannot be saved here; the sandbox's lists stay the workstation's own.
    expect(
      await call('branch-lists:save', { environment: 'live', list: 'banks', entries: [] }),
    ).toEqual(setThere);
    expect(desk.services.journal.audit.entries()).toHaveLength(before);
    const live = await call('branch-lists:read', { environment: 'live' });
    expect(live.ok && (live.value as BranchListsView).lists.banks).toEqual([LIVE_BANK]);
    expect(
      desk.services.journal.audit.entries().find((e) => e.action === 'branch-list.published'),
    ).toMatchObject({ details: { environment: 'live', list: 'banks', version: 7 } });
    const sandbox = await call('branch-lists:read', { environment: 'sandbox' });
    const sandboxBanks = (sandbox as { value: BranchListsView }).value.lists.banks;
    expect(
      (
        await call('branch-lists:save', {
          environment: 'sandbox',
          list: 'banks',
          entries: sandboxBanks,
        })
      ).ok,
    ).toBe(true);
    const read = await call('settings:read');
    expect(read.ok && (read.value as SettingsView).published).toMatchObject({
      version: 7,
      sections: ['rtgsCalendar', 'screening', 'banks'],
    });
    // A section head office does not set is still the workstation's own.
    expect((await call('settings:update', { section: 'workstation', value: KISUMU })).ok).toBe(
      true,
    );
  });
});

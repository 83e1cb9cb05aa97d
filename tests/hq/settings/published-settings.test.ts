import { describe, expect, test } from 'vitest';
import { settingsAreSigned } from '../../../hq/protocol/chain';
import type { SettingsAnswer } from '../../../hq/protocol/wire';
import { consoleDeps } from '../../../hq/src/operators/console-deps';
import { listPublishedSettings, publishSetting } from '../../../hq/src/settings/published-settings';
import { preloadedCalendar } from '../../../hq/src/settings/preloaded-calendar';
import { COUNTRY_CODES } from '../../../shared/domain/countries';
import { DEFAULT_SCREENING } from '../../../shared/domain/screening';
import { validateSettingsSection } from '../../../shared/schemas/settings-schemas';
import { ADMIN_SESSION, CHEAP_SCRYPT } from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import { enrolledWorkstation, signedPost, type EnrolledWorkstation } from '../support/workstation';

const KCB = { countryCode: 'KE', code: '01', name: 'Kenya Commercial Bank' };
const CRDB = { countryCode: 'TZ', code: '03', name: 'CRDB Bank' };

/*
 * D126: settings kept at head office per bank with a branch's own value, each save a new version
 * checked with the workstation's schema, fetched signed by the branch's workstations.
 */

test('the preloaded calendar holds 2026 and 2027 for all six countries, and passes the schema', () => {
  const calendar = preloadedCalendar();
  expect(validateSettingsSection('rtgsCalendar', calendar).ok).toBe(true);
  for (const code of COUNTRY_CODES) {
    const years = new Set(calendar[code].holidays.map((h) => h.date.slice(0, 4)));
    expect([...years].sort(), code).toEqual(['2026', '2027']);
    expect(
      calendar[code].holidays.some((h) => h.date.endsWith('-12-25')),
      code,
    ).toBe(true);
  }
  // Each call a fresh copy: an edit of one page's calendar changes no other.
  expect(preloadedCalendar()).not.toBe(calendar);
});

describe.each(DATABASE_KINDS)('published settings on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  const deps = () => consoleDeps(hq.db, () => new Date(), { scrypt: CHEAP_SCRYPT });
  const fetchSettings = (ws: EnrolledWorkstation, after: number, key = ws.keys.privateKey) =>
    signedPost(hq.url, '/api/v1/settings', { workstationId: ws.id, after }, key);

  test.skipIf(kind.skip)('a bank value and a branch’s own reach each branch signed', async () => {
    const one = await enrolledWorkstation(hq.url, hq.db);
    const two = await enrolledWorkstation(hq.url, hq.db);
    const bank = await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: null,
      section: 'screening',
      value: { ...DEFAULT_SCREENING, maxListAgeDays: 3, calendarDaysAhead: 30 },
    });
    expect(bank.ok).toBe(true);
    const own = await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: two.answer.branch.code,
      section: 'screening',
      value: { ...DEFAULT_SCREENING, maxListAgeDays: 5 },
    });
    expect(own.ok).toBe(true);

    const first = (await fetchSettings(one, 0)).body as SettingsAnswer;
    expect(settingsAreSigned(one.answer.headOfficeKey, first)).toBe(true);
    expect(first.branchCode).toBe(one.answer.branch.code);
    expect(JSON.parse(first.settings)).toMatchObject({
      screening: { maxListAgeDays: 3, calendarDaysAhead: 30 },
    });
    const second = (await fetchSettings(two, 0)).body as SettingsAnswer;
    expect(JSON.parse(second.settings)).toMatchObject({ screening: { maxListAgeDays: 5 } });
    expect(second.version).toBeGreaterThan(first.version);

    // Asked after the version it runs: the version alone, signed, no settings.
    const again = (await fetchSettings(one, first.version)).body as SettingsAnswer;
    expect(again).toMatchObject({ version: first.version, settings: '' });
    expect(settingsAreSigned(one.answer.headOfficeKey, again)).toBe(true);

    // The branch back to the bank's value: a new version, the bank's value.
    await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: two.answer.branch.code,
      section: 'screening',
      value: null,
    });
    const back = (await fetchSettings(two, second.version)).body as SettingsAnswer;
    expect(back.version).toBeGreaterThan(second.version);
    expect(JSON.parse(back.settings)).toMatchObject({ screening: { maxListAgeDays: 3 } });

    const view = await listPublishedSettings(deps());
    expect(view.bank.screening).toMatchObject({ value: { maxListAgeDays: 3 } });
    expect(view.branches.find((b) => b.code === two.answer.branch.code)?.own).toEqual({});
    expect(view.starting.rtgsCalendar).toEqual(preloadedCalendar());
  });

  test.skipIf(kind.skip)('a value the workstation would refuse is refused here', async () => {
    const wrong = await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: null,
      section: 'screening',
      value: { threshold: 2, maxListAgeDays: 3 },
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'invalid' } });
    // D129: the calendar's days ahead, checked as the workstation checks it, named in words.
    const tooFar = await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: null,
      section: 'screening',
      value: { ...DEFAULT_SCREENING, calendarDaysAhead: 120 },
    });
    expect(tooFar).toMatchObject({
      ok: false,
      error: {
        code: 'invalid',
        fields: [
          {
            path: 'calendarDaysAhead',
            message: 'Days ahead the RTGS calendar must reach must be a whole number from 0 to 90.',
          },
        ],
      },
    });
    const noBankNull = await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: null,
      section: 'limits',
      value: null,
    });
    expect(noBankNull).toMatchObject({ ok: false, error: { code: 'invalid' } });
    const unknownSection = await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: null,
      section: 'network',
      value: {},
    });
    expect(unknownSection).toMatchObject({ ok: false, error: { code: 'invalid' } });
    const unknownBranch = await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: 'NOPE-99',
      section: 'screening',
      value: DEFAULT_SCREENING,
    });
    expect(unknownBranch).toMatchObject({ ok: false, error: { code: 'unknown' } });
    await expect(hq.db.query('DELETE FROM settings_versions')).rejects.toThrow(/append-only/);
  });

  test.skipIf(kind.skip)('a request signed with another key is refused', async () => {
    const ws = await enrolledWorkstation(hq.url, hq.db);
    const other = await enrolledWorkstation(hq.url, hq.db);
    const refused = await fetchSettings(ws, 0, other.keys.privateKey);
    expect(refused.status).toBe(401);
  });

  // D135: the branch lists, published as sections: each list's entries per service.
  test.skipIf(kind.skip)('a bank list and a branch’s own reach each branch signed', async () => {
    const one = await enrolledWorkstation(hq.url, hq.db);
    const two = await enrolledWorkstation(hq.url, hq.db);
    const bank = await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: null,
      section: 'banks',
      value: { live: [KCB], test: [] },
    });
    expect(bank.ok).toBe(true);
    const own = await publishSetting(deps(), ADMIN_SESSION, {
      branchCode: two.answer.branch.code,
      section: 'banks',
      value: { live: [KCB, CRDB], test: [CRDB] },
    });
    expect(own.ok).toBe(true);

    const fetch = async (ws: typeof one) => {
      const answer = (
        await signedPost(
          hq.url,
          '/api/v1/settings',
          { workstationId: ws.id, after: 0 },
          ws.keys.privateKey,
        )
      ).body as SettingsAnswer;
      expect(settingsAreSigned(ws.answer.headOfficeKey, answer)).toBe(true);
      return JSON.parse(answer.settings) as Record<string, unknown>;
    };
    expect((await fetch(one))['banks']).toEqual({ live: [KCB], test: [] });
    expect((await fetch(two))['banks']).toEqual({ live: [KCB, CRDB], test: [CRDB] });

    const view = await listPublishedSettings(deps());
    expect(view.starting.wallets).toEqual({ live: [], test: [] });
    expect(view.bank.banks?.value).toEqual({ live: [KCB], test: [] });
  });

  test.skipIf(kind.skip)(
    'a list the workstation would refuse is refused at its field',
    async () => {
      const twice = await publishSetting(deps(), ADMIN_SESSION, {
        branchCode: null,
        section: 'banks',
        value: { live: [KCB, { ...KCB, name: 'Again' }], test: [] },
      });
      expect(twice).toMatchObject({
        ok: false,
        error: { code: 'invalid', fields: [{ path: 'live[1].code' }] },
      });
      const sandbox = await publishSetting(deps(), ADMIN_SESSION, {
        branchCode: null,
        section: 'wallets',
        value: { live: [], test: [], sandbox: [] },
      });
      expect(sandbox).toMatchObject({ ok: false, error: { code: 'invalid' } });
      const notWallet = await publishSetting(deps(), ADMIN_SESSION, {
        branchCode: null,
        section: 'wallets',
        value: { live: [{ countryCode: 'BI', name: 'Lumicash', label: 'Lumicash' }], test: [] },
      });
      expect(notWallet).toMatchObject({
        ok: false,
        error: { fields: [{ path: 'live[0].countryCode' }] },
      });
    },
  );
});

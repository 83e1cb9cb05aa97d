import { describe, expect, it } from 'vitest';
import { defaultRtgsCalendar } from '@shared/domain/rtgs-calendar';
import { DEFAULT_LIMITS, DEFAULT_SETTINGS } from '@shared/domain/settings';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { openTempJournal, rawJournal, tempDataDir } from '../journal/fixtures';
import { expectWordedAnswer } from '../../support/worded-answer';

const NOW = Date.parse('2026-11-23T08:00:00Z');
const AT = '2026-11-23T08:00:00.000Z';

const KISUMU = {
  number: 42,
  branchName: 'Kisumu',
  branchCode: 'KSM-01',
  countryCode: 'KE',
} as const;

describe('settings store', () => {
  it('starts on the sandbox with the defaults, and keeps what an admin saves across restarts', () => {
    const dir = tempDataDir();
    const journal = openTempJournal(dir);
    const store = createSettingsStore(journal, () => NOW);
    expect(store.current()).toEqual({ ok: true, value: DEFAULT_SETTINGS });

    expect(store.update('workstation', KISUMU, 'admin-1').ok).toBe(true);
    expect(
      store.update(
        'endpoints',
        {
          test: { baseUrl: 'https://uat.bank.example/', tokenPath: '/auth/token' },
          live: null,
        },
        'admin-1',
      ).ok,
    ).toBe(true);
    journal.close();

    const reopened = createSettingsStore(openTempJournal(dir), () => NOW).current();
    expect(reopened.ok && reopened.value.workstation).toEqual(KISUMU);
    expect(reopened.ok && reopened.value.endpoints.test?.baseUrl).toBe('https://uat.bank.example/');
  });

  it('refuses a bad value with a message naming the setting, and keeps the old one', () => {
    const store = createSettingsStore(openTempJournal(), () => NOW);
    store.update('workstation', KISUMU, 'admin-1');
    const refused = store.update('workstation', { ...KISUMU, number: 7 }, 'admin-1');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.fields).toEqual([
      { path: 'number', message: 'Workstation number must be a whole number from 10 to 99.' },
    ]);
    expect(store.review().settings.workstation).toEqual(KISUMU);

    const http = store.update(
      'endpoints',
      { test: { baseUrl: 'http://uat.bank.example', tokenPath: '/t' }, live: null },
      'admin-1',
    );
    expect(!http.ok && http.error.message).toMatch(/https:\/\//);
    const limit = store.update(
      'limits',
      { ...DEFAULT_LIMITS, rtgs: { ...DEFAULT_LIMITS.rtgs, KES: { min: '1.00', max: '1e6' } } },
      'admin-1',
    );
    expect(!limit.ok && limit.error.fields).toEqual([
      {
        path: 'rtgs.KES.max',
        message:
          'RTGS maximum in Kenyan shillings (KES) must be an amount above 0 written with two decimals, like 500000.00.',
      },
    ]);
    const currency = store.update(
      'limits',
      { ...DEFAULT_LIMITS, rtgs: { ...DEFAULT_LIMITS.rtgs, EUR: { min: '1.00', max: '9.00' } } },
      'admin-1',
    );
    expect(!currency.ok && currency.error.message).toMatch(
      /RTGS limits exist for KES, UGX, TZS, RWF, USD only/,
    );
    const pattern = store.update('accountPatterns', { KE: '(' }, 'admin-1');
    expect(!pattern.ok && pattern.error.fields[0]).toMatchObject({
      path: 'KE',
      message: expect.stringMatching(/Kenya is not a valid pattern/) as string,
    });
    const calendar = defaultRtgsCalendar();
    calendar.UG = { opensAt: '15:00', cutOff: '09:00', holidays: [] };
    const window = store.update('rtgsCalendar', calendar, 'admin-1');
    expect(!window.ok && window.error.fields).toEqual([
      {
        path: 'UG.cutOff',
        message: 'Uganda: the cut-off time (09:00) must be after the opening time (15:00).',
      },
    ]);
    const extra = store.update(
      'network',
      { connectTimeoutMs: 5000, requestTimeoutMs: 30000, proxy: 'x' },
      'admin-1',
    );
    expect(extra.ok).toBe(false);
    expect(store.review().problems).toEqual([]);
  });

  it('audits each change with who made it and the new value', () => {
    const journal = openTempJournal();
    const store = createSettingsStore(journal, () => NOW);
    store.update('workstation', KISUMU, 'admin-7');
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'admin-7',
      action: 'settings.updated',
      details: { section: 'workstation', value: KISUMU },
      at: '2026-11-23T08:00:00.000Z',
    });
  });

  it('stops work, naming the section, when a stored value was damaged behind its back', () => {
    const journal = openTempJournal();
    journal.settings.set(
      'limits',
      { ...DEFAULT_LIMITS, imt: { ...DEFAULT_LIMITS.imt, KES: { min: 5000, max: '100.00' } } },
      AT,
      'admin-7',
    );
    journal.settings.set('network', 'not json?', AT, 'admin-7');
    const store = createSettingsStore(journal, () => NOW);
    const current = store.current();
    expect(current.ok).toBe(false);
    if (current.ok) return;
    expect(current.error.message).toMatch(/will not send until an admin corrects/);
    expect(current.error.message).toMatch(
      /Amount limits: .*Mobile-wallet \(IMT\) minimum in Kenyan shillings \(KES\)/,
    );
    expect(current.error.problems.map((p) => p.section)).toEqual(['limits', 'network']);
    // Each section named, and its problem said, in the reader's language (D93).
    const refused = expectWordedAnswer(current.error, 'send.readiness.settingsBroken');
    expect(refused.fr).toMatch(
      /^Remit Desk n’enverra rien .* Plafonds de montant : .*\(KES\).* Délais réseau : Cette requête n’a pas la forme attendue/,
    );
    expect(refused.fr).not.toMatch(/Amount limits|Mobile-wallet|Kenyan|must be|shape/);
    expect(refused.sw).not.toMatch(/Amount limits|Mobile-wallet|Kenyan|must be|shape/);
    const [limits] = store.review().problems;
    const onThePage = expectWordedAnswer(limits!, 'validation.schemaWords');
    expect(onThePage.en).toMatch(/Mobile-wallet \(IMT\) minimum in Kenyan shillings \(KES\)/);
    expect(onThePage.fr).toMatch(/\(KES\)/);
    // The admin still sees every other section, and can correct the bad ones.
    expect(store.review().settings.environment).toBe('sandbox');
    expect(store.review().settings.limits).toEqual(DEFAULT_LIMITS);
    store.update('limits', DEFAULT_LIMITS, 'admin-1');
    store.update('network', DEFAULT_SETTINGS.network, 'admin-1');
    expect(store.current().ok).toBe(true);
  });

  it('stops work when another program edits a section while the app runs, after reading it', () => {
    const journal = openTempJournal();
    const store = createSettingsStore(journal, () => NOW);
    store.update('limits', DEFAULT_LIMITS, 'admin-1');
    expect(store.current().ok).toBe(true);
    expect(store.current().ok).toBe(true);
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    const raised = {
      ...DEFAULT_LIMITS,
      imt: { ...DEFAULT_LIMITS.imt, KES: { min: '1.00', max: '90000000.00' } },
    };
    raw.prepare("UPDATE settings SET value = ? WHERE key = 'limits'").run(JSON.stringify(raised));
    raw.close();
    const current = store.current();
    expect(current.ok).toBe(false);
    if (current.ok) return;
    expect(current.error.problems.map((p) => p.section)).toContain('limits');
    expect(current.error.message).toMatch(/setting "limits" was written outside Remit Desk/);
  });

  it('keeps a session lifetime of whole hours from 1 to 24, 12 until an admin sets one', () => {
    const store = createSettingsStore(openTempJournal(), () => NOW);
    expect(store.review().settings.sessions).toEqual({
      lifetimeHours: 12,
      idleMinutes: 15,
      headOfficeSilenceHours: 12,
    });
    expect(store.update('sessions', { lifetimeHours: 8 }, 'admin-1').ok).toBe(true);
    expect(store.review().settings.sessions).toEqual({ lifetimeHours: 8 });
    const range = 'Session lifetime must be a whole number of hours from 1 to 24.';
    for (const lifetimeHours of [0, 25, 7.5, '8', null]) {
      const refused = store.update('sessions', { lifetimeHours }, 'admin-1');
      expect(!refused.ok && refused.error.message).toBe(
        lifetimeHours === null ? 'Session lifetime is required.' : range,
      );
    }
    const extra = store.update('sessions', { lifetimeHours: 8, lockoutMinutes: 5 }, 'admin-1');
    expect(!extra.ok && extra.error.message).toBe(
      'Sign-in session settings hold only the session lifetime and the minutes without activity.',
    );
    // A row saved before the idle minutes were a setting still reads, as the 15 minutes of then.
    expect(store.review().settings.sessions).toEqual({ lifetimeHours: 8 });
  });

  it('keeps the minutes without activity whole, from 2 to 15', () => {
    const store = createSettingsStore(openTempJournal(), () => NOW);
    expect(store.update('sessions', { lifetimeHours: 8, idleMinutes: 5 }, 'admin-1').ok).toBe(true);
    expect(store.review().settings.sessions).toEqual({ lifetimeHours: 8, idleMinutes: 5 });
    const range = 'Minutes without activity must be a whole number from 2 to 15.';
    for (const idleMinutes of [1, 16, 2.5, '5', null]) {
      const refused = store.update('sessions', { lifetimeHours: 8, idleMinutes }, 'admin-1');
      expect(!refused.ok && refused.error.message).toBe(range);
    }
  });

  describe('settings an earlier version stored', () => {
    function earlier(rows: Record<string, unknown>) {
      const journal = openTempJournal();
      for (const [key, value] of Object.entries(rows)) journal.settings.set(key, value, AT, null);
      return { journal, store: createSettingsStore(journal, () => NOW) };
    }

    it('reads the number and the branch name as the workstation section, for the admin to complete', () => {
      const { store } = earlier({ workstation: 42, branchName: 'Nairobi CBD' });
      const review = store.review();
      expect(review.earlierShape).toEqual(['workstation']);
      // The earlier rows lack what today's section requires: named, not guessed.
      expect(review.problems).toEqual([
        {
          section: 'workstation',
          message: '2 fields need correcting. Branch code is required. Branch country is required.',
          text: expect.objectContaining({ key: 'validation.schemaWords' }),
        },
      ]);
      expect(store.current().ok).toBe(false);
    });

    it('keeps reading them until the admin saves the section, and then only the new row', () => {
      const { journal, store } = earlier({ workstation: 42, branchName: 'Nairobi CBD' });
      expect(store.update('workstation', { ...KISUMU, number: 43 }, 'admin-1').ok).toBe(true);
      const review = store.review();
      expect(review.earlierShape).toEqual([]);
      expect(review.settings.workstation).toEqual({ ...KISUMU, number: 43 });
      // The earlier rows stay as they were: they record what was set.
      expect(journal.settings.getRaw('branchName')).toBe('"Nairobi CBD"');
    });

    it('reads maxAmounts as the RTGS maximums, never loosening a wallet limit', () => {
      const { store } = earlier({ maxAmounts: { KES: '100000.00', UGX: '900000000.00' } });
      const { settings, problems, earlierShape } = store.review();
      expect(problems).toEqual([]);
      expect(earlierShape).toEqual(['limits']);
      expect(settings.limits.rtgs).toEqual({
        ...DEFAULT_LIMITS.rtgs,
        KES: { min: '1.00', max: '100000.00' },
        UGX: { min: '1.00', max: '900000000.00' },
      });
      // KES 100,000 was the most any transfer could carry: the wallet maximum may not rise above it.
      expect(settings.limits.imt.KES).toEqual({ min: '10.00', max: '100000.00' });
      expect(settings.limits.imtDailyPerDocument.KES).toBe('100000.00');
      // UGX 900,000,000 was looser than today's wallet default, which stays.
      expect(settings.limits.imt.UGX).toEqual(DEFAULT_LIMITS.imt.UGX);
      expect(settings.limits.imtDailyPerDocument.UGX).toBe('5000000.00');
    });

    it('keeps a minimum below an earlier maximum smaller than the default minimum', () => {
      const { store } = earlier({ maxAmounts: { KES: '5.00' } });
      const { settings, problems } = store.review();
      expect(problems).toEqual([]);
      expect(settings.limits.imt.KES).toEqual({ min: '5.00', max: '5.00' });
      expect(settings.limits.imtDailyPerDocument.KES).toBe('5.00');
    });

    it('names an earlier limit that was never an amount, instead of dropping it', () => {
      const { store } = earlier({ maxAmounts: { KES: 5000 } });
      expect(store.review().problems).toEqual([
        {
          section: 'limits',
          message: expect.stringMatching(
            /RTGS maximum in Kenyan shillings \(KES\) must be an amount/,
          ) as string,
          text: expect.objectContaining({ key: 'validation.schemaWords' }),
        },
      ]);
    });

    it('reads one rtgsWindow as the same hours and holidays in each of the six countries', () => {
      const { store } = earlier({
        rtgsWindow: { openHour: 8, closeHour: 24, holidays: ['2026-12-25', '2026-12-26'] },
      });
      const { settings, problems, earlierShape } = store.review();
      expect(problems).toEqual([]);
      expect(earlierShape).toEqual(['rtgsCalendar']);
      for (const calendar of Object.values(settings.rtgsCalendar)) {
        expect(calendar).toEqual({
          opensAt: '08:00',
          cutOff: '24:00',
          holidays: [
            { date: '2026-12-25', name: 'Bank holiday' },
            { date: '2026-12-26', name: 'Bank holiday' },
          ],
        });
      }
      expect(Object.keys(settings.rtgsCalendar)).toEqual(['KE', 'UG', 'TZ', 'RW', 'SS', 'DRC']);
    });

    it('names a bad earlier window as it names a bad calendar', () => {
      const { store } = earlier({ rtgsWindow: { openHour: 8, closeHour: 7, holidays: [] } });
      const { problems } = store.review();
      expect(problems).toHaveLength(1);
      expect(problems[0]!.message).toMatch(
        /Kenya: the cut-off time \(07:00\) must be after the opening time \(08:00\)/,
      );
    });
  });
});

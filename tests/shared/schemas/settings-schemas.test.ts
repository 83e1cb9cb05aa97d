import { describe, expect, it } from 'vitest';
import { defaultRtgsCalendar } from '@shared/domain/rtgs-calendar';
import { DEFAULT_LIMITS, type AppSettings } from '@shared/domain/settings';
import { validateSettingsSection, validateSettingsUpdate } from '@shared/schemas/settings-schemas';
import { validateHolidayImport } from '@shared/schemas/holiday-import-schema';

const KISUMU: AppSettings['workstation'] = {
  number: 42,
  branchName: 'Kisumu',
  branchCode: 'KSM-01',
  countryCode: 'KE',
};

const IDENTITY: AppSettings['bankIdentity'] = {
  legalName: 'Example Bank Kenya Limited',
  branchAddress: 'Oginga Odinga Street, Kisumu',
  complaintsContact: 'complaints@example-bank.co.ke, +254 20 000 0000',
  licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
};

function fieldsOf(section: Parameters<typeof validateSettingsSection>[0], value: unknown) {
  const result = validateSettingsSection(section, value);
  return result.ok ? [] : result.error.fields;
}

describe('workstation section', () => {
  it('accepts a number, a branch name, code and country', () => {
    expect(validateSettingsSection('workstation', KISUMU)).toEqual({ ok: true, value: KISUMU });
  });

  it('names each wrong field by its label, at its own path', () => {
    expect(
      fieldsOf('workstation', {
        number: '42',
        branchName: 'K',
        branchCode: 'KSM 01',
        countryCode: 'EU',
      }),
    ).toEqual([
      { path: 'number', message: 'Workstation number must be a whole number from 10 to 99.' },
      { path: 'branchName', message: 'Branch name must be 2 to 60 characters long.' },
      {
        path: 'branchCode',
        message:
          'Branch code must be 1 to 12 letters or digits; a dash is allowed inside, like KE-042.',
      },
      {
        path: 'countryCode',
        message: 'Branch country: choose one from the list (KE, UG, TZ, RW, SS, DRC).',
      },
    ]);
    expect(fieldsOf('workstation', { ...KISUMU, number: null })).toEqual([
      { path: 'number', message: 'Workstation number is required (10 to 99).' },
    ]);
    expect(fieldsOf('workstation', { ...KISUMU, number: 100 })[0]?.path).toBe('number');
    expect(fieldsOf('workstation', { ...KISUMU, branchName: ' Kisumu' })).toEqual([
      { path: 'branchName', message: 'Branch name must not start or end with a space.' },
    ]);
  });
});

describe("the branch's language (D86)", () => {
  it('is one of the shipped languages, or absent (English)', () => {
    const french = { ...KISUMU, language: 'fr' };
    expect(validateSettingsSection('workstation', french)).toEqual({ ok: true, value: french });
    expect(fieldsOf('workstation', { ...KISUMU, language: 'de' })).toEqual([
      { path: 'language', message: 'Branch language must be English, French or Swahili.' },
    ]);
    expect(fieldsOf('workstation', { ...KISUMU, language: 3 })[0]?.path).toBe('language');
  });
});

describe("bank's identity section", () => {
  it('accepts the four lines a receipt prints', () => {
    expect(validateSettingsSection('bankIdentity', IDENTITY).ok).toBe(true);
  });

  it('requires each line, on one line, within its length', () => {
    expect(
      fieldsOf('bankIdentity', {
        ...IDENTITY,
        legalName: '',
        licenceLine: 'Licensed\nby the Central Bank',
        complaintsContact: 'x'.repeat(141),
      }),
    ).toEqual([
      { path: 'legalName', message: "Bank's legal name is required." },
      {
        path: 'complaintsContact',
        message: 'Complaints contact must be 2 to 140 characters long.',
      },
      {
        path: 'licenceLine',
        message:
          'Licence line contains a hidden character (such as a tab, a line break or a text-direction mark). Retype it.',
      },
    ]);
  });
});

describe('RTGS calendar section', () => {
  it('keeps each country apart, and names every problem of each at its own path', () => {
    const calendar = defaultRtgsCalendar();
    calendar.KE = {
      opensAt: '9:00',
      cutOff: '14:30',
      holidays: [
        { date: '2026-12-25', name: 'Christmas Day' },
        { date: '2026-12-25', name: 'Christmas again' },
        { date: '2026-13-01', name: 'X' },
      ],
    };
    calendar.RW = { opensAt: '08:00', cutOff: '08:00', holidays: [] };
    const byPath = fieldsOf('rtgsCalendar', calendar).sort((a, b) => a.path.localeCompare(b.path));
    expect(byPath).toEqual([
      {
        path: 'KE.holidays[1].date',
        message: 'Kenya: 2026-12-25 is listed twice (holidays 1 and 2). Keep one.',
      },
      {
        path: 'KE.holidays[2].date',
        message: 'Kenya: holiday 3 has no real date written YYYY-MM-DD (it says "2026-13-01").',
      },
      {
        path: 'KE.holidays[2].name',
        message: "Kenya: the holiday's name must be 2 to 60 characters long.",
      },
      {
        path: 'KE.opensAt',
        message: 'Kenya: the opening time must be written HH:MM, from 00:00 to 23:59, like 09:00.',
      },
      {
        path: 'RW.cutOff',
        message: 'Rwanda: the cut-off time (08:00) must be after the opening time (08:00).',
      },
    ]);
  });

  it('holds the six countries, no more and no fewer', () => {
    const five: Partial<AppSettings['rtgsCalendar']> = defaultRtgsCalendar();
    delete five.DRC;
    expect(fieldsOf('rtgsCalendar', five)).toEqual([
      { path: 'DRC', message: 'DRC: the RTGS calendar is missing.' },
    ]);
    expect(fieldsOf('rtgsCalendar', { ...defaultRtgsCalendar(), ZA: {} })[0]?.message).toBe(
      'The RTGS calendar holds the six countries only (KE, UG, TZ, RW, SS, DRC).',
    );
  });
});

describe('amount limits section', () => {
  it('accepts the defaults', () => {
    expect(validateSettingsSection('limits', DEFAULT_LIMITS).ok).toBe(true);
  });

  it('puts a maximum below its minimum on the maximum, written as a person reads it', () => {
    const limits = structuredClone(DEFAULT_LIMITS);
    limits.imt.KES = { min: '300000.00', max: '250000.00' };
    expect(fieldsOf('limits', limits)).toEqual([
      {
        path: 'imt.KES.max',
        message:
          'Mobile-wallet (IMT) maximum in Kenyan shillings (KES) (250,000.00) must not be below the minimum (300,000.00).',
      },
    ]);
  });

  it('refuses a daily total below the wallet minimum, since nothing could then be sent', () => {
    const limits = structuredClone(DEFAULT_LIMITS);
    limits.imtDailyPerDocument.UGX = '100.00';
    expect(fieldsOf('limits', limits)).toEqual([
      {
        path: 'imtDailyPerDocument.UGX',
        message:
          'Mobile-wallet (IMT) daily total per ID document in Ugandan shillings (UGX) (100.00) must be at least the Mobile-wallet (IMT) minimum in Ugandan shillings (UGX) (500.00), or no transfer could be sent.',
      },
    ]);
  });

  it('takes offline daily totals (D128) no higher than the daily total', () => {
    const limits = structuredClone(DEFAULT_LIMITS);
    limits.offlineImtDailyPerDocument = { KES: '100000.00' };
    expect(validateSettingsSection('limits', limits).ok).toBe(true);
    limits.offlineImtDailyPerDocument = { KES: '600000.00' };
    expect(fieldsOf('limits', limits)).toEqual([
      {
        path: 'offlineImtDailyPerDocument.KES',
        message:
          'Mobile-wallet (IMT) daily total per ID document while head office is out of reach in Kenyan shillings (KES) (600,000.00) must not be above the Mobile-wallet (IMT) daily total per ID document in Kenyan shillings (KES) (500,000.00): a counter that cannot reach head office counts only its own transfers, so it must allow less.',
      },
    ]);
  });

  it('requires every currency of each product, as amount text', () => {
    const limits = structuredClone(DEFAULT_LIMITS) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    delete limits['imt']!['RWF'];
    limits['rtgs']!['USD'] = { min: 1, max: '0.00' };
    expect(fieldsOf('limits', limits)).toEqual([
      {
        path: 'rtgs.USD.min',
        message:
          'RTGS minimum in US dollars (USD) must be an amount with two decimals, like 500000.00.',
      },
      {
        path: 'rtgs.USD.max',
        message:
          'RTGS maximum in US dollars (USD) must be an amount above 0 written with two decimals, like 500000.00.',
      },
      {
        path: 'imt.RWF',
        message: 'Mobile-wallet (IMT) limits in Rwandan francs (RWF) are missing.',
      },
    ]);
    // No wallet limits for the dollar: no IMT country uses it.
    const dollar = structuredClone(DEFAULT_LIMITS);
    dollar.imt.USD = { min: '1.00', max: '2.00' };
    expect(fieldsOf('limits', dollar)[0]?.message).toBe(
      'Mobile-wallet limits exist for KES, UGX, TZS, RWF only.',
    );
  });
});

describe('a settings change as the IPC handler receives it', () => {
  it('takes a section and its value, with field paths inside the value', () => {
    expect(validateSettingsUpdate({ section: 'workstation', value: KISUMU })).toEqual({
      ok: true,
      value: { section: 'workstation', value: KISUMU },
    });
    const refused = validateSettingsUpdate({
      section: 'workstation',
      value: { ...KISUMU, number: 5 },
    });
    expect(!refused.ok && refused.error.fields).toEqual([
      { path: 'number', message: 'Workstation number must be a whole number from 10 to 99.' },
    ]);
  });

  it('refuses the environment, which is switched with its own confirmation', () => {
    const refused = validateSettingsUpdate({ section: 'environment', value: 'live' });
    expect(!refused.ok && refused.error.message).toBe(
      'The environment is changed with Switch environment, not saved as a setting.',
    );
  });

  it('refuses an unknown section and anything riding along', () => {
    expect(validateSettingsUpdate({ section: 'secrets', value: {} }).ok).toBe(false);
    expect(validateSettingsUpdate(null).ok).toBe(false);
    const extra = validateSettingsUpdate({ section: 'bankIdentity', value: IDENTITY, by: 'x' });
    expect(!extra.ok && extra.error.message).toBe(
      'A settings change holds only the section and its value.',
    );
  });
});

describe('a holiday file as the IPC handler receives it', () => {
  it('takes a country and the text of the file', () => {
    expect(
      validateHolidayImport({ countryCode: 'UG', text: '2026-10-09 Independence Day' }).ok,
    ).toBe(true);
    expect(validateHolidayImport({ countryCode: 'XX', text: '' }).ok).toBe(false);
  });

  it('refuses a file larger than a holiday list can be', () => {
    const refused = validateHolidayImport({ countryCode: 'KE', text: 'x'.repeat(70_000) });
    expect(!refused.ok && refused.error.message).toMatch(/larger than 64 KB/);
  });
});

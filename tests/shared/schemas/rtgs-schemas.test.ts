import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { minorUnitsToAmount } from '@shared/domain/money';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import { DEFAULT_TRANSFER_RULES } from '@shared/schemas/transfer-rules';
import { rtgsDraftSchema } from '@shared/schemas/rtgs-schemas';
import {
  D2_RTGS_BODY,
  D2_RTGS_DRAFT,
  DELETE,
  expectRefused,
  fieldPaths,
  messagesAt,
  transferChecks,
  withField,
} from './fixtures';

const RULES = DEFAULT_TRANSFER_RULES;
const { wire, draft, label } = transferChecks('rtgs');
const PATHS = fieldPaths(D2_RTGS_BODY);

describe('RTGS wire body schema', () => {
  it('accepts the D2 example body and hands it back unchanged', () => {
    expect(wire(D2_RTGS_BODY)).toEqual({ ok: true, value: D2_RTGS_BODY });
  });

  it.each(PATHS)('requires %s, naming it in words', (path) => {
    const result = wire(withField(D2_RTGS_BODY, path, DELETE));
    expectRefused(result, path, label(path), `${label(path)} is required.`);
    expectRefused(wire(withField(D2_RTGS_BODY, path, '')), path, label(path), /is required/);
    expectRefused(wire(withField(D2_RTGS_BODY, path, null)), path, label(path), /is required/);
  });

  it.each(PATHS)('requires %s to be a string, not a number or an object', (path) => {
    for (const value of [1000, true, { value: 'x' }, ['x']]) {
      expectRefused(wire(withField(D2_RTGS_BODY, path, value)), path, label(path), /must be text/);
    }
  });

  it.each(PATHS)('refuses untrimmed text and hidden characters in %s', (path) => {
    const value = (D2_RTGS_BODY as unknown as Record<string, Record<string, string>>)[
      path.split('.')[0]!
    ]![path.split('.')[1]!]!;
    expectRefused(
      wire(withField(D2_RTGS_BODY, path, ` ${value}`)),
      path,
      label(path),
      /start or end with a space/,
    );
    expectRefused(
      wire(withField(D2_RTGS_BODY, path, `${value} `)),
      path,
      label(path),
      /start or end with a space/,
    );
    for (const hidden of [
      '\t',
      '\n',
      '\u0000',
      '\u007f',
      '\u0085',
      '\u202e',
      '\u2066',
      '\u200f',
      '\ud800',
    ]) {
      const tampered = value.slice(0, 1) + hidden + value.slice(1);
      expectRefused(
        wire(withField(D2_RTGS_BODY, path, tampered)),
        path,
        label(path),
        /hidden character/,
      );
    }
  });

  it.each(PATHS)(
    'refuses invisible characters in %s, naming the field and the character',
    (path) => {
      const value = (D2_RTGS_BODY as unknown as Record<string, Record<string, string>>)[
        path.split('.')[0]!
      ]![path.split('.')[1]!]!;
      const invisible: [string, string, RegExp][] = [
        ['\u200b', 'U+200B', /invisible formatting character/],
        ['\u2060', 'U+2060', /invisible formatting character/],
        ['\ufeff', 'U+FEFF', /invisible formatting character/],
        ['\u00ad', 'U+00AD', /invisible formatting character/],
        ['\u200d', 'U+200D', /invisible formatting character/],
        ['\u{e0041}', 'U+E0041', /invisible tag character/],
        ['\u{e0001}', 'U+E0001', /invisible tag character/],
        ['\u{e0000}', 'U+E0000', /invisible tag character/],
        ['\u3164', 'U+3164', /Hangul filler/],
        ['\u115f', 'U+115F', /Hangul filler/],
        ['\u1160', 'U+1160', /Hangul filler/],
        ['\uffa0', 'U+FFA0', /Hangul filler/],
      ];
      for (const [character, code, kind] of invisible) {
        const result = wire(
          withField(D2_RTGS_BODY, path, value.slice(0, 1) + character + value.slice(1)),
        );
        expectRefused(result, path, label(path), kind);
        expect(messagesAt(result, path)[0]).toContain(`${label(path)} contains`);
        expect(messagesAt(result, path)[0]).toContain(`(${code})`);
        expect(messagesAt(result, path)[0]).toMatch(/Remove it/);
      }
    },
  );

  it('refuses names and descriptions not in NFC, and takes the same text composed', () => {
    for (const [path, composed] of [
      ['source.name', 'Zoë Ñandú'],
      ['destination.name', 'Amélie Uwase'],
      ['transfer.description', 'Frais de scolarité'],
    ] as const) {
      const decomposed = composed.normalize('NFD');
      expect(decomposed).not.toBe(composed);
      expectRefused(
        draft(withField(D2_RTGS_DRAFT, path, decomposed)),
        path,
        label(path),
        `${label(path)} holds accented letters stored in a form the bank may read differently. Clear the field and type the text again.`,
      );
      expect(draft(withField(D2_RTGS_DRAFT, path, composed)).ok).toBe(true);
    }
  });

  it.each(['source', 'destination', 'transfer'])('requires the %s group', (group) => {
    const result = wire(withField(D2_RTGS_BODY, group, DELETE));
    expect(messagesAt(result, group)).toEqual([expect.stringMatching(/details are missing/)]);
    expect(messagesAt(wire(withField(D2_RTGS_BODY, group, 'x')), group)).toHaveLength(1);
  });

  it('refuses unknown keys at every level: nothing may ride along in a signed body', () => {
    expect(messagesAt(wire({ ...D2_RTGS_BODY, sender: {} }), '')).toEqual([
      expect.stringMatching(/contains a field it does not have: sender/),
    ]);
    for (const group of ['source', 'destination', 'transfer']) {
      const result = wire(withField(D2_RTGS_BODY, `${group}.callbackUrl`, 'https://evil.example'));
      expect(messagesAt(result, group)).toEqual([
        expect.stringMatching(
          /details contain a field this transfer does not have: callbackUrl\. Remove it\./,
        ),
      ]);
    }
    const polluted = JSON.parse(
      JSON.stringify(D2_RTGS_BODY).replace('"source":{', '"source":{"__proto__":{"x":1},'),
    ) as unknown;
    expect(messagesAt(wire(polluted), 'source')).toEqual([expect.stringMatching(/__proto__/)]);
  });

  it('refuses a body that is not an object', () => {
    for (const input of [undefined, null, 'body', 42, []]) {
      expect(messagesAt(wire(input), '')).toEqual([
        'The RTGS transfer is missing or is not a set of fields.',
      ]);
    }
  });

  describe('amount (D9)', () => {
    const amount = (value: unknown, rules?: TransferRules) =>
      wire(withField(D2_RTGS_BODY, 'transfer.amount', value), rules);

    it('refuses cents in a currency that has none (UGX, RWF), and sends whole amounts as .00', () => {
      const inUganda = (value: string) => {
        let body: unknown = withField(D2_RTGS_BODY, 'transfer.amount', value);
        for (const [path, code] of [
          ['transfer.currencyCode', 'UGX'],
          ['source.currency', 'UGX'],
          ['source.countryCode', 'UG'],
          ['destination.countryCode', 'UG'],
        ] as const) {
          body = withField(body as typeof D2_RTGS_BODY, path, code);
        }
        return wire(body);
      };
      expectRefused(
        inUganda('1000.50'),
        'transfer.amount',
        'Amount',
        'Amount 1,000.50 UGX: Ugandan shillings have no cents. Write a whole amount, for example 1,000.00 UGX.',
      );
      const whole = inUganda('1000.00');
      expect(
        whole.ok ? [] : whole.error.fields.filter((f) => f.path === 'transfer.amount'),
      ).toEqual([]);
    });

    it('says a comma is in the wrong place where no thousands separator can stand', () => {
      expectRefused(
        amount('12,34.5'),
        'transfer.amount',
        'Amount',
        'Amount 12,34.5 has a comma in the wrong place: use a point for decimals and commas only between groups of three digits before it, for example 1,234.50.',
      );
    });

    it('must be more than 0.00', () => {
      expectRefused(amount('0.00'), 'transfer.amount', 'Amount', 'Amount must be more than 0.00.');
      expect(amount('0.01').ok).toBe(true);
    });

    it('must be canonical two-decimal text, and says how to write it when it can', () => {
      expectRefused(
        amount('1000'),
        'transfer.amount',
        'Amount',
        'Amount must be written as 1000.00.',
      );
      expectRefused(
        amount('1,000.5'),
        'transfer.amount',
        'Amount',
        'Amount must be written as 1000.50.',
      );
      expectRefused(
        amount('01000.00'),
        'transfer.amount',
        'Amount',
        'Amount must be written as 1000.00.',
      );
      for (const bad of ['1.000,50', '-1000.00', '1e3', '1000.001', 'ten']) {
        expectRefused(
          amount(bad),
          'transfer.amount',
          'Amount',
          'Amount must be typed in figures, for example 2,500 or 2,500.50.',
        );
      }
    });

    it('is at most 15 digits before the point', () => {
      expect(amount(`${'9'.repeat(15)}.99`).ok).toBe(true);
      expectRefused(amount(`1${'0'.repeat(15)}.00`), 'transfer.amount', 'Amount', /too large/);
    });

    const limited = (rtgs: TransferRules['limits']['rtgs']): TransferRules => ({
      ...RULES,
      limits: { rtgs, imt: {} },
    });

    it("is within the admin's RTGS minimum and maximum for the currency, compared exactly", () => {
      const rules = limited({
        KES: { min: '1000.00', max: '500000.00' },
        UGX: { min: '1.00', max: '1.00' },
      });
      expectRefused(
        amount('600000.00', rules),
        'transfer.amount',
        'Amount',
        'Amount 600,000.00 KES is above the RTGS maximum of 500,000.00 KES set by your admin.',
      );
      expectRefused(
        amount('500000.01', rules),
        'transfer.amount',
        'Amount',
        /above the RTGS maximum/,
      );
      expectRefused(
        amount('999.99', rules),
        'transfer.amount',
        'Amount',
        'Amount 999.99 KES is below the RTGS minimum of 1,000.00 KES set by your admin.',
      );
      expect(amount('500000.00', rules).ok).toBe(true);
      expect(amount('1000.00', rules).ok).toBe(true);
      expect(amount('99999.99', rules).ok).toBe(true); // would fail a text comparison
      expect(amount('600000.00').ok).toBe(true); // no limit set: none applied
    });

    it('is not checked against the mobile-wallet limits', () => {
      const rules: TransferRules = {
        ...RULES,
        limits: { rtgs: {}, imt: { KES: { min: '10.00', max: '100.00' } } },
      };
      expect(amount('600000.00', rules).ok).toBe(true);
    });

    it('reports a malformed limit in settings instead of letting any amount through', () => {
      const rules = limited({ KES: { min: '1.00', max: '500,000' } });
      expectRefused(
        amount('1.00', rules),
        'transfer.amount',
        'Amount',
        /RTGS limits in Kenyan shillings \(KES\) your admin set are not amounts.*Ask an admin/,
      );
    });

    it('passes every generated amount within the limits and refuses every one outside them', () => {
      const min = 1_000n;
      const max = 50_000_000n;
      const rules = limited({
        KES: { min: minorUnitsToAmount(min), max: minorUnitsToAmount(max) },
      });
      fc.assert(
        fc.property(fc.bigInt({ min: 1n, max: 10n ** 12n }), (minor) => {
          const result = amount(minorUnitsToAmount(minor), rules);
          expect(result.ok).toBe(minor >= min && minor <= max);
        }),
      );
    });
  });

  describe("the branch's source accounts", () => {
    const ACCOUNTS = [
      {
        countryCode: 'KE',
        accountNumber: '0011547896523',
        holderName: 'Jane Wanjiku',
        currency: 'KES',
      },
      {
        countryCode: 'UG',
        accountNumber: '3100456789012',
        holderName: 'Grace Namukasa',
        currency: 'UGX',
      },
    ] as const;
    const rules: TransferRules = { ...RULES, sourceAccounts: ACCOUNTS };

    it('accepts a source that is one of the branch accounts, as listed', () => {
      expect(wire(D2_RTGS_BODY, rules).ok).toBe(true);
    });

    it('refuses an account the branch does not list, and one listed for another country', () => {
      expectRefused(
        wire(withField(D2_RTGS_BODY, 'source.accountNumber', '0011547896531'), rules),
        'source.accountNumber',
        "Sender's account number",
        "Sender's account number 0011547896531 is not one of the branch's accounts in Kenya. Choose the account from the list.",
      );
      const ugandan = withField(
        withField(
          withField(D2_RTGS_BODY, 'source.accountNumber', '3100456789012'),
          'source.name',
          'Grace Namukasa',
        ),
        'source.countryCode',
        'KE',
      );
      expectRefused(
        wire(ugandan, rules),
        'source.accountNumber',
        "Sender's account number",
        /not one of the branch's accounts in Kenya/,
      );
    });

    it("refuses a name that is not the listed holder's", () => {
      expectRefused(
        wire(withField(D2_RTGS_BODY, 'source.name', 'Jane Wanjiru'), rules),
        'source.name',
        "Sender's name",
        "Sender's name must be the account holder's name as the branch lists it: Jane Wanjiku.",
      );
    });

    it('says that nothing can be sent while the branch has no accounts', () => {
      expectRefused(
        wire(D2_RTGS_BODY, { ...RULES, sourceAccounts: [] }),
        'source.accountNumber',
        "Sender's account number",
        "Sender's account number: no source accounts are set up for this branch. Ask an admin to add them in Settings.",
      );
    });
  });

  describe('currencies and countries', () => {
    it('attaches a currency that does not match the country to the currency', () => {
      expectRefused(
        wire(withField(D2_RTGS_BODY, 'transfer.currencyCode', 'UGX')),
        'transfer.currencyCode',
        'Currency',
        'Currency must be KES for a transfer to Kenya.',
      );
      expectRefused(
        wire(withField(D2_RTGS_BODY, 'transfer.currencyCode', 'EUR')),
        'transfer.currencyCode',
        'Currency',
        /choose one from the list \(KES, UGX, TZS, RWF, USD\)/,
      );
      expectRefused(
        wire(withField(D2_RTGS_BODY, 'source.currency', 'USD')),
        'source.currency',
        "Sender's account currency",
        "Sender's account currency must be KES for an account in Kenya.",
      );
    });

    it('keeps RTGS within one country, asking to change the recipient country only', () => {
      const result = wire(withField(D2_RTGS_BODY, 'destination.countryCode', 'UG'));
      expectRefused(
        result,
        'destination.countryCode',
        "Recipient's bank country",
        "Recipient's bank country must be Kenya: RTGS sends only within one country, and the sender's account is in Kenya.",
      );
      expect(messagesAt(result, 'transfer.currencyCode')).toEqual([]);
    });

    it('accepts a domestic transfer in every supported country with its currency', () => {
      const cases = [
        ['UG', 'UGX'],
        ['TZ', 'TZS'],
        ['RW', 'RWF'],
        ['SS', 'USD'],
        ['DRC', 'USD'],
      ] as const;
      for (const [country, currency] of cases) {
        const body = structuredClone(D2_RTGS_BODY);
        body.source.countryCode = country;
        body.source.currency = currency;
        body.destination.countryCode = country;
        body.transfer.currencyCode = currency;
        expect(wire(body)).toMatchObject({ ok: true });
      }
    });

    it('refuses a country the service does not support', () => {
      expectRefused(
        wire(withField(D2_RTGS_BODY, 'source.countryCode', 'CD')),
        'source.countryCode',
        "Sender's account country",
        /choose one from the list \(KE, UG, TZ, RW, SS, DRC\)/,
      );
    });
  });

  describe('account numbers (D11)', () => {
    const account = (value: string, rules?: TransferRules) =>
      wire(withField(D2_RTGS_BODY, 'destination.accountNumber', value), rules);
    const LABEL = "Recipient's account number";

    it('are 6 to 20 digits or capital letters by default', () => {
      expect(account('AB1234').ok).toBe(true);
      expect(account('1'.repeat(20)).ok).toBe(true);
      for (const bad of [
        '12345',
        '1'.repeat(21),
        'ab12345678',
        '1100 1949 7740',
        '1100-194977',
        'ÄB12345',
      ]) {
        expectRefused(
          account(bad),
          'destination.accountNumber',
          LABEL,
          `${LABEL} must be 6 to 20 digits or capital letters, with no spaces or dashes.`,
        );
      }
      expectRefused(
        wire(withField(D2_RTGS_BODY, 'source.accountNumber', '123')),
        'source.accountNumber',
        "Sender's account number",
        /must be 6 to 20 digits or capital letters/,
      );
    });

    it("also match the admin's stricter pattern for the account's country, as a whole", () => {
      const rules = { ...RULES, accountPatterns: { KE: '\\d{13}', UG: 'X\\d{5}' } };
      expect(account('1100194977404', rules).ok).toBe(true);
      expectRefused(
        account('AB0019497740', rules),
        'destination.accountNumber',
        LABEL,
        /does not match the account number format your admin set for Kenya/,
      );
      // Anchored: a pattern for part of the number does not let a longer one through.
      const partial = { ...RULES, accountPatterns: { KE: '\\d{6}' } };
      expectRefused(
        account('1100194977404', partial),
        'destination.accountNumber',
        LABEL,
        /does not match/,
      );
    });

    it('reports a pattern that does not compile instead of crashing', () => {
      for (const source of ['(', '[a-', 'a)|(b', '\\']) {
        const rules = { ...RULES, accountPatterns: { KE: source } };
        expectRefused(
          account('1100194977404', rules),
          'destination.accountNumber',
          LABEL,
          /cannot be checked.*Kenya is not a valid pattern.*Ask an admin/,
        );
      }
    });
  });

  it('refuses the purpose code unless it is in the current list', () => {
    const purpose = (value: string, rules?: TransferRules) =>
      wire(withField(D2_RTGS_BODY, 'transfer.purposeOfPaymentCode', value), rules);
    expectRefused(
      purpose('XXXX'),
      'transfer.purposeOfPaymentCode',
      'Purpose of payment',
      'Purpose of payment: choose one from the list.',
    );
    for (const code of ['CUR/DEP', 'CUR/WIT', 'CSDK', 'OTHR']) expect(purpose(code).ok).toBe(true);
    const current = { ...RULES, purposeCodes: ['SALA'] };
    expect(purpose('SALA', current).ok).toBe(true);
    expect(purpose('OTHR', current).ok).toBe(false);
    expectRefused(
      purpose('OTHR', { ...RULES, purposeCodes: [] }),
      'transfer.purposeOfPaymentCode',
      'Purpose of payment',
      /not been loaded/,
    );
  });

  it('requires the operation constants to be the RTGS ones', () => {
    expectRefused(
      wire(withField(D2_RTGS_BODY, 'destination.type', 'mobile')),
      'destination.type',
      'Destination type',
      'Destination type mobile is for mobile-wallet (IMT) transfers; an RTGS transfer uses bank.',
    );
    expectRefused(
      wire(withField(D2_RTGS_BODY, 'destination.type', 'Bank')),
      'destination.type',
      'Destination type',
      /must be bank or mobile/,
    );
    expectRefused(
      wire(withField(D2_RTGS_BODY, 'transfer.type', 'MobileWallet')),
      'transfer.type',
      'Transfer type',
      /is for mobile-wallet \(IMT\) transfers; an RTGS transfer uses RTGS/,
    );
  });

  it('requires a 12-digit reference and a real calendar date', () => {
    for (const bad of ['69219462579', '6921946257980', 'A92194625798', '69219462579８']) {
      expectRefused(
        wire(withField(D2_RTGS_BODY, 'transfer.reference', bad)),
        'transfer.reference',
        'Transfer reference',
        'Transfer reference must be 12 digits.',
      );
    }
    expectRefused(
      wire(withField(D2_RTGS_BODY, 'transfer.date', '2026-02-29')),
      'transfer.date',
      'Transfer date',
      /real date written YYYY-MM-DD/,
    );
    expectRefused(
      wire(withField(D2_RTGS_BODY, 'transfer.date', '23/11/2026')),
      'transfer.date',
      'Transfer date',
      /real date/,
    );
    expect(wire(withField(D2_RTGS_BODY, 'transfer.date', '2028-02-29')).ok).toBe(true);
  });

  it('holds names, bank code and description to their limits', () => {
    const at = (path: string, value: string) => wire(withField(D2_RTGS_BODY, path, value));
    expect(at('source.name', 'Zoë Ñandú-Mwangi').ok).toBe(true);
    expect(at('destination.name', 'محمد علي').ok).toBe(true);
    expect(at('destination.name', 'Acme Traders 2020 Ltd').ok).toBe(true);
    expectRefused(
      at('source.name', 'J'),
      'source.name',
      "Sender's name",
      "Sender's name must be 2 to 100 characters long.",
    );
    expectRefused(at('source.name', 'J'.repeat(101)), 'source.name', "Sender's name", /2 to 100/);
    expectRefused(
      at('destination.name', '12345'),
      'destination.name',
      "Recipient's name",
      "Recipient's name must contain letters.",
    );
    expect(at('destination.bankCode', 'EQBLKENA').ok).toBe(true);
    for (const bad of ['1', 'EQBLKENAXXX1', 'EQ-01', '0 1']) {
      expectRefused(
        at('destination.bankCode', bad),
        'destination.bankCode',
        "Recipient's bank code",
        /2 to 11 letters or digits/,
      );
    }
    expect(at('transfer.description', 'x'.repeat(140)).ok).toBe(true);
    expectRefused(
      at('transfer.description', 'x'.repeat(141)),
      'transfer.description',
      'Description',
      'Description must be 1 to 140 characters long.',
    );
  });

  it('collects every problem at once, each under its own field', () => {
    const body = structuredClone(D2_RTGS_BODY);
    body.transfer.amount = '0.00';
    body.destination.accountNumber = 'abc';
    body.transfer.purposeOfPaymentCode = 'NOPE';
    const result = wire(body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.fields.map((f) => f.path).sort()).toEqual([
        'destination.accountNumber',
        'transfer.amount',
        'transfer.purposeOfPaymentCode',
      ]);
    }
  });
});

describe('RTGS draft schema', () => {
  it('accepts the D2 draft', () => {
    expect(draft(D2_RTGS_DRAFT)).toEqual({ ok: true, value: D2_RTGS_DRAFT });
  });

  it('takes a shipped receipt language, or none, and refuses any other (D86)', () => {
    const french = { ...D2_RTGS_DRAFT, receiptLanguage: 'fr' };
    expect(draft(french)).toEqual({ ok: true, value: french });
    for (const language of ['de', 'FR', '', 7, null]) {
      expectRefused(
        draft({ ...D2_RTGS_DRAFT, receiptLanguage: language }),
        'receiptLanguage',
        'receipt language',
        'The receipt language must be English, French or Swahili: choose one on the review.',
      );
    }
  });

  it('applies the same field rules as the wire body', () => {
    const result = draft(withField(D2_RTGS_DRAFT, 'transfer.amount', '600000.00'), {
      ...RULES,
      limits: { rtgs: { KES: { min: '1.00', max: '500000.00' } }, imt: {} },
    });
    expectRefused(result, 'transfer.amount', 'Amount', /above the RTGS maximum of 500,000.00 KES/);
    expectRefused(
      draft(withField(D2_RTGS_DRAFT, 'destination.countryCode', 'TZ')),
      'destination.countryCode',
      "Recipient's bank country",
      /must be Kenya/,
    );
  });

  it('checks a cross-group rule for a single field too, given the form values as context', () => {
    // What a form does when it validates one field: the other groups come in as context.
    const values = withField(D2_RTGS_DRAFT, 'transfer.currencyCode', 'UGX');
    const schema = rtgsDraftSchema(RULES);
    expect(() =>
      schema.validateSyncAt('transfer.currencyCode', values, { context: values }),
    ).toThrow('Currency must be KES for a transfer to Kenya.');
    expect(() =>
      schema.validateSyncAt('transfer.currencyCode', D2_RTGS_DRAFT, { context: D2_RTGS_DRAFT }),
    ).not.toThrow();
  });

  it('refuses the fields the app generates: a draft cannot choose its reference, date or type', () => {
    for (const [path, value] of [
      ['transfer.reference', '692194625798'],
      ['transfer.date', '2026-11-23'],
      ['transfer.type', 'RTGS'],
      ['destination.type', 'bank'],
    ] as const) {
      const group = path.split('.')[0]!;
      const field = path.split('.')[1]!;
      expect(messagesAt(draft(withField(D2_RTGS_DRAFT, path, value)), group)).toEqual([
        expect.stringContaining(`does not have: ${field}`),
      ]);
    }
  });

  it('requires kind rtgs and a v4 UUID draft id', () => {
    expect(messagesAt(draft({ ...D2_RTGS_DRAFT, kind: 'imt' }), 'kind')).toEqual([
      expect.stringMatching(/^Transfer kind must be RTGS bank transfer \(rtgs\) here\./),
    ]);
    for (const bad of [
      '3F0C9A8E-6B1D-4C2E-9F7A-0D5E8B4C1A23',
      '3f0c9a8e-6b1d-1c2e-9f7a-0d5e8b4c1a23',
      '3f0c9a8e6b1d4c2e9f7a0d5e8b4c1a23',
      'draft-1',
    ]) {
      expect(messagesAt(draft({ ...D2_RTGS_DRAFT, draftId: bad }), 'draftId')).toEqual([
        expect.stringMatching(/Draft id must be the UUID the form made/),
      ]);
    }
    expect(messagesAt(draft({ ...D2_RTGS_DRAFT, draftId: undefined }), 'draftId')).toEqual([
      'Draft id is required.',
    ]);
  });
});

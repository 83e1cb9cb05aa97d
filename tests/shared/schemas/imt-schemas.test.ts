import { describe, expect, it } from 'vitest';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import { DEFAULT_TRANSFER_RULES } from '@shared/schemas/transfer-rules';
import {
  D2_IMT_BODY,
  D2_IMT_DRAFT,
  DELETE,
  expectRefused,
  fieldPaths,
  messagesAt,
  transferChecks,
  withField,
} from './fixtures';

const RULES = DEFAULT_TRANSFER_RULES;
const { wire, draft, label } = transferChecks('imt');

describe('IMT wire body schema', () => {
  it('accepts the D2 example body (with transfer.reference, D3) unchanged', () => {
    expect(wire(D2_IMT_BODY)).toEqual({ ok: true, value: D2_IMT_BODY });
  });

  it.each(fieldPaths(D2_IMT_BODY))('requires %s, naming it in words', (path) => {
    expectRefused(
      wire(withField(D2_IMT_BODY, path, DELETE)),
      path,
      label(path),
      `${label(path)} is required.`,
    );
    expectRefused(
      wire(withField(D2_IMT_BODY, path, 7)),
      path,
      label(path),
      `${label(path)} must be text.`,
    );
  });

  it('names a missing group in words', () => {
    expect(messagesAt(wire(withField(D2_IMT_BODY, 'source', DELETE)), 'source')).toEqual([
      'Source account details are missing.',
    ]);
    expect(messagesAt(wire(withField(D2_IMT_BODY, 'sender', [])), 'sender')).toEqual([
      "Sender's details are missing.",
    ]);
  });

  it('refuses unknown keys, including a fifth group', () => {
    expect(messagesAt(wire({ ...D2_IMT_BODY, beneficiary: {} }), '')).toEqual([
      expect.stringMatching(
        /mobile-wallet transfer contains a field it does not have: beneficiary/,
      ),
    ]);
    expect(messagesAt(wire(withField(D2_IMT_BODY, 'sender.pin', '1234')), 'sender')).toEqual([
      expect.stringMatching(/Sender's details contain a field this transfer does not have: pin/),
    ]);
  });

  describe('optional fields', () => {
    it('accepts a well-formed e-mail, refuses a malformed or over-long one', () => {
      expect(wire(withField(D2_IMT_BODY, 'sender.email', 'jane.wanjiku@example.co.ke')).ok).toBe(
        true,
      );
      for (const bad of [
        'jane@',
        'jane',
        '@example.com',
        'jane@@example.com',
        'jane doe@example.com',
        // A domain without a dot, or with a top-level name of digits, reaches nobody.
        'jane@example',
        'jane@example.123',
      ]) {
        expectRefused(
          wire(withField(D2_IMT_BODY, 'sender.email', bad)),
          'sender.email',
          "Sender's e-mail address",
          "Sender's e-mail address is not a valid e-mail address. Enter it like name@example.com.",
        );
      }
      const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.ke`;
      expect(long.length).toBeGreaterThan(254);
      expectRefused(
        wire(withField(D2_IMT_BODY, 'sender.email', long)),
        'sender.email',
        "Sender's e-mail address",
        /at most 254 characters/,
      );
    });

    it('on the wire, an optional field is left out rather than sent empty', () => {
      expectRefused(
        wire(withField(D2_IMT_BODY, 'sender.email', '')),
        'sender.email',
        "Sender's e-mail address",
        /is empty: leave it out/,
      );
      expectRefused(
        wire(withField(D2_IMT_BODY, 'transfer.description', '')),
        'transfer.description',
        'Description',
        /is empty: leave it out/,
      );
      expectRefused(
        wire(withField(D2_IMT_BODY, 'sender.email', null)),
        'sender.email',
        "Sender's e-mail address",
        /must be text, or left out/,
      );
    });

    it('holds the description to 140 clean characters', () => {
      expect(wire(withField(D2_IMT_BODY, 'transfer.description', 'd'.repeat(140))).ok).toBe(true);
      expectRefused(
        wire(withField(D2_IMT_BODY, 'transfer.description', 'd'.repeat(141))),
        'transfer.description',
        'Description',
        /at most 140/,
      );
      expectRefused(
        wire(withField(D2_IMT_BODY, 'transfer.description', 'fees\u202etxt.exe')),
        'transfer.description',
        'Description',
        /hidden character/,
      );
    });
  });

  describe('countries and currency', () => {
    it.each(['SS', 'DRC'])('refuses IMT to %s, naming the countries it serves', (country) => {
      const result = wire(withField(D2_IMT_BODY, 'destination.countryCode', country));
      expectRefused(
        result,
        'destination.countryCode',
        "Recipient's country",
        /mobile-wallet transfers go only to Kenya, Uganda, Tanzania and Rwanda, not to (South Sudan|DRC)\./,
      );
      expect(messagesAt(result, 'transfer.currencyCode')).toEqual([]);
    });

    it.each([
      ['UG', 'UGX', '+256712345678'],
      ['TZ', 'TZS', '0621234567'],
      ['RW', 'RWF', '0720123456'],
    ])('sends to %s in %s', (country, currency, mobile) => {
      const body = structuredClone(D2_IMT_BODY);
      body.destination.countryCode = country;
      body.destination.mobileNumber = mobile;
      body.transfer.currencyCode = currency;
      expect(wire(body)).toMatchObject({ ok: true });
    });

    it('attaches a currency that does not match the destination to the currency', () => {
      expectRefused(
        wire(withField(D2_IMT_BODY, 'transfer.currencyCode', 'USD')),
        'transfer.currencyCode',
        'Currency',
        'Currency must be KES for a transfer to Kenya.',
      );
    });

    it('lets the sender and the source account be in another supported country', () => {
      const body = structuredClone(D2_IMT_BODY);
      body.source.countryCode = 'UG';
      body.sender.countryCode = 'UG';
      body.sender.mobileNumber = '0772123456';
      expect(wire(body)).toMatchObject({ ok: true });
    });
  });

  describe('mobile numbers', () => {
    it("checks the sender's number against the sender's country", () => {
      const result = wire(withField(D2_IMT_BODY, 'sender.countryCode', 'TZ'));
      expectRefused(
        result,
        'sender.mobileNumber',
        "Sender's mobile number",
        /is a Kenya number, not a Tanzania one/,
      );
      expect(messagesAt(result, 'sender.countryCode')).toEqual([]);
    });

    it("checks the recipient's number against the recipient's country", () => {
      expectRefused(
        wire(withField(D2_IMT_BODY, 'destination.mobileNumber', '+256772123456')),
        'destination.mobileNumber',
        "Recipient's mobile number",
        /is a Uganda number, not a Kenya one\. Enter a Kenya mobile number/,
      );
      expectRefused(
        wire(withField(D2_IMT_BODY, 'destination.mobileNumber', '0202222222')),
        'destination.mobileNumber',
        "Recipient's mobile number",
        /not a valid Kenya mobile number/,
      );
      expectRefused(
        wire(withField(D2_IMT_BODY, 'destination.mobileNumber', '0722 000111')),
        'destination.mobileNumber',
        "Recipient's mobile number",
        /must be digits/,
      );
      expectRefused(
        wire(withField(D2_IMT_BODY, 'destination.mobileNumber', '254722000111')),
        'destination.mobileNumber',
        "Recipient's mobile number",
        /write it as 0722000111 or \+254722000111/,
      );
    });

    it('leaves the number alone when its country is itself wrong', () => {
      const result = wire(withField(D2_IMT_BODY, 'sender.countryCode', 'XX'));
      expectRefused(result, 'sender.countryCode', "Sender's country", /choose one from the list/);
      expect(messagesAt(result, 'sender.mobileNumber')).toEqual([]);
    });
  });

  describe('identity documents', () => {
    const at = (path: string, value: string) => wire(withField(D2_IMT_BODY, path, value));

    it('accepts the suggested types and other conservative tokens', () => {
      for (const type of ['Passport', 'AlienId', 'DrivingLicence', 'MilitaryId']) {
        expect(at('sender.documentType', type).ok).toBe(true);
      }
      for (const bad of ['national id', 'nationalId', 'NationalId;--']) {
        expectRefused(
          at('destination.documentType', bad),
          'destination.documentType',
          "Recipient's ID document type",
          /choose one from the list/,
        );
      }
    });

    it('holds document numbers to letters, digits, "-" and "/"', () => {
      for (const good of ['A1234567', 'P/123-45', '123'])
        expect(at('sender.documentNumber', good).ok).toBe(true);
      for (const bad of ['12', '-1234', 'AB CD', 'A'.repeat(31), 'N°12345']) {
        expectRefused(
          at('sender.documentNumber', bad),
          'sender.documentNumber',
          "Sender's ID document number",
          /3 to 30 letters or digits/,
        );
      }
    });

    it('holds the wallet name to 2–50 clean characters', () => {
      expect(at('destination.walletName', 'Airtel Money').ok).toBe(true);
      expectRefused(
        at('destination.walletName', 'M'),
        'destination.walletName',
        'Mobile wallet',
        'Mobile wallet must be 2 to 50 characters long.',
      );
    });
  });

  describe('limits and branch lists', () => {
    const rules: TransferRules = {
      ...RULES,
      limits: {
        rtgs: { KES: { min: '1.00', max: '10000000.00' } },
        imt: { KES: { min: '10.00', max: '250000.00' } },
      },
      wallets: [
        { countryCode: 'KE', name: 'M-PESA', label: 'M-Pesa (Safaricom)' },
        { countryCode: 'KE', name: 'Airtel Money', label: 'Airtel Money' },
        { countryCode: 'UG', name: 'MTN MoMo', label: 'MTN Mobile Money' },
      ],
    };
    const amount = (value: string) => wire(withField(D2_IMT_BODY, 'transfer.amount', value), rules);

    it('holds the amount to the mobile-wallet minimum and maximum, not the RTGS ones', () => {
      expect(amount('250000.00').ok).toBe(true);
      expectRefused(
        amount('250000.01'),
        'transfer.amount',
        'Amount',
        'Amount 250,000.01 KES is above the mobile-wallet (IMT) maximum of 250,000.00 KES set by your admin.',
      );
      expectRefused(
        amount('9.99'),
        'transfer.amount',
        'Amount',
        'Amount 9.99 KES is below the mobile-wallet (IMT) minimum of 10.00 KES set by your admin.',
      );
    });

    it("takes a wallet of the recipient's country from the branch's list only", () => {
      expect(wire(D2_IMT_BODY, rules).ok).toBe(true);
      expectRefused(
        wire(withField(D2_IMT_BODY, 'destination.walletName', 'MTN MoMo'), rules),
        'destination.walletName',
        'Mobile wallet',
        'Mobile wallet: choose one of the wallets for Kenya (M-Pesa (Safaricom), Airtel Money).',
      );
      expectRefused(
        wire(D2_IMT_BODY, { ...rules, wallets: [] }),
        'destination.walletName',
        'Mobile wallet',
        'Mobile wallet: no mobile wallets are set up for Kenya. Ask an admin to add them in Settings.',
      );
    });
  });

  it('requires the IMT operation constants', () => {
    expectRefused(
      wire(withField(D2_IMT_BODY, 'destination.type', 'bank')),
      'destination.type',
      'Destination type',
      /bank is for RTGS bank transfers; a mobile-wallet \(IMT\) transfer uses mobile/,
    );
    expectRefused(
      wire(withField(D2_IMT_BODY, 'transfer.type', 'RTGS')),
      'transfer.type',
      'Transfer type',
      /uses MobileWallet/,
    );
  });
});

describe('IMT draft schema', () => {
  it('accepts the D2 draft, and empty optional fields as a form holds them', () => {
    expect(draft(D2_IMT_DRAFT)).toEqual({ ok: true, value: D2_IMT_DRAFT });
    const empty = withField(
      withField(D2_IMT_DRAFT, 'sender.email', ''),
      'transfer.description',
      '',
    );
    expect(draft(empty).ok).toBe(true);
  });

  it('still refuses a malformed optional field', () => {
    expectRefused(
      draft(withField(D2_IMT_DRAFT, 'sender.email', 'jane@')),
      'sender.email',
      "Sender's e-mail address",
      /not a valid e-mail address/,
    );
  });

  it('refuses generated fields and a wrong kind', () => {
    expect(
      messagesAt(draft(withField(D2_IMT_DRAFT, 'transfer.reference', '692194625799')), 'transfer'),
    ).toEqual([expect.stringContaining('does not have: reference')]);
    expect(
      messagesAt(draft(withField(D2_IMT_DRAFT, 'destination.type', 'mobile')), 'destination'),
    ).toHaveLength(1);
    expect(messagesAt(draft({ ...D2_IMT_DRAFT, kind: 'rtgs' }), 'kind')).toEqual([
      expect.stringMatching(/^Transfer kind must be IMT mobile-wallet transfer \(imt\) here\./),
    ]);
  });
});

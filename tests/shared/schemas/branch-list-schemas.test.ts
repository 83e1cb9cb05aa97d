import { describe, expect, it } from 'vitest';
import {
  validateBranchList,
  validateBranchListsRequest,
  validateBranchListUpdate,
} from '@shared/schemas/branch-list-schemas';

const fieldsOf = (result: { ok: boolean; error?: { fields: unknown } }) =>
  result.ok ? [] : result.error?.fields;

describe('branch list entries', () => {
  it('checks a source account like the forms check an account, holder and currency', () => {
    expect(
      fieldsOf(
        validateBranchList('sourceAccounts', [
          { countryCode: 'KE', accountNumber: '0011-5478', holderName: '42', currency: 'KES' },
        ]),
      ),
    ).toEqual([
      {
        path: '[0].accountNumber',
        message:
          'Account number must be 6 to 20 digits or capital letters, with no spaces or dashes.',
      },
      { path: '[0].holderName', message: 'Holder name must contain letters.' },
    ]);
  });

  it('keeps wallets to the IMT countries, with the name the service expects and a label', () => {
    expect(
      validateBranchList('wallets', [{ countryCode: 'KE', name: 'M-PESA', label: 'M-Pesa' }]).ok,
    ).toBe(true);
    expect(
      fieldsOf(validateBranchList('wallets', [{ countryCode: 'DRC', name: 'M-Pesa', label: '' }])),
    ).toEqual([
      {
        path: '[0].countryCode',
        message:
          'Country: mobile-wallet transfers go only to Kenya, Uganda, Tanzania, Rwanda, not to DRC.',
      },
      { path: '[0].label', message: 'Wallet label is required.' },
    ]);
  });

  it('finds the same wallet name twice in a country however it is capitalised', () => {
    const twice = validateBranchList('wallets', [
      { countryCode: 'TZ', name: 'M-Pesa', label: 'M-Pesa' },
      { countryCode: 'TZ', name: 'M-PESA', label: 'Vodacom' },
    ]);
    expect(fieldsOf(twice)).toEqual([
      {
        path: '[1].name',
        message:
          'Name the service expects M-PESA is listed twice for Tanzania (rows 1 and 2). Keep one.',
      },
    ]);
  });

  it('refuses a field a list entry does not have', () => {
    const extra = validateBranchList('banks', [
      { countryCode: 'KE', code: '01', name: 'Bank', swift: 'X' },
    ]);
    expect(extra.ok).toBe(false);
  });
});

describe('branch list requests', () => {
  it('names the environment and the list, and nothing else', () => {
    expect(validateBranchListsRequest({ environment: 'test' }).ok).toBe(true);
    expect(validateBranchListsRequest({ environment: 'prod' }).ok).toBe(false);
    expect(validateBranchListUpdate({ environment: 'live', list: 'banks', entries: [] })).toEqual({
      ok: true,
      value: { environment: 'live', list: 'banks', entries: [] },
    });
    expect(
      fieldsOf(validateBranchListUpdate({ environment: 'live', list: 'customers', entries: [] })),
    ).toEqual([
      { path: 'list', message: 'Choose a list to save: source accounts, banks or mobile wallets.' },
    ]);
    expect(
      validateBranchListUpdate({ environment: 'live', list: 'banks', entries: [], by: 'x' }).ok,
    ).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { textIn, type Language } from '@shared/i18n/catalog';
import { codeList } from '@shared/i18n/lists';
import { operationConstant } from '@shared/schemas/field-rules';

// A value the app sets for the operation, refused with the values it may be: joined as the
// sentence's own language joins them, never with an English "or" (D87).

function refusal(value: string): string {
  const field = operationConstant(
    () => 'Destination type',
    'bank',
    () => 'an RTGS transfer',
    { mobile: () => 'mobile-wallet (IMT) transfers' },
  );
  try {
    field.validateSync(value);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`"${value}" was accepted.`);
}

const sentence = (language: Language, codes: string[]) =>
  textIn(language, 'validation.operationValue', {
    label: textIn(language, 'fields.transfer.type'),
    choices: codeList(codes),
    operation: textIn(language, 'transfer.operation.rtgs'),
    expected: 'RTGS',
  });

describe('a value the operation does not use', () => {
  it('is refused in English as before', () => {
    expect(refusal('Bank')).toBe(
      'Destination type must be bank or mobile; an RTGS transfer uses bank.',
    );
    expect(sentence('en', ['RTGS', 'MobileWallet'])).toBe(
      'Transfer type must be RTGS or MobileWallet; an RTGS transfer uses RTGS.',
    );
  });

  it('is refused in French, the values joined with "ou"', () => {
    expect(sentence('fr', ['RTGS', 'MobileWallet'])).toBe(
      'Type de virement : la valeur doit être RTGS ou MobileWallet ; un virement bancaire RTGS utilise RTGS.',
    );
    expect(sentence('fr', ['RTGS', 'MobileWallet', 'Other'])).toContain(
      'doit être RTGS, MobileWallet ou Other ;',
    );
  });

  it('is refused in Swahili, the values joined with "au"', () => {
    expect(sentence('sw', ['RTGS', 'MobileWallet'])).toBe(
      'Aina ya uhamisho lazima iwe RTGS au MobileWallet; uhamisho wa RTGS hutumia RTGS.',
    );
  });
});

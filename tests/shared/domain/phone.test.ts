import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COUNTRY_CODES } from '@shared/domain/countries';
import { wordRef } from '@shared/i18n/catalog';
import { checkMobileNumber, mobileExample, normaliseMobileInput } from '@shared/domain/phone';

const LABEL = "Recipient's mobile number";

function refusal(text: string, country: Parameters<typeof checkMobileNumber>[1]) {
  const result = checkMobileNumber(text, country, LABEL);
  if (result.ok) throw new Error(`${text} was accepted for ${country}`);
  expect(result.error.code).toBe('invalid-mobile');
  expect(result.error.message.startsWith(LABEL)).toBe(true);
  // The renderer words the same refusal from its catalog key.
  expect(result.error.text?.key).toMatch(/^phones\./);
  expect(wordRef(result.error.text!)).toBe(result.error.message);
  return result.error;
}

describe('mobile numbers (D11)', () => {
  it('accepts a Kenyan mobile in national format and in E.164, sent as entered', () => {
    expect(checkMobileNumber('0712345678', 'KE')).toEqual({
      ok: true,
      value: { text: '0712345678', e164: '+254712345678', national: '0712345678' },
    });
    expect(checkMobileNumber('+254712345678', 'KE')).toEqual({
      ok: true,
      value: { text: '+254712345678', e164: '+254712345678', national: '0712345678' },
    });
    expect(checkMobileNumber('0110123456', 'KE').ok).toBe(true); // the newer 01xx ranges
  });

  it.each(COUNTRY_CODES)('accepts a real %s mobile number in both spellings', (country) => {
    const { national, e164 } = mobileExample(country);
    expect(checkMobileNumber(national, country).ok).toBe(true);
    expect(checkMobileNumber(e164, country).ok).toBe(true);
  });

  it('knows the DRC by its ISO region CD (+243)', () => {
    expect(mobileExample('DRC').e164).toMatch(/^\+243/);
    expect(checkMobileNumber('+243991234567', 'DRC').ok).toBe(true);
  });

  it('refuses a landline: validity comes from mobile ranges, not length', () => {
    // Nairobi 020 numbers have a mobile number's length.
    const error = refusal('0202222222', 'KE');
    expect(error.reason).toBe('invalid');
    expect(error.message).toMatch(
      /not a valid Kenya mobile number.*like 0712123456 or \+254712123456/,
    );
    expect(refusal('+254202222222', 'KE').reason).toBe('invalid');
  });

  it('refuses a number of another country, naming the country expected and the one it is from', () => {
    const international = refusal('+256772123456', 'KE');
    expect(international.reason).toBe('other-country');
    expect(international.message).toMatch(/is a Uganda number, not a Kenya one/);
    expect(international.message).toMatch(/Enter a Kenya mobile number/);

    const national = refusal('0621234567', 'KE'); // a Tanzanian mobile in national format
    expect(national.reason).toBe('other-country');
    expect(national.message).toMatch(/looks like a Tanzania number, not a Kenya one/);

    expect(refusal('+12025550123', 'KE').message).toMatch(/United States number/);
    expect(refusal('0712345678', 'DRC').message).toMatch(/Kenya .*number, not a DRC one/);
  });

  it.each(['254712345678', '712345678', '+2540712345678'])(
    'refuses %s, which is neither national format nor E.164, and shows both',
    (text) => {
      const error = refusal(text, 'KE');
      expect(error.reason).toBe('spelling');
      expect(error.message).toBe(`${LABEL}: write it as 0712345678 or +254712345678.`);
    },
  );

  it.each([
    '0712 345678',
    '0712-345-678',
    '(0712)345678',
    '',
    '+',
    'abc',
    '0712345678\n',
    '++254712345678',
  ])('refuses %j: digits only, + only in front', (text) => {
    const error = refusal(text, 'KE');
    expect(error.reason).toBe('format');
    expect(error.message).toMatch(/must be digits.*for example 0712123456 or \+254712123456/);
  });

  it('keeps what the clerk typed, without spaces', () => {
    expect(normaliseMobileInput(' +254 712 345 678 ')).toBe('+254712345678');
    expect(normaliseMobileInput('0712\u00a0345\t678')).toBe('0712345678');
    expect(normaliseMobileInput('0712-345-678')).toBe('0712-345-678');
  });

  it('accepts every spacing of a valid number once the spaces are removed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRY_CODES),
        fc.boolean(),
        fc.array(fc.constantFrom('', ' ', '  ', '\u00a0'), { minLength: 14, maxLength: 14 }),
        (country, international, gaps) => {
          const { national, e164 } = mobileExample(country);
          const text = international ? e164 : national;
          const spaced = [...text].map((char, i) => char + (gaps[i] ?? '')).join('');
          expect(checkMobileNumber(normaliseMobileInput(spaced), country)).toMatchObject({
            ok: true,
            value: { text },
          });
        },
      ),
    );
  });
});

describe('a refused number, worded in the operator’s language (D87)', () => {
  const ref = (text: string, country: Parameters<typeof checkMobileNumber>[1]) => {
    const result = checkMobileNumber(text, country, LABEL);
    if (result.ok) throw new Error(`${text} was accepted for ${country}`);
    return result.error.text!;
  };

  it('carries the countries and the example as codes and digits, not English words', () => {
    expect(ref('+256772123456', 'KE').values).toEqual({
      label: LABEL,
      names: 'UG',
      country: 'KE',
      national: '0712123456',
      e164: '+254712123456',
    });
  });

  it('names the countries and joins the example in French', () => {
    expect(wordRef(ref('+256772123456', 'KE'), 'fr')).toBe(
      `${LABEL} est un numéro d’un autre pays (Ouganda), pas de ce pays (Kenya). Saisissez un numéro de mobile de ce pays, comme 0712123456 ou +254712123456, ou changez de pays.`,
    );
    expect(wordRef(ref('0202222222', 'KE'), 'fr')).toBe(
      `${LABEL} n’est pas un numéro de mobile valide pour ce pays (Kenya). Saisissez-en un comme 0712123456 ou +254712123456.`,
    );
    expect(wordRef(ref('+12025550123', 'KE'), 'fr')).toContain('(États-Unis)');
  });

  it('names the countries and joins the example in Swahili', () => {
    expect(wordRef(ref('0621234567', 'KE'), 'sw')).toBe(
      `${LABEL} inaonekana kuwa namba ya Tanzania, si ya Kenya. Weka namba ya simu ya Kenya kama 0712123456 au +254712123456, au badilisha nchi.`,
    );
    expect(wordRef(ref('+256772123456', 'SS'), 'sw')).toContain('si ya Sudan Kusini.');
  });
});

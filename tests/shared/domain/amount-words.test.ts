import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toCardinal as englishCardinal } from 'n2words/en-US';
import { toCardinal as frenchCardinal } from 'n2words/fr-FR';
import { toCardinal as swahiliCardinal } from 'n2words/sw-KE';
import { amountInFigures, amountInWords } from '@shared/domain/amount-words';
import { CURRENCY_CODES, CURRENCY_NAMES, currencyPlural } from '@shared/domain/countries';

describe('amountInWords', () => {
  it('says whole units and cents, each from the text as an integer', () => {
    expect(amountInWords('1250.50', 'KES')).toBe(
      'One thousand two hundred fifty Kenyan shillings and fifty cents',
    );
    expect(amountInWords('1.01', 'USD')).toBe('One US dollar and one cent');
    expect(amountInWords('0.99', 'RWF')).toBe('Zero Rwandan francs and ninety-nine centimes');
    expect(amountInWords('250000.00', 'UGX')).toBe(
      'Two hundred fifty thousand Ugandan shillings only',
    );
    expect(amountInWords('1234.56', 'KES')).toBe(
      'One thousand two hundred thirty-four Kenyan shillings and fifty-six cents',
    );
  });

  it('stays exact beyond what a float holds', () => {
    // 90071992547409.93 as a float is 90071992547409.94: the words must follow the text.
    expect(amountInWords('90071992547409.93', 'TZS')).toBe(
      'Ninety trillion seventy-one billion nine hundred ninety-two million five hundred forty-seven ' +
        'thousand four hundred nine Tanzanian shillings and ninety-three cents',
    );
  });

  it('refuses text that is not an amount with two decimals', () => {
    expect(() => amountInWords('12.5', 'KES')).toThrow(/two decimals/);
    expect(() => amountInWords('-1.00', 'KES')).toThrow(/two decimals/);
  });
});

describe('one name for a currency, in figures and in words (D57)', () => {
  it('names the currency in figures as the words do: plural but for exactly one unit', () => {
    expect(amountInFigures('1234.56', 'KES')).toBe('1,234.56 Kenyan shillings (KES)');
    expect(amountInWords('1234.56', 'KES')).toContain(' Kenyan shillings ');
    expect(amountInFigures('1.00', 'USD')).toBe('1.00 US dollar (USD)');
    expect(amountInWords('1.00', 'USD')).toBe('One US dollar only');
    expect(amountInFigures('0.50', 'RWF')).toBe('0.50 Rwandan francs (RWF)');
    expect(amountInWords('0.50', 'RWF')).toBe('Zero Rwandan francs and fifty centimes');
  });

  it('names the currency in the language of the receipt, singular for one unit (D87)', () => {
    // The figures in the language's own separators (D85): French groups with a narrow space.
    expect(amountInFigures('1234.56', 'KES', 'fr')).toBe('1\u202f234,56 shillings kényans (KES)');
    expect(amountInFigures('1.00', 'USD', 'fr')).toBe('1,00 dollar américain (USD)');
    // Swahili names the currency first, as its amount in words does.
    expect(amountInFigures('1234.56', 'KES', 'sw')).toBe('Shilingi za Kenya 1,234.56 (KES)');
    expect(amountInFigures('1.00', 'RWF', 'sw')).toBe('Faranga ya Rwanda 1.00 (RWF)');
  });
});

/*
 * D85: each language's sentence, its number counted by n2words. The number part of every sentence
 * is held to the library's own toCardinal, so the catalog's grammar can change word order,
 * agreement and the currency's name but never the number.
 */
describe('the amount in words in French', () => {
  it('names each currency with its gender and number, the count being n2words’', () => {
    expect(amountInWords('150000.00', 'RWF', 'fr')).toBe('Cent cinquante mille francs rwandais');
    expect(frenchCardinal(150000n)).toBe('cent cinquante mille');
    expect(amountInWords('1250.50', 'KES', 'fr')).toBe(
      'Mille deux cent cinquante shillings kényans et cinquante cents',
    );
    expect(amountInWords('2500071.00', 'CDF', 'fr')).toBe(
      `${capitalised(frenchCardinal(2500071n))} francs congolais`,
    );
    expect(amountInWords('35.00', 'UGX', 'fr')).toBe('Trente-cinq shillings ougandais');
    expect(amountInWords('80.80', 'TZS', 'fr')).toBe(
      'Quatre-vingts shillings tanzaniens et quatre-vingts cents',
    );
    expect(amountInWords('2.00', 'USD', 'fr')).toBe('Deux dollars américains');
  });

  it('says one in the singular, feminine for the pound and the piastre', () => {
    expect(amountInWords('1.00', 'USD', 'fr')).toBe('Un dollar américain');
    expect(amountInWords('1.00', 'SSP', 'fr')).toBe('Une livre sud-soudanaise');
    expect(amountInWords('21.01', 'SSP', 'fr')).toBe(
      'Vingt et une livres sud-soudanaises et une piastre',
    );
    expect(amountInWords('101.00', 'SSP', 'fr')).toBe('Cent une livres sud-soudanaises');
    // Below two, French keeps the singular: zéro franc, un centime.
    expect(amountInWords('0.01', 'RWF', 'fr')).toBe('Zéro franc rwandais et un centime');
  });

  it('ties million and milliard to the currency with « de »', () => {
    expect(amountInWords('1000000.00', 'RWF', 'fr')).toBe('Un million de francs rwandais');
    expect(amountInWords('2000000000.00', 'KES', 'fr')).toBe('Deux milliards de shillings kényans');
    // Not when units follow the million.
    expect(amountInWords('1000500.00', 'RWF', 'fr')).toBe('Un million cinq cents francs rwandais');
  });

  it('writes the figures as French does, the code untranslated', () => {
    expect(amountInFigures('1234567.89', 'KES', 'fr')).toBe(
      '1\u202f234\u202f567,89 shillings kényans (KES)',
    );
    expect(amountInFigures('1.50', 'USD', 'fr')).toBe('1,50 dollar américain (USD)');
  });
});

describe('the amount in words in Swahili', () => {
  it('puts the currency first, then the count in Swahili order', () => {
    expect(amountInWords('1250.00', 'KES', 'sw')).toBe(
      'Shilingi za Kenya elfu moja mia mbili hamsini',
    );
    expect(swahiliCardinal(1250n)).toBe('elfu moja mia mbili hamsini');
    expect(amountInWords('1250.50', 'KES', 'sw')).toBe(
      'Shilingi za Kenya elfu moja mia mbili hamsini na senti hamsini',
    );
    expect(amountInWords('35.00', 'TZS', 'sw')).toBe('Shilingi za Tanzania thelathini na tano');
    expect(amountInWords('150000.00', 'RWF', 'sw')).toBe(
      `Faranga za Rwanda ${swahiliCardinal(150000n)}`,
    );
    expect(amountInWords('2.00', 'USD', 'sw')).toBe('Dola za Marekani mbili');
    expect(amountInWords('500.00', 'SSP', 'sw')).toBe('Pauni za Sudan Kusini mia tano');
    expect(amountInWords('7.00', 'CDF', 'sw')).toBe('Faranga za Kongo saba');
    expect(amountInWords('40000.00', 'UGX', 'sw')).toBe(
      `Shilingi za Uganda ${swahiliCardinal(40000n)}`,
    );
  });

  it('says one as Swahili does: the noun, moja, then ya', () => {
    expect(amountInWords('1.00', 'USD', 'sw')).toBe('Dola moja ya Marekani');
    expect(amountInWords('1.01', 'KES', 'sw')).toBe('Shilingi moja ya Kenya na senti moja');
  });

  it('writes the figures after the name, the code untranslated', () => {
    expect(amountInFigures('1250.50', 'KES', 'sw')).toBe('Shilingi za Kenya 1,250.50 (KES)');
  });
});

describe('currencies without minor units (ISO 4217: RWF, UGX)', () => {
  it('say nothing of centimes or cents for the .00 every amount in them carries', () => {
    expect(amountInWords('250000.00', 'RWF', 'en')).toBe(
      'Two hundred fifty thousand Rwandan francs only',
    );
    expect(amountInWords('250000.00', 'RWF', 'fr')).toBe(
      'Deux cent cinquante mille francs rwandais',
    );
    expect(amountInWords('250000.00', 'UGX', 'fr')).toBe(
      'Deux cent cinquante mille shillings ougandais',
    );
    expect(amountInWords('250000.00', 'RWF', 'sw')).toBe(
      `Faranga za Rwanda ${swahiliCardinal(250000n)}`,
    );
    expect(amountInWords('250000.00', 'UGX', 'sw')).toBe(
      `Shilingi za Uganda ${swahiliCardinal(250000n)}`,
    );
  });
});

describe('the number part of every sentence', () => {
  it('is n2words’ toCardinal of the whole units and of the hundredths', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 1, max: 99 }),
        (whole, cents) => {
          const amount = `${whole}.${String(cents).padStart(2, '0')}`;
          expect(amountInWords(amount, 'KES', 'sw')).toBe(
            `Shilingi ${whole === 1n ? `moja ya Kenya` : `za Kenya ${swahiliCardinal(whole)}`}` +
              ` na senti ${swahiliCardinal(BigInt(cents))}`,
          );
          expect(amountInWords(amount, 'TZS', 'fr')).toBe(
            capitalised(
              `${frenchCardinal(whole)} ${/(?:illion|illiard)s?$/.test(frenchCardinal(whole)) ? 'de ' : ''}` +
                `${whole < 2n ? 'shilling tanzanien' : 'shillings tanzaniens'} et ` +
                `${frenchCardinal(BigInt(cents))} ${cents === 1 ? 'cent' : 'cents'}`,
            ),
          );
          expect(amountInWords(amount, 'USD')).toBe(
            capitalised(
              `${englishCardinal(whole)} ${whole === 1n ? 'US dollar' : 'US dollars'} and ` +
                `${englishCardinal(BigInt(cents))} ${cents === 1 ? 'cent' : 'cents'}`,
            ),
          );
        },
      ),
    );
  });
});

describe('English words (D85: n2words writes them as to-words did)', () => {
  it('are the sentences English receipts have always printed', () => {
    // The sentences above, written when to-words counted, pass unchanged; and every currency's
    // English name is the one name D57 gives it elsewhere.
    for (const code of CURRENCY_CODES) {
      expect(amountInWords('2.00', code)).toBe(`Two ${currencyPlural(code)} only`);
      expect(amountInFigures('1.00', code)).toBe(`1.00 ${CURRENCY_NAMES[code]} (${code})`);
    }
  });
});

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

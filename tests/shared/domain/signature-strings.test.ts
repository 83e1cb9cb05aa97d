import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SIGNATURE_FORMULAS,
  SignatureFieldError,
  signatureString,
} from '@shared/domain/signature-strings';
import { D2_IMT_BODY, D2_RTGS_BODY } from '../d2-example';

describe('signature strings (D2)', () => {
  it('builds the D2 RTGS example', () => {
    expect(signatureString('rtgs', D2_RTGS_BODY)).toBe(
      '6921946257982026-11-23001154789652311001949774041000.00',
    );
  });

  it('builds the D2 IMT example', () => {
    expect(signatureString('imt', D2_IMT_BODY)).toBe('1000.00KES6921946257990011547896523');
  });

  it('refuses a named field that is not text instead of printing it', () => {
    const numeric = { ...D2_RTGS_BODY, transfer: { ...D2_RTGS_BODY.transfer, amount: 1000 } };
    expect(() => signatureString('rtgs', numeric)).toThrow(SignatureFieldError);
    expect(() => signatureString('rtgs', numeric)).toThrow('transfer.amount');
    const missing = { ...D2_IMT_BODY, source: { countryCode: 'KE', name: 'Jane' } };
    expect(() => signatureString('imt', missing)).toThrow('source.accountNumber');
  });

  const text = fc.string({ maxLength: 20 });
  const groups = ['source', 'sender', 'destination', 'transfer'] as const;
  const anyBody = fc.record(
    Object.fromEntries(
      groups.map((g) => [
        g,
        fc.dictionary(
          fc.constantFrom(
            'accountNumber',
            'reference',
            'date',
            'amount',
            'currencyCode',
            'name',
            'x',
          ),
          text,
        ),
      ]),
    ) as Record<(typeof groups)[number], fc.Arbitrary<Record<string, string>>>,
  );

  for (const operation of ['rtgs', 'imt'] as const) {
    const formula = SIGNATURE_FORMULAS[operation];

    it(`${operation}: is the named fields, in order, as text, with nothing between`, () => {
      fc.assert(
        fc.property(
          anyBody,
          fc.array(text, { minLength: formula.length, maxLength: formula.length }),
          (body, values) => {
            const filled = structuredClone(body) as Record<string, Record<string, string>>;
            formula.forEach(([group, field], i) => {
              filled[group]![field] = values[i]!;
            });
            expect(signatureString(operation, filled)).toBe(values.join(''));
          },
        ),
      );
    });

    it(`${operation}: ignores every field outside its formula`, () => {
      const base = operation === 'rtgs' ? D2_RTGS_BODY : D2_IMT_BODY;
      const expected = signatureString(operation, base);
      fc.assert(
        fc.property(
          fc.constantFrom(...groups),
          fc.string({ minLength: 1, maxLength: 12 }),
          text,
          (group, field, value) => {
            fc.pre(!formula.some(([g, f]) => g === group && f === field));
            const changed = structuredClone(base) as unknown as Record<
              string,
              Record<string, string>
            >;
            changed[group] = { ...changed[group], [field]: value };
            expect(signatureString(operation, changed)).toBe(expected);
          },
        ),
      );
    });

    it(`${operation}: changes when any named field changes`, () => {
      const base = operation === 'rtgs' ? D2_RTGS_BODY : D2_IMT_BODY;
      const expected = signatureString(operation, base);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: formula.length - 1 }), text, (index, suffix) => {
          fc.pre(suffix.length > 0);
          const [group, field] = formula[index]!;
          const changed = structuredClone(base) as unknown as Record<
            string,
            Record<string, string>
          >;
          changed[group]![field] = changed[group]![field] + suffix;
          expect(signatureString(operation, changed)).not.toBe(expected);
        }),
      );
    });
  }
});

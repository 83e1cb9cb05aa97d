import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ImtDraft, RtgsDraft } from '@shared/domain/transfer-drafts';
import { buildImtBody, buildRequestBody, buildRtgsBody } from '@shared/domain/transfer-drafts';
import { signatureString } from '@shared/domain/signature-strings';
import { D2_IMT_BODY, D2_IMT_DRAFT, D2_RTGS_BODY, D2_RTGS_DRAFT } from '../schemas/fixtures';

function keysDeep(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return null;
  return Object.entries(value).map(([key, inner]) => [key, keysDeep(inner)]);
}

describe('building the wire body from a draft', () => {
  it('RTGS: the D2 example body, with the app-generated fields, in the interface order', () => {
    const body = buildRtgsBody(D2_RTGS_DRAFT, '692194625798', '2026-11-23');
    expect(body).toEqual(D2_RTGS_BODY);
    expect(JSON.stringify(body)).toBe(
      '{"source":{"countryCode":"KE","currency":"KES","name":"Jane Wanjiku","accountNumber":"0011547896523"},' +
        '"destination":{"type":"bank","countryCode":"KE","name":"John Otieno","bankCode":"01","accountNumber":"1100194977404"},' +
        '"transfer":{"type":"RTGS","amount":"1000.00","currencyCode":"KES","reference":"692194625798","date":"2026-11-23","description":"School fees","purposeOfPaymentCode":"OTHR"}}',
    );
    expect(signatureString('rtgs', body)).toBe(
      '6921946257982026-11-23001154789652311001949774041000.00',
    );
  });

  it('IMT: the D2 example body, carrying transfer.reference (D3)', () => {
    const body = buildImtBody(D2_IMT_DRAFT, '692194625799', '2026-11-23');
    expect(body).toEqual(D2_IMT_BODY);
    expect(JSON.stringify(body)).toBe(
      '{"source":{"countryCode":"KE","name":"Jane Wanjiku","accountNumber":"0011547896523"},' +
        '"sender":{"name":"Jane Wanjiku","documentType":"NationalId","documentNumber":"12345678","countryCode":"KE","mobileNumber":"+254712345678"},' +
        '"destination":{"type":"mobile","countryCode":"KE","name":"John Otieno","mobileNumber":"0722000111","walletName":"M-PESA","documentType":"NationalId","documentNumber":"87654321"},' +
        '"transfer":{"type":"MobileWallet","amount":"1000.00","currencyCode":"KES","reference":"692194625799","date":"2026-11-23"}}',
    );
    expect(signatureString('imt', body)).toBe('1000.00KES6921946257990011547896523');
  });

  it('IMT: leaves out optional fields left empty, and places filled ones in order', () => {
    const empty: ImtDraft = {
      ...D2_IMT_DRAFT,
      sender: { ...D2_IMT_DRAFT.sender, email: '' },
      transfer: { ...D2_IMT_DRAFT.transfer, description: '' },
    };
    const withoutOptionals = buildImtBody(empty, '692194625799', '2026-11-23');
    expect('email' in withoutOptionals.sender).toBe(false);
    expect('description' in withoutOptionals.transfer).toBe(false);

    const filled: ImtDraft = {
      ...D2_IMT_DRAFT,
      sender: { ...D2_IMT_DRAFT.sender, email: 'jane@example.com' },
      transfer: { ...D2_IMT_DRAFT.transfer, description: 'Upkeep' },
    };
    const body = buildImtBody(filled, '692194625799', '2026-11-23');
    expect(Object.keys(body.sender).at(-1)).toBe('email');
    expect(Object.keys(body.transfer)).toEqual([
      'type',
      'amount',
      'currencyCode',
      'reference',
      'date',
      'description',
    ]);
  });

  it('carries nothing from the draft that is not a body field', () => {
    const smuggled = {
      ...D2_RTGS_DRAFT,
      extra: 'x',
      source: { ...D2_RTGS_DRAFT.source, pin: '1234' },
      transfer: { ...D2_RTGS_DRAFT.transfer, reference: '000000000000', type: 'MobileWallet' },
    } as unknown as RtgsDraft;
    const body = buildRtgsBody(smuggled, '692194625798', '2026-11-23');
    expect(body).toEqual(D2_RTGS_BODY);
  });

  it('picks the builder by kind', () => {
    expect(buildRequestBody(D2_RTGS_DRAFT, '692194625798', '2026-11-23')).toEqual(D2_RTGS_BODY);
    expect(buildRequestBody(D2_IMT_DRAFT, '692194625799', '2026-11-23')).toEqual(D2_IMT_BODY);
  });

  it('gives the same key order whatever order the draft came in', () => {
    const expectedRtgs = keysDeep(D2_RTGS_BODY);
    const expectedImt = keysDeep(D2_IMT_BODY);
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 40 }), (randoms) => {
        let n = 0;
        const next = () => randoms[n++ % randoms.length]!;
        // Rebuild the draft with its keys in a random order at every level (Fisher-Yates).
        const shuffle = <T extends object>(value: T): T => {
          const entries = Object.entries(value);
          for (let i = entries.length - 1; i > 0; i -= 1) {
            const j = next() % (i + 1);
            [entries[i], entries[j]] = [entries[j]!, entries[i]!];
          }
          return Object.fromEntries(
            entries.map(([k, v]) => [k, typeof v === 'object' && v ? shuffle(v) : v]),
          ) as T;
        };
        const rtgs = buildRtgsBody(shuffle(D2_RTGS_DRAFT), '692194625798', '2026-11-23');
        const imt = buildImtBody(shuffle(D2_IMT_DRAFT), '692194625799', '2026-11-23');
        expect(keysDeep(rtgs)).toEqual(expectedRtgs);
        expect(keysDeep(imt)).toEqual(expectedImt);
      }),
    );
  });
});

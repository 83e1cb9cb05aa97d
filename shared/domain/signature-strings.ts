import type { ImtRequest } from '../api/imt-request';
import type { RtgsRequest } from '../api/rtgs-request';
import type { SendOperation } from '../api/paths';

/**
 * Decision D2: the signature string of each operation is the named body values, in this order,
 * joined with nothing between them. This table is the single place that says which fields, so the
 * signer, the sandbox's verifier and the tests all read the same formula.
 */
export const SIGNATURE_FORMULAS = {
  rtgs: [
    ['transfer', 'reference'],
    ['transfer', 'date'],
    ['source', 'accountNumber'],
    ['destination', 'accountNumber'],
    ['transfer', 'amount'],
  ],
  imt: [
    ['transfer', 'amount'],
    ['transfer', 'currencyCode'],
    ['transfer', 'reference'],
    ['source', 'accountNumber'],
  ],
} as const satisfies Record<SendOperation, readonly (readonly [string, string])[]>;

export interface SendBodies {
  rtgs: RtgsRequest;
  imt: ImtRequest;
}

export class SignatureFieldError extends Error {
  constructor(readonly field: string) {
    // catalog-ignore: a developer's error: every body is validated before it is signed
    super(`Cannot build the signature: ${field} must be text in the request body.`);
    this.name = 'SignatureFieldError';
  }
}

/**
 * Builds the string to sign from the body exactly as it will be sent. Values are taken as text,
 * never converted, so `"1000.00"` stays `1000.00`. A named field that is missing or not a string
 * is refused rather than silently rendered as `undefined` or `1000`.
 */
export function signatureString<Op extends SendOperation>(
  operation: Op,
  body: SendBodies[Op] | Record<string, unknown>,
): string {
  const record = body as unknown as Record<string, Record<string, unknown> | undefined>;
  return SIGNATURE_FORMULAS[operation]
    .map(([group, field]) => {
      const value = record[group]?.[field];
      if (typeof value !== 'string') throw new SignatureFieldError(`${group}.${field}`);
      return value;
    })
    .join('');
}

import type { ImtRequest } from '../../../shared/api/imt-request';
import type { RtgsRequest } from '../../../shared/api/rtgs-request';
import type { ImtDraft, RtgsDraft } from '../../../shared/domain/transfer-drafts';
import type { InvalidInput } from '../../../shared/schemas/validate';
import type { Result } from '../../../shared/result';
import { expect } from 'vitest';

/** The D2 example values: reference, date, both accounts, amount and currency. */
export const D2_RTGS_BODY: RtgsRequest = {
  source: {
    countryCode: 'KE',
    currency: 'KES',
    name: 'Jane Wanjiku',
    accountNumber: '0011547896523',
  },
  destination: {
    type: 'bank',
    countryCode: 'KE',
    name: 'John Otieno',
    bankCode: '01',
    accountNumber: '1100194977404',
  },
  transfer: {
    type: 'RTGS',
    amount: '1000.00',
    currencyCode: 'KES',
    reference: '692194625798',
    date: '2026-11-23',
    description: 'School fees',
    purposeOfPaymentCode: 'OTHR',
  },
};

export const D2_IMT_BODY: ImtRequest = {
  source: { countryCode: 'KE', name: 'Jane Wanjiku', accountNumber: '0011547896523' },
  sender: {
    name: 'Jane Wanjiku',
    documentType: 'NationalId',
    documentNumber: '12345678',
    countryCode: 'KE',
    mobileNumber: '+254712345678',
  },
  destination: {
    type: 'mobile',
    countryCode: 'KE',
    name: 'John Otieno',
    mobileNumber: '0722000111',
    walletName: 'M-PESA',
    documentType: 'NationalId',
    documentNumber: '87654321',
  },
  transfer: {
    type: 'MobileWallet',
    amount: '1000.00',
    currencyCode: 'KES',
    reference: '692194625799',
    date: '2026-11-23',
  },
};

export const DRAFT_ID = '3f0c9a8e-6b1d-4c2e-9f7a-0d5e8b4c1a23';

export const D2_RTGS_DRAFT: RtgsDraft = {
  kind: 'rtgs',
  draftId: DRAFT_ID,
  source: { ...D2_RTGS_BODY.source },
  destination: {
    countryCode: 'KE',
    name: 'John Otieno',
    bankCode: '01',
    accountNumber: '1100194977404',
  },
  transfer: {
    amount: '1000.00',
    currencyCode: 'KES',
    description: 'School fees',
    purposeOfPaymentCode: 'OTHR',
  },
};

export const D2_IMT_DRAFT: ImtDraft = {
  kind: 'imt',
  draftId: DRAFT_ID,
  source: { ...D2_IMT_BODY.source },
  sender: { ...D2_IMT_BODY.sender },
  destination: {
    countryCode: 'KE',
    name: 'John Otieno',
    mobileNumber: '0722000111',
    walletName: 'M-PESA',
    documentType: 'NationalId',
    documentNumber: '87654321',
  },
  transfer: { amount: '1000.00', currencyCode: 'KES' },
};

type Json = Record<string, unknown>;

/** A deep copy with `path` (`transfer.amount`) set to `value`, or removed when value is DELETE. */
export const DELETE = Symbol('delete');
export function withField<T>(body: T, path: string, value: unknown): Json {
  const copy = structuredClone(body) as Json;
  const keys = path.split('.');
  let target = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Json;
  const last = keys.at(-1)!;
  if (value === DELETE) delete target[last];
  else target[last] = value;
  return copy;
}

/** Every `group.field` path of a two-level body. */
export function fieldPaths(body: object): string[] {
  return Object.entries(body).flatMap(([group, fields]) =>
    typeof fields === 'object' && fields !== null
      ? Object.keys(fields).map((field) => `${group}.${field}`)
      : [group],
  );
}

export function labelOf(labels: object, path: string): string {
  const [group, field] = path.split('.') as [string, string];
  return (labels as Record<string, Record<string, string>>)[group]![field]!;
}

/** The messages a failed validation gave for one path. */
export function messagesAt(result: Result<unknown, InvalidInput>, path: string): string[] {
  expect(result.ok, `expected ${path} to be refused`).toBe(false);
  if (result.ok) return [];
  return result.error.fields.filter((f) => f.path === path).map((f) => f.message);
}

/**
 * Asserts that `path` was refused with a message matching `pattern` that names the field in the
 * clerk's words (its label), not by its dotted path alone.
 */
export function expectRefused(
  result: Result<unknown, InvalidInput>,
  path: string,
  label: string,
  pattern: RegExp | string,
): void {
  const messages = messagesAt(result, path);
  const matching = messages.filter((m) =>
    typeof pattern === 'string' ? m === pattern : pattern.test(m),
  );
  expect(matching, `messages at ${path}: ${JSON.stringify(messages)}`).not.toHaveLength(0);
  for (const message of matching) {
    expect(message).toContain(label);
    expect(message).not.toContain(path);
  }
}

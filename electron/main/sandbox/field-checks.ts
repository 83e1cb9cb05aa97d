import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { fail, ok, type Result } from '@shared/result';
import { SUPPORTED_CODES_TEXT, sandboxCountry, type SandboxCountry } from './countries';

/** The first thing wrong with a request body, named by its dotted path. */
export class FieldProblem extends Error {
  constructor(
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${field} ${problem}`);
    this.name = 'FieldProblem';
  }
}

/**
 * Limits the interface leaves open ("not shown"). Generous enough for any real name or remark,
 * tight enough that a runaway value is caught.
 */
export const MAX_NAME_LENGTH = 140;
export const MAX_DESCRIPTION_LENGTH = 140;
export const MAX_DOCUMENT_LENGTH = 40;
/** Amounts: up to 15 integer digits; per-currency maximums are the client's settings (D9). */
const AMOUNT = /^(\d{1,15})\.(\d{2})$/;
const REFERENCE = /^\d{12}$/;
/** D11. */
const ACCOUNT_NUMBER = /^[0-9A-Z]{6,20}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Digits with an optional leading +: D11 says numbers are sent with spaces removed. */
const PHONE_TEXT = /^\+?\d{6,15}$/;
const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export type JsonObject = Record<string, unknown>;

/** Reads one request body group by group, refusing anything the interface does not list. */
export class BodyReader {
  constructor(
    private readonly root: JsonObject,
    private readonly operationName: string,
  ) {}

  /** Refuses members the operation does not have: a misspelt field is a client bug to surface. */
  private onlyKnownGroups(groups: readonly string[]): void {
    for (const key of Object.keys(this.root)) {
      if (!groups.includes(key)) {
        throw new FieldProblem(key, `is not part of the ${this.operationName} request`);
      }
    }
  }

  /**
   * The whole body: only the operation's groups, each present and holding only its own fields,
   * read in the order given, so the first problem named is the first in the interface's order.
   */
  groups<G extends string>(groups: Readonly<Record<G, readonly string[]>>): Record<G, JsonObject> {
    this.onlyKnownGroups(Object.keys(groups));
    const read = {} as Record<G, JsonObject>;
    for (const name of Object.keys(groups) as G[]) read[name] = this.group(name, groups[name]);
    return read;
  }

  private group(name: string, fields: readonly string[]): JsonObject {
    if (!Object.hasOwn(this.root, name)) {
      throw new FieldProblem(name, 'is required (a JSON object)');
    }
    const value = this.root[name];
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new FieldProblem(name, `must be a JSON object, not ${describe(value)}`);
    }
    const group = value as JsonObject;
    for (const key of Object.keys(group)) {
      if (!fields.includes(key)) {
        throw new FieldProblem(
          `${name}.${key}`,
          `is not a field of the ${this.operationName} request`,
        );
      }
    }
    return group;
  }
}

/** Runs a body's checks: the first problem they find is the answer; anything else is a bug. */
export function firstProblem<T>(check: () => T): Result<T, FieldProblem> {
  try {
    return ok(check());
  } catch (error) {
    if (error instanceof FieldProblem) return fail(error);
    throw error;
  }
}

/** The destination's `type`, which is the product's, and its country, which must be served. */
export function destinationCountryOf(destination: JsonObject, type: string): SandboxCountry {
  exactly(requiredText(destination, 'destination.type'), 'destination.type', type);
  return supportedCountry(
    requiredText(destination, 'destination.countryCode'),
    'destination.countryCode',
  );
}

/** The transfer's `type` (the product's), its amount, and its currency: the destination's. */
export function transferAmount(
  transfer: JsonObject,
  type: string,
  destinationCountry: SandboxCountry,
): void {
  exactly(requiredText(transfer, 'transfer.type'), 'transfer.type', type);
  amount(requiredText(transfer, 'transfer.amount'), 'transfer.amount');
  currencyOf(
    requiredText(transfer, 'transfer.currencyCode'),
    'transfer.currencyCode',
    destinationCountry,
    'the destination country',
  );
}

/** A required string: present, text (never a number), not blank, not too long. */
export function requiredText(group: JsonObject, path: string, maxLength = MAX_NAME_LENGTH): string {
  const key = path.slice(path.indexOf('.') + 1);
  if (!Object.hasOwn(group, key) || group[key] === undefined) {
    throw new FieldProblem(path, 'is required');
  }
  return checkText(group[key], path, maxLength);
}

/** An optional string: absent is fine; present means text and within limits. */
export function optionalText(
  group: JsonObject,
  path: string,
  maxLength: number,
  allowEmpty: boolean,
): string | undefined {
  const key = path.slice(path.indexOf('.') + 1);
  if (!Object.hasOwn(group, key)) return undefined;
  const value = group[key];
  if (allowEmpty && value === '') return '';
  return checkText(value, path, maxLength);
}

function checkText(value: unknown, path: string, maxLength: number): string {
  if (typeof value !== 'string') {
    throw new FieldProblem(path, `must be text (a JSON string), not ${describe(value)}`);
  }
  if (value.trim() === '') throw new FieldProblem(path, 'must not be empty');
  if (value.length > maxLength) {
    throw new FieldProblem(path, `must be at most ${maxLength} characters`);
  }
  return value;
}

export function exactly(value: string, path: string, expected: string): void {
  if (value !== expected) throw new FieldProblem(path, `must be "${expected}"`);
}

export function supportedCountry(value: string, path: string): SandboxCountry {
  const country = sandboxCountry(value);
  if (!country) throw new FieldProblem(path, `must be one of ${SUPPORTED_CODES_TEXT}`);
  return country;
}

export function amount(value: string, path: string): void {
  const match = AMOUNT.exec(value);
  if (!match) {
    throw new FieldProblem(
      path,
      'must be a positive decimal with two decimal places, as text (for example "1000.00")',
    );
  }
  if (/^0+$/.test(match[1]!) && match[2] === '00') {
    throw new FieldProblem(path, 'must be a positive decimal with two decimal places (not zero)');
  }
}

export function reference(value: string, path: string): void {
  if (!REFERENCE.test(value)) throw new FieldProblem(path, 'must be exactly 12 digits');
}

export function accountNumber(value: string, path: string): void {
  if (!ACCOUNT_NUMBER.test(value)) {
    throw new FieldProblem(path, 'must be 6 to 20 characters, digits or capital letters only');
  }
}

/** A real calendar date: `2026-02-30` has the right shape and is still refused. */
export function calendarDate(value: string, path: string): void {
  const match = DATE.exec(value);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const date =
    year !== undefined ? new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1)) : undefined;
  if (
    !date ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() + 1 !== month ||
    date.getUTCDate() !== day
  ) {
    throw new FieldProblem(path, 'must be a real date in the form YYYY-MM-DD');
  }
}

export function currencyOf(
  value: string,
  path: string,
  country: SandboxCountry,
  whose: string,
): void {
  if (value !== country.currency) {
    throw new FieldProblem(
      path,
      `must be ${country.currency}, the currency of ${country.code} (${whose})`,
    );
  }
}

/**
 * A mobile number of `country`'s numbering plan (libphonenumber-js, full metadata), given as
 * digits with an optional leading + (national `0712…`, `254712…` or `+254712…`). Returns E.164.
 */
export function mobileNumber(value: string, path: string, country: SandboxCountry): string {
  const parsed = PHONE_TEXT.test(value)
    ? parsePhoneNumberFromString(value, country.phoneRegion)
    : undefined;
  const type = parsed?.getType();
  if (
    !parsed ||
    parsed.country !== country.phoneRegion ||
    !isValidPhoneNumber(value, country.phoneRegion) ||
    (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')
  ) {
    throw new FieldProblem(
      path,
      `must be a valid mobile number of ${country.name} (${country.code}), digits only with an optional leading +`,
    );
  }
  return parsed.number;
}

export function email(value: string, path: string): void {
  if (value.length > 254 || !EMAIL.test(value)) {
    throw new FieldProblem(path, 'must be a well-formed e-mail address (name@example.com)');
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

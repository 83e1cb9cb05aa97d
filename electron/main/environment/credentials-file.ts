import { text, type MessageArgs, type MessageKey } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { BANK_SETUP_LABELS } from '@shared/schemas/bank-setup-schemas';
import type { ServiceCredentials } from '../keys/service-credentials';

/**
 * Reads the three D1 credentials from a file the admin chose, as the bank or an IT department
 * hands them over: a JSON object (`{"apiKey": …, "merchantCode": …, "consumerSecret": …}`) or
 * `NAME=value` lines (`API_KEY=…`, `MERCHANT_CODE=…`, `CONSUMER_SECRET=…`, `#` comments, optional
 * quotes and `export`). Names are compared without case, `_`, `-` or spaces, so `apiKey`,
 * `API_KEY`, `api-key` and `Api-Key` are one name. Other names are ignored.
 *
 * A message names the file's problem, a line number or a field, and never quotes the file: it
 * holds secrets, and a secret in the wrong place is still a secret. The values found are checked
 * afterwards with the same schema as the typed form (bank-setup-schemas.ts).
 */
export type CredentialsFileError = AppError<'bad-file'>;

type Field = keyof ServiceCredentials;

const NAMES: Readonly<Record<string, Field>> = {
  APIKEY: 'apiKey',
  MERCHANTCODE: 'merchantCode',
  CONSUMERSECRET: 'consumerSecret',
};

const FIELD_LABELS: Readonly<Record<Field, string>> = {
  apiKey: BANK_SETUP_LABELS.apiKey,
  merchantCode: BANK_SETUP_LABELS.merchantCode,
  consumerSecret: BANK_SETUP_LABELS.consumerSecret,
};

function normalisedName(name: string): string {
  return name.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function bad<K extends MessageKey>(
  key: K,
  ...args: MessageArgs<K>
): { ok: false; error: CredentialsFileError } {
  return fail(worded('bad-file', key, ...args));
}

export function parseCredentialsFile(
  text: string,
): Result<ServiceCredentials, CredentialsFileError> {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') return bad('environment.credentialsFile.empty');
  return /^\s*[{[]/.test(content) ? fromJson(content) : fromLines(content);
}

function fromJson(text: string): Result<ServiceCredentials, CredentialsFileError> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // The parser's own message quotes the text around the mistake: it is not passed on.
    return bad('environment.credentialsFile.notJson');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return bad('environment.credentialsFile.notOneObject');
  }
  const found: Partial<Record<Field, string>> = {};
  for (const [name, value] of Object.entries(data as Record<string, unknown>)) {
    const field = NAMES[normalisedName(name)];
    if (!field) continue;
    if (found[field] !== undefined) {
      return bad('environment.credentialsFile.givenTwice', { label: FIELD_LABELS[field] });
    }
    if (typeof value !== 'string') {
      return bad('environment.credentialsFile.notText', { label: FIELD_LABELS[field] });
    }
    found[field] = value;
  }
  return complete(found);
}

function fromLines(text: string): Result<ServiceCredentials, CredentialsFileError> {
  const found: Partial<Record<Field, { value: string; line: number }>> = {};
  const lines = text.split(/\r\n|\n|\r/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const number = index + 1;
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const assignment = line.replace(/^export\s+/, '');
    const equals = assignment.indexOf('=');
    if (equals <= 0) {
      return bad('environment.credentialsFile.notNameValue', { line: number });
    }
    const field = NAMES[normalisedName(assignment.slice(0, equals))];
    if (!field) continue;
    const earlier = found[field];
    if (earlier) {
      return bad('environment.credentialsFile.givenTwiceOnLines', {
        label: FIELD_LABELS[field],
        first: earlier.line,
        second: number,
      });
    }
    found[field] = { value: unquoted(assignment.slice(equals + 1).trim()), line: number };
  }
  return complete({
    ...(found.apiKey ? { apiKey: found.apiKey.value } : {}),
    ...(found.merchantCode ? { merchantCode: found.merchantCode.value } : {}),
    ...(found.consumerSecret ? { consumerSecret: found.consumerSecret.value } : {}),
  });
}

/** `"value"` and `'value'` are the value; quotes inside are kept. */
function unquoted(value: string): string {
  const quote = value[0];
  if ((quote === '"' || quote === "'") && value.length >= 2 && value.endsWith(quote)) {
    return value.slice(1, -1);
  }
  return value;
}

function complete(
  found: Partial<Record<Field, string>>,
): Result<ServiceCredentials, CredentialsFileError> {
  const missing = (Object.keys(FIELD_LABELS) as Field[]).filter((field) => !found[field]);
  if (missing.length > 0) {
    const names = missing.map((field) =>
      text('environment.credentialsFile.listed', { label: FIELD_LABELS[field] }),
    );
    const last = names.pop() ?? '';
    const list =
      names.length === 0
        ? last
        : text('environment.credentialsFile.lastTwo', { rest: names.join(', '), last });
    return bad('environment.credentialsFile.noValueFor', { missing: list });
  }
  return ok({
    apiKey: found.apiKey!,
    merchantCode: found.merchantCode!,
    consumerSecret: found.consumerSecret!,
  });
}

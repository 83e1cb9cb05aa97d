import { normaliseAmountInput } from '../domain/money';
import { normaliseMobileInput } from '../domain/phone';

/**
 * What a form does to the clerk's typing before validating a draft and showing it for review:
 * text trimmed and composed to Unicode NFC (D67), spaces taken out of mobile numbers (D11), the
 * amount written canonically where that is unambiguous (`1,000.5` → `1000.50`). Nothing else is
 * changed, and anything that cannot be tidied is left as typed so the schema names the problem. The schemas themselves never transform:
 * the clerk reviews exactly the text that is signed and sent.
 *
 * Works on any shape (a half-filled form included) and returns a new object.
 */
export function tidyDraft<T>(draft: T): T {
  if (!isRecord(draft)) return draft;
  const tidied: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(draft)) {
    tidied[key] = isRecord(value)
      ? tidyGroup(key, value)
      : typeof value === 'string'
        ? tidyText(value)
        : value;
  }
  return tidied as T;
}

function tidyGroup(group: string, fields: Record<string, unknown>): Record<string, unknown> {
  const tidied: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    tidied[field] = typeof value === 'string' ? tidyField(group, field, value) : value;
  }
  return tidied;
}

function tidyField(group: string, field: string, value: string): string {
  if (field === 'mobileNumber') return normaliseMobileInput(value);
  if (group === 'transfer' && field === 'amount') {
    const amount = normaliseAmountInput(value);
    return amount.ok ? amount.value : tidyText(value);
  }
  return tidyText(value);
}

/** Invisible characters are left in place: the schema names them, the clerk removes them. */
function tidyText(value: string): string {
  return value.normalize('NFC').trim();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

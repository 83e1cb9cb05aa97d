import { SIGNATURE_HEADER } from '@shared/api/paths';

/*
 * D148: what the client sent as a secret (the service token, the request's signature), taken out
 * of the answer before anything reads it. A bank or a gateway in front of it may echo the
 * request's headers in an error page; the journal keeps the whole answer (D8, D62), replicates
 * it to head office, and shows it, with its message, to the clerk and the supervisor. Only what
 * was sent with this request is taken out, so the rest of the answer reads as the bank wrote it.
 */

/** What stands where a sent secret was echoed. */
// catalog-ignore: a mark in the kept answer, read by support, not words for a person
export const WITHHELD = '[withheld: sent by Remit Desk]';

/** Shorter values are not searched for: they could be a word of the answer itself. */
const SHORTEST_SECRET = 8;

/** The secret values among a request's headers: the bearer token alone too, and the signature. */
export function sentSecrets(headers: Readonly<Record<string, string>>): string[] {
  const found: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    const header = name.toLowerCase();
    if (header === 'authorization') {
      found.push(value, value.replace(/^\S+\s+/, ''));
    } else if (header === SIGNATURE_HEADER.toLowerCase()) {
      found.push(value);
    }
  }
  return found.filter((value) => value.length >= SHORTEST_SECRET);
}

/**
 * Every spelling a JSON answer may give `secret`: as is, with `/` written `\/` (PHP's and some
 * gateways' JSON), and with what JSON escapes escaped.
 */
function spellings(secret: string): string[] {
  const escaped = JSON.stringify(secret).slice(1, -1);
  return [...new Set([secret, escaped, escaped.replace(/\//g, '\\/')])];
}

/** `text` without any of `secrets`, longest first so a token's `Bearer …` goes whole. */
export function withoutSentSecrets(text: string, secrets: readonly string[]): string {
  let kept = text;
  const all = secrets.flatMap(spellings).sort((a, b) => b.length - a.length);
  for (const secret of all) kept = kept.split(secret).join(WITHHELD);
  return kept;
}

/*
 * Takes secrets out of whatever is about to be logged. Two nets: by key (any value under a key
 * named like a secret, at any depth) and by shape (bearer tokens, PEM blocks, JWTs, key=value
 * pairs and long high-entropy Base64 runs inside text). The second net is a backstop for text
 * that already mixes a secret in, such as an exception message or a raw response body.
 */

export const REDACTED = '[REDACTED]';

/** Single words that make a key secret wherever they appear in it (`accessToken`, `new_pin`). */
const SECRET_WORDS = new Set([
  'token',
  'secret',
  'password',
  'passwd',
  'passphrase',
  'pin',
  'otp',
  'signature',
  'authorization',
  'cookie',
  'credential',
  'credentials',
  'apikey',
  'privatekey',
]);

/** Word pairs that make a key secret (`apiKey`, `Api-Key`, `private_key`, `merchantCode`). */
// catalog-ignore: parts of log keys to mask, not words for a person
const SECRET_PAIRS = new Set(['api key', 'private key', 'merchant code', 'consumer key']);

/** Whole keys, compared without case or separators (`APIKEY`, `x-api-key`, `MERCHANTCODE`). */
const SECRET_JOINED = /(apikey|privatekey|merchantcode|consumersecret|accesstoken|refreshtoken)$/;

function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
}

export function isSecretKey(key: string): boolean {
  if (SECRET_JOINED.test(key.toLowerCase().replace(/[^a-z0-9]/g, ''))) return true;
  const words = keyWords(key);
  return words.some(
    (word, i) => SECRET_WORDS.has(word) || (i > 0 && SECRET_PAIRS.has(`${words[i - 1]} ${word}`)),
  );
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?(?:-----END \1-----|$)/g;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const BEARER = /\b(Bearer)\s+[A-Za-z0-9\-._~+/]+=*/gi;

// `name: value`, `name=value`, `"name":"value"`: the value is replaced, the name kept. An
// authorization value runs to the end of the line, so `Authorization: Basic abc` loses both words.
const NAME_CHARS = 'A-Za-z0-9_-';
const SECRET_NAME =
  `[${NAME_CHARS}]*?(?:token|secret|password|passwd|passphrase|signature|cookie|credentials?` +
  `|api[-_]?key|private[-_]?key|merchant[-_]?code)`;
const VALUE = `("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|[^\\s"',;&}\\]]+)`;
const NAMED_SECRET = new RegExp(
  `(?<![${NAME_CHARS}])(["']?)(${SECRET_NAME})\\1(\\s*[:=]\\s*)${VALUE}`,
  'gi',
);
const AUTHORIZATION =
  /(?<![A-Za-z0-9_-])(["']?)((?:proxy-)?authorization)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\r\n"',;}]+)/gi;
// PINs need case: `newPin` and `user_pin` are secrets, `spin` and `pinned` are not.
const NAMED_PIN =
  /(?<![A-Za-z0-9_-])(["']?)((?:[A-Za-z0-9]*[_-]|[a-z0-9]+(?=P))?(?:pin|Pin|PIN)(?:[_-]?(?:code|Code|CODE))?)\1(\s*[:=]\s*)("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[^\s"',;&}\]]+)/g;

const BASE64_RUN = /[A-Za-z0-9+/_-]{40,}={0,2}/g;

function shannonEntropy(text: string): number {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / text.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * A signature, token or key in Base64: at least 40 characters with the spread of random bytes.
 * File paths and hex digests have less (under 4 bits a character); a long path that has as much
 * but no digit is spared below 60 characters, so `C:/Users/.../Roaming/Remit-Desk` stays readable.
 */
export function looksLikeEncodedSecret(run: string): boolean {
  const body = run.replace(/=+$/, '');
  if (body.length < 40 || shannonEntropy(body) < 4) return false;
  return /[0-9]/.test(body) || body.length >= 60;
}

function quoteLike(original: string): string {
  const quote = original[0] === '"' || original[0] === "'" ? original[0] : '';
  return `${quote}${REDACTED}${quote}`;
}

export function redactText(text: string): string {
  return (
    text
      // catalog-ignore: a mark in the log, read by IT, not words for a person
      .replace(PEM_BLOCK, '[REDACTED PEM]')
      .replace(JWT, REDACTED)
      .replace(BEARER, `$1 ${REDACTED}`)
      .replace(AUTHORIZATION, (_m, q: string, name: string, sep: string, value: string) => {
        return `${q}${name}${q}${sep}${quoteLike(value)}`;
      })
      .replace(NAMED_SECRET, (_m, q: string, name: string, sep: string, value: string) => {
        return `${q}${name}${q}${sep}${quoteLike(value)}`;
      })
      .replace(NAMED_PIN, (_m, q: string, name: string, sep: string, value: string) => {
        return `${q}${name}${q}${sep}${quoteLike(value)}`;
      })
      .replace(BASE64_RUN, (run) => (looksLikeEncodedSecret(run) ? REDACTED : run))
  );
}

const MAX_DEPTH = 12;

/**
 * A redacted deep copy, safe to hand to a log transport: secret keys are masked whatever their
 * value, strings go through redactText, Errors keep name, message, stack and own properties
 * (redacted), binary data is summarized, cycles are cut. The input is never modified.
 */
export function redactValue(value: unknown): unknown {
  return redactInner(value, new WeakMap(), 0);
}

function redactInner(value: unknown, seen: WeakMap<object, unknown>, depth: number): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol') return value.toString();
  if (value === null || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  // catalog-ignore: marks in the log (this line and the next), read by IT, not by a person
  if (depth >= MAX_DEPTH) return '[Too deep]';
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) {
    // catalog-ignore: a mark in the log, read by IT, not words for a person
    return `[binary, ${value.byteLength} bytes]`;
  }
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof URL) return redactText(value.href);

  const next = depth + 1;
  if (Array.isArray(value)) {
    const copy: unknown[] = [];
    seen.set(value, copy);
    for (const item of value) copy.push(redactInner(item, seen, next));
    return copy;
  }
  if (value instanceof Map) {
    const copy = new Map<unknown, unknown>();
    seen.set(value, copy);
    for (const [key, item] of value) {
      const secret = typeof key === 'string' && isSecretKey(key);
      copy.set(redactInner(key, seen, next), secret ? REDACTED : redactInner(item, seen, next));
    }
    return copy;
  }
  if (value instanceof Set) {
    const copy = new Set<unknown>();
    seen.set(value, copy);
    for (const item of value) copy.add(redactInner(item, seen, next));
    return copy;
  }
  if (typeof Headers !== 'undefined' && value instanceof Headers) {
    const copy: Record<string, unknown> = {};
    seen.set(value, copy);
    value.forEach((item, key) => {
      copy[key] = isSecretKey(key) ? REDACTED : redactText(item);
    });
    return copy;
  }
  if (value instanceof Error) {
    const copy = new Error(redactText(value.message));
    seen.set(value, copy);
    copy.name = value.name;
    copy.stack = value.stack === undefined ? undefined : redactText(value.stack);
    const extra = copy as unknown as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) {
      extra[key] = isSecretKey(key) ? REDACTED : redactInner(item, seen, next);
    }
    if ('cause' in value) extra['cause'] = redactInner(value.cause, seen, next);
    return copy;
  }

  const copy: Record<string, unknown> = {};
  seen.set(value, copy);
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecretKey(key) ? REDACTED : redactInner(item, seen, next);
  }
  return copy;
}

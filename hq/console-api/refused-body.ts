/*
 * Beside the API's views rather than in the page's folder: the page shows it, and the node
 * tests check it without the page's DOM.
 */

/**
 * A kept body laid out for a person to read: JSON indented, and a text that itself holds JSON (a
 * change's `key` and `row`, an audit row's `details`) laid out in its place, so that a row reads
 * as fields rather than as quotes escaped three deep. A body that is not JSON, as one cut at head
 * office's cap is, stays as it came. The page shows this beside the bytes' size and SHA-256,
 * which name the body exactly as received.
 */
export function readableBody(body: string): string {
  const parsed = parseJson(body);
  return parsed.ok ? JSON.stringify(opened(parsed.value), null, 2) : body;
}

function opened(value: unknown): unknown {
  if (typeof value === 'string') {
    const inner = /^\s*[[{]/.test(value) ? parseJson(value) : { ok: false as const };
    return inner.ok ? opened(inner.value) : value;
  }
  if (Array.isArray(value)) return value.map(opened);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, opened(v)]));
  return value;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

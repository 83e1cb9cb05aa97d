/**
 * One text per JSON value, whatever the key order or whitespace of the text it was parsed from.
 * Replays compare request bodies this way: a client that re-serialises the same transfer with its
 * keys in another order is repeating the same request, while any change of a value (even
 * `"1000.00"` → `"1000.0"`) is a different request. Array order is significant.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const members = Object.keys(record)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(record[key])}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

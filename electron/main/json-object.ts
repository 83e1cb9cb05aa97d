/**
 * Text from outside (a service answer, a keychain entry) as a JSON object, or null when it is not
 * JSON or not an object: callers then say in their own words what they expected.
 */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

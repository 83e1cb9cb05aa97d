/**
 * D5: the built-in sandbox bank, and the bank's test and live services whose base URLs an admin
 * enters. The environment is part of every journal row and always visible in the window.
 */
export const ENVIRONMENT_NAMES = ['sandbox', 'test', 'live'] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (ENVIRONMENT_NAMES as readonly string[]).includes(value);
}

import type { FieldProblem } from '../../shared/schemas/invalid-input';

/**
 * Every refusal the console's API answers (a 4xx status with this body): a stable code, a
 * sentence that says what is wrong and what to do, and the fields it concerns, if any.
 */
export interface ConsoleRefusal {
  code: ConsoleRefusalCode;
  message: string;
  fields?: FieldProblem[];
}

export const CONSOLE_REFUSAL_CODES = [
  'invalid',
  'not-signed-in',
  'session-ended',
  'wrong-role',
  'must-change-password',
  'missing-console-header',
  'bad-credentials',
  'locked-out',
  'setup-code',
  'setup-done',
  'operator-exists',
  'unknown-operator',
  'last-admin',
  'own-account',
  'not-found',
  'stale',
  'exists',
  'unknown',
  'not-possible',
] as const;
export type ConsoleRefusalCode = (typeof CONSOLE_REFUSAL_CODES)[number];

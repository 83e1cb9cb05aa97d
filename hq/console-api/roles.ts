/*
 * Head office's own operators and their roles (D101): apart from the workstation's (clerk,
 * supervisor …), which no head-office account holds. Imports nothing: the console's pages and the
 * server's route guard both read it.
 */

export const HQ_ROLES = ['hq-admin', 'compliance', 'auditor'] as const;
export type HqRole = (typeof HQ_ROLES)[number];

/** Each role as the console names it. */
export const HQ_ROLE_NAMES: Readonly<Record<HqRole, string>> = {
  'hq-admin': 'Head-office admin',
  compliance: 'Compliance officer',
  auditor: 'Auditor',
};

/** Who reads the records of every branch: the receipt log, the flags and the audit trail. */
export const RECORD_READERS: readonly HqRole[] = ['compliance', 'auditor'];

/** Who manages head office's operators, branches and workstations. */
export const ADMINS: readonly HqRole[] = ['hq-admin'];

export function isHqRole(value: unknown): value is HqRole {
  return typeof value === 'string' && (HQ_ROLES as readonly string[]).includes(value);
}

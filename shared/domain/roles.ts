/*
 * The operators' roles. shared/ipc/define.ts takes them from here for the contract's access rules
 * and bundles this file into the sandboxed preload, so it must keep importing nothing.
 */

export const ROLES = ['clerk', 'supervisor', 'admin', 'compliance', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

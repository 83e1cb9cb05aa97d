import type { Journal } from '../../electron/main/journal/journal';

/**
 * An operator an admin created chose their own password at the first sign-in (D80), keeping the
 * one they were created with: the fixtures' shortcut for that step, so a test of something else
 * signs in and works as before. tests/main/operators/operator-accounts.test.ts holds the rule,
 * tests/e2e/first-sign-in.test.ts the screens.
 */
export function choseOwnPassword(journal: Journal, operatorId: string): void {
  const record = journal.operators.get(operatorId);
  if (!record) throw new Error(`choseOwnPassword: no operator ${operatorId}`);
  const changed = journal.operators.changePassword(
    record.operatorId,
    record.passwordHash,
    record.passwordHash,
    new Date().toISOString(),
  );
  if (changed !== 'changed') throw new Error(`choseOwnPassword: ${changed}`);
}

import type { Schema } from 'yup';
import { BRANCH_ROLES, type BranchRole } from '../protocol/wire';
import {
  CONSOLE_LABELS,
  displayNameField,
  form,
  mustBeText,
  newPasswordField,
  operatorIdField,
} from './operators';

/*
 * The branches' operators as the console's API carries them (D115): the workstations' roles, each
 * operator with their branch, managed by head-office admins and published to the branch's
 * workstations. The same id and password rules as everywhere else.
 */

export { BRANCH_ROLES, type BranchRole };

/** Each role as the console names it. */
export const BRANCH_ROLE_NAMES: Readonly<Record<BranchRole, string>> = {
  clerk: 'Clerk',
  supervisor: 'Supervisor',
  compliance: 'Compliance officer',
  auditor: 'Auditor',
  admin: 'Workstation admin',
};

export interface BranchOperatorView {
  operatorId: string;
  branchCode: string;
  displayName: string;
  role: BranchRole;
  active: boolean;
  /** D121: an admin set the password; the operator chooses their own at the next sign-in. */
  mustChangePassword: boolean;
  /** The bank-wide version of the operator's last change. */
  version: number;
  updatedAt: string;
}

export interface NewBranchOperator {
  operatorId: string;
  branchCode: string;
  displayName: string;
  role: BranchRole;
  /**
   * The first password, which the operator replaces at the first sign-in at the branch (D121);
   * head office keeps only its verifier.
   */
  password: string;
}

export const BRANCH_OPERATOR_LABELS = {
  ...CONSOLE_LABELS,
  branchCode: 'Branch',
} as const;

const branchRoleField = () =>
  mustBeText(CONSOLE_LABELS.role).oneOf(
    BRANCH_ROLES,
    'Choose a role: clerk, supervisor, compliance officer, auditor or workstation admin.',
  );

export const newBranchOperatorSchema = form('new branch operator', {
  operatorId: operatorIdField(),
  branchCode: mustBeText(BRANCH_OPERATOR_LABELS.branchCode).max(
    16,
    'Choose the branch from the list.',
  ),
  displayName: displayNameField(),
  role: branchRoleField(),
  password: newPasswordField(CONSOLE_LABELS.password),
}) as unknown as Schema<NewBranchOperator>;

export const branchRoleChangeSchema = form('role change', {
  role: branchRoleField(),
}) as unknown as Schema<{ role: BranchRole }>;

/** A new password for an operator, set by an admin; `operatorId` for the "not your id" rule. */
export function branchPasswordSchema(operatorId: string): Schema<{ password: string }> {
  return form('password', {
    password: newPasswordField(CONSOLE_LABELS.password, operatorId),
  }) as unknown as Schema<{ password: string }>;
}

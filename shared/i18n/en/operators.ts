/*
 * What operators and admins read when an account action is refused. None of these ever quotes a
 * password; the sign-in ones never say whether an operator id exists.
 */
import { wordFor } from '../lists';

/** The change refused, by its code, in the last-admin sentences below. */
const lastAdminChange: Readonly<Record<string, string>> = {
  deactivate: 'deactivated',
  demote: 'given another role',
};

export const operators = {
  alreadySetUp:
    'Remit Desk is already set up: its first admin exists. Sign in, or ask an admin to create an account for you.',
  adminOnly: 'Only an admin can manage operators. Ask an admin to do it.',
  managedAtHeadOffice:
    'This workstation is enrolled with head office, so operators are created and changed there, for every workstation of the branch. Ask a head-office admin.',
  ownAccount:
    'You cannot deactivate your own account, so that an admin always remains. Ask another admin to do it.',
  duplicate: ({ operatorId }: { operatorId: string }) =>
    `Operator id "${operatorId}" is already taken (ids are never reused, even for deactivated operators). Choose another id.`,
  unknownOperator:
    'There is no operator with this id. Refresh the list of operators and try again.',
  ownPasswordReset:
    'You cannot reset your own password here. Use Change password, which asks for your current one.',
  lastAdmin: {
    self: ({ change }: { change: string }) =>
      `You are the last active admin, so you cannot be ${wordFor(lastAdminChange, change)}: without an admin nobody could manage operators or settings. Make another operator an admin first.`,
    other: ({ name, operatorId, change }: { name: string; operatorId: string; change: string }) =>
      `${name} (${operatorId}) is the last active admin, so they cannot be ${wordFor(lastAdminChange, change)}: without an admin nobody could manage operators or settings. Make another operator an admin first.`,
  },
} as const;

import type { Language } from '../i18n/registry';
import type { Role } from './roles';

/** An operator as the admin's list shows it. No password material ever leaves the main process. */
export interface OperatorView {
  /** The sign-in name: lower-case letters, digits, dots or dashes; journaled with every action. */
  operatorId: string;
  displayName: string;
  role: Role;
  active: boolean;
  /** Set while sign-in is refused after too many wrong passwords (ISO instant). */
  lockedUntil: string | null;
  /** An admin reset the password; the operator chooses a new one at the next sign-in. */
  mustChangePassword: boolean;
  /** The language of their screens and of the files they make (D83). */
  language: Language;
  createdAt: string;
  /**
   * D115, D152: head office manages this operator (its changes reached here); absent for one made
   * at this workstation, which an admin here may deactivate even once it is enrolled.
   */
  managedAtHeadOffice?: true;
}

/** An operator's name beside the id the journal keeps, for the receipt log's filter and lines. */
export type OperatorName = Pick<OperatorView, 'operatorId' | 'displayName'>;

/** Two operator ids name the same operator: ids are compared without regard to case. */
export function sameOperator(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/**
 * The id the journal names head office by where it acts at a workstation (a list file it sent,
 * D139), and no operator may have (D140).
 */
export const HEAD_OFFICE_ACTOR = 'head-office';

/**
 * D160: the id the journal names the app by where it flags a transfer for compliance on its own
 * (an ID document journaled before with another name or date of birth). Its ':' is a character no
 * operator id may hold (OPERATOR_ID_PATTERN, the operators table's CHECK), so no person has it.
 */
export const IDENTITY_FLAGGER = 'remit-desk:identity';

/**
 * `Jane Wanjiru (clerk.jane)`: an operator as every screen names them, the name before the id the
 * journal keeps (two people may share a name, never an id). The id alone when no name is known.
 */
export function operatorText(operatorId: string, displayName?: string | null): string {
  return displayName && displayName !== operatorId ? `${displayName} (${operatorId})` : operatorId;
}

/**
 * Who is signed in, as the main process hands it to each IPC call and to the operator service.
 * Read once per call, so that the router's role check and the handler see the same one.
 */
export interface Session {
  operatorId: string;
  role: Role;
}

/** Who is signed in at this workstation. */
export interface SessionView {
  operatorId: string;
  displayName: string;
  role: Role;
  /** Signed in with a password an admin reset: only changing it (or signing out) is possible. */
  mustChangePassword: boolean;
  /** The operator's language: the window words every screen in it from sign-in (D83). */
  language: Language;
}

/**
 * Where the signed-in session stands against its idle timeout, as main's session keeper counts
 * it: the window arms its warning from this, never from its own guess (D27, D44).
 */
export interface IdleStanding {
  idleTimeoutMs: number;
  /** How long before the idle end the warning comes. */
  warningMs: number;
  /** Until the session ends, idle or at its lifetime, whichever comes first. */
  remainingMs: number;
  /** Which of the two ends it then. */
  ending: 'idle' | 'lifetime';
}

export interface SignInRequest {
  operatorId: string;
  password: string;
}

export interface NewOperator {
  operatorId: string;
  displayName: string;
  role: Role;
  password: string;
  /** English when not given (D83). */
  language?: Language;
}

/** The signed-in operator chooses their own language, from the window's frame (D83). */
export interface OwnLanguage {
  language: Language;
}

/** An admin sets an operator's language. */
export interface OperatorLanguage {
  operatorId: string;
  language: Language;
}

/** An admin gives an operator another role. */
export interface RoleChange {
  operatorId: string;
  role: Role;
}

/** An admin sets a password the operator must replace at the next sign-in. */
export interface PasswordReset {
  operatorId: string;
  newPassword: string;
}

/** The signed-in operator replaces their own password. */
export interface OwnPasswordChange {
  currentPassword: string;
  newPassword: string;
}

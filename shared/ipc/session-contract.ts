import type { EarlierSetupView, FirstAdminRequest } from '../domain/earlier-setup';
import type { EnvironmentName } from '../domain/environments';
import type {
  IdleStanding,
  OwnLanguage,
  OwnPasswordChange,
  SessionView,
  SignInRequest,
} from '../domain/operators';
import type { SettingsView } from '../domain/settings';
import type { Language, MessageRef } from '../i18n/registry';
import { event, op } from './define';

/*
 * The app's status and the operator's session: the first admin, sign-in and sign-out, activity,
 * and one's own password. The status and sign-in are open to anyone, before any session exists.
 */

export interface AppStatus {
  version: string;
  /** The environment this run uses (read at start). */
  environment: EnvironmentName;
  /** The environment an admin switched to, which the next start uses; null when it is this one. */
  nextEnvironment: EnvironmentName | null;
  /** No operator exists yet: the first admin must be created. */
  setupNeeded: boolean;
  /**
   * While setup is needed: what an earlier setup of this workstation left in the keychain (the
   * journal is new, its secrets are not), for the first admin to keep or remove. Never a secret.
   */
  earlierSetup: EarlierSetupView | null;
  /**
   * The first admin exists and the first-launch wizard is not finished: an admin sees only the
   * wizard, and nothing is sent (D39).
   */
  firstLaunchNeeded: boolean;
  session: SessionView | null;
  /**
   * The sign-in screen's language on this workstation (D83): the window words in it while nobody
   * is signed in, and in the session's own language from sign-in.
   */
  signInLanguage: Language;
  workstation: number | null;
  branchName: string;
  /**
   * The branch's zone (D32), e.g. `Africa/Nairobi`: every time the window shows is in it and says
   * so; the workstation's own zone until the branch's country is set.
   */
  timeZone: string;
  /** Address of the built-in sandbox bank while it is in use, for trainers. */
  sandboxUrl: string | null;
  /** Why sending is refused right now, each saying what to do; empty when ready. */
  problems: string[];
  /** Transfers waiting for a supervisor (outcome unknown, or accepted but not final). */
  needsSupervisor: number;
  /**
   * For admins only (empty for everyone else): what needs an admin's attention but stops no send,
   * such as a country with no public holidays entered for the coming year, each with the settings
   * section where it is mended.
   */
  adminWarnings: SettingsView['warnings'];
  /**
   * D115: enrolled with head office, this workstation's operators are managed there (its
   * Operators page only reads); `silence`, while head office has not been heard from for longer
   * than allowed, says why only admins sign in, before anyone tries.
   */
  headOffice: { managesOperators: boolean; silence: { message: string; text: MessageRef } | null };
}

export const sessionOperations = {
  appStatus: op<void, AppStatus>()('app:status', 'anyone'),

  createFirstAdmin: op<
    FirstAdminRequest,
    SessionView,
    | 'already-set-up'
    | 'earlier-setup'
    | 'consumer-secret-mismatch'
    | 'keychain-failed'
    | 'takeover-under-way'
  >()('setup:first-admin', 'anyone'),
  signIn: op<
    SignInRequest,
    SessionView,
    'bad-credentials' | 'locked-out' | 'journal-check-failed' | 'head-office-silent'
  >()('session:sign-in', 'anyone'),
  signOut: op<void, null>()('session:sign-out', 'anyone'),
  // Idle sign-out that respects work (D27, D44): the window reports typing, clicking and
  // scrolling (throttled); the call itself is the activity, and the answer says where the
  // session stands, so the window arms its warning from main's deadline.
  reportActivity: op<void, IdleStanding>()('session:activity', [
    'clerk',
    'supervisor',
    'admin',
    'compliance',
    'auditor',
  ]),
  // Every signed-in operator changes their own password (one an admin reset must be changed
  // before anything else).
  changeOwnPassword: op<
    OwnPasswordChange,
    SessionView,
    | 'wrong-password'
    | 'password-changed-meanwhile'
    | 'locked-out'
    | 'head-office-unreachable'
    | 'head-office-refused'
  >()('session:change-password', ['clerk', 'supervisor', 'admin', 'compliance', 'auditor']),
  // D83: the operator's own language, from the window's frame; audited. Open while a password
  // change is required, so that the change itself can be read in it.
  setOwnLanguage: op<OwnLanguage, SessionView>()('session:language', [
    'clerk',
    'supervisor',
    'admin',
    'compliance',
    'auditor',
  ]),
  // D83: the sign-in screen's language, kept for this workstation's next start. Only while nobody
  // is signed in: a session's language is the operator's.
  setSignInLanguage: op<OwnLanguage, null, 'signed-in'>()('session:sign-in-language', 'anyone'),
};

export const sessionEvents = {
  /**
   * `reason`: why the main process ended the session, in English; `text`: its words, which the
   * sign-in screen words in its language (D65).
   * `keepsDraft`: the session ran out (idle, lifetime), so the window keeps what its operator
   * was typing for them alone (D44); absent or false, it is discarded.
   */
  sessionEnded: event<{ reason: string; text?: MessageRef; keepsDraft?: boolean }>()(
    'session:ended',
  ),
  /** A minute before the idle end (D27): the window asks whether to stay. */
  idleWarning: event<IdleStanding>()('session:idle-warning'),
};

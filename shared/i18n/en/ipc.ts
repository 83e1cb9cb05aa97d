import type { Said } from '../messages';
import { formats } from './formats';
import { eitherOfCodes, wordFor, type CodeList } from '../lists';

const INTERNAL =
  'Something went wrong in Remit Desk. Nothing was sent twice: check the receipt log for this transfer before you try again, and if this keeps happening tell support the incident number.';

/** What main answers a request it refuses before any handler runs, and the app's own frame. */
export const ipc = {
  unknownOperation:
    'Remit Desk does not know this request. Restart Remit Desk; if it happens again, tell support.',
  forbiddenSender:
    'This request did not come from the Remit Desk window, so it was refused. Use the main Remit Desk window, and restart Remit Desk if this keeps happening.',
  notSignedIn: 'You are not signed in. Sign in, then try again.',
  invalidRequest: 'Some details are missing or wrong. Correct the fields shown and try again.',
  internal: INTERNAL,
  /** The internal failure's sentence, with the incident number support asks for. */
  withIncident: ({ incidentId }: { incidentId: string }) => `${INTERNAL} (Incident ${incidentId}.)`,
  /** `needed`: the roles that may (role codes, D87); `role`: the operator's role code. */
  wrongRole: ({ needed, role }: { needed: CodeList; role: string }) => {
    const who = eitherOfCodes('en', formats.someone, needed);
    return `Only ${who} can do this, and you are signed in as ${wordFor(formats.someone, role)}. Ask ${who} to do it, or sign in with that role.`;
  },
  /** Said to an operator of any role whose password an admin reset, before any other request. */
  passwordChangeRequired:
    'An admin set your password: choose a new one before you do anything else. Go to Change password, or sign out.',
  noPayload: 'This request takes no details, but some were sent. Restart Remit Desk and try again.',
  unavailable:
    'Remit Desk could not reach its main process. Check the receipt log before you try again, and restart Remit Desk if this keeps happening.',
  holidays: {
    linesToCorrect: ({ count }: { count: number }) =>
      count === 1
        ? 'Nothing was imported: one line of the file needs correcting.'
        : `Nothing was imported: ${count} lines of the file need correcting.`,
    notImported: ({ reason }: { reason: Said }) => `Nothing was imported. ${reason}`,
  },
  suspicionFlags: {
    saveTitle: 'Save the suspicion flags as CSV',
    csvFiles: 'CSV files',
  },
  app: {
    name: 'Remit Desk',
    willNotStart: 'Remit Desk will not start',
    cannotStart: 'Remit Desk cannot start',
  },
} as const;

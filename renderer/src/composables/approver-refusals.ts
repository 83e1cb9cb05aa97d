/**
 * Main's refusals of a second person's id and password (a supervisor who checks, a second admin
 * who confirms): the dialog that asked for them keeps them and says why, so they can be typed
 * again; any other refusal ends what the dialog was for.
 */
export const APPROVER_CREDENTIAL_REFUSALS: readonly string[] = [
  'invalid-request',
  'bad-credentials',
  'locked-out',
  'own-approval',
  'approver-not-allowed',
  'approver-must-change-password',
];

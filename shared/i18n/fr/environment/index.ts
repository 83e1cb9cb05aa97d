import { connectionCheck } from './connection-check';
import { credentialsFile } from './credentials-file';
import { registrationSheet } from './registration-sheet';
import { setup } from './setup';

/** The bank connection: its check, its credentials, the key’s registration, the first launch. */
export const environment = {
  connectionCheck,
  credentialsFile,
  registrationSheet,
  setup,
} as const;

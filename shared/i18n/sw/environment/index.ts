import type * as english from '../../en/environment/index';
import type { SameShape } from '../../messages';
import { connectionCheck } from './connection-check';
import { credentialsFile } from './credentials-file';
import { registrationSheet } from './registration-sheet';
import { setup } from './setup';

/** The bank connection: its check, its credentials, the key's registration, the first launch. */
export const environment: SameShape<typeof english.environment> = {
  connectionCheck,
  credentialsFile,
  registrationSheet,
  setup,
};

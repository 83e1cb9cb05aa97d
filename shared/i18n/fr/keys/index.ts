import type * as english from '../../en/keys/index';
import type { SameShape } from '../../messages';
import { escrow } from './escrow';
import { keyImport } from './import';
import { keychain } from './keychain';
import { records } from './records';

/** The signing key, the OS keychain and what it keeps. */
export const keys: SameShape<typeof english.keys> = {
  import: keyImport,
  keychain,
  records,
  escrow,
};

import { escrow } from './escrow';
import { keyImport } from './import';
import { keychain } from './keychain';
import { records } from './records';

/** The signing key, the OS keychain and what it keeps. */
export const keys = {
  import: keyImport,
  keychain,
  records,
  escrow,
} as const;

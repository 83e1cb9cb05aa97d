import type {
  JournalCheckView,
  JournalRestoreConfirmation,
  JournalRestoreView,
  JournalStatusView,
} from '../domain/journal-check';
import type {
  JournalKeysExport,
  JournalKeysExported,
  JournalKeysImport,
  JournalKeysImported,
} from '../domain/key-escrow';
import { op } from './define';

/* The admin's Journal check screen: the seal's status, the full check, a restore's confirmation. */
export const journalOperations = {
  journalStatus: op<void, JournalStatusView>()('journal:status', 'admin'),
  checkJournal: op<void, JournalCheckView, 'keychain-failed'>()('journal:check', 'admin'),
  confirmJournalRestore: op<
    JournalRestoreConfirmation,
    JournalRestoreView,
    'not-a-restored-backup' | 'keychain-failed'
  >()('journal:confirm-restore', 'admin'),
  /** D70: the database and audit keys sealed with a passphrase, for head office; null: cancelled. */
  exportJournalKeys: op<
    JournalKeysExport,
    JournalKeysExported | null,
    'keychain-failed' | 'write-failed'
  >()('journal:export-keys', 'admin'),
  /**
   * D75: head office's escrow file and its passphrase open this workstation's journal, whose key
   * the keychain lacks. Open to anyone, since the operators are in the locked journal: main
   * answers it only in the start mode for a missing key, and the passphrase is the authority.
   */
  importJournalKeys: op<
    JournalKeysImport,
    JournalKeysImported,
    | 'not-key-missing'
    | 'canceled'
    | 'bad-file'
    | 'not-an-escrow-file'
    | 'wrong-passphrase'
    | 'not-this-journal'
    | 'keychain-failed'
    | 'write-failed'
    | 'busy'
  >()('escrow:import', 'anyone'),
};

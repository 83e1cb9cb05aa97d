import type {
  JournalCheckView,
  JournalRestoreConfirmation,
  JournalRestoreView,
  JournalStatusView,
} from '../domain/journal-check';
import type { JournalKeysExport, JournalKeysExported } from '../domain/key-escrow';
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
};

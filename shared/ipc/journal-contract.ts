import type {
  JournalCheckView,
  JournalRestoreConfirmation,
  JournalRestoreView,
  JournalStatusView,
} from '../domain/journal-check';
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
};

import type { EarlierSetupItem } from '@shared/domain/earlier-setup';
import type { ChainPoint } from '../keys/journal-keychain';

// The rows the journal seal writes in the audit chain: its actions, and what their details hold.

/** The first row sealed with the workstation's key: why, and what it found. */
export const AUDIT_SEALED = 'audit.sealed';
/** An admin checked the whole journal. */
export const AUDIT_CHECKED = 'audit.checked';
/** An admin confirmed that the journal is a restored backup: the chain goes on from its end. */
export const AUDIT_RESTORED = 'audit.restore-confirmed';
/** An admin's confirmation of a restore that the journal did not bear out. */
export const AUDIT_RESTORE_REFUSED = 'audit.restore-refused';

/** Rows written before the key (an upgrade, a migration's rows) sealed once (D68). */
export const AUDIT_ROWS_SEALED = 'journal.rows-sealed';

/** What the sealing of rows written before the key records. */
export interface RowsSealedDetails {
  /** The schema version whose rows were sealed: the next sealing is after the next upgrade. */
  schemaVersion: number;
  /** Rows sealed, per table. */
  rows: Record<string, number>;
}

/** What the confirmation of a restored backup records, beside the admin who confirmed it. */
export interface RestoredDetails {
  /** The head the keychain held: the last row the replaced journal reached. */
  replacedHead: ChainPoint;
  /** The restored journal's last row, which this row follows. */
  restoredHead: ChainPoint;
  /** Rows checked against the key, every one of them, before this row was written. */
  rowsChecked: number;
}

export interface SealedDetails {
  /** Rows written before the chain was keyed (an upgraded journal), sealed by this row's MAC. */
  legacyRows: number;
  legacyHead: string | null;
  /** What the keychain held from before, when this journal was new. */
  earlierSetup: EarlierSetupItem[];
  /** The head of the journal this one replaces, as the keychain held it. */
  earlierHead: ChainPoint | null;
  /** The rows written before the key, sealed with this row (D68). */
  rowsSealed?: RowsSealedDetails;
}

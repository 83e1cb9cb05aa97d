import { fail, ok, type Result } from '@shared/result';
import type { JournalRestoreView } from '@shared/domain/journal-check';
import type { ChainPoint } from '../keys/journal-keychain';
import type { AuditVerification } from './audit-log';
import { AUDIT_RESTORE_REFUSED, AUDIT_RESTORED, type RestoredDetails } from './seal-audit-rows';
import { keepFinding, walkAll } from './seal-check';
import { keychainFailed, type RestoreError, type SealDeps } from './seal-state';
import { ref } from '@shared/i18n/catalog';
import { saidOf, worded } from '@shared/i18n/worded';

/**
 * An admin's confirmation (D34) that the journal is a restored backup. Only a journal whose
 * every row is sound (checked again here, in full) and which ends before the keychain's head is
 * one: the confirmation is then recorded in the chain with the head it replaces, the keychain's
 * head moves to that row, and sending and sign-in open again. Anything else is refused and
 * recorded, and stops what it stopped before. Nothing is deleted.
 */
export async function confirmRestore(
  deps: SealDeps,
  operatorId: string,
): Promise<Result<JournalRestoreView, RestoreError>> {
  let head: ChainPoint | null;
  try {
    head = await deps.keychain.readHead();
  } catch (error) {
    return fail(keychainFailed(ref('journal.restore.cannotConfirm'), error));
  }
  const result = await walkAll(deps, head);
  const at = deps.iso();
  // Read right after the walk's last batch, with nothing awaited in between: no row can have
  // been added since the walk read the end.
  const restored = deps.journal.audit.last();
  if (
    result.ok ||
    result.problem !== 'removed-at-end' ||
    !head ||
    !restored ||
    restored.seq !== result.seq - 1
  ) {
    return refuseRestore(deps, operatorId, result, head, at);
  }
  return recordRestore(deps, operatorId, { head, restored, rowsChecked: result.rowsRead, at });
}

/** Not a restored backup: the refusal is recorded, and a finding stands as it stood. */
async function refuseRestore(
  deps: SealDeps,
  operatorId: string,
  result: AuditVerification,
  head: ChainPoint | null,
  at: string,
): Promise<Result<JournalRestoreView, RestoreError>> {
  const finding = result.ok ? null : await keepFinding(deps, result, head);
  deps.journal.audit.append({
    at,
    operatorId,
    action: AUDIT_RESTORE_REFUSED,
    details: result.ok
      ? { ok: true, rowsChecked: result.rowsRead }
      : { ok: false, firstBadRow: result.seq, problem: result.problem },
  });
  return fail(
    finding
      ? worded('not-a-restored-backup', 'journal.restore.notRestored', {
          finding: saidOf(finding),
        })
      : worded('not-a-restored-backup', 'journal.restore.nothingToConfirm'),
  );
}

/**
 * A restored backup confirmed: the row that says so, then the keychain's head set to it, then
 * sending and sign-in open again.
 */
async function recordRestore(
  deps: SealDeps,
  operatorId: string,
  found: { head: ChainPoint; restored: ChainPoint; rowsChecked: number; at: string },
): Promise<Result<JournalRestoreView, RestoreError>> {
  const { journal, keychain, state } = deps;
  const { head, restored, rowsChecked, at } = found;
  const details: RestoredDetails = {
    replacedHead: head,
    restoredHead: { seq: restored.seq, mac: restored.mac },
    rowsChecked,
  };
  const row = journal.audit.append({
    at,
    operatorId,
    action: AUDIT_RESTORED,
    details: { ...details },
  });
  const anchor = journal.audit.last()!;
  try {
    // Set, not raised: the new head is below the replaced one. Should this fail, the finding
    // stands and the admin confirms again; the row above stays as the record of this attempt.
    await keychain.resetHead({ seq: anchor.seq, mac: anchor.mac });
    await keychain.saveChecked({ seq: anchor.seq, mac: anchor.mac });
  } catch (error) {
    return fail(keychainFailed(ref('journal.restore.notRecorded'), error));
  }
  // A finding about head office's copy stands (D145): head office holds what this backup lacks.
  state.problem = state.reported;
  state.mirroring = state.reported === null;
  // Rows an admin's work added while the keychain was written follow the head now.
  deps.head.follow();
  state.lastFullCheck = { ok: true, rowsChecked: rowsChecked + 1, checkedAt: at };
  state.restoreConfirmed = {
    confirmedAt: at,
    operatorId,
    operatorName: journal.operators.get(operatorId)?.displayName ?? operatorId,
    rowsChecked,
    replacedHeadRow: head.seq,
    restoredHeadRow: restored.seq,
    confirmationRow: row.seq,
  };
  deps.log.warn('An admin confirmed that the journal is a restored backup.', {
    operatorId,
    replacedHeadRow: head.seq,
    restoredHeadRow: restored.seq,
  });
  return ok(state.restoreConfirmed);
}

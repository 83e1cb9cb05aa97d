import type { EnvironmentName } from '@shared/domain/environments';
import type { JournalRestoreView } from '@shared/domain/journal-check';
import type { Session } from '@shared/domain/operators';
import type { ReconcileRequest, UnreconciledView } from '@shared/domain/unreconciled';
import type { IpcError } from '@shared/ipc/define';
import { ref, text } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type Result } from '@shared/result';
import type { Journal } from '../journal/journal';
import type { JournalSeal, RestoreError } from '../journal/journal-seal';
import { keychainFailed } from '../journal/seal-state';
import { JournalConflictError } from '../journal/transfer-rows';
import type { UnreconciledRecord } from '../journal/unreconciled-repo';
import type { IssuedReferences } from '../keys/secret-store';
import { silentLogger, type AppLogger } from '../logging/logger';
import { counterTime, missingReferences } from './missing-references';

export type ReconcileError = IpcError<'not-found' | 'reconciled-already' | 'transaction-id-needed'>;

/**
 * A restored journal taken back into use (D34), and the references it does not hold (D69): the
 * admin's confirmation, then every reference the keychain says was issued after the backup, kept
 * as "not in this journal — reconcile with the bank" until a supervisor records the bank's answer.
 */
export interface RestoreService {
  /**
   * The admin's confirmation that the journal is a restored backup (the seal checks and records
   * it), then the references issued after it listed and audited. The keychain is read first: if
   * it cannot say what was issued, nothing is confirmed and the journal stays stopped.
   */
  confirm(by: Session): Promise<Result<JournalRestoreView, RestoreError>>;
  /**
   * The hook for a backup restored on a replacement PC (D70's escrow file, the journal and audit
   * keys imported into this keychain): this keychain never saw the references issued after the
   * backup, so every one of this workstation after the journal's last, up to now, is listed as a
   * span to reconcile. The start after an escrow import calls it (escrow-import.ts, D75), with
   * no session: the finder is the import.
   */
  restoredOnReplacementPc(
    by: Pick<Session, 'operatorId'>,
  ): Promise<Result<UnreconciledView[], RestoreError>>;
  /** Every open entry, by reference, then the latest settled ones (newest first). */
  list(): UnreconciledView[];
  /** The references still open, by number: the day cannot close while there is one. */
  open(): UnreconciledRecord[];
  /** Records what the bank said about one entry; the request has passed its schema. */
  reconcile(request: ReconcileRequest, by: Session): Result<UnreconciledView, ReconcileError>;
}

export interface RestoreServiceOptions {
  journal: Journal;
  seal: Pick<JournalSeal, 'confirmRestore'>;
  environment: EnvironmentName;
  /** The running environment's keychain: its high-water mark and the references it lists. */
  issuedReferences: () => Promise<IssuedReferences>;
  /** The workstation number now (references of a span are named with it). */
  workstation: () => number;
  now: () => number;
  log?: AppLogger;
}

/** Settled entries a screen shows beside the open ones; older ones are in the audit log. */
const SETTLED_SHOWN = 50;

export function createRestoreService(options: RestoreServiceOptions): RestoreService {
  const { journal } = options;
  const log = options.log ?? silentLogger;

  async function readKeychain(): Promise<Result<IssuedReferences, RestoreError>> {
    try {
      return ok(await options.issuedReferences());
    } catch (error) {
      return fail(keychainFailed(ref('backup.reconcile.keychainUnread'), error));
    }
  }

  function listMissing(
    keychain: IssuedReferences,
    by: Pick<Session, 'operatorId'>,
    context: { replacementPc: boolean; confirmationRow?: number },
  ): UnreconciledView[] {
    const journalLast = journal.transfers.lastCounter();
    const found = missingReferences({
      environment: options.environment,
      keychain,
      journalLast,
      holds: (reference) => journal.transfers.getByReference(reference) !== undefined,
      workstation: options.workstation(),
      replacementPc: context.replacementPc,
      now: options.now(),
    });
    const list = keychain.list;
    journal.unreconciled.record(found, {
      at: new Date(options.now()).toISOString(),
      operatorId: by.operatorId,
      context: {
        ...context,
        environment: options.environment,
        highWater: keychain.highWater,
        journalLastCounter: journalLast,
        keychainList: list === null ? 'none' : list === 'damaged' ? 'damaged' : 'read',
      },
    });
    if (found.length > 0) {
      log.warn('A restored journal does not hold references issued after its backup.', {
        references: found.map((entry) => entry.reference),
      });
    }
    // Every open entry this environment holds, the ones found earlier too.
    return journal.unreconciled
      .open()
      .filter((entry) => entry.environment === options.environment)
      .map(viewOf);
  }

  return {
    async confirm(by) {
      const keychain = await readKeychain();
      if (!keychain.ok) return keychain;
      const confirmed = await options.seal.confirmRestore(by.operatorId);
      if (!confirmed.ok) return confirmed;
      const unreconciled = listMissing(keychain.value, by, {
        replacementPc: false,
        confirmationRow: confirmed.value.confirmationRow,
      });
      return ok({ ...confirmed.value, unreconciled });
    },
    async restoredOnReplacementPc(by) {
      const keychain = await readKeychain();
      if (!keychain.ok) return keychain;
      return ok(listMissing(keychain.value, by, { replacementPc: true }));
    },
    list: () => journal.unreconciled.recent(SETTLED_SHOWN).map(viewOf),
    open: () => journal.unreconciled.open(),
    reconcile: (request, by) => reconcile(options, request, by),
  };
}

function reconcile(
  options: RestoreServiceOptions,
  request: ReconcileRequest,
  by: Session,
): Result<UnreconciledView, ReconcileError> {
  const { journal } = options;
  const entry = journal.unreconciled.get(request.id);
  if (!entry) return fail(worded('not-found', 'backup.reconcile.notFound'));
  if (entry.reconciliation) return fail(reconciledAlready(journal, entry));
  // One reference the bank paid has its id; a span's transfers are named in the note.
  if (request.answer === 'paid' && !request.transactionId && entry.afterReference === null) {
    return fail(
      worded('transaction-id-needed', 'backup.reconcile.transactionIdNeeded', {
        reference: entry.reference,
      }),
    );
  }
  try {
    const settled = journal.unreconciled.reconcile({
      entryId: entry.id,
      at: new Date(options.now()).toISOString(),
      operatorId: by.operatorId,
      answer: request.answer,
      transactionId: request.transactionId ?? null,
      note: request.note,
    });
    return ok(viewOf(settled));
  } catch (error) {
    if (!(error instanceof JournalConflictError)) throw error;
    // Another supervisor recorded an answer meanwhile.
    return fail(reconciledAlready(journal, journal.unreconciled.get(entry.id)!));
  }
}

function reconciledAlready(journal: Journal, entry: UnreconciledRecord): ReconcileError {
  const by = entry.reconciliation!.operatorId;
  return worded('reconciled-already', 'backup.reconcile.already', {
    reference: entry.reference,
    by: journal.operators.get(by)?.displayName ?? by,
  });
}

export function viewOf(entry: UnreconciledRecord): UnreconciledView {
  const after = entry.afterReference;
  return {
    id: entry.id,
    environment: entry.environment,
    reference: entry.reference,
    afterReference: after,
    issuedAt: entry.issuedAt,
    fromAt: after === null ? null : counterTime(Number(after.slice(2)) + 1),
    foundAt: entry.foundAt,
    foundBy: entry.foundBy,
    reconciliation: entry.reconciliation,
  };
}

/** The references still open, in words for a refusal: "…, 421234567890, 421234567899". */
export function openReferencesText(open: readonly UnreconciledRecord[]): string {
  return open
    .map((entry) =>
      entry.afterReference
        ? text('backup.reconcile.span', { after: entry.afterReference, upTo: entry.reference })
        : entry.reference,
    )
    .join(', ');
}

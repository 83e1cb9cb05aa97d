import { fail, ok, type AppError, type Result } from '../../../shared/result';
import type { EarlierSetupItem } from '../../../shared/domain/earlier-setup';
import type {
  JournalCheckView,
  JournalProblem,
  JournalRestoreView,
  JournalStatusView,
} from '../../../shared/domain/journal-check';
import { isSecretStoreError } from '../keys/secret-store';
import type { ChainPoint, JournalKeychain } from '../keys/journal-keychain';
import { silentLogger, type AppLogger } from '../logging/logger';
import { KEEP_THE_FILE, type AuditVerification, type VerifyOptions } from './audit-log';
import type { Journal } from './journal';

/** The first row sealed with the workstation's key: why, and what it found. */
export const AUDIT_SEALED = 'audit.sealed';
/** An admin checked the whole journal. */
export const AUDIT_CHECKED = 'audit.checked';
/** An admin confirmed that the journal is a restored backup: the chain goes on from its end. */
export const AUDIT_RESTORED = 'audit.restore-confirmed';
/** An admin's confirmation of a restore that the journal did not bear out. */
export const AUDIT_RESTORE_REFUSED = 'audit.restore-refused';

/** What the confirmation of a restored backup records, beside the admin who confirmed it. */
export interface RestoredDetails {
  /** The head the keychain held: the last row the replaced journal reached. */
  replacedHead: ChainPoint;
  /** The restored journal's last row, which this row follows. */
  restoredHead: ChainPoint;
  /** Rows checked against the key, every one of them, before this row was written. */
  rowsChecked: number;
}

export type RestoreError = AppError<'not-a-restored-backup' | 'keychain-failed'>;

export interface SealedDetails {
  /** Rows written before the chain was keyed (an upgraded journal), sealed by this row's MAC. */
  legacyRows: number;
  legacyHead: string | null;
  /** What the keychain held from before, when this journal was new. */
  earlierSetup: EarlierSetupItem[];
  /** The head of the journal this one replaces, as the keychain held it. */
  earlierHead: ChainPoint | null;
}

export interface JournalSeal {
  /** Why the journal cannot be trusted, or null while every check has passed. */
  problem(): JournalProblem | null;
  /** What the start-up check read: rows read, for the record and the tests. */
  readonly startCheck: { rowsRead: number; from: ChainPoint | null };
  /** The last finding and the last full check, for the admin's screen. */
  status(): JournalStatusView;
  /**
   * What an earlier setup left in the keychain when this journal was new, while no operator exists
   * yet to decide about it (operators/ decides, environment/earlier-setup.ts acts).
   */
  earlierSetup(): EarlierSetupItem[] | null;
  /**
   * SQLite's check of every page of the file (D40), which a start reads only in part: damage found
   * is kept like a broken chain (nothing is sent, only admins sign in) and the checked point is
   * cleared, so the next start checks the whole file again and refuses it. Null when it passed.
   * Reads the whole file: seconds on a journal of a million transfers.
   */
  checkFile(): JournalProblem | null;
  /**
   * Checks the file's pages, then every row, a batch at a time, and records the outcome (an audit
   * row too).
   */
  checkInFull(operatorId: string): Promise<Result<JournalCheckView, AppError<'keychain-failed'>>>;
  /**
   * An admin's confirmation (D34) that the journal is a restored backup. Only a journal whose
   * every row is sound (checked again here, in full) and which ends before the keychain's head is
   * one: the confirmation is then recorded in the chain with the head it replaces, the keychain's
   * head moves to that row, and sending and sign-in open again. Anything else is refused and
   * recorded, and stops what it stopped before. Nothing is deleted.
   */
  confirmRestore(operatorId: string): Promise<Result<JournalRestoreView, RestoreError>>;
  /** Resolves once the keychain holds the head of everything committed so far. */
  flush(): Promise<void>;
}

export type SealError = AppError<'journal-key-unavailable'>;

export interface SealOptions {
  journal: Journal;
  keychain: JournalKeychain;
  now: () => number;
  /** For a new journal: what the environments' keychain entries still hold from before. */
  earlierSecrets: () => Promise<EarlierSetupItem[]>;
  log?: AppLogger;
  /** Rows per step of a full check, between which other work runs. */
  batchRows?: number;
}

const STOPPED = 'Until support has looked at it, nothing can be sent and only admins can sign in.';
const STOPPED_UNTIL_CONFIRMED = 'Until then, nothing can be sent and only admins can sign in.';

/** The words for a journal whose every row is sound but which ends before the keychain's head. */
function endsBeforeHeadMessage(
  what: string,
  path: string,
  lastRow: number,
  headRow: number,
): string {
  return `${what} The journal (${path}) ends at audit row ${lastRow}, but this workstation wrote up to row ${headRow}: rows were removed from its end, or a backup was restored. If an admin restored a backup as the supervisor's guide says, they confirm it on the Journal check screen. If not, keep the file as it is (do not delete, move or edit it) and call support. ${STOPPED_UNTIL_CONFIRMED}`;
}

function keychainStartError(error: unknown, path: string): SealError {
  const reason = isSecretStoreError(error) ? error.message : (error as Error).message;
  return {
    code: 'journal-key-unavailable',
    message: `Remit Desk keeps the key that seals its journal (${path}) in the OS keychain, and cannot use it: ${reason}`,
  };
}

/**
 * Keys the journal's audit chain, checks it, and keeps the keychain's copy of its head up to date.
 *
 * At start: the key comes from the keychain (made there the first time, with an `audit.sealed` row
 * that also seals any rows written before keys existed). The rows after the last checked row are
 * checked, and the chain must reach the head the keychain holds, so rows removed from the end show
 * too. Only the new rows are read, so a start stays fast on a long journal; a failure is named by a
 * full check, since an earlier row may be the first bad one. A failure is kept, never repaired:
 * the checked point is cleared, so the next start checks everything again, and the head is no
 * longer moved, so it keeps saying how far the journal reached.
 *
 * A journal with no rows at all is new. If the keychain holds a head, an earlier journal was
 * deleted, moved or renamed: the new journal's first row records that head and what else the
 * keychain holds (earlierSecrets), for the first admin to decide about, and the head moves to the
 * new journal. The key is kept, so the earlier file can still be checked by support.
 */
export async function sealJournal(options: SealOptions): Promise<Result<JournalSeal, SealError>> {
  const { journal, keychain, now } = options;
  const log = options.log ?? silentLogger;
  const iso = () => new Date(now()).toISOString();
  const problemOf = (
    found: Extract<AuditVerification, { ok: false }>,
    head: ChainPoint | null,
  ): JournalProblem => {
    // Every row before the first missing one passed: the walk reports the end only after them.
    if (found.problem === 'removed-at-end' && head) {
      const lastRow = found.seq - 1;
      return {
        firstBadRow: found.seq,
        message: endsBeforeHeadMessage(found.what, journal.path, lastRow, head.seq),
        endsBeforeHead: { lastRow, headRow: head.seq },
      };
    }
    return {
      firstBadRow: found.seq,
      message: `${found.what} The journal (${journal.path}) has been tampered with or damaged. Keep the file as it is (do not delete, move or edit it) and call support. ${STOPPED}`,
    };
  };

  let opened: { head: ChainPoint | null; checked: ChainPoint | null; damaged: string | null };
  try {
    const found = await openChain(options);
    if (!found.ok) return found;
    opened = found.value;
  } catch (error) {
    return fail(keychainStartError(error, journal.path));
  }
  const { head, checked: from } = opened;

  let problem: JournalProblem | null = null;
  let mirroring = false;
  const startResult = opened.damaged ? null : journal.audit.verify({ from, head });
  const startCheck = { rowsRead: startResult?.rowsRead ?? 0, from };
  if (opened.damaged !== null) {
    problem = {
      firstBadRow: (journal.audit.last()?.seq ?? 0) + 1,
      message: `${opened.damaged} ${STOPPED}`,
    };
  } else if (startResult?.ok) {
    mirroring = true;
    try {
      if (startResult.last) {
        await keychain.raiseHead(startResult.last);
        await keychain.saveChecked(startResult.last);
      }
    } catch (error) {
      return fail(keychainStartError(error, journal.path));
    }
  } else if (startResult) {
    // Name the first bad row: an earlier one than the incremental check saw may be wrong too.
    const full = from ? journal.audit.verify({ head }) : startResult;
    problem = problemOf(full.ok ? startResult : full, head);
  }
  if (problem) {
    log.error('The journal failed its check at start.', { firstBadRow: problem.firstBadRow });
    await keychain.saveChecked(null).catch(() => undefined);
  }

  // The head follows each commit. Appends call back inside their transaction, so the write waits
  // a turn, reads what is committed by then, and writes the latest head once for a burst of rows.
  let dirty = false;
  let writing: Promise<void> | null = null;
  async function mirror(): Promise<void> {
    try {
      while (dirty) {
        dirty = false;
        await Promise.resolve();
        const last = mirroring ? journal.audit.last() : null;
        if (last) await keychain.raiseHead({ seq: last.seq, mac: last.mac });
      }
    } catch (error) {
      // The next start still accepts rows past the head: only the key can have sealed them.
      log.warn('The journal head could not be saved in the OS keychain.', {
        error: isSecretStoreError(error) ? error.code : String(error),
      });
    } finally {
      writing = null;
    }
  }
  journal.audit.onAppend(() => {
    dirty = true;
    writing ??= mirror();
  });

  function earlierSetup(): EarlierSetupItem[] | null {
    if (journal.operators.count() > 0) return null;
    const first = journal.audit.entry(1);
    if (first?.action !== AUDIT_SEALED) return null;
    const found = (first.details as Partial<SealedDetails>).earlierSetup ?? [];
    return found.length > 0 ? found : null;
  }

  let lastFullCheck: JournalCheckView | null = null;
  let restoreConfirmed: JournalRestoreView | null = null;

  const keychainFailed = (what: string, error: unknown): AppError<'keychain-failed'> => ({
    code: 'keychain-failed',
    message: `${what}: ${isSecretStoreError(error) ? error.message : String(error)}`,
  });

  /**
   * Every row against the key and `head`, a batch at a time, letting other work run between; then
   * every transfer against the rows that recorded it (transfer-records.ts).
   */
  async function walkAll(head: ChainPoint | null): Promise<AuditVerification> {
    const steps = journal.audit.verification({ head, ...batchOption(options.batchRows) });
    let step = steps.next();
    while (!step.done) {
      await new Promise((resolve) => setImmediate(resolve));
      step = steps.next();
    }
    const walked = step.value;
    // Every row the walk trusted is sound: the transfers must still say what those rows recorded.
    const trusted = walked.ok
      ? (walked.last?.seq ?? 0)
      : walked.problem === 'removed-at-end'
        ? walked.seq - 1
        : null;
    if (trusted === null) return walked;
    await new Promise((resolve) => setImmediate(resolve));
    const differs = journal.transferRecords.firstDisagreement(trusted);
    if (!differs) return walked;
    return {
      ok: false,
      rowsRead: walked.rowsRead,
      ...differs,
      message: `${differs.what} ${KEEP_THE_FILE}`,
    };
  }

  /** A failed full check: the finding stands, and the next start checks everything again. */
  async function keepFinding(
    result: Extract<AuditVerification, { ok: false }>,
    head: ChainPoint | null,
  ): Promise<JournalProblem> {
    problem = problemOf(result, head);
    mirroring = false;
    await keychain.saveChecked(null).catch((error: unknown) =>
      log.warn('The journal check could not be recorded in the OS keychain.', {
        error: String(error),
      }),
    );
    return problem;
  }

  function checkFile(): JournalProblem | null {
    const found = journal.wholeFileProblems();
    if (found.length === 0) return null;
    problem = {
      firstBadRow: 0,
      fileDamaged: true,
      message: `The journal file (${journal.path}) is damaged: SQLite's check of its pages found ${found.slice(0, 3).join('; ')}. Keep the file as it is (do not delete, move or edit it) and call support. ${STOPPED}`,
    };
    mirroring = false;
    log.error('The journal file failed its check.', { problems: found.slice(0, 3) });
    void keychain.saveChecked(null).catch((error: unknown) =>
      log.warn('The journal check could not be recorded in the OS keychain.', {
        error: String(error),
      }),
    );
    return problem;
  }

  async function checkInFull(
    operatorId: string,
  ): Promise<Result<JournalCheckView, AppError<'keychain-failed'>>> {
    let head: ChainPoint | null;
    try {
      head = await keychain.readHead();
    } catch (error) {
      return fail(keychainFailed('The journal cannot be checked', error));
    }
    const damagedFile = checkFile();
    if (damagedFile) {
      const checkedAt = iso();
      journal.audit.append({
        at: checkedAt,
        operatorId,
        action: AUDIT_CHECKED,
        details: { ok: false, firstBadRow: 0, problem: 'file-damaged' },
      });
      lastFullCheck = { ok: false, checkedAt, ...damagedFile };
      return ok(lastFullCheck);
    }
    const result = await walkAll(head);
    const checkedAt = iso();
    if (result.ok) {
      problem = null;
      mirroring = true;
      // The next start checks from here.
      await keychain.saveChecked(result.last).catch((error: unknown) =>
        log.warn('The journal check could not be recorded in the OS keychain.', {
          error: String(error),
        }),
      );
    } else {
      await keepFinding(result, head);
    }
    journal.audit.append({
      at: checkedAt,
      operatorId,
      action: AUDIT_CHECKED,
      details: result.ok
        ? { ok: true, rowsChecked: result.rowsRead }
        : { ok: false, firstBadRow: result.seq, problem: result.problem },
    });
    lastFullCheck = result.ok
      ? { ok: true, rowsChecked: result.rowsRead, checkedAt }
      : { ok: false, checkedAt, ...problemOf(result, head) };
    return ok(lastFullCheck);
  }

  async function confirmRestore(
    operatorId: string,
  ): Promise<Result<JournalRestoreView, RestoreError>> {
    let head: ChainPoint | null;
    try {
      head = await keychain.readHead();
    } catch (error) {
      return fail(keychainFailed('The restore cannot be confirmed', error));
    }
    const result = await walkAll(head);
    const at = iso();
    // Read right after the walk's last batch, with nothing awaited in between: no row can have
    // been added since the walk read the end.
    const restored = journal.audit.last();
    if (
      result.ok ||
      result.problem !== 'removed-at-end' ||
      !head ||
      !restored ||
      restored.seq !== result.seq - 1
    ) {
      const finding = result.ok ? null : await keepFinding(result, head);
      journal.audit.append({
        at,
        operatorId,
        action: AUDIT_RESTORE_REFUSED,
        details: result.ok
          ? { ok: true, rowsChecked: result.rowsRead }
          : { ok: false, firstBadRow: result.seq, problem: result.problem },
      });
      return fail({
        code: 'not-a-restored-backup',
        message: finding
          ? `This journal cannot be confirmed as a restored backup. ${finding.message}`
          : 'The journal passed its check: it reaches the last row this workstation wrote, so there is no restored backup to confirm. Nothing was changed.',
      });
    }

    const details: RestoredDetails = {
      replacedHead: head,
      restoredHead: { seq: restored.seq, mac: restored.mac },
      rowsChecked: result.rowsRead,
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
      return fail(keychainFailed('The restore was checked but could not be recorded', error));
    }
    problem = null;
    mirroring = true;
    // Rows an admin's work added while the keychain was written follow the head now.
    dirty = true;
    writing ??= mirror();
    lastFullCheck = { ok: true, rowsChecked: result.rowsRead + 1, checkedAt: at };
    restoreConfirmed = {
      confirmedAt: at,
      operatorId,
      operatorName: journal.operators.get(operatorId)?.displayName ?? operatorId,
      rowsChecked: result.rowsRead,
      replacedHeadRow: head.seq,
      restoredHeadRow: restored.seq,
      confirmationRow: row.seq,
    };
    log.warn('An admin confirmed that the journal is a restored backup.', {
      operatorId,
      replacedHeadRow: head.seq,
      restoredHeadRow: restored.seq,
    });
    return ok(restoreConfirmed);
  }

  return ok({
    problem: () => problem,
    startCheck,
    status: () => ({
      problem,
      rowsReadAtStart: startCheck.rowsRead,
      lastFullCheck,
      restoreConfirmed,
    }),
    earlierSetup,
    checkFile,
    checkInFull,
    confirmRestore,
    flush: async () => {
      while (writing) await writing;
    },
  });
}

/**
 * Gives the audit log its key, seals a new or pre-key journal, and reads the head and the checked
 * point to check against. A damaged head or checked point is a finding, not a reason not to start.
 */
async function openChain(
  options: SealOptions,
): Promise<
  Result<{ head: ChainPoint | null; checked: ChainPoint | null; damaged: string | null }, SealError>
> {
  const { journal, keychain } = options;
  const last = journal.audit.last();
  const stored = await keychain.readKey();
  if (!stored && journal.audit.firstKeyedSeq() !== null) {
    return fail({
      code: 'journal-key-unavailable',
      message: `The journal (${journal.path}) is sealed with a key that is not in this workstation's OS keychain (a new user profile, a restored keychain, or a journal from another workstation). Remit Desk can neither check it nor add to it. Keep the file as it is (do not delete, move or edit it) and call support.`,
    });
  }
  journal.audit.useKey(stored ?? (await keychain.ensureKey()).key);

  let head: ChainPoint | null;
  let checked: ChainPoint | null;
  try {
    head = await keychain.readHead();
    checked = await keychain.readChecked();
  } catch (error) {
    if (!isSecretStoreError(error) || error.code !== 'corrupt') throw error;
    return ok({ head: null, checked: null, damaged: error.message });
  }

  if (last === null && holdsNothing(journal)) {
    // A new journal. A head in the keychain is an earlier journal's: recorded, then replaced.
    const earlierSetup: EarlierSetupItem[] = [
      ...(head ? [{ kind: 'journal' as const, environment: null, rows: head.seq }] : []),
      ...(await options.earlierSecrets()),
    ];
    seal(options, { legacyRows: 0, legacyHead: null, earlierSetup, earlierHead: head });
    await keychain.resetHead(null);
    await keychain.saveChecked(null);
    return ok({ head: null, checked: null, damaged: null });
  }
  // No rows beside other records is not a new journal but an emptied audit table: with a head,
  // the check below finds every row missing.
  if ((last === null || !last.keyed) && head === null) {
    // Written before the chain was keyed (an upgrade): this row's MAC seals the old rows.
    seal(options, {
      legacyRows: last?.seq ?? 0,
      legacyHead: last?.mac ?? null,
      earlierSetup: [],
      earlierHead: null,
    });
  }
  // The first row records this head as the earlier journal's: the start that wrote it stopped
  // before replacing the head, which is not this journal's.
  if (head && isEarlierHeadOf(journal, head)) {
    await keychain.resetHead(null);
    return ok({ head: null, checked, damaged: null });
  }
  return ok({ head, checked, damaged: null });
}

/** No audit row, operator, transfer or setting: a journal file that was just created. */
function holdsNothing(journal: Journal): boolean {
  return (
    journal.operators.count() === 0 &&
    journal.transfers.lastCounter() === null &&
    Object.keys(journal.settings.allRaw()).length === 0
  );
}

function seal(options: SealOptions, details: SealedDetails): void {
  options.journal.audit.append({
    at: new Date(options.now()).toISOString(),
    operatorId: null,
    action: AUDIT_SEALED,
    details: { ...details },
  });
}

function batchOption(batchRows: number | undefined): VerifyOptions {
  return batchRows === undefined ? {} : { batchRows };
}

function isEarlierHeadOf(journal: Journal, head: ChainPoint): boolean {
  const first = journal.audit.entry(1);
  if (first?.action !== AUDIT_SEALED) return false;
  const earlier = (first.details as Partial<SealedDetails>).earlierHead;
  return earlier?.seq === head.seq && earlier.mac === head.mac;
}

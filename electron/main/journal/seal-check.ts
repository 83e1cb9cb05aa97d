import { fail, ok, type AppError, type Result } from '@shared/result';
import type { JournalCheckView, JournalProblem } from '@shared/domain/journal-check';
import type { ChainPoint } from '../keys/journal-keychain';
import { brokenChain, type AuditVerification } from './audit-log';
import { AUDIT_CHECKED } from './seal-audit-rows';
import { firstRowBreak } from './seal-rows';
import {
  damagedFileProblem,
  keychainFailed,
  problemOf,
  saveCheckedPoint,
  type FailedVerification,
  type SealDeps,
} from './seal-state';
import { ref } from '@shared/i18n/catalog';

// The admin's full check of the journal (and a day's closing): the file's pages, then every row
// against the key and the keychain's head, then every transfer against the rows that recorded it.

/**
 * SQLite's check of every page of the file (D40), which a start reads only in part: damage found
 * is kept like a broken chain (nothing is sent, only admins sign in) and the checked point is
 * cleared, so the next start checks the whole file again and refuses it. Null when it passed.
 */
export function checkFile(deps: SealDeps): JournalProblem | null {
  const found = deps.journal.wholeFileProblems();
  if (found.length === 0) return null;
  const problem = damagedFileProblem(deps.journal.path, found);
  deps.state.problem = problem;
  deps.state.mirroring = false;
  deps.log.error('The journal file failed its check.', { problems: found.slice(0, 3) });
  void saveCheckedPoint(deps, null);
  return problem;
}

/**
 * Checks the file's pages, then every row, a batch at a time, and records the outcome (an audit
 * row too).
 */
export async function checkInFull(
  deps: SealDeps,
  operatorId: string,
): Promise<Result<JournalCheckView, AppError<'keychain-failed'>>> {
  const { journal, state } = deps;
  let head: ChainPoint | null;
  try {
    head = await deps.keychain.readHead();
  } catch (error) {
    return fail(keychainFailed(ref('journal.seal.cannotCheck'), error));
  }
  const damagedFile = checkFile(deps);
  if (damagedFile) {
    const checkedAt = deps.iso();
    journal.audit.append({
      at: checkedAt,
      operatorId,
      action: AUDIT_CHECKED,
      details: { ok: false, firstBadRow: 0, problem: 'file-damaged' },
    });
    state.lastFullCheck = { ok: false, checkedAt, ...damagedFile };
    return ok(state.lastFullCheck);
  }
  const result = await walkAll(deps, head);
  const checkedAt = deps.iso();
  if (result.ok) {
    // Every row is sound; a finding about head office's copy stands all the same (D145).
    state.problem = state.reported;
    state.mirroring = state.reported === null;
    // The next start checks from here.
    await saveCheckedPoint(deps, result.last);
  } else {
    await keepFinding(deps, result, head);
  }
  journal.audit.append({
    at: checkedAt,
    operatorId,
    action: AUDIT_CHECKED,
    details: result.ok
      ? { ok: true, rowsChecked: result.rowsRead }
      : { ok: false, firstBadRow: result.seq, problem: result.problem },
  });
  state.lastFullCheck = result.ok
    ? { ok: true, rowsChecked: result.rowsRead, checkedAt }
    : { ok: false, checkedAt, ...problemOf(journal.path, result, head) };
  return ok(state.lastFullCheck);
}

/**
 * Every row against the key and `head`, a batch at a time, letting other work run between; then
 * every transfer against the rows that recorded it (transfer-records.ts).
 */
export async function walkAll(deps: SealDeps, head: ChainPoint | null): Promise<AuditVerification> {
  const { journal, batchRows } = deps;
  const steps = journal.audit.verification({
    head,
    ...(batchRows === undefined ? {} : { batchRows }),
  });
  let step = steps.next();
  while (!step.done) {
    await nextTurn();
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
  await nextTurn();
  const differs =
    journal.transferRecords.firstDisagreement(trusted) ??
    (await firstRowBreak(journal, batchRows, nextTurn));
  if (!differs) return walked;
  return brokenChain(differs, walked.rowsRead);
}

/** A failed full check: the finding stands, and the next start checks everything again. */
export async function keepFinding(
  deps: SealDeps,
  result: FailedVerification,
  head: ChainPoint | null,
): Promise<JournalProblem> {
  const problem = problemOf(deps.journal.path, result, head);
  deps.state.problem = problem;
  deps.state.mirroring = false;
  await saveCheckedPoint(deps, null);
  return problem;
}

/** Lets other work run before the next batch. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

import { fail, ok, type Result } from '@shared/result';
import type { EarlierSetupItem } from '@shared/domain/earlier-setup';
import type { JournalProblem } from '@shared/domain/journal-check';
import { isSecretStoreError } from '../keys/secret-store';
import type { ChainPoint, JournalKeychain } from '../keys/journal-keychain';
import type { AppLogger } from '../logging/logger';
import type { Journal } from './journal';
import { AUDIT_SEALED, type SealedDetails } from './seal-audit-rows';
import { checkRowsAtStart, sealRowsOnce, sealUnsealedRows } from './seal-rows';
import { damagedRecordProblem, keychainStartError, problemOf, type SealError } from './seal-state';
import type { MessageRef } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';

// The journal seal at start: the audit log gets its key, a new or pre-key journal is sealed, and
// the rows written since the last check are checked against the head the keychain holds.

export interface StartDeps {
  journal: Journal;
  keychain: JournalKeychain;
  now: () => number;
  /** For a new journal: what the environments' keychain entries still hold from before. */
  earlierSecrets: () => Promise<EarlierSetupItem[]>;
  log: AppLogger;
}

/** What the start found: a finding or none, and what it read. */
export interface StartedChain {
  problem: JournalProblem | null;
  /** Whether the keychain's head follows the commits from now on (not after a finding). */
  mirroring: boolean;
  startCheck: { rowsRead: number; from: ChainPoint | null; sealedRowsRead: number };
}

interface OpenedChain {
  head: ChainPoint | null;
  checked: ChainPoint | null;
  /** A keychain record that cannot be read: a finding, not a reason not to start. */
  /** The keychain's words for a record it holds damaged, or null. */
  damaged: { message: string; text?: MessageRef } | null;
}

/**
 * Opens the chain and checks the rows after the last checked row, up to the keychain's head. A
 * failure is named by a full walk from the first row, since an earlier row may be the first bad
 * one; it is kept, never repaired: the checked point is cleared, so the next start checks
 * everything again.
 */
export async function startChain(deps: StartDeps): Promise<Result<StartedChain, SealError>> {
  const { journal, keychain, log } = deps;
  let opened: OpenedChain;
  try {
    const found = await openChain(deps);
    if (!found.ok) return found;
    opened = found.value;
  } catch (error) {
    return fail(keychainStartError(error, journal.path));
  }
  const { head, checked: from } = opened;

  let problem: JournalProblem | null = null;
  let mirroring = false;
  const startResult = opened.damaged ? null : journal.audit.verify({ from, head });
  const startCheck = { rowsRead: startResult?.rowsRead ?? 0, from, sealedRowsRead: 0 };
  // The rows the app decides from, once the chain that records their writes is sound (D68).
  const rows = startResult?.ok ? startRows(deps, from === null) : null;
  if (rows) startCheck.sealedRowsRead = rows.rowsRead;
  if (opened.damaged !== null) {
    problem = damagedRecordProblem(opened.damaged, (journal.audit.last()?.seq ?? 0) + 1);
  } else if (rows?.problem) {
    problem = rows.problem;
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
    problem = problemOf(journal.path, full.ok ? startResult : full, head);
  }
  if (problem) {
    log.error('The journal failed its check at start.', { firstBadRow: problem.firstBadRow });
    await keychain.saveChecked(null).catch(() => undefined);
  }
  return ok({ problem, mirroring, startCheck });
}

/** Rows written before the key sealed once, then the rows' check at start (seal-rows.ts). */
function startRows(
  deps: StartDeps,
  everything: boolean,
): { problem: JournalProblem | null; rowsRead: number } {
  sealRowsOnce(deps.journal, new Date(deps.now()).toISOString());
  return checkRowsAtStart(deps.journal, deps.log, everything);
}

/**
 * What an earlier setup left in the keychain when this journal was new (its first row recorded
 * it), while no operator exists yet to decide about it.
 */
export function earlierSetupOf(journal: Journal): EarlierSetupItem[] | null {
  if (journal.operators.count() > 0) return null;
  const first = journal.audit.entry(1);
  if (first?.action !== AUDIT_SEALED) return null;
  const found = (first.details as Partial<SealedDetails>).earlierSetup ?? [];
  return found.length > 0 ? found : null;
}

/**
 * Gives the audit log its key, seals a new or pre-key journal, and reads the head and the checked
 * point to check against. A damaged head or checked point is a finding, not a reason not to start.
 */
async function openChain(deps: StartDeps): Promise<Result<OpenedChain, SealError>> {
  const { journal, keychain } = deps;
  const last = journal.audit.last();
  const stored = await keychain.readKey();
  if (!stored && journal.audit.firstKeyedSeq() !== null) {
    return fail(
      worded('journal-key-unavailable', 'journal.seal.keyNotInKeychain', { path: journal.path }),
    );
  }
  journal.audit.useKey(stored ?? (await keychain.ensureKey()).key);

  let head: ChainPoint | null;
  let checked: ChainPoint | null;
  try {
    head = await keychain.readHead();
    checked = await keychain.readChecked();
  } catch (error) {
    if (!isSecretStoreError(error) || error.code !== 'corrupt') throw error;
    return ok({ head: null, checked: null, damaged: error.toAppError() });
  }

  if (last === null && holdsNothing(journal)) {
    // A new journal. A head in the keychain is an earlier journal's: recorded, then replaced.
    const earlierSetup: EarlierSetupItem[] = [
      ...(head ? [{ kind: 'journal' as const, environment: null, rows: head.seq }] : []),
      ...(await deps.earlierSecrets()),
    ];
    seal(deps, { legacyRows: 0, legacyHead: null, earlierSetup, earlierHead: head });
    await keychain.resetHead(null);
    await keychain.saveChecked(null);
    return ok({ head: null, checked: null, damaged: null });
  }
  // No rows beside other records is not a new journal but an emptied audit table: with a head,
  // the check below finds every row missing.
  if ((last === null || !last.keyed) && head === null) {
    // Written before the chain was keyed (an upgrade): this row's MAC seals the old rows.
    seal(deps, {
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
    // Unverified counts: the rows of an upgraded journal are sealed only after this.
    journal.operators.count() === 0 && !journal.transfers.any() && journal.settings.count() === 0
  );
}

/** The first keyed row, and with it the rows written before the key (D68, seal-rows.ts). */
function seal(deps: StartDeps, details: SealedDetails): void {
  const { journal } = deps;
  journal.transaction(() => {
    const rowsSealed = sealUnsealedRows(journal);
    journal.audit.append({
      at: new Date(deps.now()).toISOString(),
      operatorId: null,
      action: AUDIT_SEALED,
      details: { ...details, rowsSealed },
    });
  });
}

function isEarlierHeadOf(journal: Journal, head: ChainPoint): boolean {
  const first = journal.audit.entry(1);
  if (first?.action !== AUDIT_SEALED) return false;
  const earlier = (first.details as Partial<SealedDetails>).earlierHead;
  return earlier?.seq === head.seq && earlier.mac === head.mac;
}

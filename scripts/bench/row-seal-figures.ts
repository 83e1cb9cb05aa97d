import { createSecretKey, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openJournal, type Journal } from '../../electron/main/journal/journal';
import { percentile, type Measured } from './figures';
import { rtgsReservation } from './fixtures';

/*
 * The row seal's cost (D68), in process: what verifying a transfer row adds to each read for a
 * decision, and the start's check of the rows written since the last start (a busy day's
 * transfers after many checked ones). Sealing itself happens in the triggers of each write, inside
 * the send path's commits, so `send-path` carries it.
 */

const CHECKED = 10_000;
const NEW_SINCE = 500;

let counter = 5_000_000;

function reserve(journal: Journal): number {
  counter += 1;
  const record = journal.transfers.reserve(rtgsReservation(counter, new Date().toISOString()));
  // Settled, as most of a journal's transfers are: the start reads them only when new.
  const at = new Date().toISOString();
  const by = { operatorId: 'clerk-1', action: 'transfer.outcome' };
  journal.transfers.move(record.id, 'reserved', { state: 'sending' }, at, by);
  journal.transfers.move(record.id, 'sending', { state: 'succeeded' }, at, by);
  return record.id;
}

function timed(run: () => void): number {
  const started = process.hrtime.bigint();
  run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

/** `row-verify` (ms per transfer row read) and `row-start-check` (ms for the rows since the last start). */
export function rowSealFigures(): Measured[] {
  const dir = mkdtempSync(join(tmpdir(), 'remit-desk-bench-seal-'));
  const opened = openJournal(dir, randomBytes(32));
  if (!opened.ok) throw new Error(opened.error.message);
  const journal = opened.value;
  try {
    journal.audit.useKey(createSecretKey(randomBytes(32)));
    journal.rowSeals.sealUnsealed();
    const ids: number[] = [];
    journal.transaction(() => {
      for (let i = 0; i < CHECKED; i += 1) ids.push(reserve(journal));
    });
    journal.rowSeals.startCheck({ everything: true });
    // A read for a decision: the row fetched, then verified against its seal.
    const reads = ids.slice(0, 2_000);
    const verified = reads.map((id) => timed(() => journal.transfers.get(id)));
    const checks: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      journal.transaction(() => {
        for (let n = 0; n < NEW_SINCE; n += 1) reserve(journal);
      });
      checks.push(timed(() => journal.rowSeals.startCheck({ everything: false })));
    }
    return [
      {
        id: 'row-verify',
        value: percentile(verified, 50),
        detail: { reads: verified.length, p95: percentile(verified, 95) },
      },
      {
        id: 'row-start-check',
        value: percentile(checks, 50),
        detail: { newRows: NEW_SINCE, checkedBefore: CHECKED, samplesMs: checks },
      },
    ];
  } finally {
    journal.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

import { createSecretKey, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { openJournal, type Journal } from '../../electron/main/journal/journal';
import { TRANSFER_ACTIONS } from '../../electron/main/journal/transfers-repo';
import { rtgsReservation } from './fixtures';

function freshJournal(): Journal {
  const opened = openJournal(mkdtempSync(join(tmpdir(), 'remit-desk-bench-')), randomBytes(32));
  if (!opened.ok) throw new Error(opened.error.message);
  opened.value.audit.useKey(createSecretKey(randomBytes(32)));
  return opened.value;
}

const journal = freshJournal();
let counter = 1_000_000;

/** What one send commits: reserve, sending, attempt start and end, outcome, each with its audit row. */
function journalOneSend(target: Journal): void {
  counter += 1;
  const at = new Date().toISOString();
  const record = target.transfers.reserve(rtgsReservation(counter, at));
  const by = { operatorId: 'clerk-1' };
  target.transfers.move(record.id, 'reserved', { state: 'sending' }, at, {
    ...by,
    action: TRANSFER_ACTIONS.sending,
  });
  const n = target.transfers.startAttempt(record.id, at);
  target.transfers.finishAttempt(
    record.id,
    n,
    { httpStatus: 200, response: '{"status":true}', error: null, notProcessed: false },
    at,
  );
  target.transfers.move(
    record.id,
    'sending',
    { state: 'succeeded', serviceStatus: 'SUCCESS', transactionId: `TX${counter}` },
    at,
    { ...by, action: TRANSFER_ACTIONS.outcome },
  );
}

const audited = freshJournal();
function appendBenchRows(count: number): void {
  audited.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      audited.audit.append({
        at: new Date().toISOString(),
        operatorId: 'clerk-1',
        action: 'bench',
        details: { i },
      });
    }
  });
}
// What a start checks: the rows after the last checked one, here the last 5 of 10,000.
appendBenchRows(9_995);
const lastChecked = audited.audit.last()!;
appendBenchRows(5);
const head = audited.audit.last()!;

describe('the journal on disk (WAL, synchronous=FULL)', () => {
  bench('commit everything one send writes (five commits)', () => journalOneSend(journal), {
    time: 2_000,
  });
  bench('verify an audit chain of 10,000 rows (the admin’s full check)', () => {
    const verified = audited.audit.verify({ head });
    if (!verified.ok) throw new Error(verified.message);
  });
  bench('check at start: 5 new rows after 9,995 checked', () => {
    const verified = audited.audit.verify({ from: lastChecked, head });
    if (!verified.ok) throw new Error(verified.message);
  });
});

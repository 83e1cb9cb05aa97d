import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bench, describe } from 'vitest';
import { openJournal, type Journal } from '../../electron/main/journal/journal';
import { TRANSFER_ACTIONS } from '../../electron/main/journal/transfers-repo';
import { RULES, rtgsDraft } from './fixtures';
import { bodyTextFor, summaryOf } from '../../electron/main/transfers/transfer-body';

function freshJournal(): Journal {
  const opened = openJournal(mkdtempSync(join(tmpdir(), 'remit-desk-bench-')));
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value;
}

const journal = freshJournal();
let counter = 1_000_000;

/** What one send commits: reserve, sending, attempt start and end, outcome, each with its audit row. */
function journalOneSend(target: Journal): void {
  counter += 1;
  const reference = `42${String(counter).padStart(10, '0')}`;
  const draft = rtgsDraft();
  const at = new Date().toISOString();
  const record = target.transfers.reserve({
    draftId: draft.draftId,
    kind: 'rtgs',
    reference,
    counter,
    body: bodyTextFor(draft, reference, '2026-11-23', RULES),
    ...summaryOf(draft),
    operatorId: 'clerk-1',
    environment: 'sandbox',
    at,
  });
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
for (let i = 0; i < 10_000; i += 1) {
  audited.audit.append({
    at: new Date().toISOString(),
    operatorId: 'clerk-1',
    action: 'bench',
    details: { i },
  });
}

describe('the journal on disk (WAL, synchronous=FULL)', () => {
  bench('commit everything one send writes (five commits)', () => journalOneSend(journal), {
    time: 2_000,
  });
  bench('verify an audit chain of 10,000 rows', () => {
    const verified = audited.audit.verify();
    if (!verified.ok) throw new Error(verified.message);
  });
});

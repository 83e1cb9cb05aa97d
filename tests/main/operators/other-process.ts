import { parentPort, workerData } from 'node:worker_threads';
import { createOperatorService } from '../../../electron/main/operators/operator-service';
import { openTempJournal } from '../journal/fixtures';
import type { OtherProcessChange, OtherProcessMessage } from './other-process-journal';

/*
 * Runs in a worker thread: another process with the same journal open (its own SQLite connection
 * and operator service), making one admin's change and holding its transaction open for `holdMs`
 * before committing, so that the test can make a change of its own meanwhile.
 */
const { dataDir, change, at, holdMs } = workerData as {
  dataDir: string;
  change: OtherProcessChange;
  at: number;
  holdMs: number;
};

const port = parentPort!;
// Keyed with the test's audit key, as the test's own journal is: both write one chain.
const journal = openTempJournal(dataDir);
const service = createOperatorService({
  journal,
  now: () => at,
  scryptParams: { N: 1024, r: 8, p: 1 },
});
const pause = new Int32Array(new SharedArrayBuffer(4));
try {
  const result = journal.transaction(() => {
    const made =
      change.kind === 'role'
        ? service.setRole({ operatorId: change.operatorId, role: change.role }, change.by)
        : service.setActive(change.operatorId, false, change.by);
    port.postMessage({ stage: 'holding', ok: made.ok } satisfies OtherProcessMessage);
    Atomics.wait(pause, 0, 0, holdMs);
    return made;
  });
  port.postMessage({ stage: 'committed', ok: result.ok } satisfies OtherProcessMessage);
} finally {
  service.dispose();
  journal.close();
}

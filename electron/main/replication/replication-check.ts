import { changeHash } from '../../../hq/protocol/chain';
import type { Journal } from '../journal/journal';
import type { KeptAck } from '../journal/outbox';
import type { ChainFinding } from '../journal/outbox-chain';
import { recordNaming } from '../journal/outbox-naming';
import { isRowSealError } from '../journal/row-seal-error';
import { chainFinding, rowFinding, type FindingContext, type ReplicationFinding } from './findings';

/**
 * The checks of the journal against its copy at head office (D97).
 *
 * At start, beside the seal's check (milliseconds whatever the journal's size): head office's
 * last acknowledgement carries its seal; the outbox still holds the acknowledged change with the
 * hash head office signed, and that change still hashes to it; the changes hashed after it still
 * chain on from it.
 *
 * In full (`fullCheck`), after the window opens, on a snapshot of its own and a batch at a time:
 * the whole chain recomputed from the first change and compared with the acknowledgement, then
 * every replicated row compared with the latest record the outbox holds of its key.
 */

export interface CheckDeps {
  journal: Journal;
  timeZone: () => string;
  /** Lets other work run between batches; rejects when the check must stop (the app closes). */
  nextTurn: () => Promise<void>;
}

/** How many findings a full check names before it stops. */
const FINDINGS_NAMED = 10;

/** The start's checks: the first finding, or null. */
export function checkAtStart(deps: CheckDeps): ReplicationFinding | null {
  const { journal } = deps;
  const ack = latestAck(journal);
  if (!ack) return null;
  const context = contextOf(deps, ack);
  const acknowledged = journal.outbox.record(ack.seq);
  if (ack.seq > 0 && (!acknowledged || acknowledged.hash === null)) {
    const last = journal.outbox.firstUnhashed() ?? journal.outbox.lastSeq() + 1;
    return chainFinding(short(ack), { ...context, last: last - 1 });
  }
  if (acknowledged && acknowledged.hash !== ack.head) {
    return chainFinding(named('ack-differs', acknowledged), { ...context, last: ack.seq });
  }
  if (acknowledged && changeHash({ ...acknowledged, prev: acknowledged.prev! }) !== ack.head) {
    return chainFinding(named('edited', acknowledged), { ...context, last: ack.seq });
  }
  const after = drain(journal.outbox.chain({ from: ack }));
  return after ? chainFinding(after, { ...context, last: ack.seq }) : null;
}

/** The whole chain and every row, a batch at a time: the findings (at most a few). */
export async function fullCheck(deps: CheckDeps): Promise<ReplicationFinding[]> {
  const { journal } = deps;
  const ack = latestAck(journal);
  if (ack === undefined) return [];
  const context = contextOf(deps, ack);
  const reading = journal.openOutboxReading();
  try {
    const broken = await stepped(deps, reading.chain(ack));
    if (broken) return [chainFinding(broken, { ...context, last: journal.outbox.lastSeq() })];
    const rows = await stepped(deps, reading.rows({ limit: FINDINGS_NAMED }));
    return rows.map((found) => rowFinding(found, context));
  } finally {
    reading.close();
  }
}

/**
 * The acknowledgement kept last, or undefined when its row fails its seal: the row seal has then
 * stopped the journal already, and named the row (D68).
 */
export function latestAck(journal: Journal): KeptAck | null | undefined {
  try {
    return journal.outbox.latestAck();
  } catch (error) {
    if (isRowSealError(error)) return undefined;
    throw error;
  }
}

export function contextOf(
  deps: Pick<CheckDeps, 'journal' | 'timeZone'>,
  ack: KeptAck | null,
): FindingContext {
  return { path: deps.journal.path, ack, timeZone: deps.timeZone() };
}

/** The outbox no longer reaches what head office acknowledged. */
export function short(ack: { seq: number }): ChainFinding {
  return { kind: 'short', seq: ack.seq, table: null, naming: null };
}

/** A finding about one record, named by its row. */
export function named(
  kind: ChainFinding['kind'],
  record: { seq: number; table: string; key: string; row: string | null },
): ChainFinding {
  return {
    kind,
    seq: record.seq,
    table: record.table,
    naming: recordNaming(record.table, record.key, record.row),
  };
}

/** Runs a stepped check to its end at once (the start's, over a few records). */
export function drain<T>(steps: Generator<number, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs a stepped check, letting other work run between its batches. */
async function stepped<T>(deps: CheckDeps, steps: Generator<number, T>): Promise<T> {
  let step = steps.next();
  while (!step.done) {
    await deps.nextTurn();
    step = steps.next();
  }
  return step.value;
}

// The partition campaign's promise, checked after every round once each workstation has drained:
// every change a workstation's journal committed is at head office exactly once, in order, with
// the chain intact, and head office's head and the workstation's kept acknowledgement agree.
// Three copies are compared: the journal's rows with the outbox's records (compareRows, as the
// workstation's own full check does), the outbox's records with head office's changes, by seq and
// hash, field by field, and each chain recomputed on its own (hq/protocol/chain.ts).
import { firstBrokenLink } from '../../../hq/protocol/chain';
import { GENESIS, type Change } from '../../../hq/protocol/wire';
import type { OutboxRow } from '../../../electron/main/journal/outbox';
import { compareRows } from '../../../electron/main/journal/outbox-compare';
import { drain } from '../../../electron/main/replication/replication-check';
import { rawJournal } from '../../main/journal/fixtures';
import type { HeadOfficeDump } from './dump';

/** How far a workstation's copy has been checked: its seq and the hash there. */
export interface Checked {
  seq: number;
  head: string;
}

export const START: Checked = { seq: 0, head: GENESIS };

/** What a workstation's journal file holds past `after`: its records, the last ack, the row check. */
export function readWorkstation(journalPath: string, after: number) {
  const db = rawJournal(journalPath, { readonly: true });
  try {
    const records = (
      db.prepare('SELECT * FROM outbox WHERE seq > ? ORDER BY seq').all(after) as OutboxRow[]
    ).map((r) => ({ ...r, table: r.tbl }));
    const lastSeq = (db.prepare('SELECT max(seq) FROM outbox').pluck().get() as number | null) ?? 0;
    const ack = db.prepare('SELECT seq, head FROM outbox_acks ORDER BY seq DESC LIMIT 1').get() as
      { seq: number; head: string } | undefined;
    const mismatches = drain(compareRows(db));
    return { records, lastSeq, ack: ack ?? null, mismatches };
  } finally {
    db.close();
  }
}

const FIELDS = ['seq', 'at', 'table', 'op', 'key', 'row', 'prev', 'hash'] as const;

/**
 * One workstation's copy at head office against its journal, past `checked`; the problems found
 * (each says which seq) and how far it is now checked.
 */
export function checkWorkstation(
  name: string,
  workstationId: string,
  journalPath: string,
  checked: Checked,
  dump: HeadOfficeDump,
): { problems: string[]; checked: Checked } {
  const problems: string[] = [];
  const say = (text: string) => problems.push(`${name}: ${text}`);
  const ws = readWorkstation(journalPath, checked.seq);
  for (const found of ws.mismatches) {
    say(`its journal's ${found.table} row ${found.naming} differs from its outbox (${found.kind})`);
  }
  const unhashed = ws.records.find((r) => r.hash === null);
  if (unhashed) say(`change ${unhashed.seq} is still not chained after the drain`);
  const local = firstBrokenLink(ws.records as Change[], checked.seq, checked.head);
  if (local) say(`its outbox's chain breaks at ${local.seq} (${local.problem})`);

  const held = dump.changes[workstationId] ?? [];
  const counts = dump.counts[workstationId] ?? { rows: 0, distinct: 0, max: 0 };
  if (counts.rows !== counts.distinct) {
    say(`head office stores ${counts.rows - counts.distinct} change(s) more than once`);
  }
  if (counts.max !== ws.lastSeq || counts.distinct !== ws.lastSeq) {
    say(
      `head office holds ${counts.distinct} distinct changes up to ${counts.max}; the outbox has ${ws.lastSeq}`,
    );
  }
  const remote = firstBrokenLink(held, checked.seq, checked.head);
  if (remote) say(`head office's chain breaks at ${remote.seq} (${remote.problem})`);
  for (let i = 0; i < Math.max(held.length, ws.records.length); i += 1) {
    const mine = ws.records[i] as Record<string, unknown> | undefined;
    const theirs = held[i] as Record<string, unknown> | undefined;
    const differs = FIELDS.filter((f) => mine?.[f] !== theirs?.[f]);
    if (differs.length > 0) {
      say(
        `change ${String(mine?.['seq'] ?? theirs?.['seq'])} differs at head office (${differs.join(', ')})`,
      );
      break;
    }
  }
  const last = ws.records.at(-1);
  const tip: Checked = last?.hash ? { seq: last.seq, head: last.hash } : checked;
  const head = dump.heads[workstationId];
  if (!head || head.seq !== tip.seq || head.head !== tip.head) {
    say(`head office's head ${JSON.stringify(head)} is not the outbox's last change ${tip.seq}`);
  }
  if (!ws.ack || ws.ack.seq !== tip.seq || ws.ack.head !== tip.head) {
    say(`its last kept acknowledgement ${JSON.stringify(ws.ack)} is not of change ${tip.seq}`);
  }
  return { problems, checked: problems.length > 0 ? checked : tip };
}

import type { BranchTransfer, CountedTransfer } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import { transfersOf, type ListRead, type Row } from './branch-lists';

/*
 * D134: a reservation's lists (the document's day, D128; the customer's window and the duplicate
 * guard's waiting transfers, D133; the recipient's day, D137) read in one statement, each list's own statement unchanged
 * beneath it, rather than one round trip each: on the send path every round trip between head
 * office and its database waits for a core the counter's work also wants. One statement reads
 * one snapshot, taken after the advisory locks were held (the statement before), so every list
 * counts what the lock's previous holder committed, as the three statements did.
 */

export type ListName = 'counted' | 'series' | 'waiting' | 'toRecipient';

type Reads = Partial<Record<ListName, ListRead | null>>;

export interface Lists {
  counted: CountedTransfer[];
  series?: BranchTransfer[];
  waiting?: BranchTransfer[];
  toRecipient?: BranchTransfer[];
}

/** Each read's $n moved past the parameters of the reads before it. */
function shifted(sql: string, by: number): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);
}

/**
 * The reads given, as one statement: each list's rows in its own statement's order (numbered by
 * row_number() over the ordered, limited subquery), the list named on each row.
 */
export function oneStatement(reads: Reads): ListRead | null {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [list, read] of Object.entries(reads) as [ListName, ListRead | null][]) {
    if (!read) continue;
    const columns =
      list === 'counted'
        ? 'p.reference, NULL::text AS kind, p.amount, NULL::text AS currency, NULL::timestamptz AS at, NULL::text AS state'
        : 'p.reference, p.kind, p.amount, p.currency, p.at, p.state';
    parts.push(
      `SELECT '${list}' AS list, row_number() OVER () AS n, ${columns}
         FROM (${shifted(read.sql, params.length)}) p`,
    );
    params.push(...read.params);
  }
  if (parts.length === 0) return null;
  return { sql: `${parts.join('\nUNION ALL\n')}\nORDER BY list, n`, params };
}

/** The lists of `reads`, read at once; a list not read is absent (counted: empty). */
export async function readLists(tx: Queryable, reads: Reads): Promise<Lists> {
  const statement = oneStatement(reads);
  const rows = statement
    ? await tx.query<Row & { list: ListName }>(statement.sql, statement.params, { prepared: true })
    : [];
  const of = (list: ListName) => rows.filter((r) => r.list === list);
  return {
    counted: of('counted').map((r) => ({ reference: r.reference, amount: r.amount })),
    ...(reads.series ? { series: transfersOf(of('series')) } : {}),
    ...(reads.waiting ? { waiting: transfersOf(of('waiting')) } : {}),
    ...(reads.toRecipient ? { toRecipient: transfersOf(of('toRecipient')) } : {}),
  };
}

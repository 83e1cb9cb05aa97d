import { auditRow, transferRow, type TransferFacts } from '../../../scripts/bench/hq-journal-rows';
import { changeHash } from '../../../hq/protocol/chain';
import { GENESIS, type Change, type ChangeOp } from '../../../hq/protocol/wire';
import type { Db } from '../../../hq/src/db/db';
import { migrate } from '../../../hq/src/db/migrations';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import type { ProjectedWorkstation } from '../../../hq/src/projections';
import { ensureMonths } from '../../../hq/src/projections/partitions';
import type { DatabaseKind } from './databases';

/*
 * A workstation's replicated journal changes as its outbox would send them (hq/protocol/wire.ts
 * `Change`: row = the JSON text of a desktop row, chained by hash), for the console's projections
 * to read before the ingest calls them.
 */

export const NAIROBI: ProjectedWorkstation = { id: 'ws-nbo-1', branchCode: 'NBO01', number: 1 };
export const NAIROBI_2: ProjectedWorkstation = { id: 'ws-nbo-2', branchCode: 'NBO01', number: 2 };
export const KAMPALA: ProjectedWorkstation = { id: 'ws-kla-1', branchCode: 'KLA01', number: 1 };

/** The two branches, registered as a head-office admin would: their zones name the days. */
export async function registerBranches(db: Db): Promise<void> {
  const deps = { db, now: () => new Date() };
  for (const branch of [
    {
      code: 'NBO01',
      name: 'Nairobi Moi Avenue',
      country: 'KE' as const,
      timeZone: 'Africa/Nairobi',
    },
    { code: 'KLA01', name: 'Kampala Road', country: 'UG' as const, timeZone: 'Africa/Kampala' },
  ]) {
    const made = await registerBranch(deps, branch);
    if (!made.ok) throw new Error(made.error.message);
  }
}

/**
 * A fresh database of the kind that the projections' tests feed: head office's schema, the two
 * branches, and the partitions of the test days' months.
 */
export async function projectedDatabase(
  kind: DatabaseKind,
): Promise<{ db: Db; drop(): Promise<void> }> {
  const opened = await kind.open();
  await migrate(opened.db);
  await registerBranches(opened.db);
  await ensureMonths(opened.db, new Date('2026-11-02T00:00:00Z'));
  return opened;
}

/** The verifier every test operator's row carries: head office must keep it nowhere new. */
export const TEST_VERIFIER = 'scrypt$16384$8$1$dGVzdC1zYWx0$dGVzdC12ZXJpZmllcg';

/** An operators row with every column the workstation's journal gives it. */
export function operatorRow(operatorId: string, displayName: string): Record<string, unknown> {
  return {
    operator_id: operatorId,
    display_name: displayName,
    role: 'clerk',
    password_hash: TEST_VERIFIER,
    active: 1,
    failed_attempts: 0,
    locked_until: null,
    created_at: '2026-11-01T06:00:00.000Z',
    created_by: 'admin.ann',
    password_changed_at: '2026-11-01T06:00:00.000Z',
    must_change_password: 0,
    language: null,
    head_office_version: null,
  };
}

export class JournalChanges {
  private seq = 0;
  private prev = GENESIS;

  change(
    table: string,
    op: ChangeOp,
    key: Record<string, unknown>,
    row: Record<string, unknown> | null,
    /** When the workstation journaled it; now unless a test says. */
    at = new Date().toISOString(),
  ): Change {
    const unsigned = {
      seq: (this.seq += 1),
      at,
      table,
      op,
      key: JSON.stringify(key),
      row: row === null ? null : JSON.stringify(row),
      prev: this.prev,
    };
    const change = { ...unsigned, hash: changeHash(unsigned) };
    this.prev = change.hash;
    return change;
  }

  /** A transfer's row as the desktop journals it, keyed by its id. */
  transfer(facts: TransferFacts, op: ChangeOp = 'insert', at?: string): Change {
    return this.change('transfers', op, { id: facts.id }, transferRow(facts), at);
  }

  /** A control mark on a transfer (D80): reportable, or one of a split series. */
  mark(transferId: number, mark: string, at: string, series: string | null = null): Change {
    return this.change(
      'control_marks',
      'insert',
      { transfer_id: transferId, mark },
      { transfer_id: transferId, mark, series, at },
    );
  }

  /**
   * An operator's row as the desktop journals it (electron/main/journal/migrations), its password
   * verifier and all, keyed by the operator's id.
   */
  operator(operatorId: string, displayName: string, op: ChangeOp = 'insert'): Change {
    return this.change(
      'operators',
      op,
      { operator_id: operatorId },
      operatorRow(operatorId, displayName),
    );
  }

  /** An audit row, keyed by its sequence number. */
  audit(...row: Parameters<typeof auditRow>): Change {
    return this.change('audit', 'insert', { seq: row[0] }, auditRow(...row));
  }
}

// The desktop's rows, shared with head office's benchmarks (scripts is the lower folder).
export { auditRow, transferRow, type TransferFacts };

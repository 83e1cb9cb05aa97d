import { gunzipSync, gzipSync } from 'node:zlib';
import type { ListedPerson, ListFormat, ListKey, PossibleMatch } from '@shared/domain/screening';
import { asFields } from './row-fields';
import { SealedRepo } from './sealed-repo';
import { JournalConflictError } from './transfer-rows';

/** One imported version of a list, without its entries. */
export interface ListVersion {
  id: number;
  list: ListKey;
  format: ListFormat;
  fileName: string;
  publishedOn: string;
  checksum: string;
  entryCount: number;
  importedAt: string;
  importedBy: string;
}

export interface NewListVersion extends Omit<ListVersion, 'id' | 'entryCount'> {
  people: readonly ListedPerson[];
  /** D139: the head-office version a downloaded list came as, kept in its import's audit row. */
  headOfficeVersion?: number;
}

/** What one transfer was screened against and found (D78). */
export interface ScreeningRecord {
  transferId: number;
  at: string;
  lists: Pick<ListVersion, 'id' | 'list' | 'publishedOn' | 'checksum'>[];
  threshold: number;
  matches: PossibleMatch[];
  held: boolean;
}

/**
 * D159: a held transfer screened again at a release, kept when it found possible matches no
 * earlier screening of the transfer had: `matches` holds those new ones only.
 */
export interface Rescreening extends Omit<ScreeningRecord, 'held'> {
  id: number;
}

export interface ComplianceDecision {
  transferId: number;
  at: string;
  operatorId: string;
  decision: 'released' | 'refused';
  reason: string;
}

export const LIST_IMPORTED_ACTION = 'screening.list-imported';
export const COMPLIANCE_DECIDED_ACTION = 'screening.decided';
export const RESCREENED_ACTION = 'screening.rescreened';

/**
 * The lists, screenings and compliance decisions (migration 018, D78): append-only, sealed, each
 * list import and decision with its audit row in one transaction. A list's entries are kept as
 * gzip'd JSON in its row, so each version stays whole and is read back as it was imported.
 */
export class SanctionsRepo extends SealedRepo {
  private readonly statements = {
    insertList: this.db.prepare(`
      INSERT INTO sanctions_lists (list, format, file_name, published_on, checksum, entry_count,
        entries, imported_at, imported_by)
      VALUES (@list, @format, @fileName, @publishedOn, @checksum, @entryCount, @entries,
        @importedAt, @importedBy)`),
    // catalog-ignore: SQL, not words
    inForce: this.db.prepare(`SELECT * FROM sanctions_lists
      WHERE id IN (SELECT max(id) FROM sanctions_lists GROUP BY list) ORDER BY list`),
    list: this.db.prepare('SELECT * FROM sanctions_lists WHERE id = ?'),
    insertScreening: this.db.prepare(`
      INSERT INTO transfer_screenings (transfer_id, at, lists, threshold, matches, held)
      VALUES (@transferId, @at, @lists, @threshold, @matches, @held)`),
    screening: this.db.prepare('SELECT * FROM transfer_screenings WHERE transfer_id = ?'),
    insertRescreening: this.db.prepare(`
      INSERT INTO transfer_rescreenings (transfer_id, at, lists, threshold, matches)
      VALUES (@transferId, @at, @lists, @threshold, @matches)`),
    rescreenings: this.db.prepare(
      'SELECT * FROM transfer_rescreenings WHERE transfer_id = ? ORDER BY id',
    ),
    insertDecision: this.db.prepare(`
      INSERT INTO compliance_decisions (transfer_id, at, operator_id, decision, reason)
      VALUES (@transferId, @at, @operatorId, @decision, @reason)`),
    decision: this.db.prepare('SELECT * FROM compliance_decisions WHERE transfer_id = ?'),
  };

  /** Keeps a list version and audits its import (never its entries), in one transaction. */
  addList(version: NewListVersion): ListVersion {
    return this.immediate(() => {
      const { people, headOfficeVersion, ...rest } = version;
      const { lastInsertRowid } = this.statements.insertList.run({
        ...rest,
        entryCount: people.length,
        entries: gzipSync(JSON.stringify(people)).toString('base64'),
      });
      const kept = this.version(Number(lastInsertRowid))!;
      this.audit.append({
        at: version.importedAt,
        operatorId: version.importedBy,
        action: LIST_IMPORTED_ACTION,
        details: { ...kept, ...(headOfficeVersion === undefined ? {} : { headOfficeVersion }) },
      });
      return kept;
    });
  }

  /** The newest version of each list, checked against its seal. */
  inForce(): ListVersion[] {
    const rows = this.seals.verifyRows(
      'sanctions_lists',
      this.statements.inForce.all() as ListRow[],
    );
    return rows.map(toVersion);
  }

  /** A version's entries, read from its sealed row. */
  entriesOf(id: number): ListedPerson[] {
    const row = this.seals.verifyRow(
      'sanctions_lists',
      this.statements.list.get(id) as ListRow | undefined,
    );
    if (!row) throw new JournalConflictError(`No imported list has id ${id}.`);
    return JSON.parse(
      gunzipSync(Buffer.from(row.entries, 'base64')).toString('utf8'),
    ) as ListedPerson[];
  }

  version(id: number): ListVersion | undefined {
    const row = this.seals.verifyRow(
      'sanctions_lists',
      this.statements.list.get(id) as ListRow | undefined,
    );
    return row ? toVersion(row) : undefined;
  }

  /** Within the caller's transaction: the reservation's. */
  recordScreening(record: ScreeningRecord): void {
    this.statements.insertScreening.run({
      transferId: record.transferId,
      at: record.at,
      lists: JSON.stringify(record.lists),
      threshold: String(record.threshold),
      matches: JSON.stringify(record.matches),
      held: record.held ? 1 : 0,
    });
  }

  screeningOf(transferId: number): ScreeningRecord | undefined {
    const row = this.seals.verifyRow(
      'transfer_screenings',
      this.statements.screening.get(transferId) as ScreeningRow | undefined,
    );
    if (!row) return undefined;
    return {
      transferId: row.transfer_id,
      at: row.at,
      lists: JSON.parse(row.lists) as ScreeningRecord['lists'],
      threshold: Number(row.threshold),
      matches: JSON.parse(row.matches) as PossibleMatch[],
      held: row.held === 1,
    };
  }

  /**
   * D159: a later screening of a held transfer, at the release of `operatorId`, and its audit
   * row (which counts the matches, never names them), within the caller's transaction.
   */
  recordRescreening(
    record: Omit<Rescreening, 'id'>,
    reference: string,
    operatorId: string,
  ): Rescreening {
    const { lastInsertRowid } = this.statements.insertRescreening.run({
      transferId: record.transferId,
      at: record.at,
      lists: JSON.stringify(record.lists),
      threshold: String(record.threshold),
      matches: JSON.stringify(record.matches),
    });
    const kept = { ...record, id: Number(lastInsertRowid) };
    this.audit.append({
      at: record.at,
      operatorId,
      action: RESCREENED_ACTION,
      details: {
        reference,
        screening: kept.id,
        lists: record.lists.map((list) => list.id),
        threshold: record.threshold,
        matches: record.matches.length,
      },
    });
    return kept;
  }

  /**
   * D159: every screening of a transfer, each checked against its seal: the first (none for a
   * transfer journaled before D78), then the later ones, oldest first. Every match a release is
   * decided on is on one of them.
   */
  screeningsOf(transferId: number): Omit<Rescreening, 'id'>[] {
    const first = this.screeningOf(transferId);
    return [...(first ? [first] : []), ...this.rescreeningsOf(transferId)];
  }

  /** D159: a transfer's later screenings, oldest first, each checked against its seal. */
  rescreeningsOf(transferId: number): Rescreening[] {
    const rows = this.seals.verifyRows(
      'transfer_rescreenings',
      this.statements.rescreenings.all(transferId) as RescreeningRow[],
    );
    return rows.map((row) => ({
      id: row.id,
      transferId: row.transfer_id,
      at: row.at,
      lists: JSON.parse(row.lists) as ScreeningRecord['lists'],
      threshold: Number(row.threshold),
      matches: JSON.parse(row.matches) as PossibleMatch[],
    }));
  }

  /**
   * Within the caller's transaction (the transfer's move); a second decision is a conflict.
   * `screenings`: how many of the transfer's screenings the decision was taken on (D159).
   */
  recordDecision(decision: ComplianceDecision, reference: string, screenings?: number): void {
    if (this.decisionOf(decision.transferId)) {
      throw new JournalConflictError(`Transfer ${reference} has a compliance decision already.`);
    }
    this.statements.insertDecision.run(decision);
    this.audit.append({
      at: decision.at,
      operatorId: decision.operatorId,
      action: COMPLIANCE_DECIDED_ACTION,
      details: {
        reference,
        decision: decision.decision,
        reason: decision.reason,
        // D159: how many of the transfer's screenings it was decided on.
        ...(screenings === undefined ? {} : { screenings }),
      },
    });
  }

  decisionOf(transferId: number): ComplianceDecision | undefined {
    const row = this.seals.verifyRow(
      'compliance_decisions',
      this.statements.decision.get(transferId) as DecisionRow | undefined,
    );
    return row ? asFields(row) : undefined;
  }
}

interface ListRow {
  id: number;
  list: ListKey;
  format: ListFormat;
  file_name: string;
  published_on: string;
  checksum: string;
  entry_count: number;
  entries: string;
  imported_at: string;
  imported_by: string;
}

interface ScreeningRow {
  transfer_id: number;
  at: string;
  lists: string;
  threshold: string;
  matches: string;
  held: number;
}

interface RescreeningRow {
  id: number;
  transfer_id: number;
  at: string;
  lists: string;
  threshold: string;
  matches: string;
}

interface DecisionRow {
  transfer_id: number;
  at: string;
  operator_id: string;
  decision: 'released' | 'refused';
  reason: string;
}

function toVersion(row: ListRow): ListVersion {
  return asFields(row, 'entries');
}

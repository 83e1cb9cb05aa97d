import type { EnvironmentName } from '@shared/domain/environments';
import { rowsInChunks } from './rows-in-chunks';
import { SealedRepo } from './sealed-repo';
import {
  COUNT_OF,
  countKinds,
  emptyCounts,
  itemOf,
  lineOf,
  resolutionOf,
  statementOf,
  transferRecordOf,
  type CountRow,
  type ItemRow,
  type LineRow,
  type ResolutionRow,
  type StatementRow,
  type TransferRow,
} from './statement-rows';
import type {
  ItemCounts,
  NewStatement,
  StatementItemRecord,
  StatementRecord,
} from './statement-records';
import { JournalConflictError, type TransferRecord } from './transfer-rows';

/*
 * The bank's statements and their reconciliation (D103–D106), append-only and sealed (D68): a
 * statement, its lines and the matching's result are written in one transaction with the
 * import's audit row; a break's settlement with its own. Rows read for a decision (which breaks
 * are open, whether a transfer was matched before) are verified against their seals.
 */

export const STATEMENT_IMPORTED_ACTION = 'statement.imported';
export const BREAK_SETTLED_ACTION = 'statement.break-settled';

export class StatementsRepo extends SealedRepo {
  private readonly statements = {
    insert: this.db.prepare(`
      INSERT INTO bank_statements (environment, account, statement_id, sequence, format,
        file_name, checksum, currency, period_from, period_to, opening_balance, closing_balance,
        line_count, imported_at, imported_by)
      VALUES (@environment, @account, @statementId, @sequence, @format, @fileName, @checksum,
        @currency, @periodFrom, @periodTo, @openingBalance, @closingBalance, @lineCount,
        @importedAt, @importedBy)`),
    insertLine: this.db.prepare(`
      INSERT INTO statement_lines (statement, n, file_line, direction, amount, currency,
        value_date, booking_date, reference, bank_reference, description, return_reason)
      VALUES (@statement, @n, @fileLine, @direction, @amount, @currency, @valueDate,
        @bookingDate, @reference, @bankReference, @description, @returnReason)`),
    insertItem: this.db.prepare(`
      INSERT INTO statement_items (statement, n, kind, reason, matched_by, line, transfer_id, day)
      VALUES (@statement, @n, @kind, @reason, @matchedBy, @line, @transferId, @day)`),
    insertResolution: this.db.prepare(`
      INSERT INTO statement_resolutions (item, at, operator_id, reason)
      VALUES (@item, @at, @operatorId, @reason)`),
    get: this.db.prepare('SELECT * FROM bank_statements WHERE id = ?'),
    byKey: this.db.prepare(`SELECT * FROM bank_statements
      WHERE environment = ? AND account = ? AND statement_id = ? AND sequence = ?`),
    overlapping: this.db.prepare(`SELECT * FROM bank_statements
      WHERE environment = ? AND account = ? AND period_from <= ? AND period_to >= ?
      ORDER BY period_from`),
    all: this.db.prepare(
      'SELECT * FROM bank_statements WHERE environment = ? ORDER BY period_to DESC, id DESC',
    ),
    counts: this.db.prepare(`SELECT i.statement, i.kind, count(*) AS n,
        sum(CASE WHEN i.kind <> 'matched' AND r.item IS NULL THEN 1 ELSE 0 END) AS open
      FROM statement_items i LEFT JOIN statement_resolutions r ON r.item = i.id
      JOIN bank_statements s ON s.id = i.statement
      WHERE s.environment = ? GROUP BY i.statement, i.kind`),
    items: this.db.prepare('SELECT * FROM statement_items WHERE statement = ? ORDER BY n'),
    item: this.db.prepare('SELECT * FROM statement_items WHERE statement = ? AND n = ?'),
    lines: this.db.prepare('SELECT * FROM statement_lines WHERE statement = ?'),
    line: this.db.prepare('SELECT * FROM statement_lines WHERE id = ?'),
    resolutions: this.db.prepare(`SELECT r.* FROM statement_resolutions r
      JOIN statement_items i ON i.id = r.item WHERE i.statement = ?`),
    resolution: this.db.prepare('SELECT * FROM statement_resolutions WHERE item = ?'),
    transfer: this.db.prepare('SELECT * FROM transfers WHERE id = ?'),
    ofAccount: this.db.prepare(`SELECT * FROM transfers
      WHERE source_account = ? AND created_at >= ? AND created_at < ? AND environment = ?`),
    monthItems: this.db.prepare(`SELECT i.*, s.statement_id AS s_statement_id,
        s.account AS s_account, s.currency AS s_currency
      FROM statement_items i JOIN bank_statements s ON s.id = i.statement
      WHERE s.environment = ? AND i.day >= ? AND i.day <= ? ORDER BY i.day, i.statement, i.n`),
  };

  /**
   * The statements of one file, their lines and results, with an audit row each, in one
   * transaction: a file is imported whole or not at all. Returns the new statements' ids.
   */
  add(statements: readonly NewStatement[]): number[] {
    return this.immediate(() =>
      statements.map((statement) => {
        const id = Number(
          this.statements.insert.run({
            ...statement,
            sequence: statement.sequence ?? '',
            lineCount: statement.lines.length,
          }).lastInsertRowid,
        );
        const lineIds = new Map<number, number>();
        for (const line of statement.lines) {
          const { lastInsertRowid } = this.statements.insertLine.run({ ...line, statement: id });
          lineIds.set(line.n, Number(lastInsertRowid));
        }
        statement.items.forEach((item, i) =>
          this.statements.insertItem.run({
            statement: id,
            n: i + 1,
            kind: item.kind,
            reason: item.reason,
            matchedBy: item.matchedBy,
            line: item.line === null ? null : (lineIds.get(item.line) ?? null),
            transferId: item.transferId,
            day: item.day,
          }),
        );
        const kinds = countKinds(statement.items);
        this.audit.append({
          at: statement.importedAt,
          operatorId: statement.importedBy,
          action: STATEMENT_IMPORTED_ACTION,
          details: {
            statement: id,
            environment: statement.environment,
            account: statement.account,
            statementId: statement.statementId,
            sequence: statement.sequence,
            format: statement.format,
            fileName: statement.fileName,
            checksum: statement.checksum,
            period: { from: statement.periodFrom, to: statement.periodTo },
            lines: statement.lines.length,
            ...kinds,
          },
        });
        return id;
      }),
    );
  }

  /** A supervisor's settlement of a break, with its audit row; a second one is a conflict. */
  resolve(input: {
    statement: number;
    n: number;
    at: string;
    operatorId: string;
    reason: string;
  }): void {
    this.immediate(() => {
      const item = this.item(input.statement, input.n);
      if (!item)
        throw new JournalConflictError(`Statement ${input.statement} has no item ${input.n}.`);
      if (item.resolution) {
        throw new JournalConflictError(
          `Item ${input.n} of statement ${input.statement} is settled.`,
        );
      }
      this.statements.insertResolution.run({
        item: item.id,
        at: input.at,
        operatorId: input.operatorId,
        reason: input.reason,
      });
      const statement = this.get(input.statement)!;
      this.audit.append({
        at: input.at,
        operatorId: input.operatorId,
        action: BREAK_SETTLED_ACTION,
        details: {
          statement: statement.id,
          account: statement.account,
          statementId: statement.statementId,
          item: item.n,
          kind: item.kind,
          reason: item.reason,
          line: item.line?.n ?? null,
          reference: item.transfer?.reference ?? null,
          note: input.reason,
        },
      });
    });
  }

  get(id: number): StatementRecord | undefined {
    const row = this.statements.get.get(id) as StatementRow | undefined;
    return row ? statementOf(this.seals.verifyRow('bank_statements', row)) : undefined;
  }

  /** The statement imported under this account, id and sequence, if any. */
  byKey(
    environment: EnvironmentName,
    account: string,
    statementId: string,
    sequence: string | null,
  ): StatementRecord | undefined {
    const row = this.statements.byKey.get(environment, account, statementId, sequence ?? '') as
      StatementRow | undefined;
    return row ? statementOf(this.seals.verifyRow('bank_statements', row)) : undefined;
  }

  /** The account's statements whose period shares a day with `from`–`to`. */
  overlapping(
    environment: EnvironmentName,
    account: string,
    from: string,
    to: string,
  ): StatementRecord[] {
    const rows = this.statements.overlapping.all(environment, account, to, from) as StatementRow[];
    return this.seals.verifyRows('bank_statements', rows).map(statementOf);
  }

  /** Every statement of the environment, the latest period first, with its items counted. */
  list(environment: EnvironmentName): (StatementRecord & { counts: ItemCounts })[] {
    const counts = new Map<number, ItemCounts>();
    for (const row of this.statements.counts.all(environment) as CountRow[]) {
      const of = counts.get(row.statement) ?? emptyCounts();
      of[COUNT_OF[row.kind]] += row.n;
      of.open += row.open;
      counts.set(row.statement, of);
    }
    const rows = this.statements.all.all(environment) as StatementRow[];
    return this.seals
      .verifyRows('bank_statements', rows)
      .map((row) => ({ ...statementOf(row), counts: counts.get(row.id) ?? emptyCounts() }));
  }

  /** A statement's items in order, each with its line, transfer and settlement, all verified. */
  items(statement: number): StatementItemRecord[] {
    const lines = new Map(
      this.seals
        .verifyRows('statement_lines', this.statements.lines.all(statement) as LineRow[])
        .map((row) => [row.id, lineOf(row)]),
    );
    const resolutions = new Map(
      this.seals
        .verifyRows(
          'statement_resolutions',
          this.statements.resolutions.all(statement) as ResolutionRow[],
        )
        .map((row) => [row.item, resolutionOf(row)]),
    );
    const rows = this.seals.verifyRows(
      'statement_items',
      this.statements.items.all(statement) as ItemRow[],
    );
    return rows.map((row) => ({
      ...itemOf(row),
      line: row.line === null ? null : (lines.get(row.line) ?? null),
      transfer: row.transfer_id === null ? null : this.transferOf(row.transfer_id),
      resolution: resolutions.get(row.id) ?? null,
    }));
  }

  /** One item, read and verified for a decision. */
  item(statement: number, n: number): StatementItemRecord | undefined {
    const row = this.statements.item.get(statement, n) as ItemRow | undefined;
    if (!row) return undefined;
    this.seals.verifyRow('statement_items', row);
    const line = row.line === null ? undefined : (this.statements.line.get(row.line) as LineRow);
    const resolution = this.statements.resolution.get(row.id) as ResolutionRow | undefined;
    return {
      ...itemOf(row),
      line: line ? lineOf(this.seals.verifyRow('statement_lines', line)) : null,
      transfer: row.transfer_id === null ? null : this.transferOf(row.transfer_id),
      resolution: resolution
        ? resolutionOf(this.seals.verifyRow('statement_resolutions', resolution))
        : null,
    };
  }

  /**
   * The transfers a statement may show: those it names by reference or by the bank's
   * transaction id, and the account's made in `fromAt`–`toAt` (ISO instants). Each row verified.
   */
  candidates(query: {
    environment: EnvironmentName;
    account: string;
    fromAt: string;
    toAt: string;
    references: readonly string[];
    transactionIds: readonly string[];
  }): TransferRecord[] {
    const found = new Map<number, TransferRow>();
    const keep = (rows: TransferRow[]) => {
      for (const row of rows) if (row.environment === query.environment) found.set(row.id, row);
    };
    keep(
      this.statements.ofAccount.all(
        query.account,
        query.fromAt,
        query.toAt,
        query.environment,
      ) as TransferRow[],
    );
    for (const [column, values] of [
      ['reference', query.references],
      ['transaction_id', query.transactionIds],
    ] as const) {
      keep(
        rowsInChunks<TransferRow>(
          this.db,
          values,
          (list) => `SELECT * FROM transfers WHERE ${column} IN (${list})`,
        ),
      );
    }
    return this.seals.verifyRows('transfers', [...found.values()]).map(transferRecordOf);
  }

  /** Of `transferIds`, those an imported statement already matched (or found at another amount). */
  matchedBefore(transferIds: readonly number[]): Set<number> {
    const matched = new Set<number>();
    const rows = rowsInChunks<ItemRow>(
      this.db,
      transferIds,
      (ids) => `SELECT * FROM statement_items WHERE transfer_id IN (${ids})
                 AND kind IN ('matched', 'amount-differs')`,
    );
    for (const row of this.seals.verifyRows('statement_items', rows)) matched.add(row.transfer_id!);
    return matched;
  }

  /** Every item whose day is in `from`–`to`, with its statement's names, line, transfer and settlement. */
  between(
    environment: EnvironmentName,
    from: string,
    to: string,
  ): (StatementItemRecord & { statementId: string; account: string; currency: string })[] {
    const rows = this.statements.monthItems.all(environment, from, to) as (ItemRow & {
      s_statement_id: string;
      s_account: string;
      s_currency: string;
    })[];
    const byStatement = new Map<number, StatementItemRecord[]>();
    return rows.map((row) => {
      let items = byStatement.get(row.statement);
      if (!items) {
        items = this.items(row.statement);
        byStatement.set(row.statement, items);
      }
      const item = items.find((it) => it.id === row.id)!;
      return {
        ...item,
        statementId: row.s_statement_id,
        account: row.s_account,
        currency: row.s_currency,
      };
    });
  }

  private transferOf(id: number): TransferRecord | null {
    const row = this.statements.transfer.get(id) as TransferRow | undefined;
    return row ? transferRecordOf(this.seals.verifyRow('transfers', row)) : null;
  }
}

import type { Database } from 'better-sqlite3';
import type {
  BankEntry,
  BranchListName,
  BranchLists,
  SourceAccountEntry,
  WalletEntry,
} from '@shared/domain/branch-lists';
import type { EnvironmentName } from '@shared/domain/environments';
import type { AuditLog } from './audit-log';
import type { RowSeals } from './row-seal';

interface Columns<L extends BranchListName> {
  table: 'branch_source_accounts' | 'branch_banks' | 'branch_wallets';
  columns: readonly string[];
  toRow: (entry: BranchLists[L][number]) => unknown[];
  fromRow: (row: Record<string, unknown>) => unknown;
}

/** What each list's table holds; rows come back as read, for the caller to check. */
const TABLES: { [L in BranchListName]: Columns<L> } = {
  sourceAccounts: {
    table: 'branch_source_accounts',
    columns: ['country_code', 'account_number', 'holder_name', 'currency'],
    toRow: (e: SourceAccountEntry) => [e.countryCode, e.accountNumber, e.holderName, e.currency],
    fromRow: (r) => ({
      countryCode: r['country_code'],
      accountNumber: r['account_number'],
      holderName: r['holder_name'],
      currency: r['currency'],
    }),
  },
  banks: {
    table: 'branch_banks',
    columns: ['country_code', 'bank_code', 'bank_name'],
    toRow: (e: BankEntry) => [e.countryCode, e.code, e.name],
    fromRow: (r) => ({
      countryCode: r['country_code'],
      code: r['bank_code'],
      name: r['bank_name'],
    }),
  },
  wallets: {
    table: 'branch_wallets',
    columns: ['country_code', 'wallet_name', 'label'],
    toRow: (e: WalletEntry) => [e.countryCode, e.name, e.label],
    fromRow: (r) => ({ countryCode: r['country_code'], name: r['wallet_name'], label: r['label'] }),
  },
};

/**
 * The branch lists of each environment (source accounts, banks, wallets). A list is replaced whole,
 * with its audit row, in one transaction: readers see the old list or the new one, never a mix.
 * Rows come back unchecked: the caller validates them, since the file can be edited behind the
 * app's back.
 */
export class BranchListsRepo {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
    private readonly seals: RowSeals,
  ) {}

  /** The rows as stored, in the admin's order, unchecked. */
  rows(environment: EnvironmentName, list: BranchListName): unknown[] {
    const { table, fromRow } = TABLES[list];
    // The branch's lists decide what a clerk may send from and to: the table verified whole (D68).
    this.seals.verifyTable(table);
    const rows = this.db
      .prepare(`SELECT * FROM ${table} WHERE environment = ? ORDER BY position`)
      .all(environment) as Record<string, unknown>[];
    return rows.map(fromRow);
  }

  /** The three tables verified whole (D68), stamped: a list validated may be kept under it. */
  verifiedStamp(): string {
    return this.seals.verifiedStamp(
      TABLES.sourceAccounts.table,
      TABLES.banks.table,
      TABLES.wallets.table,
    );
  }

  /**
   * Replaces a list with `entries` (already validated) and appends `audit` in the same
   * transaction; a failure of either leaves the list as it was.
   */
  replace<L extends BranchListName>(
    environment: EnvironmentName,
    list: L,
    entries: BranchLists[L],
    audit: {
      at: string;
      operatorId: string | null;
      action: string;
      details: Record<string, unknown>;
    },
  ): void {
    const { table, columns, toRow } = TABLES[list] as unknown as Columns<L>;
    const insert = this.db.prepare(
      `INSERT INTO ${table} (environment, position, ${columns.join(', ')}) VALUES (?, ?, ${columns.map(() => '?').join(', ')})`,
    );
    this.db
      .transaction(() => {
        this.db.prepare(`DELETE FROM ${table} WHERE environment = ?`).run(environment);
        entries.forEach((entry: BranchLists[L][number], i: number) =>
          insert.run(environment, i, ...toRow(entry)),
        );
        this.audit.append(audit);
      })
      .immediate();
  }
}

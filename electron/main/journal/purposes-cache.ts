import type { Database } from 'better-sqlite3';
import type { PaymentPurpose } from '@shared/api/payment-purpose';
import type { EnvironmentName } from '@shared/domain/environments';

export interface CachedPurposes {
  purposes: PaymentPurpose[];
  fetchedAt: string;
}

/**
 * The last payment-purpose list each environment's service gave, kept so clerks can work while
 * it is unreachable.
 */
export class PurposesCache {
  private readonly statements;

  constructor(private readonly db: Database) {
    this.statements = {
      clear: db.prepare('DELETE FROM purposes_cache WHERE environment = ?'),
      insert: db.prepare(
        'INSERT INTO purposes_cache (environment, position, code, value, fetched_at) VALUES (?, ?, ?, ?, ?)',
      ),
      all: db.prepare(
        'SELECT code, value, fetched_at FROM purposes_cache WHERE environment = ? ORDER BY position',
      ),
    };
  }

  /** Replaces the whole list at once: readers see the old list or the new one, never a mix. */
  save(environment: EnvironmentName, purposes: readonly PaymentPurpose[], fetchedAt: string): void {
    this.db.transaction(() => {
      this.statements.clear.run(environment);
      purposes.forEach((p, i) =>
        this.statements.insert.run(environment, i, p.code, p.value, fetchedAt),
      );
    })();
  }

  load(environment: EnvironmentName): CachedPurposes | null {
    const rows = this.statements.all.all(environment) as {
      code: string;
      value: string;
      fetched_at: string;
    }[];
    if (rows.length === 0) return null;
    return {
      purposes: rows.map(({ code, value }) => ({ code, value })),
      fetchedAt: rows[0]!.fetched_at,
    };
  }
}

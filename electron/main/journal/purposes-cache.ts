import type { Database } from 'better-sqlite3';
import type { PaymentPurpose } from '../../../shared/api/payment-purpose';

export interface CachedPurposes {
  purposes: PaymentPurpose[];
  fetchedAt: string;
}

/** The last payment-purpose list the service gave, kept so clerks can work while it is unreachable. */
export class PurposesCache {
  private readonly statements;

  constructor(private readonly db: Database) {
    this.statements = {
      clear: db.prepare('DELETE FROM purposes_cache'),
      insert: db.prepare(
        'INSERT INTO purposes_cache (position, code, value, fetched_at) VALUES (?, ?, ?, ?)',
      ),
      all: db.prepare('SELECT code, value, fetched_at FROM purposes_cache ORDER BY position'),
    };
  }

  /** Replaces the whole list at once: readers see the old list or the new one, never a mix. */
  save(purposes: readonly PaymentPurpose[], fetchedAt: string): void {
    this.db.transaction(() => {
      this.statements.clear.run();
      purposes.forEach((p, i) => this.statements.insert.run(i, p.code, p.value, fetchedAt));
    })();
  }

  load(): CachedPurposes | null {
    const rows = this.statements.all.all() as { code: string; value: string; fetched_at: string }[];
    if (rows.length === 0) return null;
    return {
      purposes: rows.map(({ code, value }) => ({ code, value })),
      fetchedAt: rows[0]!.fetched_at,
    };
  }
}

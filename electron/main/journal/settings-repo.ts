import { SealedRepo } from './sealed-repo';

export const SETTINGS_UPDATED = 'settings.updated';
/** D126: a section as head office published it, applied here with its version. */
export const SETTINGS_PUBLISHED = 'settings.published';
export const SETTINGS_VERSION_APPLIED = 'settings.version-applied';

/**
 * Non-secret settings as JSON values, one row per key. Secrets (credentials, keys, tokens) live
 * only in the OS keychain; the settings module validates every value before it is stored or used.
 * Every write commits with its audit row, whoever calls.
 */
export class SettingsRepo extends SealedRepo {
  private readonly statements = {
    get: this.db.prepare('SELECT * FROM settings WHERE key = ?'),
    all: this.db.prepare('SELECT * FROM settings'),
    count: this.db.prepare('SELECT count(*) AS n FROM settings'),
    set: this.db.prepare(
      'INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
    ),
  };

  /**
   * The stored JSON text for a key, unparsed: the caller validates it. Verified (D68): a row that
   * does not carry its seal stops the caller, and so does a key whose row was removed from the
   * sealed set (a removed threshold would otherwise read as "none set").
   */
  getRaw(key: string): string | undefined {
    const row = this.statements.get.get(key) as { value: string } | undefined;
    if (row === undefined) this.seals.verifyTable('settings');
    return this.seals.verifyRow('settings', row)?.value;
  }

  /** The table verified whole (D68), stamped: the settings validated may be kept under it. */
  verifiedStamp(): string {
    return this.seals.verifiedStamp('settings');
  }

  /** Every key's stored text, the set of rows verified whole (D68). */
  allRaw(): Record<string, string> {
    this.seals.verifyTable('settings');
    const rows = this.statements.all.all() as { key: string; value: string }[];
    return Object.fromEntries(rows.map((r) => [r.key, r.value]));
  }

  /** How many keys are stored, unverified: whether the journal is new (before its rows are sealed). */
  count(): number {
    return (this.statements.count.get() as { n: number }).n;
  }

  set(key: string, value: unknown, at: string, operatorId: string | null): void {
    this.db
      .transaction(() => {
        const before = this.getRaw(key);
        this.statements.set.run(key, JSON.stringify(value), at);
        // The value it replaced too, so an auditor sees what changed (a threshold raised, say)
        // from the row alone. Null when the key was never saved (its default applied).
        this.audit.append({
          at,
          operatorId,
          action: SETTINGS_UPDATED,
          details: { section: key, value, previous: parsedOrText(before) },
        });
      })
      .immediate();
  }

  /**
   * D126: head office's sections applied in one transaction, each audited with the version that
   * brought it and the value it replaced, then the record of the version run (`stateKey`).
   */
  applyPublished(
    sections: Readonly<Record<string, unknown>>,
    state: { key: string; value: { version: number } },
    at: string,
  ): void {
    this.db
      .transaction(() => {
        for (const [section, value] of Object.entries(sections)) {
          const before = this.getRaw(section);
          const text = JSON.stringify(value);
          if (before === text) continue;
          this.statements.set.run(section, text, at);
          this.audit.append({
            at,
            operatorId: null,
            action: SETTINGS_PUBLISHED,
            details: {
              section,
              value,
              previous: parsedOrText(before),
              version: state.value.version,
            },
          });
        }
        this.statements.set.run(state.key, JSON.stringify(state.value), at);
        this.audit.append({
          at,
          operatorId: null,
          action: SETTINGS_VERSION_APPLIED,
          details: state.value,
        });
      })
      .immediate();
  }
}

/** A stored value as it was: parsed, or the raw text when it is not JSON; null when unset. */
function parsedOrText(raw: string | undefined): unknown {
  if (raw === undefined) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

import type { Database } from 'better-sqlite3';
import type { AuditLog } from './audit-log';

export interface BackupRecord {
  at: string;
  automatic: boolean;
  /** Null for an automatic copy. */
  operatorId: string | null;
  /** The copy's full path. */
  file: string;
  bytes: number;
}

export const BACKUP_ACTION = 'journal.backed-up';

/** Which copies of the journal were made, when and by whom, with their audit rows. */
export class BackupsRepo {
  private readonly statements;

  constructor(
    private readonly db: Database,
    private readonly audit: AuditLog,
  ) {
    this.statements = {
      insert: db.prepare(
        'INSERT INTO backups (at, automatic, operator_id, file, bytes) VALUES (?, ?, ?, ?, ?)',
      ),
      lastAutomatic: db.prepare(
        'SELECT * FROM backups WHERE automatic = 1 ORDER BY id DESC LIMIT 1',
      ),
    };
  }

  record(backup: BackupRecord): void {
    this.db
      .transaction(() => {
        this.statements.insert.run(
          backup.at,
          backup.automatic ? 1 : 0,
          backup.operatorId,
          backup.file,
          backup.bytes,
        );
        this.audit.append({
          at: backup.at,
          operatorId: backup.operatorId,
          action: BACKUP_ACTION,
          details: { file: backup.file, bytes: backup.bytes, automatic: backup.automatic },
        });
      })
      .immediate();
  }

  lastAutomatic(): BackupRecord | undefined {
    const row = this.statements.lastAutomatic.get() as
      | { at: string; automatic: number; operator_id: string | null; file: string; bytes: number }
      | undefined;
    return row
      ? {
          at: row.at,
          automatic: row.automatic === 1,
          operatorId: row.operator_id,
          file: row.file,
          bytes: row.bytes,
        }
      : undefined;
  }
}

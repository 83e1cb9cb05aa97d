import type { Database } from 'better-sqlite3';
import type { AuditLog } from './audit-log';
import type { RowSeals } from './row-seal';

/**
 * What a repository of sealed rows works with: the connection, the audit log that every write a
 * person caused commits with, and the seals every row read for a decision is checked against
 * (D68). Each repository prepares its own statements in a field, from `this.db`: a field is
 * set once the base's constructor has run, so a repository needs no constructor of its own.
 */
export abstract class SealedRepo {
  constructor(
    protected readonly db: Database,
    protected readonly audit: AuditLog,
    protected readonly seals: RowSeals,
  ) {}

  /** Runs `work` in one IMMEDIATE transaction (nested: inside the caller's). */
  protected immediate<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }
}

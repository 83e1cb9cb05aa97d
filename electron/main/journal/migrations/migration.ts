import type { Database } from 'better-sqlite3';

/**
 * One step of the journal's schema, in a file of its own named `NNN-<name>.ts`. Never edit a
 * released migration: add the next one. A migration reads nothing from the rest of the journal
 * (repositories change; a released step must build the same schema for ever).
 */
export interface Migration {
  /** The schema version the step brings the journal to (`PRAGMA user_version`): its file's number. */
  readonly version: number;
  /** Its file's subject: `008-sender-document.ts` is `sender-document`. */
  readonly name: string;
  /** Changes a journal of the version before to this version; run inside the runner's transaction. */
  up(db: Database): void;
}

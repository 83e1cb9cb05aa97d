/** One schema version of head office's database: its number, a name, and the SQL that makes it. */
export interface HqMigration {
  version: number;
  name: string;
  sql: string;
}

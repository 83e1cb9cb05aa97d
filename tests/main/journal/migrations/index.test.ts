import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  migrate,
  MIGRATIONS,
  SCHEMA_VERSION,
  schemaVersionOf,
} from '../../../../electron/main/journal/migrations';
import { journalAt, namesOf } from './old-journal';

const FOLDER = join(process.cwd(), 'electron/main/journal/migrations');
const { importsOf } = (await import('../../../../scripts/lint/folder-cycles.mjs' as string)) as {
  importsOf(path: string, text: string): { specifier: string }[];
};

/** The migration files on disk, `NNN-<name>.ts`, in name order. */
const files = readdirSync(FOLDER)
  .filter((file) => /^\d{3}-[a-z0-9-]+\.ts$/.test(file))
  .sort();

describe('the journal’s migrations, one file each', () => {
  it('are listed in the index in file order, each numbered as its version and named by its file', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(MIGRATIONS.map((m) => `${String(m.version).padStart(3, '0')}-${m.name}.ts`)).toEqual(
      files,
    );
    expect(MIGRATIONS.map((m) => m.version)).toEqual(files.map((_, i) => i + 1));
    expect(SCHEMA_VERSION).toBe(files.length);
  });

  it('read nothing from the rest of the journal, which may change after they are released', () => {
    for (const file of files) {
      const imports = importsOf(file, readFileSync(join(FOLDER, file), 'utf8')).map(
        (found) => found.specifier,
      );
      const outside = imports.filter((s) => s !== 'better-sqlite3' && !s.startsWith('./'));
      expect(outside, file).toEqual([]);
    }
  });

  it('are run in steps: a journal brought to one version holds nothing of the next', () => {
    const db = journalAt(5);
    expect(namesOf(db, 'table')).not.toContain('settlements');
    migrate(db);
    expect(schemaVersionOf(db)).toBe(SCHEMA_VERSION);
    expect(namesOf(db, 'table')).toContain('settlements');
    // At the current version there is nothing left to run.
    migrate(db);
    expect(schemaVersionOf(db)).toBe(SCHEMA_VERSION);
  });
});

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { rowsInChunks } from '../../../electron/main/journal/rows-in-chunks';

describe('rows read for a list of values, a chunk at a time', () => {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, tag TEXT)');
  const insert = db.prepare('INSERT INTO t (id, tag) VALUES (?, ?)');
  for (let id = 1; id <= 1_200; id += 1) insert.run(id, id % 2 === 0 ? 'even' : 'odd');

  it('finds the rows of a list longer than one chunk, each once', () => {
    const ids = Array.from({ length: 1_100 }, (_, i) => i + 50);
    const rows = rowsInChunks<{ id: number }>(
      db,
      ids,
      (list) => `SELECT id FROM t WHERE id IN (${list})`,
    );
    expect(rows.map((r) => r.id).sort((a, b) => a - b)).toEqual(ids);
  });

  it('keeps the rest of the statement, and asks nothing for an empty list', () => {
    const rows = rowsInChunks<{ id: number }>(
      db,
      [1, 2, 3, 4, 601, 602],
      (list) => `SELECT id FROM t WHERE id IN (${list}) AND tag = 'even'`,
    );
    expect(rows.map((r) => r.id)).toEqual([2, 4, 602]);
    expect(rowsInChunks(db, [], () => 'not SQL at all')).toEqual([]);
  });
});

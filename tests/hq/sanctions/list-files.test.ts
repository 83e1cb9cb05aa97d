import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { listFileChunk, storeListFile } from '../../../hq/src/sanctions/list-files';
import { ADMIN_SESSION } from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import { unXml } from '../../../scripts/bench/screening-lists';

/*
 * D135: a sanctions list uploaded at head office is read whole with the workstation's own parser,
 * refused naming the line when bad, and kept with its SHA-256, size, entries and date, its bytes
 * in chunks a workstation can fetch.
 */

const FILE = new TextEncoder().encode(
  unXml([{ reference: 'QDi.401', kind: 'individual', parts: ['Muhammad', 'Ali', 'Khan'] }]),
);

describe.each(DATABASE_KINDS)('sanctions list files on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  const deps = () => ({ db: hq.db, now: () => new Date() });

  test.skipIf(kind.skip)(
    'keeps a good file whole, and refuses a bad one naming the line',
    async () => {
      const kept = await storeListFile(deps(), ADMIN_SESSION, {
        format: 'un-xml',
        fileName: 'consolidated.xml',
        listDate: null,
        bytes: FILE,
      });
      expect(kept).toMatchObject({
        ok: true,
        value: {
          list: 'un',
          entries: 1,
          size: FILE.byteLength,
          sha256: createHash('sha256').update(FILE).digest('hex'),
        },
      });
      if (!kept.ok) return;
      expect(kept.value.listDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await listFileChunk(hq.db, kept.value.id, 0)).toEqual(FILE);
      expect(await listFileChunk(hq.db, kept.value.id, 1)).toBeNull();

      const cut = await storeListFile(deps(), ADMIN_SESSION, {
        format: 'un-xml',
        fileName: 'consolidated.xml',
        listDate: null,
        bytes: FILE.subarray(0, FILE.byteLength - 20),
      });
      expect(cut).toMatchObject({ ok: false, error: { code: 'invalid' } });
      expect(!cut.ok && cut.error.message).toMatch(/line \d+/);

      // D153: the bank's CSV carries no date, and the admin's must be a day of the calendar:
      // 2026-02-30 would reach every workstation as a list that is never too old.
      const noDay = await storeListFile(deps(), ADMIN_SESSION, {
        format: 'bank-csv',
        fileName: 'bank.csv',
        listDate: '2026-02-30',
        bytes: new TextEncoder().encode(
          'reference,name,kind,aliases,date_of_birth,id_numbers\nB-1,Ivan Sidorov,individual,,,\n',
        ),
      });
      expect(noDay).toMatchObject({ ok: false, error: { code: 'invalid' } });
      expect(!noDay.ok && noDay.error.message).toMatch(/Enter the list’s date \(YYYY-MM-DD\)/);
      await expect(hq.db.query('DELETE FROM sanctions_list_chunks')).rejects.toThrow(/append-only/);
    },
  );
});

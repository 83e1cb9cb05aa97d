import type { Change } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import {
  lastImages,
  rowOf,
  textOf,
  type JournalRow,
  type ProjectedWorkstation,
} from './projection';
import { byColumn } from './transfers';

/*
 * The names of each workstation's operators (hq migration 020-operator-names), which the console's
 * records show before the id, as the workstation's own screens do. Keyed by workstation: two
 * branches may give one id to two people. The display name alone is read out of the row: the
 * operators row carries the password verifier too, which head office keeps nowhere but in the
 * stored change.
 */

/** The name a row gives, or null when it gives none (a row the projection cannot read). */
function nameIn(row: JournalRow | null): string | null {
  const name = row?.['display_name'];
  return typeof name === 'string' && name !== '' ? name : null;
}

const operatorKey = (key: JournalRow, row: JournalRow | null): string | null =>
  textOf(key, 'operator_id') ?? (row ? textOf(row, 'operator_id') : null);

export async function projectOperatorNames(
  tx: Queryable,
  ws: ProjectedWorkstation,
  changes: readonly Change[],
): Promise<void> {
  // A row without a name is passed by before the last images are taken, so that an earlier
  // image of the batch with one still counts, as the migration's fill reads them.
  const readable = changes.filter((change) => change.op === 'delete' || nameIn(rowOf(change)));
  const images = lastImages(readable, operatorKey, String);
  const gone = images.filter((image) => image.row === null).map((image) => image.key);
  if (gone.length > 0) {
    await tx.query(
      'DELETE FROM hq_operator_names WHERE workstation_id = $1 AND operator_id = ANY($2::text[])',
      [ws.id, gone],
    );
  }
  const named = images.flatMap(({ key, row }) => (row ? [[key, nameIn(row)]] : []));
  if (named.length === 0) return;
  await tx.query(
    `INSERT INTO hq_operator_names (workstation_id, operator_id, display_name)
     SELECT $1, u.* FROM unnest($2::text[], $3::text[]) AS u
     ON CONFLICT (workstation_id, operator_id) DO UPDATE SET display_name = EXCLUDED.display_name
     WHERE hq_operator_names.display_name <> EXCLUDED.display_name`,
    [ws.id, ...byColumn(named, 2)],
  );
}

import type { ConsoleRefusal } from '../../console-api/answers';
import type { PublishedSettingsView } from '../../console-api/settings';
import {
  PUBLISHED_SANCTIONS_SECTIONS,
  SANCTIONS_SECTION_OF,
  type PublishedListFile,
  type PublishedSettings,
} from '../../../shared/domain/published-settings';
import { fail, ok, type Result } from '../../../shared/result';
import type { Queryable } from '../db/db';
import { refusal, type ConsoleDeps } from '../operators/console-deps';
import type { LiveSession } from '../operators/sessions';
import {
  branchSettings,
  insertVersion,
  listPublishedSettings,
  nextVersion,
  unknownBranch,
} from '../settings/published-settings';
import { keepListFile, readListUpload, type ListFileUpload, type ReadListFile } from './list-files';

/*
 * D139: a sanctions list file uploaded at the console, read whole, kept in chunks and published
 * for the bank or one branch in one transaction: a new version of the list's section whose value
 * references the kept file (its id, date, SHA-256, size, entries). The workstations download the
 * file itself and check it against that reference, which the signed settings answer carries.
 */

export interface ListFilePublication extends ListFileUpload {
  /** Null: the whole bank. */
  branchCode: string | null;
}

export async function publishListFile(
  deps: ConsoleDeps,
  by: LiveSession,
  upload: ListFilePublication,
): Promise<Result<PublishedSettingsView, ConsoleRefusal>> {
  const read = readListUpload(upload);
  if (!read.ok) return read;
  const at = deps.now();
  const refused = await deps.db.transaction(async (tx) => {
    const unknown = await unknownBranch(tx, upload.branchCode);
    if (unknown) return unknown;
    // The settings' lock first: the list in force read next stays in force until this commits.
    const version = await nextVersion(tx);
    const older = await olderThanInForce(tx, upload.branchCode, read.value);
    if (older) return older;
    const { id, ...file } = await keepListFile(tx, at, by, read.value);
    const reference: PublishedListFile = { version, fileId: id, ...file };
    await insertVersion(tx, {
      version,
      at,
      by,
      branchCode: upload.branchCode,
      section: SANCTIONS_SECTION_OF[file.list],
      stored: JSON.stringify(reference),
    });
    return null;
  });
  return refused ? fail(refused) : ok(await listPublishedSettings(deps));
}

/**
 * D161: a file of a list dated before the one its workstations run now (for the bank, the bank's
 * file; for a branch, its own, else the bank's) is refused, as a workstation's admin's is (D155):
 * the names listed between the two dates would no longer be screened at any counter it reaches.
 * A file of the same day or later is published.
 */
async function olderThanInForce(
  tx: Queryable,
  branchCode: string | null,
  file: ReadListFile,
): Promise<ConsoleRefusal | null> {
  const rows = await tx.query<{ branch_code: string | null; value: string | null }>(
    `SELECT DISTINCT ON (branch_code) branch_code, value
       FROM settings_versions
      WHERE section = $1 AND (branch_code IS NULL OR branch_code = $2)
      ORDER BY branch_code, version DESC`,
    [SANCTIONS_SECTION_OF[file.list], branchCode],
  );
  const valueOf = (code: string | null) => rows.find((r) => r.branch_code === code)?.value ?? null;
  const inForce = (branchCode === null ? null : valueOf(branchCode)) ?? valueOf(null);
  if (inForce === null) return null;
  const { listDate } = JSON.parse(inForce) as PublishedListFile;
  if (file.listDate >= listDate) return null;
  const where = branchCode === null ? 'the bank’s workstations' : `branch ${branchCode}`;
  return refusal(
    'invalid',
    `This file’s list is dated ${file.listDate}, before the one ${where} run now (${listDate}): ` +
      'the names listed between the two dates would no longer be screened. Choose the newer file; the list in force stays.',
  );
}

/**
 * The list file `fileId` when the branch's workstations run it now (the branch's own value of
 * its list's section, else the bank's): the only files a workstation may download (D139).
 */
export async function publishedToBranch(
  q: Queryable,
  branchCode: string,
  fileId: number,
): Promise<PublishedListFile | null> {
  const settings = JSON.parse((await branchSettings(q, branchCode)).settings) as PublishedSettings;
  const files = PUBLISHED_SANCTIONS_SECTIONS.map((section) => settings[section]);
  return files.find((file) => file?.fileId === fileId) ?? null;
}

import type { ConsoleRefusal } from '../../console-api/answers';
import type {
  BranchSettingsView,
  PublishedSettingsView,
  SectionVersionView,
} from '../../console-api/settings';
import {
  PUBLISHED_LIST_SECTIONS,
  PUBLISHED_SECTIONS,
  PUBLISHED_SETTINGS_SECTIONS,
  effectiveSettings,
  PUBLISHED_SANCTIONS_SECTIONS,
  isPublishedSanctionsSection,
  isPublishedSection,
  type PublishedSection,
} from '../../../shared/domain/published-settings';
import { DEFAULT_SETTINGS } from '../../../shared/domain/settings';
import { fail, ok, type Result } from '../../../shared/result';
import { validatePublishedSection } from '../../../shared/schemas/published-list-schemas';
import type { Queryable } from '../db/db';
import { nextPublishedVersion } from '../db/published-versions';
import { invalid, recordEvent, refusal, type ConsoleDeps } from '../operators/console-deps';
import type { LiveSession } from '../operators/sessions';
import { preloadedCalendar } from './preloaded-calendar';

/*
 * D126: a head-office admin's settings for the bank and its branches. Each save is a new
 * bank-wide version in settings_versions (append-only: the audit and the publication at once),
 * checked with the workstation's own schema; a branch's workstations fetch their branch's
 * settings as they stand at the newest version that touches the branch.
 */

interface Row {
  version: number | string;
  at: Date;
  by_operator: string;
  branch_code: string | null;
  section: PublishedSection;
  value: string | null;
}

/** Any number: every settings change takes it, so versions commit in order. */
const VERSION_LOCK = 7_204_119;

/** The newest row of each section of each scope (the bank's, each branch's). */
async function newestRows(q: Queryable, branchCode?: string): Promise<Row[]> {
  return q.query<Row>(
    `SELECT DISTINCT ON (branch_code, section) version, at, by_operator, branch_code, section, value
       FROM settings_versions
      WHERE $1::text IS NULL OR branch_code IS NULL OR branch_code = $1
      ORDER BY branch_code, section, version DESC`,
    [branchCode ?? null],
  );
}

function versionView(row: Row): SectionVersionView {
  return {
    value: JSON.parse(row.value!) as unknown,
    version: Number(row.version),
    at: new Date(row.at).toISOString(),
    by: row.by_operator,
  };
}

function sectionsOf(rows: readonly Row[]): Partial<Record<PublishedSection, SectionVersionView>> {
  const out: Partial<Record<PublishedSection, SectionVersionView>> = {};
  for (const row of rows) if (row.value !== null) out[row.section] = versionView(row);
  return out;
}

/** What the console's Settings page shows: the bank's sections, each branch's own and version. */
export async function listPublishedSettings(
  deps: Pick<ConsoleDeps, 'db'>,
): Promise<PublishedSettingsView> {
  const rows = await newestRows(deps.db);
  const branches = await deps.db.query<{ code: string; name: string }>(
    'SELECT code, name FROM branches ORDER BY code',
  );
  const bankRows = rows.filter((r) => r.branch_code === null);
  const bankVersion = Math.max(0, ...bankRows.map((r) => Number(r.version)));
  return {
    bank: sectionsOf(bankRows),
    branches: branches.map((b): BranchSettingsView => {
      const own = rows.filter((r) => r.branch_code === b.code);
      return {
        code: b.code,
        name: b.name,
        version: Math.max(bankVersion, ...own.map((r) => Number(r.version))),
        own: sectionsOf(own),
      };
    }),
    starting: {
      ...Object.fromEntries(PUBLISHED_SETTINGS_SECTIONS.map((s) => [s, DEFAULT_SETTINGS[s]])),
      // D135: a list starts empty for both services; the sandbox's lists are never published.
      ...Object.fromEntries(PUBLISHED_LIST_SECTIONS.map((s) => [s, { test: [], live: [] }])),
      // D139: a sanctions list has no starting value: it is a file uploaded.
      ...Object.fromEntries(PUBLISHED_SANCTIONS_SECTIONS.map((s) => [s, null])),
      rtgsCalendar: preloadedCalendar(),
    } as PublishedSettingsView['starting'],
  };
}

/**
 * The branch's settings for its workstations (D126): the newest version that touches the branch,
 * and each published section (the branch's own value, else the bank's) as JSON text.
 */
export async function branchSettings(
  q: Queryable,
  branchCode: string,
): Promise<{ version: number; settings: string }> {
  const rows = await newestRows(q, branchCode);
  const parsed = (scope: Row[]) =>
    Object.fromEntries(
      scope.filter((r) => r.value !== null).map((r) => [r.section, JSON.parse(r.value!)]),
    );
  const bank = parsed(rows.filter((r) => r.branch_code === null));
  const own = parsed(rows.filter((r) => r.branch_code === branchCode));
  const version = Math.max(0, ...rows.map((r) => Number(r.version)));
  return { version, settings: JSON.stringify(effectiveSettings(bank, own)) };
}

/** Why a change for `branchCode` cannot be made (no such branch), or null. */
export async function unknownBranch(
  tx: Queryable,
  branchCode: string | null,
): Promise<ConsoleRefusal | null> {
  if (branchCode === null) return null;
  const [branch] = await tx.query('SELECT 1 FROM branches WHERE code = $1', [branchCode]);
  return branch
    ? null
    : refusal('unknown', `Head office has no branch ${branchCode.slice(0, 20)}.`);
}

/** The next bank-wide version (D156), under the lock, so versions commit in order (the caller's tx). */
export async function nextVersion(tx: Queryable): Promise<number> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [VERSION_LOCK]);
  return nextPublishedVersion(tx, 'settings_versions');
}

/** One section's new value (null: the bank's again) as a version, with its console event. */
export async function insertVersion(
  tx: Queryable,
  row: {
    version: number;
    at: Date;
    by: Pick<LiveSession, 'operatorId'>;
    branchCode: string | null;
    section: PublishedSection;
    stored: string | null;
  },
): Promise<void> {
  const { version, at, by, branchCode, section, stored } = row;
  await tx.query(
    `INSERT INTO settings_versions (version, at, by_operator, branch_code, section, value)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [version, at, by.operatorId, branchCode, section, stored],
  );
  await recordEvent(tx, at, by.operatorId, 'settings.published', {
    section,
    branchCode,
    version,
    ...(stored === null ? { bankValueAgain: true } : {}),
  });
}

function readChange(input: unknown): {
  branchCode: string | null;
  section: unknown;
  value: unknown;
} {
  const o = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const branchCode = typeof o.branchCode === 'string' ? o.branchCode : null;
  return { branchCode, section: o.section, value: o.value ?? null };
}

/** An admin's save of one section, for the bank or one branch: a new version, published at once. */
export async function publishSetting(
  deps: ConsoleDeps,
  by: LiveSession,
  input: unknown,
): Promise<Result<PublishedSettingsView, ConsoleRefusal>> {
  const { branchCode, section, value } = readChange(input);
  if (!isPublishedSection(section)) {
    return fail(
      refusal('invalid', `Choose one of the settings: ${PUBLISHED_SECTIONS.join(', ')}.`),
    );
  }
  if (isPublishedSanctionsSection(section) && value !== null) {
    // D139: a list's reference is head office's own, made only from a file it read whole.
    return fail(refusal('invalid', 'A sanctions list is published by uploading its file.'));
  }
  let stored: string | null = null;
  if (value !== null || branchCode === null) {
    const checked = validatePublishedSection(section, value);
    if (!checked.ok) return fail(invalid(checked.error));
    stored = JSON.stringify(checked.value);
  }
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const refused = await unknownBranch(tx, branchCode);
    if (refused) return refused;
    const version = await nextVersion(tx);
    await insertVersion(tx, { version, at: now, by, branchCode, section, stored });
    return null;
  });
  return done ? fail(done) : ok(await listPublishedSettings(deps));
}

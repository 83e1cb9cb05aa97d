import type { Db } from '../../hq/src/db/db';
import { migrate, MIGRATIONS } from '../../hq/src/db/migrations';
import type { HqMigration } from '../../hq/src/db/migrations/migration';
import { registerBranch } from '../../hq/src/enrolment/branches';
import { ensureMonth, monthStart } from '../../hq/src/projections/partitions';

/*
 * The console's figures at scale (D111): millions of transfers written straight into the console's
 * projection (hq_transfers, partitioned by month) by one INSERT … SELECT over generate_series a
 * chunk at a time, the secondary indexes dropped first and built once at the end, as a bulk load
 * is done. Pushing them through the ingest would take hours on this machine and measure the ingest,
 * which its own figure does. Rows as a replicated transfer projects them (projections/transfers.ts):
 * 200 workstations in 20 branches, three years, names and numbers the text filter finds. The
 * stored changes are not loaded: the console's pages never read them.
 */

/** Raise when the rows written here change: a cached database of another version is loaded again. */
export const LOAD_VERSION = 2;

export const BENCH_WORKSTATIONS = 200;
export const BENCH_BRANCHES = 20;
/** The transfers' three years end here, so a cached database matches a new run's queries. */
export const LAST_DAY = '2026-10-31';
const DAYS = 1_096;
const ZONES = ['Africa/Nairobi', 'Africa/Kampala', 'Africa/Dar_es_Salaam', 'Africa/Kigali'];

const FIRST_NAMES = [
  'Jane',
  'John',
  'Amina',
  'Peter',
  'Grace',
  'Joseph',
  'Mary',
  'David',
  'Esther',
  'Daniel',
  'Faith',
  'Samuel',
  'Ruth',
  'Moses',
  'Mercy',
  'Paul',
  'Alice',
  'James',
  'Lucy',
  'Brian',
  'Halima',
  'Hassan',
  'Zawadi',
  'Baraka',
  'Neema',
  'Juma',
  'Rehema',
  'Musa',
  'Imani',
  'Kevin',
];
const SURNAMES = [
  'Wanjiru',
  'Otieno',
  'Mwangi',
  'Kamau',
  'Odhiambo',
  'Njoroge',
  'Achieng',
  'Kiprop',
  'Mutua',
  'Wambui',
  'Ochieng',
  'Kariuki',
  'Nyambura',
  'Cheruiyot',
  'Onyango',
  'Mugo',
  'Atieno',
  'Kibet',
  'Muthoni',
  'Omondi',
  'Nakato',
  'Ssempa',
  'Mukasa',
  'Namutebi',
  'Okello',
  'Mbabazi',
  'Kato',
  'Nansubuga',
  'Mushi',
  'Massawe',
  'Mrema',
  'Shirima',
  'Uwimana',
  'Habimana',
  'Mugisha',
  'Niyonsaba',
  'Kimani',
  'Gitau',
  'Wekesa',
  'Barasa',
];

const sqlArray = (words: readonly string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;
/** Element `n` (any integer expression) of a SQL array literal, chosen by modulo. */
const pick = (words: readonly string[], n: string) =>
  `(${sqlArray(words)})[1 + (${n}) % ${words.length}]`;

/**
 * Transfers `from`..`to` (1-based) of `total`, spread evenly over the three years: transfer i is
 * workstation i mod 200's, its id the count of that workstation's before it. Every other column
 * from hashes of i, so each run writes the same rows.
 */
function insertSql(total: number): string {
  const stepMs = (DAYS * 86_400_000) / total;
  const first = `'${LAST_DAY}T23:59:59Z'::timestamptz - interval '${DAYS} days'`;
  return `
    INSERT INTO hq_transfers (workstation_id, branch_code, workstation_number, transfer_id, reference,
      kind, state, amount, currency, destination_country, sender_name, source_name, source_account,
      recipient_name, recipient_account, transaction_id, operator_id, customer, created_at,
      updated_at, time_zone, local_day, marks, flagged, search, sender_document)
    SELECT ws, branch, number, tid, reference, kind, state, amount, currency, 'KE', sender,
           'Acme Traders Ltd', source_account, recipient, recipient_account, txid, operator,
           json_build_object('name', sender, 'documentType', 'NationalId', 'documentNumber', doc,
             'documentCountry', 'KE', 'mobileNumber', mobile)::text,
           at, at, zone, (at AT TIME ZONE zone)::date,
           CASE WHEN h % 200 = 0 THEN '{reportable}'::text[] WHEN h % 997 = 0 THEN '{split}'::text[]
                ELSE '{}'::text[] END,
           h % 1009 = 0,
           lower(concat_ws(' ', reference, txid, sender, 'Acme Traders Ltd', source_account,
                           recipient, recipient_account, doc, mobile))
             || ' ' || concat_ws(' ', regexp_replace(reference, '\\D', '', 'g'),
                                 regexp_replace(mobile, '\\D', '', 'g')),
           -- An IMT sender's document as the journal files it (senderDocumentKey, D128).
           CASE WHEN kind = 'imt' THEN 'NationalId:' || doc END
    FROM (
      SELECT *,
             'BR' || lpad((w / 10 + 1)::text, 2, '0') AS branch,
             ${pick(ZONES, 'w / 10')} AS zone,
             ${pick(FIRST_NAMES, 'h')} || ' ' || ${pick(SURNAMES, 'h / 30')} AS sender,
             ${pick(FIRST_NAMES, 'h / 7')} || ' ' || ${pick(SURNAMES, 'h / 1200')} AS recipient,
             CASE WHEN h % 10 < 7 THEN 'rtgs' ELSE 'imt' END AS kind,
             CASE WHEN h % 100 < 86 THEN 'succeeded' WHEN h % 100 < 90 THEN 'queued'
                  WHEN h % 100 < 94 THEN 'rejected' WHEN h % 100 < 96 THEN 'unknown'
                  WHEN h % 100 < 98 THEN 'not_sent' ELSE 'accepted_pending' END AS state,
             (100 + h % 2000000)::text || '.' || lpad((h % 100)::text, 2, '0') AS amount,
             CASE WHEN h % 20 < 16 THEN 'KES' WHEN h % 20 < 19 THEN 'USD' ELSE 'UGX' END AS currency,
             '11' || lpad((h % 100000000)::text, 8, '0') AS source_account,
             CASE WHEN h % 10 < 7 THEN '01' || lpad(((h / 3) % 100000000000)::text, 11, '0')
                  ELSE '+2547' || lpad(((h / 5) % 100000000)::text, 8, '0') END AS recipient_account,
             CASE WHEN h % 100 < 86 THEN 'SBX' || upper(to_hex(i * 7919)) END AS txid,
             'clerk.' || (w + 1) || '.' || (h % 3 + 1) AS operator,
             lpad((h % 40000000)::text, 8, '0') AS doc,
             '+2547' || lpad(((h / 11) % 100000000)::text, 8, '0') AS mobile,
             'ws-' || lpad((w + 1)::text, 3, '0') AS ws,
             w % 10 + 1 AS number,
             -- A reference as a workstation writes it (D4): its number 10 to 99, then a 10-digit
             -- counter that is tenths of a second since 2026, a few hundred million by now.
             (10 + w % 90)::text || lpad((i * 37)::text, 10, '0') AS reference
      FROM (
        SELECT i, (i - 1) % ${BENCH_WORKSTATIONS} AS w, (i - 1) / ${BENCH_WORKSTATIONS} + 1 AS tid,
               abs(hashint8(i)::bigint) AS h,
               ${first} + ((i - 1) * ${stepMs.toFixed(3)}) * interval '1 millisecond' AS at
          FROM generate_series($1::bigint, $2::bigint) AS i
      ) AS s
    ) AS t`;
}

/**
 * The secondary indexes the migrations give `table`, each as it is made (the last definition of a
 * name, none once dropped): what a loaded database must hold, whatever a run cut short left.
 */
export function migratedIndexes(
  table: string,
  migrations: readonly HqMigration[] = MIGRATIONS,
): { name: string; sql: string }[] {
  const made = new Map<string, string>();
  const statement = new RegExp(
    String.raw`CREATE\s+INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)\s+ON\s+${table}\b[^;]*|DROP\s+INDEX\s+(?:IF\s+EXISTS\s+)?(\w+)`,
    'gi',
  );
  for (const { sql } of migrations) {
    for (const [text, createdName, droppedName] of sql.matchAll(statement)) {
      if (createdName) made.set(createdName, text.replace(/\s+/g, ' ').trim());
      else if (droppedName) made.delete(droppedName);
    }
  }
  return [...made].map(([name, sql]) => ({ name, sql }));
}

/** The names of `table`'s indexes that are not constraints. */
async function heldIndexes(db: Db, table: string): Promise<string[]> {
  const rows = await db.query<{ indexname: string }>(
    `SELECT indexname FROM pg_indexes
      WHERE schemaname = 'public' AND tablename = $1
        AND indexname NOT IN (SELECT conname FROM pg_constraint)`,
    [table],
  );
  return rows.map((r) => r.indexname);
}

/**
 * Builds each of `indexes`, with a sort area the size of a bank's server's, in its own transaction
 * (SET LOCAL: a pool's SET would reach one connection of ten). PGlite's is its WebAssembly heap.
 */
async function buildIndexes(
  db: Db,
  indexes: readonly { name: string; sql: string }[],
  say: (line: string) => void,
): Promise<void> {
  const memory = db.kind === 'pglite' ? '256MB' : '1GB';
  for (const index of indexes) {
    say(`  building ${index.name}`);
    await db.transaction(async (tx) => {
      await tx.query(`SET LOCAL maintenance_work_mem = '${memory}'`);
      await tx.query(index.sql);
    });
  }
}

/**
 * The migrations' indexes of hq_transfers the database lacks, built now. A load drops them for
 * speed and builds them at its end: a run stopped in between (or a database loaded before an
 * index's migration) leaves them missing, and neither pg_indexes nor the next load knows of them.
 */
export async function rebuildMissingIndexes(
  db: Db,
  say: (line: string) => void = () => undefined,
): Promise<string[]> {
  const held = new Set(await heldIndexes(db, 'hq_transfers'));
  const missing = migratedIndexes('hq_transfers').filter((index) => !held.has(index.name));
  await buildIndexes(db, missing, say);
  if (missing.length > 0) await db.query('ANALYZE hq_transfers');
  return missing.map((index) => index.name);
}

export interface LoadedDatabase {
  transfers: number;
  /** Null when the database already held them (cached). */
  loadedMs: number | null;
}

/** What the database holds of an earlier load, if it is of this version. */
async function earlierLoad(db: Db): Promise<number | null> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS bench_load (version integer NOT NULL, transfers bigint NOT NULL)',
  );
  const [row] = await db.query<{ transfers: number }>(
    'SELECT transfers FROM bench_load WHERE version = $1',
    [LOAD_VERSION],
  );
  return row ? Number(row.transfers) : null;
}

/**
 * Migrates the database and loads `total` transfers, unless it already holds them (a run before
 * this one loaded it): then it is only read. `say` reports progress.
 */
export async function loadTransfers(
  db: Db,
  total: number,
  say: (line: string) => void = () => undefined,
  chunk = 500_000,
): Promise<LoadedDatabase> {
  await migrate(db);
  if ((await earlierLoad(db)) === total) {
    await rebuildMissingIndexes(db, say);
    await backfillSenderDocuments(db, say);
    return { transfers: total, loadedMs: null };
  }
  const started = performance.now();
  await db.query('TRUNCATE hq_transfers, hq_record_desks, hq_record_values, bench_load');
  await registerBenchBranches(db);
  const firstMonth = monthStart(new Date(Date.parse(`${LAST_DAY}T00:00:00Z`) - DAYS * 86_400_000));
  for (let month = firstMonth; month <= LAST_DAY; month = nextMonth(month)) {
    await ensureMonth(db, 'hq_transfers', month);
  }
  // A partitioned table's index is dropped with its partitions' (names are PostgreSQL's own).
  for (const name of await heldIndexes(db, 'hq_transfers')) await db.query(`DROP INDEX ${name}`);
  const insert = insertSql(total);
  for (let from = 1; from <= total; from += chunk) {
    const to = Math.min(total, from + chunk - 1);
    await db.query(insert, [from, to]);
    say(`  loaded ${to.toLocaleString('en')} of ${total.toLocaleString('en')} transfers`);
  }
  await rebuildMissingIndexes(db, say);
  await db.query(
    `INSERT INTO hq_record_desks (workstation_id, branch_code, workstation_number)
       SELECT DISTINCT workstation_id, branch_code, workstation_number FROM hq_transfers
        WHERE transfer_id = 1
     ON CONFLICT DO NOTHING`,
  );
  await db.query(
    `INSERT INTO hq_record_values (dimension, value)
       SELECT DISTINCT 'operator', operator_id FROM hq_transfers WHERE transfer_id <= 50
       UNION SELECT DISTINCT 'currency', currency FROM hq_transfers WHERE transfer_id <= 50
     ON CONFLICT DO NOTHING`,
  );
  await db.query('ANALYZE hq_transfers');
  await db.query('INSERT INTO bench_load (version, transfers) VALUES ($1, $2)', [
    LOAD_VERSION,
    total,
  ]);
  return { transfers: total, loadedMs: performance.now() - started };
}

/** How many days before LAST_DAY a cached load's documents are filled in (one window each). */
export const BACKFILLED_DAYS = 31;

/**
 * A database loaded before the loader filled `sender_document` (migration 012) gets it once for
 * its last BACKFILLED_DAYS days, as that migration does for its last eight: the counted windows
 * are days, and the limit check's figure reads the last days of the load. Rewriting three million
 * rows and their trigram entries would take most of an hour here; these 280,000, a minute.
 */
export async function backfillSenderDocuments(
  db: Db,
  say: (line: string) => void = () => undefined,
): Promise<number> {
  const [filled] = await db.query(
    "SELECT 1 FROM hq_transfers WHERE sender_document IS NOT NULL AND kind = 'imt' LIMIT 1",
  );
  if (filled) return 0;
  say(`  filling the senders' documents of the last ${BACKFILLED_DAYS} days`);
  const rows = await db.query<{ n: number }>(
    `WITH filled AS (
       UPDATE hq_transfers
          SET sender_document = 'NationalId:' || (customer::json->>'documentNumber')
        WHERE kind = 'imt' AND sender_document IS NULL
          AND created_at >= $1::timestamptz - make_interval(days => $2)
        RETURNING 1)
     SELECT count(*)::int AS n FROM filled`,
    [`${LAST_DAY}T23:59:59Z`, BACKFILLED_DAYS],
  );
  await db.query('ANALYZE hq_transfers');
  return rows[0]?.n ?? 0;
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
}

/** The 20 branches the transfers name, registered as a head-office admin would. */
export async function registerBenchBranches(db: Db): Promise<void> {
  const deps = { db, now: () => new Date() };
  for (let b = 1; b <= BENCH_BRANCHES; b += 1) {
    const code = `BR${String(b).padStart(2, '0')}`;
    const [held] = await db.query('SELECT 1 FROM branches WHERE code = $1', [code]);
    if (held) continue;
    const made = await registerBranch(deps, {
      code,
      name: `Branch ${b}`,
      country: 'KE',
      timeZone: ZONES[Math.floor((b - 1) % ZONES.length)]!,
    });
    if (!made.ok) throw new Error(made.error.message);
  }
}

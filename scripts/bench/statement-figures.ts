import type { TransferState } from '@shared/domain/transfer-states';
import { parseStatementFile } from '../../electron/main/statements/files/parse-statement';
import { accountKey } from '../../electron/main/statements/files/statement-file';
import { matchStatement, type MatchTransfer } from '../../electron/main/statements/matching';
import { percentile, type Measured } from './figures';
import { seededRandom } from './seeded-random';
import { camt053, mt940, type StatementEntry, type StatementSpec } from './statement-files';

/*
 * D105's figure: a month's statement of 10,000 lines, in camt.053 as a bank writes it, read and
 * matched against 1,000,000 transfers held as plain data: every transfer of the journal given to
 * the matcher, where the app gives it only those the statement names and the account's of the
 * period (found through indexes, migration 025). The lines: most name their transfer's reference,
 * some only the bank's id, some neither (charges, and debits found by amount and date), returns,
 * amounts that differ; some of the period's transfers are missing from the statement.
 */

const ACCOUNT = '0011547896523';
const OTHER_ACCOUNTS = ['0011547896531', '3100456789012', '0150234567801'];
const STATES: readonly TransferState[] = [
  'succeeded',
  'succeeded',
  'succeeded',
  'queued',
  'unknown',
];
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.parse('2024-01-01T00:00:00Z');

function isoDay(n: number): string {
  return new Date(FIRST_DAY + n * DAY_MS).toISOString().slice(0, 10);
}

/** A million transfers over 1,000 days, a thousand a day; the statement's account's among them. */
export function millionTransfers(count = 1_000_000): MatchTransfer[] {
  const random = seededRandom(29);
  const transfers: MatchTransfer[] = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const cents = 10_000 + Math.floor(random() * 5_000_000);
    transfers[i] = {
      id: i + 1,
      reference: `20${String(1_000_000_000 + i)}`,
      transactionId: `SBX${(i + 1).toString(36).toUpperCase().padStart(8, '0')}`,
      amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
      currency: 'KES',
      valueDate: isoDay(Math.floor(i / 1_000)),
      state: STATES[Math.floor(random() * STATES.length)]!,
      account: accountKey(
        random() < 0.4 ? ACCOUNT : OTHER_ACCOUNTS[Math.floor(random() * OTHER_ACCOUNTS.length)]!,
      ),
    };
  }
  return transfers;
}

/** A statement of `lines` lines over the last month of the transfers, in the shapes of D104. */
export function monthStatement(transfers: readonly MatchTransfer[], lines = 10_000): StatementSpec {
  const random = seededRandom(121);
  const lastDay = Math.floor((transfers.length - 1) / 1_000);
  const from = isoDay(lastDay - 29);
  const to = isoDay(lastDay);
  const ofAccount = transfers.filter(
    (t) => t.account === ACCOUNT && t.valueDate >= from && t.valueDate <= to,
  );
  const entries: StatementEntry[] = [];
  for (let i = 0; entries.length < lines && i < ofAccount.length; i += 1) {
    const transfer = ofAccount[i]!;
    // One in fifty is missing from the statement.
    if (random() < 0.02) continue;
    const roll = random();
    const base = {
      direction: 'debit' as const,
      amount: transfer.amount,
      valueDate: transfer.valueDate,
    };
    if (roll < 0.85)
      entries.push({
        ...base,
        reference: transfer.reference,
        bankReference: transfer.transactionId,
      });
    else if (roll < 0.93) entries.push({ ...base, bankReference: transfer.transactionId });
    else if (roll < 0.96) entries.push({ ...base, description: 'RTGS' });
    else if (roll < 0.98)
      entries.push({
        ...base,
        reference: transfer.reference,
        amount: `${transfer.amount.split('.')[0]}.99`,
      });
    else {
      entries.push({
        ...base,
        reference: transfer.reference,
        bankReference: transfer.transactionId,
      });
      entries.push({
        ...base,
        direction: 'credit',
        reference: transfer.reference,
        bankReference: `RTN${i}`,
        returned: { code: 'AC04' },
      });
    }
    if (random() < 0.01) {
      entries.push({
        direction: 'debit',
        amount: '120.00',
        valueDate: transfer.valueDate,
        bankReference: `CHG${i}`,
        description: 'RTGS charges',
      });
    }
  }
  return {
    account: ACCOUNT,
    currency: 'KES',
    statementId: `BENCH-${to}`,
    from,
    to,
    opening: '900000000.00',
    entries: entries.slice(0, lines),
  };
}

/** Wall and CPU time of `work`, in ms: on the shared machine the two part ways (docs/benchmarks.md). */
function timed<T>(work: () => T): { value: T; ms: number; cpuMs: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const value = work();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { value, ms, cpuMs: (used.user + used.system) / 1000 };
}

export function statementFigures(runs = 3): Measured[] {
  const transfers = millionTransfers();
  const spec = monthStatement(transfers);
  const files = {
    camt053: new TextEncoder().encode(camt053(spec)),
    mt940: new TextEncoder().encode(mt940(spec)),
  };
  const samples = {
    read: [] as number[],
    readCpu: [] as number[],
    match: [] as number[],
    matchCpu: [] as number[],
    mt940: [] as number[],
  };
  let items = 0;
  for (let run = 0; run < runs; run += 1) {
    const read = timed(() => parseStatementFile('camt053', files.camt053)[0]!);
    const statement = read.value;
    const lines = statement.lines.map((line, i) => ({ ...line, n: i + 1 }));
    const matched = timed(() =>
      matchStatement({
        account: accountKey(statement.account),
        periodFrom: statement.periodFrom,
        periodTo: statement.periodTo,
        lines,
        transfers,
        matchedBefore: new Set(),
      }),
    );
    items = matched.value.length;
    samples.read.push(read.ms);
    samples.readCpu.push(read.cpuMs);
    samples.match.push(matched.ms);
    samples.matchCpu.push(matched.cpuMs);
    samples.mt940.push(timed(() => parseStatementFile('mt940', files.mt940)).ms);
  }
  const p50 = (values: number[]) => Number(percentile(values, 50).toFixed(1));
  const detail = {
    lines: spec.entries.length,
    transfers: transfers.length,
    items,
    camt053Mb: Number((files.camt053.byteLength / 1e6).toFixed(1)),
    matchMs: p50(samples.match),
    matchCpuMs: p50(samples.matchCpu),
    readMs: p50(samples.read),
    readCpuMs: p50(samples.readCpu),
    mt940ReadMs: p50(samples.mt940),
  };
  return [
    { id: 'statement-match', value: percentile(samples.match, 50), detail },
    { id: 'statement-read', value: percentile(samples.read, 50), detail },
  ];
}

import type {
  BranchDay,
  BranchDayLine,
  CounterBehind,
  CounterDay,
  EndOfDayReport,
} from '@shared/domain/end-of-day';
import type { HeadOfficeStatusView } from '@shared/domain/head-office';
import { amountToMinorUnits, minorUnitsToAmount } from '@shared/domain/money';
import { STATE_LABELS, type TransferState } from '@shared/domain/transfer-states';
import {
  BRANCH_PAGE_MAX,
  type BranchPlace,
  type BranchTransferRow,
  type BranchClosing,
  type BranchWorkstationState,
} from '../../../hq/protocol/branch-desk';
import type { HeadOfficeService } from '../head-office/head-office-service';
import type { Journal } from '../journal/journal';
import { operatorText } from '@shared/domain/operators';
import { byLine } from '../reports/end-of-day';

/*
 * D127: the branch's end of day adds up every counter: this workstation's lines as its own end of
 * day counts them, each other counter's from head office's copy of its transfers of the day, and
 * the branch's total. A counter whose last push said changes still waited on it, or that head
 * office has not heard from for a while before the day's end, is named with since when, so the
 * supervisor knows the branch's figure may be incomplete.
 */

/** Silence longer than this (the sender tries every 30 seconds) says a counter may be behind. */
export const SILENT_AFTER_MS = 5 * 60_000;

/** At most this many pages of the other counters' day are read (200 rows each). */
const MAX_PAGES = 100;

type Line = Pick<BranchDayLine, 'kind' | 'currency' | 'state' | 'count' | 'total'>;

/** Lines added up per kind, currency and state, in the end of day's order. */
export function addLines(lines: readonly Line[]): BranchDayLine[] {
  const sums = new Map<string, { count: number; minor: bigint }>();
  for (const line of lines) {
    const key = JSON.stringify([line.kind, line.currency, line.state]);
    const sum = sums.get(key) ?? { count: 0, minor: 0n };
    sum.count += line.count;
    sum.minor += amountToMinorUnits(line.total);
    sums.set(key, sum);
  }
  const out = [...sums].map(([key, sum]): BranchDayLine => {
    const [kind, currency, state] = JSON.parse(key) as [
      BranchDayLine['kind'],
      string,
      TransferState,
    ];
    const label = STATE_LABELS[state];
    return {
      kind,
      currency,
      state,
      stateLabel: label,
      count: sum.count,
      total: minorUnitsToAmount(sum.minor),
    };
  });
  return out.sort((a, b) => byLine({ ...a, fees: '0.00' }, { ...b, fees: '0.00' }));
}

/** What head office knows says a counter may lack changes there; null when nothing does. */
export function behindOf(
  state: BranchWorkstationState,
  dayEnd: number,
  now: number,
): CounterBehind | null {
  const waiting = state.waiting && state.waiting.count > 0 ? state.waiting : null;
  const seen = state.lastSeenAt === null ? null : Date.parse(state.lastSeenAt);
  const until = Math.min(dayEnd, now);
  const silent = seen !== null && until - seen > SILENT_AFTER_MS ? state.lastSeenAt : null;
  if (!waiting && !silent) return null;
  return { count: waiting?.count ?? null, since: waiting?.since ?? null, silentSince: silent };
}

export interface BranchDayFacts {
  ownNumber: number;
  own: EndOfDayReport;
  /** This workstation's outbox: what head office lacks of it. */
  ownStatus: Pick<HeadOfficeStatusView, 'waiting' | 'oldestWaitingAt'>;
  /** Null when head office could not be read. */
  remote: {
    rows: readonly BranchTransferRow[];
    workstations: readonly BranchWorkstationState[];
    /** D138: the other workstations' closings of the day (absent: none known). */
    closings?: readonly BranchClosing[];
  } | null;
  problem: string | null;
  now: number;
  /** An operator as the branch's staff read them, "Grace Wanjiru (super.grace)"; the id if none. */
  nameOf?: (operatorId: string) => string;
}

/** D138: a counter's closing as the end of day shows it; null when it has not closed. */
function closedOf(
  closings: readonly BranchClosing[],
  workstationId: string,
  nameOf: (operatorId: string) => string,
) {
  const found = closings.find((c) => c.workstationId === workstationId);
  return found
    ? {
        closedAt: found.closedAt,
        closedBy: nameOf(found.closedBy),
        checkedBy: found.checkedBy === null ? null : nameOf(found.checkedBy),
      }
    : null;
}

/** The branch's day from this workstation's report and head office's rows. */
export function branchDayOf(facts: BranchDayFacts): BranchDay {
  const dayEnd = Date.parse(facts.own.toInstant);
  const own: CounterDay = {
    number: facts.ownNumber,
    own: true,
    lines: addLines(facts.own.lines),
    behind:
      facts.ownStatus.waiting > 0
        ? {
            count: facts.ownStatus.waiting,
            since: facts.ownStatus.oldestWaitingAt,
            silentSince: null,
          }
        : null,
  };
  const counters: CounterDay[] = [own];
  for (const state of facts.remote?.workstations ?? []) {
    if (state.number === facts.ownNumber || !state.enrolled || state.revoked) continue;
    const rows = facts.remote!.rows.filter((row) => row.workstationNumber === state.number);
    counters.push({
      number: state.number,
      own: false,
      lines: addLines(
        rows.map((row) => ({
          kind: row.kind as BranchDayLine['kind'],
          currency: row.currency,
          state: row.state as TransferState,
          count: 1,
          total: row.amount,
        })),
      ),
      behind: behindOf(state, dayEnd, facts.now),
      // A head office before D138 says nothing of closings: nothing is said of them either.
      ...(facts.remote!.closings
        ? {
            closed: closedOf(
              facts.remote!.closings,
              state.workstationId,
              facts.nameOf ?? ((id) => id),
            ),
          }
        : {}),
    });
  }
  counters.sort((a, b) => a.number - b.number);
  return {
    reached: facts.remote !== null,
    problem: facts.problem,
    counters,
    totals: addLines(counters.flatMap((counter) => counter.lines)),
  };
}

export interface BranchEndOfDayDeps {
  headOffice: Pick<HeadOfficeService, 'branchDesk' | 'branchTransfers' | 'status'>;
  now: () => number;
  /** The branch's operators head office publishes (D115), for their names in the closings. */
  journal?: Pick<Journal, 'operators'>;
}

/** The report with its branch part added, on an enrolled workstation; the report alone else. */
export async function withBranch(
  deps: BranchEndOfDayDeps,
  report: EndOfDayReport,
): Promise<EndOfDayReport> {
  const desk = deps.headOffice.branchDesk();
  if (!desk) return report;
  const rows: BranchTransferRow[] = [];
  let workstations: readonly BranchWorkstationState[] = [];
  let closings: readonly BranchClosing[] | undefined;
  let problem: string | null = null;
  let after: BranchPlace | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const answer = await deps.headOffice.branchTransfers({
      filters: { from: report.day, to: report.day },
      after,
      limit: BRANCH_PAGE_MAX,
    });
    if (!answer.ok) {
      problem = answer.error.message;
      break;
    }
    rows.push(...answer.value.rows);
    workstations = answer.value.workstations;
    closings = answer.value.closings ?? closings;
    if (answer.value.next === null) break;
    after = answer.value.next;
  }
  const branch = branchDayOf({
    ownNumber: desk.number,
    own: report,
    ownStatus: deps.headOffice.status(),
    remote: problem === null ? { rows, workstations, ...(closings ? { closings } : {}) } : null,
    problem,
    now: deps.now(),
    nameOf: (id) => operatorText(id, deps.journal?.operators.get(id)?.displayName),
  });
  return { ...report, branch };
}

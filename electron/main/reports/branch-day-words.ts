import type { BranchDayLine, CounterDay, EndOfDayReport } from '@shared/domain/end-of-day';
import { textIn, type Language } from '@shared/i18n/catalog';
import { printedTimeText } from './receipt-document';
import { kindNameIn, stateNameIn } from './report-words';

/*
 * D127: the branch's part of the end of day in words, for the CSV and the sheet. The CSV: each counter's lines and the branch's total,
 * the counter named in its own column, then each counter whose changes head office may lack,
 * with since when. None on a workstation not enrolled with head office.
 */

type Cells = Record<string, string>;

export function counterText(language: Language, counter: Pick<CounterDay, 'number' | 'own'>) {
  const name = textIn(language, 'branchDesk.counter', { number: counter.number });
  return counter.own ? textIn(language, 'branchDesk.day.thisCounter', { counter: name }) : name;
}

export function branchCsvRecords(
  report: EndOfDayReport,
  language: Language,
  blank: Cells,
): Cells[] {
  const branch = report.branch;
  if (!branch) return [];
  const section = textIn(language, 'branchDesk.day.section');
  const line = (counter: string, l: BranchDayLine): Cells => ({
    ...blank,
    day: report.day,
    section,
    counter,
    kind: kindNameIn(language, l.kind),
    currency: l.currency,
    state: stateNameIn(language, l.state),
    count: String(l.count),
    total: l.total,
  });
  const behindSection = textIn(language, 'branchDesk.day.sectionBehind');
  const closedSection = textIn(language, 'branchDesk.day.sectionClosed');
  return [
    ...branch.counters.flatMap((c) => c.lines.map((l) => line(counterText(language, c), l))),
    ...branch.totals.map((l) => line(textIn(language, 'branchDesk.day.total'), l)),
    ...branch.counters
      .filter((c) => c.behind !== null)
      .map((c): Cells => {
        const since = c.behind!.since ?? c.behind!.silentSince;
        return {
          ...blank,
          day: report.day,
          section: behindSection,
          counter: counterText(language, c),
          count: c.behind!.count === null ? '' : String(c.behind!.count),
          at: since ? printedTimeText(since, report.timeZone) : '',
        };
      }),
    // D138: each other counter's closing of the day, or an empty time when it has not closed.
    ...branch.counters
      .filter((c) => !c.own && c.closed !== undefined && branch.reached)
      .map((c): Cells => ({
        ...blank,
        day: report.day,
        section: closedSection,
        counter: counterText(language, c),
        operator: c.closed
          ? [c.closed.closedBy, c.closed.checkedBy].filter(Boolean).join(', ')
          : '',
        at: c.closed ? printedTimeText(c.closed.closedAt, report.timeZone) : '',
      })),
  ];
}

/** The sentences saying which counters head office may lack changes of, with since when. */
export function behindSentences(report: EndOfDayReport, language: Language): string[] {
  const branch = report.branch;
  if (!branch) return [];
  const name = (number: number) => textIn(language, 'branchDesk.counter', { number });
  const own = branch.counters.find((c) => c.own);
  const out: string[] = branch.reached
    ? []
    : [textIn(language, 'branchDesk.day.unreached', { counter: name(own?.number ?? 0) })];
  for (const c of branch.counters) {
    if (c.behind !== null && c.behind.count !== null) {
      const since = c.behind.since ? printedTimeText(c.behind.since, report.timeZone) : '—';
      out.push(
        textIn(language, 'branchDesk.day.behind', {
          counter: name(c.number),
          count: c.behind.count,
          since,
        }),
      );
    }
    if (c.behind?.silentSince) {
      const since = printedTimeText(c.behind.silentSince, report.timeZone);
      out.push(textIn(language, 'branchDesk.day.silent', { counter: name(c.number), since }));
    }
  }
  if (out.length > 0) out.push(textIn(language, 'branchDesk.day.incomplete'));
  return out;
}

/** D138: a sentence for each other counter: when it closed the day and who, or that it has not. */
export function closingSentences(report: EndOfDayReport, language: Language): string[] {
  const branch = report.branch;
  if (!branch?.reached) return [];
  return branch.counters
    .filter((c) => !c.own && c.closed !== undefined)
    .map((c) => {
      const counter = textIn(language, 'branchDesk.counter', { number: c.number });
      if (!c.closed) return textIn(language, 'branchDesk.day.open', { counter });
      const at = printedTimeText(c.closed.closedAt, report.timeZone);
      const by = c.closed.closedBy;
      return c.closed.checkedBy
        ? textIn(language, 'branchDesk.day.closed', {
            counter,
            at,
            by,
            checkedBy: c.closed.checkedBy,
          })
        : textIn(language, 'branchDesk.day.closedAlone', { counter, at, by });
    });
}

/*
 * The marks the controls put on a transfer (D43, D81), which the receipt log shows and filters by.
 * Apart from controls.ts, which reads log rows, so that the log's types need nothing from the
 * controls.
 */

/**
 * D81: the rolling windows a customer's split series is looked for in, back from each transfer's
 * own time: the last 24 hours, 7 × 24 hours and 30 × 24 hours, whatever the calendar or the zone.
 */
export const SPLIT_WINDOWS = [
  { window: '24h', hours: 24 },
  { window: '7d', hours: 7 * 24 },
  { window: '30d', hours: 30 * 24 },
] as const;
export type SplitWindow = (typeof SPLIT_WINDOWS)[number]['window'];

/**
 * The window a split mark was found in: one of D81's, or `day`, D43's series of one IMT sender
 * document's branch day, which no transfer is marked with any more and which old marks keep.
 */
export type SplitMarkWindow = 'day' | SplitWindow;

/** Each window's mark, as the journal's `control_marks.mark` holds it. */
export const SPLIT_MARKS = {
  day: 'split',
  '24h': 'split-24h',
  '7d': 'split-7d',
  '30d': 'split-30d',
} as const satisfies Readonly<Record<SplitMarkWindow, string>>;
/** A mark the controls write now: reportable, or a split series of one of D81's windows. */
export type MarkCode = 'reportable' | (typeof SPLIT_MARKS)[SplitWindow];

/** The windows in the order they are named: the old branch day first, then the shortest. */
export const SPLIT_MARK_WINDOWS: readonly SplitMarkWindow[] = ['day', '24h', '7d', '30d'];

/** The window a journal mark stands for; null for `reportable` or a mark this build does not know. */
export function splitWindowOfMark(mark: string): SplitMarkWindow | null {
  return SPLIT_MARK_WINDOWS.find((window) => SPLIT_MARKS[window] === mark) ?? null;
}

/** The marks of a transfer for supervisors and compliance (never for the customer). */
export interface ControlMarks {
  reportable: boolean;
  /** One of a split series, in any window. */
  split: boolean;
  /** The windows its series were found in, in SPLIT_MARK_WINDOWS' order (empty when none). */
  splitWindows: SplitMarkWindow[];
}

export const NO_MARKS: ControlMarks = { reportable: false, split: false, splitWindows: [] };

/** A transfer's marks from the journal's mark codes, whatever their order. */
export function marksOfCodes(codes: Iterable<string>): ControlMarks {
  const found = new Set(codes);
  const splitWindows = SPLIT_MARK_WINDOWS.filter((window) => found.has(SPLIT_MARKS[window]));
  return { reportable: found.has('reportable'), split: splitWindows.length > 0, splitWindows };
}

/**
 * The receipt log's mark filter: reportable, a split series in any window, either, or (D81) a
 * series found in one window.
 */
export const MARK_FILTERS = [
  'reportable',
  'split',
  'either',
  'split-24h',
  'split-7d',
  'split-30d',
  // D128, D133: counted at the counter alone, head office out of reach (a column, not a mark).
  'checked-offline',
] as const;
export type MarkFilter = (typeof MARK_FILTERS)[number];

/**
 * D133: the code another counter's row carries among its marks on the branch desk's page (D127)
 * when that counter checked it alone; in the journals it is a column, not a mark.
 */
export const CHECKED_OFFLINE_MARK = 'checked-offline';

/** The journal's mark codes a filter finds (none for `checked-offline`: the transfer's column). */
export function markCodesOf(filter: MarkFilter): string[] {
  const split = SPLIT_MARK_WINDOWS.map((window) => SPLIT_MARKS[window]);
  switch (filter) {
    case 'reportable':
      return ['reportable'];
    case 'split':
      return split;
    case 'either':
      return ['reportable', ...split];
    case 'checked-offline':
      return [];
    default:
      return [filter];
  }
}

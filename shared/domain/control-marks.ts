/*
 * The marks the controls put on a transfer (D43), which the receipt log shows and filters by. Apart
 * from controls.ts, which reads log rows, so that the log's types need nothing from the controls.
 */

/** The marks of a transfer for supervisors and compliance (never for the customer). */
export interface ControlMarks {
  reportable: boolean;
  split: boolean;
}

export const NO_MARKS: ControlMarks = { reportable: false, split: false };

/** The receipt log's mark filter. */
export const MARK_FILTERS = ['reportable', 'split', 'either'] as const;
export type MarkFilter = (typeof MARK_FILTERS)[number];

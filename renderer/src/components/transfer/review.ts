/** One line of the review: the body field, its value exactly as it will be sent, and a gloss. */
export interface ReviewRow {
  path: string;
  label: string;
  value: string;
  /** Words for a code (`Kenya` for `KE`); never replaces the value itself. */
  note?: string | null;
}

export interface ReviewSection {
  title: string;
  rows: ReviewRow[];
}

export function reviewRow(
  path: string,
  label: string,
  value: string | undefined,
  note: string | null = null,
): ReviewRow {
  const text = value ?? '';
  return { path, label, value: text, note: note === text ? null : note };
}

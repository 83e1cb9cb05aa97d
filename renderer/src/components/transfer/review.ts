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

/**
 * The review of a draft, derived from what the form shows: one section per group and one row per
 * field, in the form's order, each labelled as on the form. `noteFor` gives the words for a code
 * (a country, a document type, a purpose); the value itself is always shown exactly.
 */
export function reviewSections(
  draft: object,
  paths: readonly string[],
  groupLabels: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, Readonly<Record<string, string>>>>,
  noteFor: (field: string, value: string) => string | null,
): ReviewSection[] {
  const sections: ReviewSection[] = [];
  let currentGroup: string | null = null;
  for (const path of paths) {
    const [group = '', field = ''] = path.split('.');
    const value = (draft as Record<string, Record<string, string | undefined> | undefined>)[
      group
    ]?.[field];
    if (group !== currentGroup) {
      sections.push({ title: groupLabels[group] ?? group, rows: [] });
      currentGroup = group;
    }
    const note = value ? noteFor(field, value) : null;
    sections.at(-1)!.rows.push(reviewRow(path, labels[group]?.[field] ?? path, value, note));
  }
  return sections;
}

import { amountInWords } from '@shared/domain/amount-words';
import { amountText } from '../../format';
import { i18n } from '../../i18n';
import type { CurrencyCode } from '@shared/domain/countries';
import { countryName, currencyName, isCurrencyCode } from '@shared/domain/countries';
import { isAmountText } from '@shared/domain/money';
import { CUSTOMER_GROUP, CUSTOMER_REVIEW_LABELS, customerGloss } from '../customer/customer-form';

/** One line of the review: the body field, its value exactly as it will be sent, and a gloss. */
export interface ReviewRow {
  path: string;
  label: string;
  value: string;
  /** Words for a code (`Kenya` for `KE`); never replaces the value itself. */
  note?: string | null;
  /** The value as a teller reads it (`1,000.50` for `1000.50`), shown instead of the value. */
  shown?: string | null;
  /** A line under the value: the amount in words. */
  detail?: string | null;
  /**
   * Words after a code that has no name, as the receipt puts them: `99 (not in the branch's list
   * of banks)`.
   */
  remark?: string | null;
}

/** What `noteFor` gives for a value: its name, a remark for a code without one, or nothing. */
export type ReviewGloss = string | { remark: string } | null;

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
 * The amount row as a teller reads it with the customer: thousands separators and the amount in
 * words. What is sent stays the row's value, the canonical text (D9).
 */
export function withAmountWords(
  sections: ReviewSection[],
  currency: string,
  words: (amount: string, currency: CurrencyCode) => string,
): ReviewSection[] {
  for (const section of sections) {
    for (const row of section.rows) {
      if (row.path !== 'transfer.amount' || !isAmountText(row.value)) continue;
      row.shown = amountText(row.value);
      row.detail = isCurrencyCode(currency) ? words(row.value, currency) : null;
    }
  }
  return sections;
}

/**
 * The review of a draft, derived from what the form shows: one section per group and one row per
 * field, in the form's order, each labelled as on the form. `noteFor` gives the words for a code
 * (a country, a currency, a document type, a purpose, a bank, a wallet), shown before it as the
 * receipt shows them, or a remark for a code without a name; the value itself is always shown
 * exactly.
 */
export function reviewSections(
  draft: object,
  paths: readonly string[],
  groupLabels: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, Readonly<Record<string, string>>>>,
  noteFor: (field: string, value: string) => ReviewGloss,
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
    const gloss = value ? noteFor(field, value) : null;
    const row = reviewRow(
      path,
      labels[group]?.[field] ?? path,
      value,
      typeof gloss === 'string' ? gloss : null,
    );
    if (gloss !== null && typeof gloss === 'object') row.remark = gloss.remark;
    sections.at(-1)!.rows.push(row);
  }
  return sections;
}

/**
 * The review of a transfer draft of either kind: its sections with the customer's block (D77)
 * named as on its form, countries and currencies by name, and the amount in words. `noteFor`
 * words the kind's own codes (an RTGS purpose or bank, an IMT wallet).
 */
/** What both kinds' review headlines say alike: how much, in what, to whom, in which country. */
export function headlineAmount(draft: {
  transfer: { amount: string; currencyCode: string };
  destination: { name: string; countryCode: string };
}): { amount: string; currency: string; name: string; country: string } {
  return {
    amount: amountText(draft.transfer.amount),
    currency: draft.transfer.currencyCode,
    name: draft.destination.name,
    country: countryName(draft.destination.countryCode),
  };
}

/** A group's body paths, in the order given: `pathsIn('source', 'name')` is `['source.name']`. */
export function pathsIn(group: string, ...fields: readonly string[]): string[] {
  return fields.map((field) => `${group}.${field}`);
}

export function transferReview(
  draft: { transfer: { currencyCode: string } },
  paths: readonly string[],
  groupLabels: Readonly<Record<string, string>>,
  labels: Readonly<Record<string, Readonly<Record<string, string>>>>,
  noteFor: (field: string, value: string) => ReviewGloss,
): ReviewSection[] {
  const groups = { ...groupLabels, ...CUSTOMER_GROUP };
  const allLabels = { ...labels, ...CUSTOMER_REVIEW_LABELS };
  const sections = reviewSections(draft, paths, groups, allLabels, (field, value) => {
    const gloss = customerGloss(field, value);
    if (gloss !== null) return gloss;
    if (field === 'countryCode') return countryName(value);
    if (field === 'currency' || field === 'currencyCode') return currencyName(value);
    return noteFor(field, value);
  });
  // D154: in the operator's language, as the figures beside them are (amountText).
  return withAmountWords(sections, draft.transfer.currencyCode, (amount, currency) =>
    amountInWords(amount, currency, i18n.global.locale.value),
  );
}

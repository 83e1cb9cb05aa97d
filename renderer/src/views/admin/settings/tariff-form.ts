import type { FeeBand, FeeRule, Tariff } from '@shared/domain/charges';
import { CURRENCY_CODES, IMT_CURRENCY_CODES, type CurrencyCode } from '@shared/domain/countries';
import { groupedAmount, normaliseAmountInput } from '@shared/domain/money';

/*
 * D119: the tariff as the admin's form holds it: per product and currency, the kind of fee and
 * every kind's fields as text (a kind not chosen keeps what was typed), the bands as lines.
 */

export type FeeKindChoice = '' | FeeRule['kind'];

export interface FeeFields {
  kind: FeeKindChoice;
  fee: string;
  percent: string;
  min: string;
  max: string;
  bands: string;
}

export type TariffForm = Record<'rtgs' | 'imt', Record<string, FeeFields>>;

const EMPTY: FeeFields = { kind: '', fee: '', percent: '', min: '', max: '', bands: '' };

/** `1000.00 30.00` a line, the last band's fee alone: what the admin reads and types. */
export function bandsText(bands: readonly FeeBand[]): string {
  return bands
    .map((band) =>
      band.upTo === null
        ? groupedAmount(band.fee)
        : `${groupedAmount(band.upTo)} ${groupedAmount(band.fee)}`,
    )
    .join('\n');
}

/** Typed text as amount text where it reads as one; as typed otherwise, for the schema to name. */
function amount(typed: string): string {
  const read = normaliseAmountInput(typed);
  return read.ok ? read.value : typed.trim();
}

/**
 * The lines back into bands: a line of two amounts is a band, a line of one the open band. A line
 * of more (`10 000 500`, thousands set apart by spaces) is no band: its fee keeps the rest as
 * typed, for the schema to refuse, never a band of the first two figures with the third dropped
 * (D154: that saved "up to 10.00, fee 0.00" without a word).
 */
export function bandsFrom(text: string): FeeBand[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [first = '', ...rest] = line.split(/\s+/);
      if (rest.length === 0) return { upTo: null, fee: amount(first) };
      return { upTo: amount(first), fee: rest.length === 1 ? amount(rest[0]!) : rest.join(' ') };
    });
}

function fieldsOf(rule: FeeRule | undefined): FeeFields {
  if (rule === undefined) return { ...EMPTY };
  switch (rule.kind) {
    case 'fixed':
      return { ...EMPTY, kind: 'fixed', fee: groupedAmount(rule.fee) };
    case 'percent':
      return {
        ...EMPTY,
        kind: 'percent',
        percent: rule.percent,
        min: groupedAmount(rule.min),
        max: groupedAmount(rule.max),
      };
    case 'bands':
      return { ...EMPTY, kind: 'bands', bands: bandsText(rule.bands) };
  }
}

function ruleOf(fields: FeeFields): FeeRule | undefined {
  switch (fields.kind) {
    case 'fixed':
      return { kind: 'fixed', fee: amount(fields.fee) };
    case 'percent':
      return {
        kind: 'percent',
        percent: fields.percent.trim(),
        min: amount(fields.min),
        max: amount(fields.max),
      };
    case 'bands':
      return { kind: 'bands', bands: bandsFrom(fields.bands) };
    default:
      return undefined;
  }
}

function perCurrency<T>(codes: readonly CurrencyCode[], make: (code: CurrencyCode) => T) {
  return Object.fromEntries(codes.map((code) => [code, make(code)]));
}

export function tariffToForm(tariff: Tariff): TariffForm {
  return {
    rtgs: perCurrency(CURRENCY_CODES, (code) => fieldsOf(tariff.rtgs[code])),
    imt: perCurrency(IMT_CURRENCY_CODES, (code) => fieldsOf(tariff.imt[code])),
  };
}

export function tariffFromForm(form: TariffForm): Tariff {
  const rules = (fields: Record<string, FeeFields>) => {
    const kept: Partial<Record<CurrencyCode, FeeRule>> = {};
    for (const [code, entry] of Object.entries(fields)) {
      const rule = ruleOf(entry);
      if (rule !== undefined) kept[code as CurrencyCode] = rule;
    }
    return kept;
  };
  return { rtgs: rules(form.rtgs), imt: rules(form.imt) };
}

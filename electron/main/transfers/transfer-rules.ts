import { dateInTimeZone } from '@shared/domain/calendar-date';
import type { EnvironmentName } from '@shared/domain/environments';
import type { TransferFormRules } from '@shared/ipc/contract';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import type { BranchListsStore } from '../settings/branch-lists-store';
import { branchTimeZoneOf } from '../reports/branch-zone';
import type { SettingsStore } from '../settings/settings-store';

/** What a draft's rules are read from. */
export interface TransferRulesDeps {
  environment: EnvironmentName;
  settings: Pick<SettingsStore, 'current' | 'review'>;
  branchLists: Pick<BranchListsStore, 'current'>;
  /** The payment purposes' codes in the cached list. */
  purposeCodes: () => string[];
}

export interface TransferRulesReader {
  /** The rules a draft is checked against now: admin limits and patterns, cached purposes. */
  transferRules(): Result<TransferRules, AppError>;
  /** What the clerk's forms are built from: the rules, the RTGS calendar and the banks to pick. */
  formRules(): Result<TransferFormRules, AppError>;
}

/**
 * The rules, read afresh at every call. The schemas are built once per rules object, so the same
 * object is handed out until something in it changes.
 */
export function createTransferRules(deps: TransferRulesDeps): TransferRulesReader {
  let memo: { key: string; rules: TransferRules } | null = null;
  const transferRules = (): Result<TransferRules, AppError> => {
    const rules = currentRules(deps);
    if (!rules.ok) return rules;
    const key = JSON.stringify(rules.value);
    if (memo?.key !== key) memo = { key, rules: rules.value };
    return ok(memo.rules);
  };
  return { transferRules, formRules: () => formRulesOf(deps, transferRules()) };
}

/** The admin's limits and patterns, the branch's accounts and wallets, the cached purposes. */
export function currentRules(deps: TransferRulesDeps): Result<TransferRules, AppError> {
  const current = deps.settings.current();
  if (!current.ok) return fail(current.error);
  const lists = deps.branchLists.current(deps.environment);
  if (!lists.ok) return fail(lists.error);
  return ok({
    purposeCodes: deps.purposeCodes(),
    limits: { rtgs: current.value.limits.rtgs, imt: current.value.limits.imt },
    accountPatterns: current.value.accountPatterns,
    sourceAccounts: lists.value.sourceAccounts,
    wallets: lists.value.wallets,
    // D77: a customer's ID expiry and age are checked against the branch's day.
    today: dateInTimeZone(Date.now(), branchTimeZoneOf(current.value, deps.environment)),
    customerDetailsAbove: current.value.controls.customerDetailsAbove ?? {},
  });
}

/** The form's rules: the draft's without the purposes, which the form gets with their age. */
export function formRulesOf(
  deps: TransferRulesDeps,
  rules: Result<TransferRules, AppError>,
): Result<TransferFormRules, AppError> {
  if (!rules.ok) return rules;
  const { sourceAccounts, wallets, limits, accountPatterns, customerDetailsAbove } = rules.value;
  const forForm = {
    limits,
    accountPatterns,
    ...(customerDetailsAbove ? { customerDetailsAbove } : {}),
    ...(sourceAccounts ? { sourceAccounts } : {}),
    ...(wallets ? { wallets } : {}),
  };
  const lists = deps.branchLists.current(deps.environment);
  if (!lists.ok) return fail(lists.error);
  const { settings } = deps.settings.review();
  return ok({
    rules: forForm,
    rtgsCalendar: settings.rtgsCalendar,
    banks: lists.value.banks,
    requestTimeoutMs: settings.network.requestTimeoutMs,
    branchLanguage: settings.workstation.language ?? 'en',
  });
}

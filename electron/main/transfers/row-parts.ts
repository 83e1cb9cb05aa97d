import type { Charges } from '@shared/domain/charges';
import type { EnvironmentName } from '@shared/domain/environments';
import type { AppSettings } from '@shared/domain/settings';
import type { ChargesRecord, DeskRecord } from '../journal/transfers-repo';
import { workstationNumberOf } from './reference-allocator';

/* What a new send's reservation row carries besides the draft: its charges and its desk. */

/** D124: the charges as the journal keeps them: the rate as its text, the total's currency. */
export function chargesRecordOf(charges: Charges): ChargesRecord {
  return {
    fee: charges.fee,
    feeCurrency: charges.currency,
    rate: charges.rate?.rate ?? null,
    total: charges.total,
    totalCurrency: charges.branchCurrency,
    indicative: charges.indicative,
  };
}

/** D77: the bank, branch and workstation a transfer goes from, as the settings name them now. */
export function deskOf(deps: {
  settings: () => AppSettings;
  environment: EnvironmentName;
}): DeskRecord {
  const settings = deps.settings();
  const number = workstationNumberOf(settings, deps.environment);
  return {
    bankName: settings.bankIdentity.legalName,
    branchCode: settings.workstation.branchCode,
    branchName: settings.workstation.branchName,
    workstation: number === null ? '' : String(number),
  };
}

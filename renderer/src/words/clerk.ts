import { approvals } from '@shared/i18n/en/approvals';
import { branchLists } from '@shared/i18n/en/branch-lists';
import { calendar } from '@shared/i18n/en/calendar';
import { counter } from '@shared/i18n/en/counter';
import { desk } from '@shared/i18n/en/desk';
import { documents } from '@shared/i18n/en/documents';
import { fields } from '@shared/i18n/en/fields';
import { phones } from '@shared/i18n/en/phones';
import { purposes } from '@shared/i18n/en/purposes';
import { receipt } from '@shared/i18n/en/receipt';
import { reports } from '@shared/i18n/en/reports';
import { settings } from '@shared/i18n/en/settings';
import { settle } from '@shared/i18n/en/settle';

/** A clerk's words: the counter, its forms, the receipt and the clerk's own log (D74). */
export const words = {
  approvals,
  branchLists,
  calendar,
  counter,
  desk,
  documents,
  fields,
  phones,
  purposes,
  receipt,
  reports,
  settings,
  settle,
};

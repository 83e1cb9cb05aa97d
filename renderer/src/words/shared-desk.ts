import { approvals } from '@shared/i18n/en/approvals';
import { calendar } from '@shared/i18n/en/calendar';
import { counter } from '@shared/i18n/en/counter';
import { desk } from '@shared/i18n/en/desk';
import { documents } from '@shared/i18n/en/documents';
import { fields } from '@shared/i18n/en/fields';
import { phones } from '@shared/i18n/en/phones';
import { receipt } from '@shared/i18n/en/receipt';
import { reports } from '@shared/i18n/en/reports';
import { settings } from '@shared/i18n/en/settings';
import { settle } from '@shared/i18n/en/settle';
import { customer } from '@shared/i18n/en/customer';

/**
 * The words a clerk's and a supervisor's screens share: the frame's menus, the receipt, the log,
 * a transfer's states and attempts, the fields and their documents and phones (D74).
 */
export const sharedDeskWords = {
  approvals,
  calendar,
  counter,
  desk,
  documents,
  fields,
  phones,
  receipt,
  reports,
  settings,
  settle,
  customer,
};

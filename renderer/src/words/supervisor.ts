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

/** A supervisor's words: the desk, the log, settling, the end of day and the flags (D74). */
export const words = {
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
};

import { addMessages } from '@shared/i18n/registry';
import { accounts } from '@shared/i18n/en/accounts';
import { branchLists } from '@shared/i18n/en/branch-lists';
import { calendar } from '@shared/i18n/en/calendar';
import { countries } from '@shared/i18n/en/countries';
import { customer } from '@shared/i18n/en/customer';
import { dates } from '@shared/i18n/en/dates';
import { languages } from '@shared/i18n/en/languages';
import { money } from '@shared/i18n/en/money';
import { oversight } from '@shared/i18n/en/oversight';
import { settings } from '@shared/i18n/en/settings';
import { states } from '@shared/i18n/en/states';
import { transfer } from '@shared/i18n/en/transfer';
import { validation } from '@shared/i18n/en/validation';

/*
 * The console's words (D101): head office is in English (D91), and its page holds only the
 * catalog's areas the shared rules it runs word their messages from (the operator id and password
 * rules, the dates, amounts, the states and kinds of a transfer, the audit trail's kinds of action,
 * and for the Settings page (D126, D129) the countries' names, the holiday lines' problems and
 * the settings sections' labels and messages, with the customer-details threshold's, and the
 * branch lists' labels and messages, D135). The
 * console's build puts this module in shared/i18n/catalog.ts's place (hq/vite.console.config.ts),
 * as the renderer's does (D74).
 */
addMessages('en', {
  accounts,
  branchLists,
  calendar,
  countries,
  customer,
  dates,
  languages,
  money,
  oversight,
  settings,
  states,
  transfer,
  validation,
});

export * from '@shared/i18n/registry';

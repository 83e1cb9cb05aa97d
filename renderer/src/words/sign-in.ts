import { addMessages } from '@shared/i18n/registry';
import { accounts } from '@shared/i18n/en/accounts';
import { app } from '@shared/i18n/en/app';
import { common } from '@shared/i18n/en/common';
import { countries } from '@shared/i18n/en/countries';
import { frame } from '@shared/i18n/en/counter/frame';
import { dates } from '@shared/i18n/en/dates';
import { environments } from '@shared/i18n/en/environments';
import { formats } from '@shared/i18n/en/formats';
import { money } from '@shared/i18n/en/money';
import { signIn } from '@shared/i18n/en/signIn';
import { states } from '@shared/i18n/en/states';
import { transfer } from '@shared/i18n/en/transfer';
import { validation } from '@shared/i18n/en/validation';

/*
 * The renderer's catalog (D74): the registry, holding the words of the first chunk: sign-in, the
 * window's frame and banner, the page titles, and the areas the first chunk's modules word as
 * they load (countries, dates, states, money). The renderer's build puts this module in
 * shared/i18n/catalog.ts's place (electron.vite.config.ts), so every module that words anything
 * runs after these words are held, whatever chunk it is in. Every other area comes with the
 * screens of the operator's role (../words.ts).
 */
addMessages('en', {
  accounts,
  app,
  common,
  countries,
  counter: { frame },
  dates,
  environments,
  formats,
  money,
  signIn,
  states,
  transfer,
  validation,
});

export * from '@shared/i18n/registry';

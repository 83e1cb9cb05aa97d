import { bank } from './bank';
import { journal } from './journal';
import { operators } from './operators';
import { settings } from './settings';

/** The admin's screens: operators, the journal's check, the bank connection and the settings. */
export const admin = {
  bank,
  journal,
  operators,
  settings,
} as const;

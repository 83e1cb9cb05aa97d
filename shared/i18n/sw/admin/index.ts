import type * as english from '../../en/admin/index';
import type { SameShape } from '../../messages';
import { bank } from './bank';
import { journal } from './journal';
import { operators } from './operators';
import { settings } from './settings';

/** The admin's screens: operators, the journal's check, the bank connection and the settings. */
export const admin: SameShape<typeof english.admin> = {
  bank,
  journal,
  operators,
  settings,
};

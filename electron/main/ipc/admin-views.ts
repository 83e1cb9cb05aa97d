import { wordedIn, type Language } from '@shared/i18n/catalog';
import type { AppStatus } from '@shared/ipc/contract';
import type { AppSettings, SettingsView } from '@shared/domain/settings';
import { identityWarning } from '@shared/domain/bank-identity';
import { holidayGaps, holidayGapsSummary, rtgsCountriesOf } from '@shared/domain/rtgs-calendar';
import type { Services } from '../services';
import { settingsViewOf } from '../settings/settings-view';

/* What the admin's screens read of the settings: the Settings page's view and the header's warnings. */

export type AdminViewDeps = Pick<Services, 'settings' | 'branchLists' | 'environment' | 'now'>;

/** D52: the countries an RTGS can go to from here, by the lists of the environment in use. */
function rtgsCountries(deps: AdminViewDeps) {
  return rtgsCountriesOf(deps.branchLists.review(deps.environment).lists.sourceAccounts);
}

/** The admin's settings page, its warnings worded in the admin's language (D93). */
export function settingsView(deps: AdminViewDeps, language: Language = 'en'): SettingsView {
  // Read before: the stores keep what they read, in English, for every caller.
  const review = deps.settings.review();
  const countries = rtgsCountries(deps);
  const view = wordedIn(language, () =>
    settingsViewOf(review, deps.environment, deps.now(), countries),
  );
  return { ...view, published: deps.settings.published() };
}

/** What needs an admin's attention but stops no send, each with the section where it is mended. */
export function adminWarnings(
  deps: AdminViewDeps,
  settings: AppSettings,
  language: Language = 'en',
): AppStatus['adminWarnings'] {
  // Worded for the admin who reads the header, in their language (D93).
  const countries = rtgsCountries(deps);
  return wordedIn(language, () => {
    const holidays = holidayGapsSummary(holidayGaps(settings.rtgsCalendar, deps.now(), countries));
    const identity = identityWarning(settings.bankIdentity);
    return [
      ...(identity ? [{ section: 'bankIdentity' as const, message: identity }] : []),
      ...(holidays ? [{ section: 'rtgsCalendar' as const, message: holidays }] : []),
    ];
  });
}

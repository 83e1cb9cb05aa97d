import type { EnvironmentName } from '@shared/domain/environments';
import { calendarYearGaps } from '@shared/domain/published-settings';
import { countryWithCode, rtgsCountriesOf } from '@shared/domain/rtgs-calendar';
import { COUNTRIES } from '@shared/domain/countries';
import { dateInTimeZone } from '@shared/domain/calendar-date';
import { joinWords } from '@shared/domain/join-words';
import { worded } from '@shared/i18n/worded';
import type { AppError } from '@shared/result';
import type { BranchListsStore } from './branch-lists-store';
import type { SettingsStore } from './settings-store';

export interface PublishedStopDeps {
  settings: Pick<SettingsStore, 'published' | 'review'>;
  branchLists: Pick<BranchListsStore, 'review'>;
  environment: EnvironmentName;
  now: () => number;
}

/**
 * D126: why no transfer may be sent now because of what head office publishes, or null. While the
 * RTGS calendar is head office's, a calendar with no public holiday in today's year for a country
 * an RTGS can go to is out of date, and stops every send as a stale sanctions list does (D78,
 * whose allowed age head office publishes with the screening section).
 */
export function publishedStop(deps: PublishedStopDeps): AppError<'not-ready'> | null {
  if (!deps.settings.published()?.sections.includes('rtgsCalendar')) return null;
  const countries = rtgsCountriesOf(deps.branchLists.review(deps.environment).lists.sourceAccounts);
  const nowMs = deps.now();
  const gaps = calendarYearGaps(deps.settings.review().settings.rtgsCalendar, nowMs, countries);
  const [first] = gaps;
  if (!first) return null;
  return worded('not-ready', 'headOffice.published.calendarStale', {
    year: dateInTimeZone(nowMs, COUNTRIES[first].rtgsTimeZone).slice(0, 4),
    countries: joinWords(gaps.map(countryWithCode)),
  });
}

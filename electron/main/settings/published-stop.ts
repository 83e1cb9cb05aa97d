import type { EnvironmentName } from '@shared/domain/environments';
import { calendarCoverGap } from '@shared/domain/published-settings';
import { countryWithCode, rtgsCountriesOf } from '@shared/domain/rtgs-calendar';
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
 * whose allowed age head office publishes with the screening section). D129: head office may ask
 * the calendar to reach further, to the year of a day some days ahead (the screening section's
 * `calendarDaysAhead`), so next year's holidays are published before the year turns.
 */
export function publishedStop(deps: PublishedStopDeps): AppError<'not-ready'> | null {
  if (!deps.settings.published()?.sections.includes('rtgsCalendar')) return null;
  const countries = rtgsCountriesOf(deps.branchLists.review(deps.environment).lists.sourceAccounts);
  const nowMs = deps.now();
  const { rtgsCalendar, screening } = deps.settings.review().settings;
  const days = screening.calendarDaysAhead ?? 0;
  const gap = calendarCoverGap(rtgsCalendar, nowMs, countries, days);
  if (!gap) return null;
  const named = joinWords(gap.countries.map(countryWithCode));
  // Today's own year missing reads as before; a year reached only by the days ahead says why.
  return gap.ahead
    ? worded('not-ready', 'headOffice.published.calendarShort', {
        days,
        date: gap.reach,
        year: gap.year,
        countries: named,
      })
    : worded('not-ready', 'headOffice.published.calendarStale', {
        year: gap.year,
        countries: named,
      });
}

import { identityWarning } from '@shared/domain/bank-identity';
import type { CountryCode } from '@shared/domain/countries';
import type { EnvironmentName } from '@shared/domain/environments';
import { holidayGaps } from '@shared/domain/rtgs-calendar';
import type { SettingsView } from '@shared/domain/settings';
import type { SettingsReview } from './settings-store';

/**
 * The admin's settings page: every section, its problems, and what needs attention: the bank's
 * identity while receipts cannot be printed (D53), and the holidays of each country an RTGS can
 * go to from this workstation (`rtgsCountries`, D52).
 */
export function settingsViewOf(
  review: SettingsReview,
  environment: EnvironmentName,
  nowMs: number,
  rtgsCountries: readonly CountryCode[],
): SettingsView {
  const identity = identityWarning(review.settings.bankIdentity);
  return {
    environment,
    settings: review.settings,
    problems: review.problems,
    earlierShape: review.earlierShape,
    warnings: [
      ...(identity ? [{ section: 'bankIdentity' as const, message: identity }] : []),
      ...holidayGaps(review.settings.rtgsCalendar, nowMs, rtgsCountries).map((gap) => ({
        section: 'rtgsCalendar' as const,
        message: gap.message,
      })),
    ],
  };
}

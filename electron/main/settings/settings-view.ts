import type { EnvironmentName } from '../../../shared/domain/environments';
import { holidayGaps } from '../../../shared/domain/rtgs-calendar';
import type { SettingsView } from '../../../shared/domain/settings';
import type { SettingsReview } from './settings-store';

/** The admin's settings page: every section, its problems, and what needs attention. */
export function settingsViewOf(
  review: SettingsReview,
  environment: EnvironmentName,
  nowMs: number,
): SettingsView {
  return {
    environment,
    settings: review.settings,
    problems: review.problems,
    earlierShape: review.earlierShape,
    warnings: holidayGaps(review.settings.rtgsCalendar, nowMs).map((gap) => ({
      section: 'rtgsCalendar',
      message: gap.message,
    })),
  };
}

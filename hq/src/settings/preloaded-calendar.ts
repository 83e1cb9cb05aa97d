import holidays from '../../data/public-holidays-2026-2027.json';
import { COUNTRY_CODES } from '../../../shared/domain/countries';
import { defaultRtgsCalendar, type RtgsCalendar } from '../../../shared/domain/rtgs-calendar';

/**
 * D126: the RTGS calendar head office offers before an admin publishes one: the bank's default
 * hours, and each of the six countries' public holidays for 2026 and 2027 from the data file
 * (the moon's holidays at their expected dates, for the admin to correct when announced).
 */
export function preloadedCalendar(): RtgsCalendar {
  const calendar = defaultRtgsCalendar();
  for (const code of COUNTRY_CODES) {
    calendar[code] = { ...calendar[code], holidays: holidays[code].map((h) => ({ ...h })) };
  }
  return calendar;
}

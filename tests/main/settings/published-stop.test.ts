import { afterEach, describe, expect, it } from 'vitest';
import type { BranchListsView } from '@shared/domain/branch-lists';
import { DEFAULT_SCREENING } from '@shared/domain/screening';
import { defaultRtgsCalendar } from '@shared/domain/rtgs-calendar';
import type { Journal } from '../../../electron/main/journal/journal';
import { publishedStop } from '../../../electron/main/settings/published-stop';
import { createSettingsStore } from '../../../electron/main/settings/settings-store';
import { openTempJournal } from '../journal/fixtures';

/*
 * D126: while head office sets the RTGS calendar, a calendar with no holiday in today's year for a
 * country the branch sends RTGS from stops sending; a workstation running its own calendar is told
 * of gaps (D52) but not stopped here.
 */

const journals: Journal[] = [];
afterEach(() => {
  for (const journal of journals.splice(0)) journal.close();
});

const NOW = Date.parse('2027-02-01T08:00:00Z');
const lists = {
  review: () =>
    ({
      lists: {
        sourceAccounts: [
          { countryCode: 'KE', accountNumber: '1', holderName: 'Branch', currency: 'KES' },
        ],
      },
    }) as unknown as BranchListsView,
};

function withCalendar(holidayDate: string) {
  const journal = openTempJournal();
  journals.push(journal);
  const settings = createSettingsStore(journal, () => NOW);
  const calendar = defaultRtgsCalendar();
  calendar.KE = { ...calendar.KE, holidays: [{ date: holidayDate, name: 'Christmas Day' }] };
  const deps = { settings, branchLists: lists, environment: 'sandbox' as const, now: () => NOW };
  return { settings, calendar, deps };
}

describe("head office's calendar at the send", () => {
  it('stops sending when it has no holiday in today’s year, and says so for the clerk', () => {
    const { settings, calendar, deps } = withCalendar('2026-12-25');
    // The workstation's own calendar: not this stop's to refuse.
    settings.update('rtgsCalendar', calendar, 'amina.admin');
    expect(publishedStop(deps)).toBeNull();

    settings.applyPublished(
      { version: 2, signedAt: '2027-01-01T00:00:00Z', sections: { rtgsCalendar: calendar } },
      '2027-01-01T00:00:01Z',
    );
    expect(publishedStop(deps)).toMatchObject({
      code: 'not-ready',
      message: expect.stringMatching(/no public holidays for 2027 in Kenya \(KE\)/),
    });
  });

  it('lets a calendar that reaches today’s year send', () => {
    const { settings, calendar, deps } = withCalendar('2027-12-25');
    settings.applyPublished(
      {
        version: 3,
        signedAt: '2027-01-01T00:00:00Z',
        sections: { rtgsCalendar: calendar, screening: DEFAULT_SCREENING },
      },
      '2027-01-01T00:00:01Z',
    );
    expect(publishedStop(deps)).toBeNull();
    expect(settings.published()?.sections).toEqual(['rtgsCalendar', 'screening']);
  });

  it('D129: stops when head office asks the calendar to reach further than it does', () => {
    const { settings, calendar, deps } = withCalendar('2027-12-25');
    const publish = (version: number, calendarDaysAhead: number) =>
      settings.applyPublished(
        {
          version,
          signedAt: '2027-01-01T00:00:00Z',
          sections: {
            rtgsCalendar: calendar,
            screening: { ...DEFAULT_SCREENING, calendarDaysAhead },
          },
        },
        '2027-01-01T00:00:01Z',
      );
    publish(4, 90);
    expect(publishedStop(deps)).toBeNull();
    const december = { ...deps, now: () => Date.parse('2027-12-10T08:00:00Z') };
    const stop = publishedStop(december);
    expect(stop).toMatchObject({ code: 'not-ready' });
    expect(stop?.message).toBe(
      'Transfers cannot be sent: head office asks that the RTGS calendar reach 90 days ahead, to 2028-03-09, and it has no public holidays for 2028 in Kenya (KE) yet. An admin asks head office to publish that year’s holidays; nothing has been sent.',
    );
    publish(5, 0);
    expect(publishedStop(december)).toBeNull();
  });
});

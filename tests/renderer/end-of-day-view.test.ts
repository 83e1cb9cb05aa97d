import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EndOfDayReport } from '@shared/domain/end-of-day';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { text as catalogText } from '@shared/i18n/catalog';
import { createFakeRemitDesk } from './fake-remit-desk';
import { fill, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

const ROW: TransferLogRow = {
  reference: '420000000001',
  kind: 'imt',
  state: 'unknown',
  stateLabel: 'Outcome unknown',
  waiting: true,
  amount: '1250000.00',
  currency: 'KES',
  sourceName: 'Jane Wanjiku',
  sourceAccount: '0011547896523',
  senderName: 'Jane Wanjiku',
  recipientName: 'Faith Njeri',
  recipientAccount: '0712345678',
  destinationCountry: 'KE',
  transactionId: null,
  operatorId: 'clerk1',
  createdAt: '2026-11-24T08:00:00.000Z',
  reportable: true,
  split: false,
  splitWindows: [],
};

const LINE = {
  kind: 'rtgs',
  currency: 'KES',
  state: 'succeeded',
  stateLabel: 'Sent: accepted by the service',
  count: 2,
  total: '2050.75',
  fees: '75.00',
} as const;

const DAY: EndOfDayReport = {
  day: '2026-11-24',
  timeZone: 'Africa/Nairobi',
  fromInstant: '2026-11-23T21:00:00.000Z',
  toInstant: '2026-11-24T21:00:00.000Z',
  generatedAt: '2026-11-24T15:00:00.000Z',
  lines: [LINE],
  byOperator: [{ operatorId: 'clerk1', ...LINE }],
  waiting: [ROW],
  marked: [ROW],
  learnt: [],
  returns: [],
  environment: 'sandbox',
  closing: {
    closedAt: '2026-11-24T15:00:00.000Z',
    closedBy: 'super1',
    preparedAt: '2026-11-24T14:58:00.000Z',
    checkedBy: 'super2',
    checkedAt: '2026-11-24T15:00:00.000Z',
  },
};

async function openEndOfDay(
  day: EndOfDayReport = DAY,
  tune: (fake: ReturnType<typeof createFakeRemitDesk>) => void = () => {},
) {
  vi.spyOn(Date, 'now').mockReturnValue(Date.parse(day.generatedAt));
  const fake = createFakeRemitDesk();
  fake.signInAs('super1');
  fake.override('endOfDay', async () => ({ ok: true, value: structuredClone(day) }));
  tune(fake);
  const { wrapper } = await mountApp(fake, { path: '/end-of-day' });
  await settle();
  return wrapper;
}

describe('the end of day screen', () => {
  it('groups the digits of every amount, as the clerk’s screens do', async () => {
    const wrapper = await openEndOfDay();
    expect(text(wrapper, 'eod-line')).toContain('2,050.75 KES');
    // D124: and the fees the line's transfers carried, in its currency.
    expect(text(wrapper, 'eod-line')).toContain('75.00 KES');
    expect(text(wrapper, 'eod-operator-line')).toContain('2,050.75 KES');
    expect(text(wrapper, 'eod-waiting')).toContain('Faith Njeri · 1,250,000.00 KES');
    expect(text(wrapper, 'eod-marked')).toContain('Jane Wanjiku to Faith Njeri · 1,250,000.00 KES');
  });

  it('says the zone of the day in words, not by its IANA name', async () => {
    const wrapper = await openEndOfDay();
    expect(text(wrapper, 'eod-headline')).toMatch(
      /^2026-11-24 in East Africa Time \(EAT\): 2 transfers,/,
    );
  });

  it('names each operator before the id the journal keeps', async () => {
    const wrapper = await openEndOfDay();
    expect(text(wrapper, 'eod-operator-line')).toMatch(/^Grace Clerk \(clerk1\)/);
    expect(text(wrapper, 'eod-closed')).toMatch(/^Prepared .* by Sam Supervisor \(super1\)\. /);
  });

  it("words main's refusal from its catalog key, not from the English it came with", async () => {
    const values = { day: DAY.day, by: 'Sam Supervisor (super1)', at: '2026-11-24 18:00 EAT' };
    const wrapper = await openEndOfDay({ ...DAY, closing: null }, (fake) =>
      fake.override('closeDay', async () => ({
        ok: false,
        error: {
          code: 'already-closed',
          message: 'English written before the catalog',
          text: { key: 'reports.endOfDay.alreadyClosed', values },
        },
      })),
    );
    await wrapper.find('[data-testid="eod-close"]').trigger('click');
    await settle();
    await fill(wrapper, { 'checker-id': 'super2', 'checker-password': 'correct horse battery' });
    await wrapper.find('[data-testid="eod-close-confirm"]').trigger('submit');
    await settle();
    expect(text(wrapper, 'eod-error')).toBe(catalogText('reports.endOfDay.alreadyClosed', values));
  });

  it('closes with a second supervisor, who signs in the dialog; both are named after (D114)', async () => {
    let asked: unknown = null;
    const wrapper = await openEndOfDay({ ...DAY, waiting: [], closing: null }, (fake) =>
      fake.override('closeDay', async (request) => {
        asked = request;
        return {
          ok: true,
          value: { ...DAY, waiting: [], closing: { ...DAY.closing!, checkedBy: 'super2' } },
        };
      }),
    );
    await wrapper.find('[data-testid="eod-close"]').trigger('click');
    await settle();
    expect(text(wrapper, 'day-checker-prepared')).toMatch(/^Prepared .* by Sam Supervisor/);
    await fill(wrapper, { 'checker-id': ' super2 ', 'checker-password': 'correct horse battery' });
    await wrapper.find('[data-testid="eod-close-confirm"]').trigger('submit');
    await settle();
    expect(asked).toEqual({
      day: DAY.day,
      checker: { operatorId: 'super2', password: 'correct horse battery' },
    });
    expect(wrapper.find('[data-testid="day-checker"]').exists()).toBe(false);
    expect(text(wrapper, 'eod-closed')).toMatch(/Checked .* by super2|Checked .* \(super2\)/);
  });

  it('lists the open outcomes with their links when main refuses to close (D113)', async () => {
    const values = { day: DAY.day, references: ROW.reference };
    const wrapper = await openEndOfDay({ ...DAY, closing: null }, (fake) =>
      fake.override('prepareDayClose', async () => ({
        ok: false,
        error: {
          code: 'outcomes-open',
          message: 'English written before the catalog',
          text: { key: 'reports.endOfDay.outcomesOpen', values },
        },
      })),
    );
    await wrapper.find('[data-testid="eod-close"]').trigger('click');
    await settle();
    expect(text(wrapper, 'eod-error')).toBe(catalogText('reports.endOfDay.outcomesOpen', values));
    const open = wrapper.find('[data-testid="eod-open-outcomes"]');
    expect(open.find('a').text()).toContain(ROW.reference);
    expect(wrapper.find('[data-testid="day-checker"]').exists()).toBe(false);
  });
});

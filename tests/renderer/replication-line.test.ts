import { afterEach, describe, expect, it } from 'vitest';
import type { HeadOfficeStatusView } from '@shared/domain/head-office';
import { createFakeRemitDesk } from './fake-remit-desk';
import { mountApp } from './mount-app';

/*
 * D157 on the supervisor's start page: head office refused to count this PC's transfers because
 * its clock is off; the Head office line says so, in head office's words, until it is set.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

function enrolledStatus(clockOff: HeadOfficeStatusView['clockOff']) {
  const value: HeadOfficeStatusView = {
    enrolled: {
      address: 'https://hq.bank.example',
      fingerprint: 'AB:CD',
      workstationId: 'NBO-01',
      branch: { code: 'NBO', name: 'Nairobi', country: 'KE', timeZone: 'Africa/Nairobi' },
      number: 1,
      enrolledAt: '2026-11-20T08:00:00.000Z',
      enrolledBy: 'admin1',
    },
    waiting: 0,
    oldestWaitingAt: null,
    lastAckAt: '2026-11-24T08:00:00.000Z',
    lastAckSeq: 12,
    problem: null,
    settings: null,
    listFiles: [],
    clockOff,
  };
  return { ok: true as const, value };
}

describe('the Head office line', () => {
  it("says head office refused this PC's clock, in head office's words", async () => {
    const fake = createFakeRemitDesk();
    const said =
      "This PC's clock is about 1 day ahead of head office's (head office: 2026-11-24 08:00 UTC; the PC: 2026-11-25 08:00 UTC). Ask IT to set the clock of the PC; until then it counts daily totals alone, under the offline limits.";
    fake.override('headOfficeStatus', async () =>
      enrolledStatus({ at: '2026-11-25T08:00:00.000Z', said }),
    );
    fake.signInAs('super1');
    const { wrapper } = await mountApp(fake, { path: '/' });
    const clock = wrapper.find('[data-testid="supervisor-replication-clock"]');
    expect(clock.text()).toBe(
      `This PC's clock Head office last refused to count this PC's transfers in the bank's daily totals at 2026-11-25 11:00 EAT, by this PC's time: ${said}`,
    );
  });

  it('says nothing of the clock once a reservation is served', async () => {
    const fake = createFakeRemitDesk();
    fake.override('headOfficeStatus', async () => enrolledStatus(null));
    fake.signInAs('super1');
    const { wrapper } = await mountApp(fake, { path: '/' });
    expect(wrapper.find('[data-testid="supervisor-replication-text"]').text()).toBe(
      'Every change has reached head office.',
    );
    expect(wrapper.find('[data-testid="supervisor-replication-clock"]').exists()).toBe(false);
  });
});

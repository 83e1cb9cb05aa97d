import { afterEach, describe, expect, it } from 'vitest';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { createFakeRemitDesk, logRowFor } from './fake-remit-desk';
import { text } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * "My transfers today" (D61): how many and how much per currency, added in minor units, with what
 * moved no money apart; and who sent each transfer.
 */

afterEach(() => {
  document.body.innerHTML = '';
});

const row = logRowFor;

const DAY: TransferLogRow[] = [
  row(5, { kind: 'imt', amount: '2500.00', senderName: 'Peter Kamau', recipientAccount: '0712' }),
  row(4, { amount: '600.00', state: 'rejected', stateLabel: 'Rejected by the service' }),
  row(3, { amount: '0.10', currency: 'USD' }),
  row(2, { amount: '0.20', currency: 'USD', state: 'unknown', stateLabel: 'Outcome unknown' }),
  row(1, { amount: '25000.00' }),
];

async function myDay() {
  const fake = createFakeRemitDesk();
  fake.signInAs('clerk1');
  fake.override('transferLog', async () => ({
    ok: true,
    value: { rows: DAY, nextCursor: null, timeZone: 'Africa/Nairobi' },
  }));
  const { wrapper } = await mountApp(fake, { path: '/my-transfers' });
  await settle();
  return wrapper;
}

describe('my transfers today', () => {
  it('counts and adds up each currency exactly, and what moved no money apart', async () => {
    const wrapper = await myDay();
    // 0.10 + 0.20 is 0.30 exactly: minor units, never floating point.
    expect(text(wrapper, 'my-day-totals')).toBe(
      'Today: 2 transfers, 27,500.00 KES · 2 transfers, 0.30 USD',
    );
    expect(text(wrapper, 'my-day-no-money')).toBe(
      'Not in the totals, no money moved (refused or not sent): 1 transfer, 600.00 KES',
    );
  });

  it('names who sent each transfer: the customer of an IMT, the account holder of an RTGS', async () => {
    const wrapper = await myDay();
    expect(wrapper.findAll('th').map((th) => th.text())).toContain('Sender');
    expect(wrapper.findAll('[data-testid="my-day-sender"]').map((td) => td.text())).toEqual([
      'Peter Kamau',
      'Jane Wanjiku',
      'Jane Wanjiku',
      'Jane Wanjiku',
      'Jane Wanjiku',
    ]);
  });

  it('adds up the rows shown when one state is chosen', async () => {
    const wrapper = await myDay();
    await wrapper.find('[data-testid="my-day-state"]').setValue('unknown');
    expect(text(wrapper, 'my-day-totals')).toBe('Shown: 1 transfer, 0.20 USD');
    expect(wrapper.find('[data-testid="my-day-no-money"]').exists()).toBe(false);
    await wrapper.find('[data-testid="my-day-state"]').setValue('rejected');
    expect(text(wrapper, 'my-day-totals')).toBe('Shown: no transfer that moved money');
    expect(text(wrapper, 'my-day-no-money')).toContain('1 transfer, 600.00 KES');
  });
});

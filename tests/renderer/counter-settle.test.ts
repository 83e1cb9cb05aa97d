import { afterEach, describe, expect, it } from 'vitest';
import type { CounterSettleRequest } from '@shared/domain/branch-relay';
import type { SettlementAsked, TransferLogRow } from '@shared/domain/transfer-log';
import { createFakeRemitDesk, logRowFor, type FakeRemitDesk } from './fake-remit-desk';
import { click, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D136 at the supervisor's desk: another counter's waiting row opens a settle form that asks what
 * this counter's settle page asks (no re-send), checks it with main's own validator, sends it
 * through head office, and says at once that it went to that counter, or why not.
 */
// Unmounted after each test: a row whose settlement waits makes the log read again every 3 s.
const mounted: { unmount(): void }[] = [];
afterEach(() => {
  for (const wrapper of mounted.splice(0)) wrapper.unmount();
  document.body.innerHTML = '';
});

const OTHER = 'ws-ksm-01-1';

function otherRow(asked: SettlementAsked | null = null, fields: Partial<TransferLogRow> = {}) {
  return logRowFor(7, {
    state: 'unknown',
    stateLabel: 'Outcome unknown: a supervisor must confirm with the bank',
    waiting: true,
    counter: { number: 1, own: false, workstationId: OTHER, asked },
    ...fields,
  });
}

async function onTheLog(rows: () => TransferLogRow[], fake: FakeRemitDesk = createFakeRemitDesk()) {
  fake.signInAs('super1');
  fake.override('transferLog', async () => ({
    ok: true,
    value: {
      rows: rows(),
      nextCursor: null,
      timeZone: 'Africa/Nairobi',
      branch: { number: 2, reached: true, problem: null },
    },
  }));
  const app = await mountApp(fake, { path: '/log?state=waiting' });
  mounted.push(app.wrapper);
  await settle();
  return { fake, ...app };
}

describe("the desk's settlement of another counter's transfer", () => {
  it('opens on the first choice, asks what the settle page asks, and says it was sent', async () => {
    let asked: SettlementAsked | null = null;
    const fake = createFakeRemitDesk();
    fake.override('askCounterSettlement', async (request) => {
      asked = { state: 'waiting', refusal: null, askedBy: 'Sam Super', askedAt: '' };
      return { ok: true, value: { reference: request.reference, counter: 1 } };
    });
    const { wrapper } = await onTheLog(() => [otherRow(asked)], fake);
    const reference = otherRow().reference;
    expect(text(wrapper, 'log-counter')).toContain('To settle at Counter 1');

    await click(wrapper, `counter-settle-open-${reference}`);
    const dialog = wrapper.find('[data-testid="counter-settle"]');
    expect(dialog.find('h2').text()).toBe(`Settle transfer ${reference} of Counter 1`);
    expect(text(wrapper, 'counter-settle-summary')).toMatch(/700\.00 KES to Recipient 7/);
    expect(document.activeElement?.id).toBe('counter-settle-choice-succeeded');
    // Only the counter that holds the transfer's body sends it again.
    expect(dialog.find('[data-testid="settle-choice-resend"]').exists()).toBe(false);

    await click(wrapper, 'counter-settle-form');
    expect(dialog.text()).toContain('Choose what the bank confirmed.');
    await dialog.find('[data-testid="settle-choice-succeeded"]').setValue(true);
    await click(wrapper, 'counter-settle-form');
    expect(dialog.find('#counter-settle-transaction-id').exists()).toBe(true);
    expect(dialog.text()).toContain('transaction id');
    expect(fake.callsOf('askCounterSettlement')).toEqual([]);

    await dialog.find('[data-testid="counter-settle-transaction-id"]').setValue(' TX-778812 ');
    await click(wrapper, 'counter-settle-form');
    expect(fake.callsOf('askCounterSettlement')).toEqual([
      {
        reference,
        outcome: 'succeeded',
        transactionId: 'TX-778812',
        workstationId: OTHER,
      } satisfies CounterSettleRequest,
    ]);
    expect(wrapper.find('[data-testid="counter-settle"]').exists()).toBe(false);
    expect(text(wrapper, 'counter-settle-sent')).toBe(
      'Sent to Counter 1; it settles at its next contact.',
    );
    expect(document.activeElement?.getAttribute('data-testid')).toBe('counter-settle-sent');
    // The log read its rows again: the mark is the asked one, and nothing more can be sent.
    expect(fake.callsOf('transferLog').at(-1)).toEqual({ state: 'waiting', limit: 50 });
    expect(wrapper.find(`[data-testid="counter-settle-open-${reference}"]`).exists()).toBe(false);
  });

  it("checks main's rules at each field first, and keeps the form open with a refusal in words", async () => {
    const fake = createFakeRemitDesk();
    fake.override('askCounterSettlement', async (request) => ({
      ok: false,
      error: {
        code: 'settlement-pending',
        message: `A settlement of ${request.reference} is already waiting for its counter.`,
      },
    }));
    const { wrapper } = await onTheLog(() => [otherRow()], fake);
    await click(wrapper, `counter-settle-open-${otherRow().reference}`);
    const dialog = wrapper.find('[data-testid="counter-settle"]');
    await dialog.find('[data-testid="settle-choice-still_unknown"]').setValue(true);
    await click(wrapper, 'counter-settle-form');
    // A note is required with this choice, in main's own words, before anything is sent.
    expect(dialog.find('.field--invalid #counter-settle-note').exists()).toBe(true);
    expect(fake.callsOf('askCounterSettlement')).toEqual([]);
    await dialog.find('[data-testid="counter-settle-note"]').setValue('Bank desk: still checking');
    await click(wrapper, 'counter-settle-form');
    expect(text(wrapper, 'counter-settle-refused')).toMatch(/already waiting for its counter/);
    expect(wrapper.find('[data-testid="counter-settle"]').exists()).toBe(true);
    await click(wrapper, 'counter-settle-cancel');
    expect(wrapper.find('[data-testid="counter-settle"]').exists()).toBe(false);
  });

  it('offers nothing on a row already asked, nor on the supervisor’s own transfer', async () => {
    const waiting: SettlementAsked = {
      state: 'waiting',
      refusal: null,
      askedBy: 'Sam Super',
      askedAt: '2026-11-24T09:00:00.000Z',
    };
    const own = otherRow(null, { reference: '420000000099', operatorId: 'super1' });
    const { wrapper } = await onTheLog(() => [otherRow(waiting), own]);
    // The mark under each counter's name (the cell also holds D138's reprint action).
    expect(wrapper.findAll('[data-testid="log-counter-settle"]').map((c) => c.text())).toEqual([
      'Settlement asked, waiting for Counter 1',
      'To settle at Counter 1',
    ]);
    expect(wrapper.find('[data-testid^="counter-settle-open-"]').exists()).toBe(false);
  });

  it('says settled, and offers nothing, once that counter applied it, before its row arrives', async () => {
    // The owner answers the message, then pushes its settled row: between the two, the row as
    // replicated still waits, and a second settlement must not be offered.
    const applied: SettlementAsked = {
      state: 'applied',
      refusal: null,
      askedBy: 'Sam Super',
      askedAt: '2026-11-24T09:00:00.000Z',
    };
    const { wrapper } = await onTheLog(() => [otherRow(applied)]);
    expect(wrapper.findAll('[data-testid="log-counter-settle"]').map((c) => c.text())).toEqual([
      'Settled at Counter 1',
    ]);
    expect(wrapper.find('[data-testid^="counter-settle-open-"]').exists()).toBe(false);
  });

  it('reads the log again until that counter’s settled row has arrived, then stops', async () => {
    const applied: SettlementAsked = {
      state: 'applied',
      refusal: null,
      askedBy: 'Sam Super',
      askedAt: '2026-11-24T09:00:00.000Z',
    };
    let reads = 0;
    const { wrapper } = await onTheLog(() => {
      reads += 1;
      // The first read still has the row waiting; the next has it as that counter pushed it.
      return reads === 1
        ? [otherRow(applied)]
        : [otherRow(applied, { state: 'succeeded', stateLabel: 'Paid', waiting: false })];
    });
    await expect.poll(() => reads, { timeout: 10_000 }).toBe(2);
    await settle();
    expect(wrapper.findAll('[data-testid="log-counter-settle"]').map((c) => c.text())).toEqual([
      'Settled at Counter 1',
    ]);
    const readsOnceArrived = reads;
    await new Promise((done) => setTimeout(done, 3500));
    expect(reads).toBe(readsOnceArrived);
  });
});

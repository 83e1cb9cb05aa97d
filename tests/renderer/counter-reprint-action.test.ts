import { afterEach, describe, expect, it } from 'vitest';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import { createFakeRemitDesk, logRowFor } from './fake-remit-desk';
import { click, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D138: the "Reprint" action on another counter's row of the supervisor's branch log: it asks
 * main for the copy with the owning workstation and says what became of it, in words.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

const OTHER: TransferLogRow = {
  ...logRowFor(2),
  counter: { number: 1, own: false, workstationId: 'ws-kisumu-1' },
};
const OWN: TransferLogRow = { ...logRowFor(1), counter: { number: 2, own: true } };

async function branchLog() {
  const fake = createFakeRemitDesk();
  fake.signInAs('super1');
  fake.override('transferLog', async () => ({
    ok: true,
    value: {
      rows: [OTHER, OWN],
      nextCursor: null,
      timeZone: 'Africa/Nairobi',
      branch: { number: 2, reached: true, problem: null },
    },
  }));
  const { wrapper } = await mountApp(fake, { path: '/log' });
  await settle();
  return { fake, wrapper };
}

describe("the reprint of another counter's receipt", () => {
  it('is offered on the other counter’s row only, and asks main with that counter', async () => {
    const { fake, wrapper } = await branchLog();
    fake.override('reprintAtCounter', async () => ({
      ok: true,
      value: { file: null, copyNumber: 2, counter: 1, ownerTold: true },
    }));
    const actions = wrapper.findAll('[data-testid="log-counter-reprint"]');
    expect(actions).toHaveLength(1);
    expect(actions[0]!.attributes('aria-label')).toBe(
      `Reprint the receipt of ${OTHER.reference}, made at Counter 1`,
    );
    await click(wrapper, 'log-counter-reprint');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('log-counter-reprint-printer');
    await click(wrapper, 'log-counter-reprint-printer');
    await settle();
    expect(fake.callsOf('reprintAtCounter')).toEqual([
      { workstationId: 'ws-kisumu-1', reference: OTHER.reference, output: 'printer' },
    ]);
    expect(text(wrapper, 'log-counter-reprinted')).toBe(
      `COPY 2 of ${OTHER.reference} printed. Counter 1 records the reprint at its next contact with head office.`,
    );
  });

  it('says why nothing was printed', async () => {
    const { fake, wrapper } = await branchLog();
    fake.override('reprintAtCounter', async () => ({
      ok: false,
      error: {
        code: 'receipt-unreadable',
        message: 'x',
        text: { key: 'branchDesk.reprint.unreadable' },
      },
    }));
    await click(wrapper, 'log-counter-reprint');
    await click(wrapper, 'log-counter-reprint-pdf');
    await settle();
    expect(text(wrapper, 'log-counter-reprint-error')).toContain('could not be read whole');
    expect(wrapper.find('[data-testid="log-counter-reprinted"]').exists()).toBe(false);
  });
});

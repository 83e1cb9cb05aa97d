import { afterEach, describe, expect, it } from 'vitest';
import type { HeldTransferView } from '@shared/domain/screening';
import { createFakeRemitDesk } from './fake-remit-desk';
import { text } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D159: on Held for compliance, a held transfer screened again at a release shows each
 * screening's matches, the later one marked new, and the officer's decision says how many
 * screenings the page showed, so main never releases it on a match the page did not show.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

const REFERENCE = '100282816118';
const MATCH = {
  role: 'recipient' as const,
  listId: '1',
  entryId: 'QDi.401',
  listedName: 'Muhammad Ali Hassan Khan',
  score: 0.951,
  list: 'un' as const,
  listPublishedOn: '2026-11-23',
};
const NEW_MATCH = {
  role: 'sender' as const,
  listId: '3',
  entryId: 'BNK-0099',
  listedName: 'Jane Wanjiku',
  score: 1,
  list: 'bank' as const,
  listPublishedOn: '2026-11-24',
};

function heldWith(screenings: HeldTransferView['screenings']): HeldTransferView {
  return {
    reference: REFERENCE,
    kind: 'rtgs',
    createdAt: '2026-11-24T08:00:00.000Z',
    operatorId: 'clerk1',
    amount: '9449.00',
    currency: 'KES',
    recipientName: 'Mohamed Ali Khan',
    screenings,
  };
}

async function heldPage(screenings: HeldTransferView['screenings']) {
  const fake = createFakeRemitDesk();
  fake.signInAs('comp1');
  fake.override('heldTransfers', async () => ({ ok: true, value: [heldWith(screenings)] }));
  fake.refuse('releaseHeld', { code: 'not-ready', message: 'Not released.' });
  const { wrapper } = await mountApp(fake, { path: '/held' });
  await settle();
  return { fake, wrapper };
}

describe('a held transfer screened again (D159)', () => {
  it('shows each screening’s matches, names first, the later one marked new', async () => {
    const { wrapper } = await heldPage([
      { at: '2026-11-24T08:00:00.000Z', since: false, matches: [MATCH] },
      { at: '2026-11-25T06:30:00.000Z', since: true, matches: [NEW_MATCH] },
    ]);
    const first = text(wrapper, `held-screening-${REFERENCE}-0`);
    expect(first).toMatch(/^Found when it was entered, /);
    expect(first).toContain('Recipient close to listed name “Muhammad Ali Hassan Khan”');
    expect(first).toContain('UN Security Council consolidated list of 2026-11-23, entry QDi.401');
    expect(first).not.toContain('Jane Wanjiku');
    const later = text(wrapper, `held-screening-${REFERENCE}-1`);
    expect(later).toMatch(/^New: found since it was entered/);
    expect(later).toContain('Your decision covers these matches too.');
    expect(later.indexOf('Jane Wanjiku')).toBeLessThan(later.indexOf('BNK-0099'));
    expect(wrapper.get(`[data-testid="held-screening-${REFERENCE}-1"]`).classes()).toContain(
      'notice--warning',
    );
    expect(wrapper.get(`[data-testid="held-screening-${REFERENCE}-0"]`).classes()).not.toContain(
      'notice--warning',
    );
  });

  it('releases on the screenings the page shows, and says how many', async () => {
    const { fake, wrapper } = await heldPage([
      { at: '2026-11-24T08:00:00.000Z', since: false, matches: [MATCH] },
      { at: '2026-11-25T06:30:00.000Z', since: true, matches: [NEW_MATCH] },
    ]);
    const reason = 'Passport seen: born 1990, neither listed person.';
    await wrapper.get(`[data-testid="held-reason-${REFERENCE}"]`).setValue(reason);
    await wrapper.get(`[data-testid="held-release-${REFERENCE}"]`).trigger('click');
    await settle();
    await wrapper.get(`[data-testid="held-refuse-${REFERENCE}"]`).trigger('click');
    await settle();
    expect(fake.callsOf('releaseHeld')).toEqual([
      { reference: REFERENCE, reason, screeningsShown: 2 },
    ]);
    expect(fake.callsOf('refuseHeld')).toEqual([
      { reference: REFERENCE, reason, screeningsShown: 2 },
    ]);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { RULES_CHANGED_TITLE } from '../../renderer/src/composables/useTransferDraft';
import { useTransfersStore } from '../../renderer/src/stores/transfers';
import { createFakeRemitDesk } from './fake-remit-desk';
import type { FakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text, VALID_RTGS } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * D50: what an admin saves reaches a window that is open at once. Main names the section or the
 * list (`settingsChanged`); the stores read again what they hold, and a review open since before
 * is checked again against the rules of now before its confirm goes.
 */
afterEach(() => {
  document.body.innerHTML = '';
});

/** Monday 23 November 2026, 11:15 in Nairobi: inside the window, unless it is a holiday. */
const MONDAY_1115_NAIROBI = Date.parse('2026-11-23T08:15:00Z');
const HOLIDAY = { date: '2026-11-23', name: 'Utamaduni Day' };
/** What the stopped confirm says, by the confirm button, once the holiday is gone. */
const WINDOW_OPENED =
  'The notice changed while this review was open. The RTGS window for Kenya is open until 15:00 EAT: the transfer goes now. Tell the customer, then confirm again.';

/** A clerk's RTGS review, open while Monday is a holiday in the calendar main holds. */
async function reviewOnHoliday(fake: FakeRemitDesk = createFakeRemitDesk()) {
  fake.state.formRules.rtgsCalendar.KE.holidays = [HOLIDAY];
  fake.signInAs('clerk1');
  const mounted = await mountApp(fake, { path: '/send/rtgs', clock: () => MONDAY_1115_NAIROBI });
  await fill(mounted.wrapper, VALID_RTGS);
  await click(mounted.wrapper, 'rtgs-form');
  expect(text(mounted.wrapper, 'rtgs-window-closed')).toContain('Tuesday 2026-11-24 at 09:00');
  return { fake, ...mounted };
}

/** The admin takes Monday's holiday off, elsewhere, and main says the calendar changed. */
async function holidayRemoved(fake: FakeRemitDesk, tell = true): Promise<void> {
  fake.state.formRules.rtgsCalendar.KE.holidays = [];
  if (tell) fake.emit('settingsChanged', { kind: 'section', section: 'rtgsCalendar' });
  await settle();
}

describe('an admin’s save reaches an open review (D50)', () => {
  it('shows the new RTGS window on the review at once, with no reload', async () => {
    const { fake, wrapper, router } = await reviewOnHoliday();
    const rulesRead = fake.callsOf('transferFormRules').length;
    await holidayRemoved(fake);
    expect(fake.callsOf('transferFormRules')).toHaveLength(rulesRead + 1);
    expect(wrapper.find('[data-testid="rtgs-window-closed"]').exists()).toBe(false);
    expect(text(wrapper, 'rtgs-window-open')).toContain('open until 15:00 EAT.');
    // Still the same review: what the clerk typed on it is there.
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(wrapper.find('#review-title').exists()).toBe(true);
  });

  it('stops the first confirm after the window changed, says so, and sends on the next', async () => {
    const { fake, wrapper, router } = await reviewOnHoliday();
    await holidayRemoved(fake);
    await click(wrapper, 'confirm-send');
    expect(fake.callsOf('sendTransfer')).toEqual([]);
    expect(text(wrapper, 'send-error')).toBe(WINDOW_OPENED);
    expect(text(wrapper, 'confirm-send')).toBe('Confirm and send');

    await click(wrapper, 'confirm-send');
    expect(fake.callsOf('sendTransfer')).toHaveLength(1);
    expect(router.currentRoute.value.name).toBe('receipt');
  });

  it('reads the rules again at confirm, even when no word of the change came', async () => {
    const { fake, wrapper } = await reviewOnHoliday();
    await holidayRemoved(fake, false);
    expect(wrapper.find('[data-testid="rtgs-window-closed"]').exists()).toBe(true);
    await click(wrapper, 'confirm-send');
    expect(fake.callsOf('sendTransfer')).toEqual([]);
    // The notice on screen is the one the confirm found, for the clerk to read to the customer.
    expect(text(wrapper, 'rtgs-window-open')).toContain('open until 15:00 EAT.');
    expect(text(wrapper, 'send-error')).toBe(WINDOW_OPENED);
  });

  it('sends the clerk back to the amount when a limit was lowered meanwhile, and sends nothing', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, {
      path: '/send/rtgs',
      clock: () => MONDAY_1115_NAIROBI,
    });
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'rtgs-form');
    fake.state.formRules.rules.limits.rtgs.KES = { min: '1.00', max: '500.00' };
    await click(wrapper, 'confirm-send');

    expect(fake.callsOf('sendTransfer')).toEqual([]);
    expect(wrapper.find('#review-title').exists()).toBe(false);
    const summary = wrapper.find('[data-testid="error-summary"]');
    expect(summary.text()).toContain(RULES_CHANGED_TITLE);
    expect(fieldError(wrapper, 'transfer.amount')).toMatch(/500\.00/);
    expect(summary.text()).toContain(fieldError(wrapper, 'transfer.amount'));
  });

  it('says why when the rules cannot be read at confirm, and sends nothing', async () => {
    const { fake, wrapper } = await reviewOnHoliday();
    fake.refuse('transferFormRules', {
      code: 'invalid-settings',
      message: 'Remit Desk will not send until an admin corrects its settings.',
    });
    await click(wrapper, 'confirm-send');
    expect(fake.callsOf('sendTransfer')).toEqual([]);
    expect(text(wrapper, 'send-error')).toBe(
      'Remit Desk will not send until an admin corrects its settings.',
    );
    // The rules the review was read with stay on screen.
    expect(wrapper.find('[data-testid="rtgs-window-closed"]').exists()).toBe(true);
  });
});

describe('the stores that hold what an admin saved (D50)', () => {
  it('reads the settings page and the header again, leaving a section being edited as typed', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    const { wrapper } = await mountApp(fake, { path: '/settings/bankIdentity' });
    await settle();
    const legal = wrapper.find('[data-testid="identity-legal-name"]');
    await legal.setValue('Example Bank Kenya Limited');

    // Saved at another window: the branch's name, then the calendar.
    fake.state.settings.workstation = {
      ...fake.state.settings.workstation,
      branchName: 'Kisumu West',
    };
    fake.state.status.branchName = 'Kisumu West';
    fake.emit('settingsChanged', { kind: 'section', section: 'workstation' });
    await settle();

    expect(wrapper.find('.app-header__branch').text()).toBe('Kisumu West');
    expect(fake.callsOf('readSettings').length).toBeGreaterThan(1);
    expect((legal.element as HTMLInputElement).value).toBe('Example Bank Kenya Limited');
  });

  it('reads a branch list again only for the environment on screen', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    await mountApp(fake, { path: '/settings/banks' });
    await settle();
    const read = () => fake.callsOf('readBranchLists') as { environment: string }[];
    const before = read().length;
    fake.emit('settingsChanged', { kind: 'branch-list', environment: 'live', list: 'banks' });
    await settle();
    expect(read()).toHaveLength(before);
    fake.emit('settingsChanged', { kind: 'branch-list', environment: 'sandbox', list: 'banks' });
    await settle();
    expect(read().slice(before)).toEqual([{ environment: 'sandbox' }]);
  });

  it('forgets the rules when the session ends, so the next session reads them again', async () => {
    const { fake, wrapper } = await reviewOnHoliday();
    const transfers = useTransfersStore();
    expect(transfers.formRules).not.toBeNull();
    await click(wrapper, 'sign-out');
    // The review is half typed: the sign-out asks first.
    await click(wrapper, 'sign-out-discard');
    expect(transfers.formRules).toBeNull();
    expect(fake.state.status.session).toBeNull();
  });
});

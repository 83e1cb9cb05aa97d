import { afterEach, describe, expect, it } from 'vitest';
import {
  createActivityReporter,
  reportInterval,
  type SetTimer,
} from '../../renderer/src/activity-reports';
import { durationWords } from '../../renderer/src/composables/idle-sign-out';
import { createFakeRemitDesk, type FakeRemitDesk } from './fake-remit-desk';
import { click, fill, text, VALID_RTGS } from './form-helpers';
import { mountApp, settle } from './mount-app';

/*
 * Idle sign-out that respects work (D27, D44), in the renderer: activity is reported at most once
 * an interval, main's warning is a dialog with "Stay signed in" focused, a half-typed transfer
 * outlives a session that ran out for its own clerk only, and a sign-out by hand asks before it
 * discards one. Main's side is tests/main/ipc/session-activity-ipc.test.ts.
 */

afterEach(() => {
  document.body.innerHTML = '';
});

const IDLE_END = 'You were signed out after 15 minutes without activity. Sign in again to go on.';

function manualTimer() {
  let armed: { run: () => void; ms: number }[] = [];
  const setTimer: SetTimer = (run, ms) => {
    const entry = { run, ms };
    armed.push(entry);
    return () => {
      armed = armed.filter((e) => e !== entry);
    };
  };
  return {
    setTimer,
    pending: () => armed.map((e) => e.ms),
    fire() {
      const due = armed;
      armed = [];
      due.forEach((e) => e.run());
    },
  };
}

/** A reporter every 30 seconds on a manual timer, counting its reports. */
function reporterOnManualTimer() {
  const timer = manualTimer();
  let count = 0;
  const reporter = createActivityReporter({
    report: () => (count += 1),
    intervalMs: 30_000,
    setTimer: timer.setTimer,
  });
  return { timer, reporter, reports: () => count };
}

describe('reporting activity', () => {
  it('reports the first activity at once and a burst once more, when the interval ends', () => {
    const { timer, reporter, reports } = reporterOnManualTimer();
    reporter.activity();
    expect(reports()).toBe(1);
    for (let i = 0; i < 50; i += 1) reporter.activity();
    expect(reports()).toBe(1);
    expect(timer.pending()).toEqual([30_000]);
    timer.fire();
    // The last of the burst is not lost.
    expect(reports()).toBe(2);
    timer.fire();
    expect(reports()).toBe(2);
    expect(timer.pending()).toEqual([]);
    // Quiet for an interval: the next activity goes at once.
    reporter.activity();
    expect(reports()).toBe(3);
    reporter.stop();
    reporter.activity();
    expect(reports()).toBe(4);
  });

  it('drops what waits when stopped, and follows a shorter interval', () => {
    const { timer, reporter, reports } = reporterOnManualTimer();
    reporter.activity();
    reporter.activity();
    reporter.stop();
    expect(timer.pending()).toEqual([]);
    expect(reports()).toBe(1);
    reporter.setInterval(5_000);
    reporter.activity();
    expect(timer.pending()).toEqual([5_000]);
  });

  it('reports at most every 30 seconds, or a quarter of a shorter timeout', () => {
    expect(reportInterval(15 * 60_000)).toBe(30_000);
    expect(reportInterval(20_000)).toBe(5_000);
    expect(reportInterval(100)).toBe(1_000);
  });

  it('counts typing, clicking and scrolling in the window, at most once an interval', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    await mountApp(fake, { path: '/send/rtgs' });
    // Once at sign-in, which says how long main's timeout is.
    expect(fake.callsOf('reportActivity')).toHaveLength(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new MouseEvent('pointerdown'));
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(fake.callsOf('reportActivity')).toHaveLength(1);
  });
});

describe("main's warning before an idle end", () => {
  it('says it in words with "Stay signed in" focused, which reports activity and closes it', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    const before = fake.callsOf('reportActivity').length;
    fake.emit('idleWarning', {
      idleTimeoutMs: 900_000,
      warningMs: 60_000,
      remainingMs: 60_000,
      ending: 'idle',
    });
    await settle();
    expect(text(wrapper, 'idle-warning-text').replace(/\s+/g, ' ')).toBe(
      "Nobody has typed, clicked or scrolled for a while, so Remit Desk signs you out in 1 minute to keep customers' details off the screen. A transfer you are typing is kept for you until you sign in again.",
    );
    expect(document.activeElement?.getAttribute('data-testid')).toBe('stay-signed-in');
    await click(wrapper, 'stay-signed-in');
    expect(fake.callsOf('reportActivity').length).toBe(before + 1);
    expect(wrapper.find('[data-testid="idle-warning"]').exists()).toBe(false);
  });

  it('puts the time left in words', () => {
    expect(durationWords(60_000)).toBe('1 minute');
    expect(durationWords(120_000)).toBe('2 minutes');
    expect(durationWords(4_200)).toBe('5 seconds');
    expect(durationWords(1_000)).toBe('1 second');
  });
});

/** Main ends the session as it would after the idle timeout. */
async function idleEnd(fake: FakeRemitDesk): Promise<void> {
  fake.state.status.session = null;
  fake.emit('sessionEnded', { reason: IDLE_END, keepsDraft: true });
  await settle();
}

async function signIn(wrapper: Parameters<typeof fill>[0], operatorId: string): Promise<void> {
  await fill(wrapper, { 'sign-in-operator-id': operatorId, 'sign-in-password': 'correct horse' });
  await click(wrapper, 'sign-in-form');
}

/** The text of what an element's aria-describedby names, as a screen reader reads it after it. */
function describedText(element: Element | null): string {
  return (element?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .join(' ');
}

function value(wrapper: Parameters<typeof fill>[0], testid: string): string {
  return (wrapper.find(`[data-testid="${testid}"]`).element as HTMLInputElement).value;
}

describe('a draft across an idle sign-out', () => {
  it('comes back, on its review, to the same clerk, and the notice says why in words', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: '/send/rtgs' });
    await fill(wrapper, VALID_RTGS);
    await click(wrapper, 'review-transfer');
    await wrapper.find('[data-testid="instruction-number"]').setValue('IF-7');
    await idleEnd(fake);
    expect(router.currentRoute.value.name).toBe('sign-in');
    expect(text(wrapper, 'session-ended')).toBe(IDLE_END);
    expect(wrapper.find('[data-testid="review:destination.name"]').exists()).toBe(false);

    await signIn(wrapper, 'clerk1');
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    await settle();
    expect(text(wrapper, 'review:destination.name')).toBe('Otieno Odhiambo');
    expect(value(wrapper, 'instruction-number')).toBe('IF-7');
    // It says it came back, until dismissed, with the focus on its Dismiss button, which the
    // notice describes: what is read out on arrival is the notice (D62).
    expect(text(wrapper, 'draft-restored')).toContain('The transfer you were typing was restored');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('draft-restored-dismiss');
    expect(describedText(document.activeElement)).toBe(
      'The transfer you were typing was restored Your session ended while you were typing it; it is back as you left it. Check every detail with the customer before you send it.',
    );
    await click(wrapper, 'draft-restored-dismiss');
    expect(wrapper.find('[data-testid="draft-restored"]').exists()).toBe(false);
    expect(document.activeElement?.tagName).toBe('H1');
    await click(wrapper, 'back-to-form');
    expect(value(wrapper, 'destination.accountNumber')).toBe('1100194977404');
    expect(value(wrapper, 'transfer.description')).toBe('School fees term 1');
  });

  it('says so on the form too, and once: the notice goes when the page is left', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: '/send/rtgs' });
    await fill(wrapper, VALID_RTGS);
    await idleEnd(fake);
    await signIn(wrapper, 'clerk1');
    await settle();
    expect(value(wrapper, 'destination.name')).toBe('Otieno Odhiambo');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('draft-restored-dismiss');
    await router.push({ name: 'send-imt' });
    await settle();
    // The other kind had nothing typed: nothing came back there, and nothing says so.
    expect(wrapper.find('[data-testid="draft-restored"]').exists()).toBe(false);
    await router.push({ name: 'send-rtgs' });
    await settle();
    expect(value(wrapper, 'destination.name')).toBe('Otieno Odhiambo');
    expect(wrapper.find('[data-testid="draft-restored"]').exists()).toBe(false);
  });

  it('is never shown to another operator, and is gone for good once they signed in', async () => {
    const fake = createFakeRemitDesk();
    fake.state.operators.push({
      ...fake.state.operators[0]!,
      operatorId: 'clerk2',
      displayName: 'Otieno Clerk',
    });
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: '/send/rtgs' });
    await fill(wrapper, VALID_RTGS);
    await idleEnd(fake);

    await signIn(wrapper, 'clerk2');
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(value(wrapper, 'destination.name')).toBe('');
    expect(wrapper.find('[data-testid="draft-restored"]').exists()).toBe(false);
    await click(wrapper, 'sign-out');
    // Nothing typed: no question.
    expect(router.currentRoute.value.name).toBe('sign-in');

    await signIn(wrapper, 'clerk1');
    expect(value(wrapper, 'destination.name')).toBe('');
  });

  it('asks before a sign-out by hand discards it, and keeping working keeps it', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: '/send/rtgs' });
    await fill(wrapper, { 'destination.name': 'Otieno Odhiambo' });
    await click(wrapper, 'sign-out');
    expect(wrapper.find('[data-testid="sign-out-confirm"]').text()).toContain(
      'Signing out discards it',
    );
    expect(document.activeElement?.getAttribute('data-testid')).toBe('keep-working');
    await click(wrapper, 'keep-working');
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(value(wrapper, 'destination.name')).toBe('Otieno Odhiambo');
    expect(fake.callsOf('signOut')).toEqual([]);

    await click(wrapper, 'sign-out');
    await click(wrapper, 'sign-out-discard');
    expect(router.currentRoute.value.name).toBe('sign-in');
    await signIn(wrapper, 'clerk1');
    expect(value(wrapper, 'destination.name')).toBe('');
  });
});

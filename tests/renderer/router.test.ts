import { afterEach, describe, expect, it } from 'vitest';
import type { AppStatus } from '@shared/ipc/contract';
import type { Role } from '@shared/domain/roles';
import { getActivePinia } from 'pinia';
import { decideNavigation } from '../../renderer/src/router';
import { useOperatorsStore } from '../../renderer/src/stores/operators';
import { textIn, wordRef } from '@shared/i18n/catalog';
import { createFakeRemitDesk } from './fake-remit-desk';
import { mountApp, settle, settleUntil } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

const base: AppStatus = {
  version: '0.1.0',
  environment: 'sandbox',
  nextEnvironment: null,
  setupNeeded: false,
  earlierSetup: null,
  firstLaunchNeeded: false,
  session: null,
  workstation: 10,
  branchName: '',
  timeZone: 'Africa/Nairobi',
  sandboxUrl: null,
  problems: [],
  needsSupervisor: 0,
  adminWarnings: [],
  signInLanguage: 'en',
  headOffice: { managesOperators: false, silence: null },
};
const page = (name: string, meta: Record<string, unknown> = {}) => ({ name, meta });

/** The status with an operator of `role` signed in (who must change their password if told). */
function signedIn(role: Role, mustChangePassword = false, more: Partial<AppStatus> = {}) {
  return {
    ...base,
    ...more,
    session: {
      operatorId: 'x',
      displayName: 'X',
      role,
      mustChangePassword,
      language: 'en' as const,
    },
  };
}

describe('decideNavigation', () => {
  it('sends every page to setup on first launch, and setup away once it is done', () => {
    const firstLaunch = { ...base, setupNeeded: true };
    expect(decideNavigation(page('sign-in', { public: true }), firstLaunch).to).toEqual({
      name: 'setup',
    });
    expect(decideNavigation(page('send-rtgs', { roles: ['clerk'] }), firstLaunch).to).toEqual({
      name: 'setup',
    });
    expect(decideNavigation(page('setup', { public: true }), firstLaunch).to).toBe(true);
    expect(decideNavigation(page('setup', { public: true }), base).to).toEqual({ name: 'sign-in' });
  });

  it('lets nobody past sign-in without a session', () => {
    expect(decideNavigation(page('operators', { roles: ['admin'] }), base).to).toEqual({
      name: 'sign-in',
    });
    expect(decideNavigation(page('home'), base).to).toEqual({ name: 'sign-in' });
    expect(decideNavigation(page('sign-in', { public: true }), base).to).toBe(true);
  });

  it('sends each role to its own start page, and explains a page meant for another role', () => {
    const as = (role: Role) => signedIn(role);
    expect(decideNavigation(page('home'), as('clerk')).to).toEqual({ name: 'send-rtgs' });
    expect(decideNavigation(page('home'), as('admin')).to).toEqual({ name: 'operators' });
    expect(decideNavigation(page('sign-in', { public: true }), as('supervisor')).to).toEqual({
      name: 'supervisor-home',
    });
    const refused = decideNavigation(
      page('send-rtgs', { roles: ['clerk'], title: 'RTGS bank transfer' }),
      as('supervisor'),
    );
    expect(refused.to).toEqual({ name: 'supervisor-home' });
    expect(refused.notice).toBe(
      'RTGS bank transfer is only for a clerk, and you are signed in as a supervisor.',
    );
    expect(
      decideNavigation(page('receipt', { roles: ['clerk', 'supervisor'] }), as('supervisor')).to,
    ).toBe(true);
    // D79: the compliance officer and the auditor start on their own pages, and send nothing.
    expect(decideNavigation(page('home'), as('compliance')).to).toEqual({
      name: 'compliance-home',
    });
    expect(decideNavigation(page('home'), as('auditor')).to).toEqual({ name: 'auditor-home' });
    const auditorSends = decideNavigation(
      page('send-rtgs', { roles: ['clerk'], title: 'RTGS bank transfer' }),
      as('auditor'),
    );
    expect(auditorSends).toEqual({
      to: { name: 'auditor-home' },
      notice: 'RTGS bank transfer is only for a clerk, and you are signed in as an auditor.',
    });
    expect(
      decideNavigation(page('settle', { roles: ['supervisor', 'admin'] }), as('compliance')).to,
    ).toEqual({ name: 'compliance-home' });
  });
  it('keeps an admin on the first-launch wizard until it is finished, and away from it after', () => {
    const as = (role: 'clerk' | 'admin', firstLaunchNeeded: boolean) =>
      signedIn(role, false, { firstLaunchNeeded });
    const wizard = page('first-launch', { roles: ['admin'] });
    expect(decideNavigation(page('home'), as('admin', true)).to).toEqual({ name: 'first-launch' });
    expect(decideNavigation(page('settings', { roles: ['admin'] }), as('admin', true)).to).toEqual({
      name: 'first-launch',
    });
    expect(decideNavigation(wizard, as('admin', true)).to).toBe(true);
    expect(decideNavigation(page('change-password'), as('admin', true)).to).toBe(true);
    // Finished: it never comes back, and the admin's pages are open again.
    expect(decideNavigation(wizard, as('admin', false)).to).toEqual({ name: 'operators' });
    expect(decideNavigation(page('settings', { roles: ['admin'] }), as('admin', false)).to).toBe(
      true,
    );
    // A clerk is not sent to it (main refuses the clerk's sends until an admin finishes it).
    expect(decideNavigation(page('home'), as('clerk', true)).to).toEqual({ name: 'send-rtgs' });
    expect(decideNavigation(wizard, as('clerk', true)).to).toEqual({ name: 'send-rtgs' });
  });

  it('after an admin reset the password, opens only the change-password page', () => {
    const mustChange = signedIn('admin', true);
    for (const to of [
      page('home'),
      page('sign-in', { public: true }),
      page('operators', { roles: ['admin'] }),
      page('send-rtgs', { roles: ['clerk'] }),
    ]) {
      expect(decideNavigation(to, mustChange)).toEqual({ to: { name: 'change-password' } });
    }
    expect(decideNavigation(page('change-password'), mustChange).to).toBe(true);
    expect(
      decideNavigation(page('change-password'), {
        ...mustChange,
        session: { ...mustChange.session, mustChangePassword: false },
      }).to,
    ).toBe(true);
  });
});

describe('the router on the bridge', () => {
  it('opens the first-admin setup on first launch, whatever the address', async () => {
    const fake = createFakeRemitDesk({ setupNeeded: true });
    const { router, wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    expect(router.currentRoute.value.name).toBe('setup');
    expect(wrapper.text()).toContain('Welcome to Remit Desk');
  });

  it('shows sign-in when nobody is signed in', async () => {
    const fake = createFakeRemitDesk();
    const { router, wrapper } = await mountApp(fake, { path: '/operators' });
    expect(router.currentRoute.value.name).toBe('sign-in');
    expect(wrapper.find('[data-testid="sign-in-form"]').exists()).toBe(true);
  });

  it.each([
    ['clerk1', 'send-rtgs', 'RTGS bank transfer'],
    ['admin1', 'operators', 'Operators'],
    ['super1', 'supervisor-home', 'Waiting for a supervisor'],
    ['comp1', 'compliance-home', 'You do not send, approve or settle transfers.'],
    ['audit1', 'auditor-home', 'You read everything this workstation’s journal holds'],
  ])('lands %s on %s', async (operatorId, landing, text) => {
    const fake = createFakeRemitDesk();
    fake.signInAs(operatorId);
    const { router, wrapper } = await mountApp(fake, { path: '/' });
    expect(router.currentRoute.value.name).toBe(landing);
    expect(wrapper.text()).toContain(text);
  });

  it('keeps an admin out of the send form and says why', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    const { router, wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    expect(router.currentRoute.value.name).toBe('operators');
    expect(wrapper.find('[data-testid="route-notice"]').text()).toBe(
      'RTGS bank transfer is only for a clerk, and you are signed in as an admin.',
    );
    expect(wrapper.find('[data-testid="rtgs-form"]').exists()).toBe(false);
  });

  it('keeps a clerk out of the operators page', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { router, wrapper } = await mountApp(fake, { path: '/operators' });
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(fake.callsOf('listOperators')).toEqual([]);
    expect(wrapper.find('[data-testid="route-notice"]').text()).toBe(
      'Operators is only for an admin, and you are signed in as a clerk.',
    );
    // Explained once: the next page has no stale notice.
    await router.push('/send/imt');
    await settle();
    expect(wrapper.find('[data-testid="route-notice"]').exists()).toBe(false);
  });

  it('keeps the session ended when a status asked for before the end answers after it', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { router, wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    // Main answered a status request while the clerk was still signed in; the answer is slow.
    const stale = structuredClone(fake.state.status);
    let answer!: () => void;
    fake.override(
      'appStatus',
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ ok: true, value: stale });
        }),
    );
    await router.push('/send/imt');
    await settle();
    fake.state.status.session = null;
    fake.emit('sessionEnded', { reason: 'You were signed out.' });
    answer();
    await settle();
    expect(router.currentRoute.value.name).toBe('sign-in');
    expect(wrapper.find('[data-testid="signed-in-as"]').exists()).toBe(false);
  });

  it('leaves nothing of an ended session in the stores it filled, and makes no other', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    const { router } = await mountApp(fake, { path: '/operators' });
    const pinia = getActivePinia()!;
    const operators = useOperatorsStore();
    // The page asks for the list as it mounts; a loaded machine answers after a few rounds (D94).
    await settleUntil(() => operators.operators.length > 0, 'the operators listed');
    // A clerk's stores were never made: the sign-in screen and an admin's pages need none.
    expect(Object.keys(pinia.state.value)).not.toContain('purposes');
    fake.state.status.session = null;
    fake.emit('sessionEnded', { reason: 'You were signed out.' });
    await settleUntil(() => router.currentRoute.value.name === 'sign-in', 'the sign-in screen');
    expect(operators.operators).toEqual([]);
    expect(operators.loaded).toBe(false);
  });

  it('returns to sign-in and clears the screen when main ends the session', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { router, wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    fake.state.status.session = null;
    const said = 'You were signed out after 15 minutes without activity. Sign in again to go on.';
    fake.emit('sessionEnded', { reason: said });
    await settle();
    expect(router.currentRoute.value.name).toBe('sign-in');
    expect(wrapper.find('[data-testid="signed-in-as"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="session-ended"]').text()).toBe(said);
  });

  it('words why main ended the session in the sign-in screen’s language (D83)', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    fake.state.status.signInLanguage = 'fr';
    const { router, wrapper } = await mountApp(fake, { path: '/send/rtgs' });
    fake.state.status.session = null;
    const text = { key: 'accounts.sessionEnded.idle' as const, values: { afterMs: 15 * 60_000 } };
    fake.emit('sessionEnded', { reason: wordRef(text, 'en'), text });
    // The French words come in their own chunk: on a loaded runner they take more than a few ticks.
    await settleUntil(() => {
      const notice = wrapper.find('[data-testid="session-ended"]');
      return notice.exists() && notice.text().startsWith('Vous');
    }, 'the notice in French');
    expect(router.currentRoute.value.name).toBe('sign-in');
    expect(wrapper.find('[data-testid="session-ended"]').text()).toBe(
      textIn('fr', 'accounts.sessionEnded.idle', { afterMs: 15 * 60_000 }),
    );
    expect(wrapper.find('[data-testid="session-ended"]').text()).toMatch(
      /^Vous avez été déconnecté après 15\sminutes sans activité\./,
    );
  });
});

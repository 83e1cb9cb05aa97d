import { afterEach, describe, expect, it } from 'vitest';
import type { SignInRequest } from '@shared/domain/operators';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text, WANJIRU_KE } from './form-helpers';
import { mountApp } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('signing in', () => {
  it('asks for both fields before calling main', async () => {
    const fake = createFakeRemitDesk();
    const { wrapper } = await mountApp(fake, { path: '/sign-in' });
    await click(wrapper, 'sign-in-form');
    expect(fieldError(wrapper, 'operatorId')).toBe('Enter your operator id.');
    expect(fieldError(wrapper, 'password')).toBe('Enter your password.');
    expect(fake.callsOf('signIn')).toEqual([]);
  });

  it("shows main's message for a wrong password and clears the password", async () => {
    const fake = createFakeRemitDesk();
    const { wrapper, router } = await mountApp(fake, { path: '/sign-in' });
    await fill(wrapper, { 'sign-in-operator-id': 'clerk1', 'sign-in-password': 'wrong' });
    await click(wrapper, 'sign-in-form');
    expect(text(wrapper, 'sign-in-error')).toBe(
      'The sign-in name or the password is wrong. Check both and try again.',
    );
    expect(wrapper.find('[data-testid="sign-in-error"]').attributes('role')).toBe('alert');
    expect(
      (wrapper.find('[data-testid="sign-in-password"]').element as HTMLInputElement).value,
    ).toBe('');
    expect(router.currentRoute.value.name).toBe('sign-in');
  });

  it('says before anyone tries when head office has been silent too long', async () => {
    const fake = createFakeRemitDesk();
    const silent = (since: string) => ({
      message: 'Only admins can sign in now.',
      text: { key: 'accounts.refused.headOfficeSilent', values: { since, hours: 12 } } as const,
    });
    fake.state.status.headOffice = { managesOperators: true, silence: silent('2026-11-23 07:30') };
    const { wrapper } = await mountApp(fake, { path: '/sign-in' });
    expect(text(wrapper, 'sign-in-head-office-silent')).toBe(
      'Only admins can sign in now: this workstation has not heard from head office since 2026-11-23 07:30, and may work at most 12 hours without it. Check the network cable or Wi-Fi, or ask an admin.',
    );
    expect(fake.callsOf('signIn')).toEqual([]);
  });

  it('shows the lock-out message', async () => {
    const fake = createFakeRemitDesk();
    fake.state.operators[0]!.lockedUntil = '2026-11-23T07:30:00Z';
    const { wrapper } = await mountApp(fake, { path: '/sign-in' });
    await fill(wrapper, { 'sign-in-operator-id': 'clerk1', 'sign-in-password': 'correct horse' });
    await click(wrapper, 'sign-in-form');
    expect(text(wrapper, 'sign-in-error')).toContain('is locked until');
  });

  it('signs in with the typed name and lands on the role page', async () => {
    const fake = createFakeRemitDesk();
    const { wrapper, router } = await mountApp(fake, { path: '/sign-in' });
    await fill(wrapper, { 'sign-in-operator-id': ' clerk1 ', 'sign-in-password': 'correct horse' });
    // The button, as a clerk would press it (Enter in a field submits the same form).
    await click(wrapper, 'sign-in-submit');
    expect(fake.callsOf('signIn')[0]).toEqual<SignInRequest>({
      operatorId: 'clerk1',
      password: 'correct horse',
    });
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(text(wrapper, 'signed-in-as')).toBe('Grace Clerk · Clerk');
  });

  it('signs out and leaves nothing typed behind', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: '/send/rtgs' });
    await fill(wrapper, { 'destination.name': 'Otieno Odhiambo', 'source-account': WANJIRU_KE });
    await click(wrapper, 'sign-out');
    // A half-typed transfer: asked first (idle-sign-out.test.ts), then discarded.
    await click(wrapper, 'sign-out-discard');
    expect(router.currentRoute.value.name).toBe('sign-in');
    fake.signInAs('clerk1');
    await fill(wrapper, { 'sign-in-operator-id': 'clerk1', 'sign-in-password': 'correct horse' });
    await click(wrapper, 'sign-in-form');
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(
      (wrapper.find('[data-testid="destination.name"]').element as HTMLInputElement).value,
    ).toBe('');
    expect(text(wrapper, 'source.name')).toBe('—');
  });

  it('says plainly when the main process cannot be reached', async () => {
    const fake = createFakeRemitDesk();
    fake.refuse('appStatus', {
      code: 'unavailable',
      message: 'Remit Desk could not reach its main process.',
    });
    const { wrapper } = await mountApp(fake, { path: '/' });
    expect(text(wrapper, 'status-error')).toContain('could not reach its main process');
  });
});

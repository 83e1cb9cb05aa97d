import { afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@shared/schemas/operator-schemas';
import { PASSWORDS_DIFFER } from '../../renderer/src/composables/operator-form';
import { fieldId } from '../../renderer/src/composables/useFormField';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

const CHOSEN = 'quiet river mango 88';

function valueOf(wrapper: Awaited<ReturnType<typeof mountApp>>['wrapper'], testid: string) {
  return (wrapper.find(`[data-testid="${testid}"]`).element as HTMLInputElement).value;
}

describe('changing one’s own password', () => {
  it('is a header link for every role, and the page starts in its first field', async () => {
    for (const who of ['clerk1', 'super1', 'admin1']) {
      const fake = createFakeRemitDesk();
      fake.signInAs(who);
      const { wrapper, router } = await mountApp(fake);
      await click(wrapper, 'nav-change-password');
      expect(router.currentRoute.value.name).toBe('change-password');
      expect(document.activeElement?.id).toBe(fieldId('currentPassword'));
      wrapper.unmount();
      document.body.innerHTML = '';
    }
  });

  it('changes it with the current one, says so, and leaves no password on screen', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('super1');
    const { wrapper, router } = await mountApp(fake, { path: '/password' });
    await fill(wrapper, {
      'current-password': 'correct horse',
      'new-password': CHOSEN,
      'new-password-again': CHOSEN,
    });
    await click(wrapper, 'change-password-form');
    expect(fake.callsOf('changeOwnPassword')).toEqual([
      { currentPassword: 'correct horse', newPassword: CHOSEN },
    ]);
    expect(text(wrapper, 'password-changed')).toBe(
      'Your password is changed. Use the new one from your next sign-in.',
    );
    for (const field of ['current-password', 'new-password', 'new-password-again']) {
      expect(valueOf(wrapper, field)).toBe('');
    }
    expect(router.currentRoute.value.name).toBe('change-password');
  });

  it('checks the new password with the shared rules before calling main', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/password' });
    await fill(wrapper, {
      'current-password': 'correct horse',
      'new-password': 'correct horse',
      'new-password-again': 'something else',
    });
    await click(wrapper, 'change-password-form');
    expect(fieldError(wrapper, 'newPassword')).toBe(PASSWORD_MESSAGES.unchanged);
    expect(fieldError(wrapper, 'newPasswordAgain')).toBe(PASSWORDS_DIFFER);
    await fill(wrapper, {
      'new-password': 'my clerk1 pass',
      'new-password-again': 'my clerk1 pass',
    });
    await click(wrapper, 'change-password-form');
    expect(fieldError(wrapper, 'newPassword')).toBe(PASSWORD_MESSAGES.containsId);
    expect(fake.callsOf('changeOwnPassword')).toEqual([]);
  });

  it('puts a wrong current password on its field, clears the fields and goes back to it', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { wrapper } = await mountApp(fake, { path: '/password' });
    await fill(wrapper, {
      'current-password': 'not my password',
      'new-password': CHOSEN,
      'new-password-again': CHOSEN,
    });
    await click(wrapper, 'change-password-form');
    expect(fieldError(wrapper, 'currentPassword')).toBe(
      'Your current password is wrong, so the password was not changed.',
    );
    expect(valueOf(wrapper, 'current-password')).toBe('');
    expect(valueOf(wrapper, 'new-password')).toBe('');
    expect(document.activeElement?.id).toBe(fieldId('currentPassword'));
  });

  it('shows a refusal without fields as a message', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    fake.refuse('changeOwnPassword', {
      code: 'password-changed-meanwhile',
      message: 'Your password was reset or changed while you typed, so it was not changed.',
    });
    const { wrapper } = await mountApp(fake, { path: '/password' });
    await fill(wrapper, {
      'current-password': 'correct horse',
      'new-password': CHOSEN,
      'new-password-again': CHOSEN,
    });
    await click(wrapper, 'change-password-form');
    expect(text(wrapper, 'change-password-error')).toBe(
      'Your password was reset or changed while you typed, so it was not changed.',
    );
    expect(wrapper.find('[data-testid="change-password-error"]').attributes('role')).toBe('alert');
  });
});

describe('after an admin reset the password', () => {
  function resetClerk() {
    const fake = createFakeRemitDesk();
    const clerk = fake.state.operators.find((o) => o.operatorId === 'clerk1')!;
    clerk.mustChangePassword = true;
    clerk.password = 'lemon bicycle thunder 5';
    return fake;
  }

  it('signing in leads to the change-password page, which says why', async () => {
    const fake = resetClerk();
    const { wrapper, router } = await mountApp(fake, { path: '/sign-in' });
    await fill(wrapper, {
      'sign-in-operator-id': 'clerk1',
      'sign-in-password': 'lemon bicycle thunder 5',
    });
    await click(wrapper, 'sign-in-form');
    expect(router.currentRoute.value.name).toBe('change-password');
    expect(text(wrapper, 'password-change-required')).toContain('An admin set your password.');
    expect(wrapper.find('#field-currentPassword-hint').text()).toBe(
      'The temporary password the admin gave you.',
    );
  });

  it('no other page opens, and the header offers only this page and signing out', async () => {
    const fake = resetClerk();
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: '/send/rtgs' });
    expect(router.currentRoute.value.name).toBe('change-password');
    for (const path of ['/send/imt', '/operators', '/receipts/100000000001', '/']) {
      await router.push(path);
      await settle();
      expect(router.currentRoute.value.name, path).toBe('change-password');
    }
    expect(wrapper.find('nav[aria-label="Main"]').exists()).toBe(false);
    expect(wrapper.find('[data-testid="sign-out"]').exists()).toBe(true);
    expect(fake.callsOf('transferFormRules')).toEqual([]);
    expect(fake.callsOf('listPurposes')).toEqual([]);
  });

  it('choosing the new password opens the role’s start page, saying it is set', async () => {
    const fake = resetClerk();
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: '/password' });
    await fill(wrapper, {
      'current-password': 'lemon bicycle thunder 5',
      'new-password': CHOSEN,
      'new-password-again': CHOSEN,
    });
    await click(wrapper, 'change-password-submit');
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(text(wrapper, 'route-notice')).toBe('Your new password is set. Use it from now on.');
    expect(wrapper.find('[data-testid="route-notice"]').classes()).toContain('notice--success');
    expect(wrapper.find('nav[aria-label="Main"]').exists()).toBe(true);
    // Said once: the next page has no stale notice.
    await router.push('/send/imt');
    await settle();
    expect(wrapper.find('[data-testid="route-notice"]').exists()).toBe(false);
  });

  it('signing out goes back to sign-in', async () => {
    const fake = resetClerk();
    fake.signInAs('clerk1');
    const { wrapper, router } = await mountApp(fake, { path: '/password' });
    await click(wrapper, 'sign-out');
    expect(router.currentRoute.value.name).toBe('sign-in');
  });
});

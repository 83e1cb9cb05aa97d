import { afterEach, describe, expect, it } from 'vitest';
import type { NewOperator } from '../../shared/domain/operators';
import { validateFirstAdmin } from '../../shared/schemas/operator-schemas';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text } from './form-helpers';
import { mountApp } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('first launch', () => {
  it('creates the first admin, signs in and opens the operators page', async () => {
    const fake = createFakeRemitDesk({ setupNeeded: true });
    fake.state.operators = [];
    const { wrapper, router } = await mountApp(fake);
    expect(wrapper.find('[data-testid="operator-role"]').exists()).toBe(false);
    await fill(wrapper, {
      'operator-id': 'a.admin',
      'operator-display-name': 'Amina Admin',
      'operator-password': 'long enough secret',
      'operator-password-again': 'long enough secret',
    });
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createFirstAdmin')).toEqual<NewOperator[]>([
      {
        operatorId: 'a.admin',
        displayName: 'Amina Admin',
        role: 'admin',
        password: 'long enough secret',
      },
    ]);
    expect(router.currentRoute.value.name).toBe('operators');
    expect(text(wrapper, 'operator-row-a.admin')).toContain('Amina Admin');
  });

  it('refuses two different passwords before calling main', async () => {
    const fake = createFakeRemitDesk({ setupNeeded: true });
    const { wrapper } = await mountApp(fake);
    await fill(wrapper, {
      'operator-id': 'a.admin',
      'operator-display-name': 'Amina Admin',
      'operator-password': 'one secret',
      'operator-password-again': 'another secret',
    });
    await click(wrapper, 'operator-form');
    expect(fieldError(wrapper, 'passwordAgain')).toBe(
      'The two passwords are not the same. Type the same password twice.',
    );
    expect(fake.callsOf('createFirstAdmin')).toEqual([]);
  });

  it.each([
    ['operator-id', 'A.Admin', 'operatorId'],
    ['operator-password', 'short', 'password'],
    ['operator-password', 'Password2026!', 'password'],
    ['operator-password', 'a.admin is me ok', 'password'],
  ])('refuses %s %j with the shared operator schema message', async (testid, typed, path) => {
    const fake = createFakeRemitDesk({ setupNeeded: true });
    const { wrapper } = await mountApp(fake);
    const values: Record<string, string> = {
      'operator-id': 'a.admin',
      'operator-display-name': 'Amina Admin',
      'operator-password': 'long enough secret',
      [testid]: typed,
    };
    values['operator-password-again'] = values['operator-password']!;
    await fill(wrapper, values);
    await click(wrapper, 'operator-form');
    const request = {
      operatorId: values['operator-id'],
      displayName: 'Amina Admin',
      role: 'admin',
      password: values['operator-password'],
    };
    const expected = validateFirstAdmin(request);
    expect(expected.ok).toBe(false);
    if (!expected.ok) {
      expect(fieldError(wrapper, path)).toBe(
        expected.error.fields.find((f) => f.path === path)?.message,
      );
    }
    expect(fake.callsOf('createFirstAdmin')).toEqual([]);
  });

  it("puts main's field errors on the fields", async () => {
    const fake = createFakeRemitDesk({ setupNeeded: true });
    fake.override('createFirstAdmin', async () => ({
      ok: false,
      error: {
        code: 'invalid-request',
        message: 'Some details are missing or wrong. Correct the fields shown and try again.',
        fields: [{ path: 'password', message: 'Password was refused by main for this test.' }],
      },
    }));
    const { wrapper } = await mountApp(fake);
    await fill(wrapper, {
      'operator-id': 'a.admin',
      'operator-display-name': 'Amina Admin',
      'operator-password': 'long enough secret',
      'operator-password-again': 'long enough secret',
    });
    await click(wrapper, 'operator-form');
    expect(fieldError(wrapper, 'password')).toBe('Password was refused by main for this test.');
    expect(text(wrapper, 'operator-error')).toContain('Correct the fields shown');
    expect(
      (wrapper.find('[data-testid="operator-password"]').element as HTMLInputElement).value,
    ).toBe('');
  });
});

describe('the operators page', () => {
  it('deactivates, reactivates and unlocks an operator, but offers nothing on your own row', async () => {
    const fake = createFakeRemitDesk();
    fake.state.operators[0]!.lockedUntil = '2026-11-23T09:30:00Z';
    fake.signInAs('admin1');
    const { wrapper } = await mountApp(fake, { path: '/operators' });
    expect(text(wrapper, 'operator-row-clerk1')).toContain('Locked until');
    await click(wrapper, 'unlock-clerk1');
    expect(fake.callsOf('unlockOperator')).toEqual([{ operatorId: 'clerk1' }]);
    expect(text(wrapper, 'operator-row-clerk1')).toContain('Active');
    await click(wrapper, 'deactivate-clerk1');
    expect(fake.callsOf('setOperatorActive')).toEqual([{ operatorId: 'clerk1', active: false }]);
    expect(text(wrapper, 'operator-row-clerk1')).toContain('Deactivated');
    expect(text(wrapper, 'operators-outcome')).toBe('Grace Clerk (clerk1) is deactivated.');
    await click(wrapper, 'reactivate-clerk1');
    expect(text(wrapper, 'operator-row-clerk1')).toContain('Active');
    expect(wrapper.find('[data-testid="deactivate-admin1"]').exists()).toBe(false);
  });

  it("shows main's refusal of an action", async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    fake.override('setOperatorActive', async () => ({
      ok: false,
      error: {
        code: 'own-account',
        message: 'You cannot deactivate your own account. Ask another admin.',
      },
    }));
    const { wrapper } = await mountApp(fake, { path: '/operators' });
    await click(wrapper, 'deactivate-clerk1');
    expect(text(wrapper, 'operators-outcome')).toBe(
      'You cannot deactivate your own account. Ask another admin.',
    );
    expect(wrapper.find('[data-testid="operators-outcome"]').attributes('role')).toBe('alert');
  });

  it('lists the operators and adds one with a role', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    const { wrapper } = await mountApp(fake, { path: '/operators' });
    expect(text(wrapper, 'operator-row-clerk1')).toContain('Grace Clerk');
    await fill(wrapper, {
      'operator-id': 'j.mwangi',
      'operator-display-name': 'John Mwangi',
      'operator-role': 'supervisor',
      'operator-password': 'another long secret',
      'operator-password-again': 'another long secret',
    });
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createOperator')[0]).toMatchObject({
      operatorId: 'j.mwangi',
      role: 'supervisor',
    });
    expect(text(wrapper, 'operator-row-j.mwangi')).toContain('Supervisor');
    expect(text(wrapper, 'operators-outcome')).toBe(
      'John Mwangi (j.mwangi) can now sign in as supervisor.',
    );
    expect((wrapper.find('[data-testid="operator-id"]').element as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('shows a duplicate sign-in name on its field', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    const { wrapper } = await mountApp(fake, { path: '/operators' });
    await fill(wrapper, {
      'operator-id': 'clerk1',
      'operator-display-name': 'Someone Else',
      'operator-role': 'clerk',
      'operator-password': 'another long secret',
      'operator-password-again': 'another long secret',
    });
    await click(wrapper, 'operator-form');
    expect(fieldError(wrapper, 'operatorId')).toBe('Operator id clerk1 is taken. Choose another.');
    // The password was not the problem: it stays for the corrected attempt.
    expect(
      (wrapper.find('[data-testid="operator-password"]').element as HTMLInputElement).value,
    ).toBe('another long secret');
  });
});

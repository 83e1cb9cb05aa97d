import { afterEach, describe, expect, it } from 'vitest';
import type { NewOperator } from '@shared/domain/operators';
import { PASSWORD_MESSAGES, validateFirstAdmin } from '@shared/schemas/operator-schemas';
import { createFakeRemitDesk, type FakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text } from './form-helpers';
import { showLanguage } from '../../renderer/src/words';
import { mountApp, settle, settleUntil } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
  showLanguage('en');
});

/** Asks for a clerk `operatorId` named `name` on the operators page, the password typed twice. */
async function addClerk(
  wrapper: Awaited<ReturnType<typeof mountApp>>['wrapper'],
  operatorId: string,
  name: string,
): Promise<void> {
  await fill(wrapper, {
    'operator-id': operatorId,
    'operator-display-name': name,
    'operator-role': 'clerk',
    'operator-password': 'another long secret',
    'operator-password-again': 'another long secret',
  });
  await click(wrapper, 'operator-form');
}

/** The operators page as admin1 sees it, after `prepare` (main's refusals, say) on the fake. */
async function operatorsPage(prepare?: (fake: FakeRemitDesk) => void) {
  const fake = createFakeRemitDesk();
  fake.signInAs('admin1');
  prepare?.(fake);
  return { fake, ...(await mountApp(fake, { path: '/operators' })) };
}

/** What the new-operator form's text fields hold now. */
function typedValues(wrapper: Awaited<ReturnType<typeof mountApp>>['wrapper']) {
  const value = (testid: string) =>
    (wrapper.find(`[data-testid="${testid}"]`).element as HTMLInputElement).value;
  return Object.fromEntries(
    ['operator-id', 'operator-display-name', 'operator-password', 'operator-password-again'].map(
      (testid) => [testid, value(testid)],
    ),
  );
}

/** The first admin as typed on the first-launch form, and as the request carries them. */
const FIRST_ADMIN_TYPED = {
  'operator-id': 'a.admin',
  'operator-display-name': 'Amina Admin',
  'operator-password': 'long enough secret',
  'operator-password-again': 'long enough secret',
};
const FIRST_ADMIN: Omit<NewOperator, 'language'> = {
  operatorId: 'a.admin',
  displayName: 'Amina Admin',
  role: 'admin',
  password: 'long enough secret',
};

describe('first launch', () => {
  it('creates the first admin, signs in and opens the operators page', async () => {
    const fake = createFakeRemitDesk({ setupNeeded: true });
    fake.state.operators = [];
    const { wrapper, router } = await mountApp(fake);
    expect(wrapper.find('[data-testid="operator-role"]').exists()).toBe(false);
    await fill(wrapper, FIRST_ADMIN_TYPED);
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createFirstAdmin')).toEqual([{ ...FIRST_ADMIN, language: 'en' }]);
    expect(router.currentRoute.value.name).toBe('operators');
    expect(text(wrapper, 'operator-row-a.admin')).toContain('Amina Admin');
  });

  it("offers the sign-in screen's language to the first admin, who may choose another", async () => {
    const fake = createFakeRemitDesk({ setupNeeded: true, signInLanguage: 'fr' });
    fake.state.operators = [];
    const { wrapper } = await mountApp(fake);
    const language = wrapper.find('[data-testid="operator-language"]');
    expect((language.element as HTMLSelectElement).value).toBe('fr');
    expect(wrapper.find(`label[for="${language.attributes('id')}"]`).text()).toBe('Langue');
    await fill(wrapper, { ...FIRST_ADMIN_TYPED, 'operator-language': 'sw' });
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createFirstAdmin')).toEqual([{ ...FIRST_ADMIN, language: 'sw' }]);
    // The page turns Swahili once the Swahili words' chunk is in (D94).
    await settleUntil(() => document.documentElement.lang === 'sw', 'the page in Swahili');
    expect(document.documentElement.lang).toBe('sw');
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
    fake.refuse('createFirstAdmin', {
      code: 'invalid-request',
      message: 'Some details are missing or wrong. Correct the fields shown and try again.',
      fields: [{ path: 'password', message: 'Password was refused by main for this test.' }],
    });
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
  it('deactivates, reactivates and unlocks an operator, but not your own account', async () => {
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

  it('only reads, and says why, once the workstation is enrolled with head office', async () => {
    const { wrapper } = await operatorsPage((fake) => {
      fake.state.status.headOffice = { managesOperators: true, silence: null };
      for (const operator of fake.state.operators) operator.managedAtHeadOffice = true;
    });
    await settleUntil(() => wrapper.find('[data-testid="operators-managed"]').exists(), 'notice');
    expect(text(wrapper, 'operators-managed')).toMatch(
      /^This workstation is enrolled with head office, so its operators are managed there/,
    );
    expect(text(wrapper, 'operator-row-clerk1')).toContain('Grace Clerk');
    expect(wrapper.findAll('[data-testid="operators-table"] button')).toHaveLength(0);
    expect(wrapper.findAll('[data-testid="operators-table"] select')).toHaveLength(0);
    expect(wrapper.find('[data-testid="operator-form"]').exists()).toBe(false);
  });

  it('enrolled, offers only to deactivate an operator made here before the enrolment (D152)', async () => {
    const { fake, wrapper } = await operatorsPage((fake) => {
      fake.state.status.headOffice = { managesOperators: true, silence: null };
      for (const operator of fake.state.operators) {
        if (operator.operatorId !== 'clerk1') operator.managedAtHeadOffice = true;
      }
    });
    await settleUntil(() => wrapper.find('[data-testid="operators-managed"]').exists(), 'notice');
    expect(text(wrapper, 'operators-managed')).toContain(
      'Operators added here before the enrolment are not managed there: you can deactivate one here',
    );
    // One button, on the one row head office does not manage; no form, no language choice.
    const buttons = wrapper.findAll('[data-testid="operators-table"] button');
    expect(buttons.map((b) => b.attributes('data-testid'))).toEqual(['deactivate-clerk1']);
    expect(wrapper.findAll('[data-testid="operators-table"] select')).toHaveLength(0);
    expect(wrapper.find('[data-testid="operator-form"]').exists()).toBe(false);
    await click(wrapper, 'deactivate-clerk1');
    expect(fake.callsOf('setOperatorActive')).toEqual([{ operatorId: 'clerk1', active: false }]);
    expect(text(wrapper, 'operator-row-clerk1')).toContain('Deactivated');
    // Once deactivated, bringing them back is head office's: no button.
    expect(wrapper.findAll('[data-testid="operators-table"] button')).toHaveLength(0);
  });

  it("shows main's refusal of an action", async () => {
    const { wrapper } = await operatorsPage((fake) =>
      fake.refuse('setOperatorActive', {
        code: 'own-account',
        message: 'You cannot deactivate your own account. Ask another admin.',
      }),
    );
    await click(wrapper, 'deactivate-clerk1');
    expect(text(wrapper, 'operators-outcome')).toBe(
      'You cannot deactivate your own account. Ask another admin.',
    );
    expect(wrapper.find('[data-testid="operators-outcome"]').attributes('role')).toBe('alert');
  });

  it('lists the operators and adds one with a role', async () => {
    const { fake, wrapper } = await operatorsPage();
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
      'John Mwangi (j.mwangi) can now sign in as supervisor, and must then choose a new password. Tell them the one you typed in person.',
    );
    expect((wrapper.find('[data-testid="operator-id"]').element as HTMLInputElement).value).toBe(
      '',
    );
  });

  it.each([
    ['compliance', 'Compliance officer', 'compliance officer'],
    ['auditor', 'Auditor', 'auditor'],
  ])('adds a %s, named in words (D79)', async (role, label, sentence) => {
    const { fake, wrapper } = await operatorsPage();
    await fill(wrapper, {
      'operator-id': 'k.achieng',
      'operator-display-name': 'Kezia Achieng',
      'operator-role': role,
      'operator-password': 'another long secret',
      'operator-password-again': 'another long secret',
    });
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createOperator')[0]).toMatchObject({ operatorId: 'k.achieng', role });
    expect(text(wrapper, 'operator-row-k.achieng')).toContain(label);
    expect(text(wrapper, 'operators-outcome')).toBe(
      `Kezia Achieng (k.achieng) can now sign in as ${sentence}, and must then choose a new password. Tell them the one you typed in person.`,
    );
  });

  it('shows a duplicate sign-in name on its field', async () => {
    const { wrapper } = await operatorsPage();
    await addClerk(wrapper, 'clerk1', 'Someone Else');
    expect(fieldError(wrapper, 'operatorId')).toBe(
      'Operator id "clerk1" is already taken (ids are never reused, even for deactivated operators). Choose another id.',
    );
    // Said once, at the field (and in the summary), not again above the form.
    expect(wrapper.find('[data-testid="operator-error"]').exists()).toBe(false);
    // The field to mend has the focus.
    expect(document.activeElement?.getAttribute('data-testid')).toBe('operator-id');
    // Nothing but the id was the problem: everything else stays as typed, both passwords too.
    expect(typedValues(wrapper)).toEqual({
      'operator-id': 'clerk1',
      'operator-display-name': 'Someone Else',
      'operator-password': 'another long secret',
      'operator-password-again': 'another long secret',
    });
  });

  it('keeps both passwords when saving fails for a reason that is not the password', async () => {
    const { wrapper } = await operatorsPage((fake) =>
      fake.refuse('createOperator', {
        code: 'internal',
        message: 'Remit Desk could not save the operator (incident 7).',
      }),
    );
    await addClerk(wrapper, 'j.mwangi', 'John Mwangi');
    expect(text(wrapper, 'operator-error')).toBe(
      'Remit Desk could not save the operator (incident 7).',
    );
    expect(typedValues(wrapper)['operator-password']).toBe('another long secret');
    expect(typedValues(wrapper)['operator-password-again']).toBe('another long secret');
  });
});

describe('changing a role on the operators page', () => {
  it('asks for the new role in a dialog, focused on it, and says what changed', async () => {
    const { fake, wrapper } = await operatorsPage();
    await click(wrapper, 'change-role-clerk1');
    const dialog = wrapper.find('[data-testid="role-change-dialog"]');
    expect(dialog.exists()).toBe(true);
    expect((dialog.element as HTMLDialogElement).open).toBe(true);
    expect(dialog.find('h2').text()).toBe('Change the role of Grace Clerk');
    expect(dialog.text()).toContain('Grace Clerk (clerk1) is a clerk now.');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('role-change-role');
    // The current role is not offered again.
    const offered = dialog.findAll('[data-testid="role-change-role"] option').map((o) => o.text());
    expect(offered).toEqual([
      'Choose a role…',
      'Supervisor – receipts, end of day, unknown outcomes',
      'Admin – settings, keys and operators',
      'Compliance officer – suspicion flags, holds, reportable transfers',
      'Auditor – reads everything, changes nothing',
    ]);

    await click(wrapper, 'role-change-form');
    expect(fieldError(wrapper, 'newRole')).toBe(
      'Role must be clerk, supervisor, admin, compliance officer or auditor.',
    );
    expect(fake.callsOf('setOperatorRole')).toEqual([]);

    await fill(wrapper, { 'role-change-role': 'supervisor' });
    await click(wrapper, 'role-change-submit');
    expect(fake.callsOf('setOperatorRole')).toEqual([{ operatorId: 'clerk1', role: 'supervisor' }]);
    expect(wrapper.find('[data-testid="role-change-dialog"]').exists()).toBe(false);
    expect(text(wrapper, 'operators-outcome')).toBe('Grace Clerk (clerk1) is now a supervisor.');
    expect(text(wrapper, 'operator-row-clerk1')).toContain('Supervisor');
  });

  it('changes nothing when cancelled, by the button or by Escape', async () => {
    const { fake, wrapper } = await operatorsPage();
    await click(wrapper, 'change-role-clerk1');
    await click(wrapper, 'role-change-cancel');
    expect(wrapper.find('[data-testid="role-change-dialog"]').exists()).toBe(false);
    await click(wrapper, 'change-role-clerk1');
    await wrapper.find('[data-testid="role-change-dialog"]').trigger('cancel');
    await settle();
    expect(wrapper.find('[data-testid="role-change-dialog"]').exists()).toBe(false);
    expect(fake.callsOf('setOperatorRole')).toEqual([]);
    expect(wrapper.find('[data-testid="operators-outcome"]').exists()).toBe(false);
  });

  it('shows in the dialog why the last active admin keeps the role', async () => {
    const { wrapper } = await operatorsPage();
    // Your own row offers a role change (to step down), and nothing else.
    expect(text(wrapper, 'operator-row-admin1')).toContain('Ada Admin (you)');
    expect(wrapper.find('[data-testid="reset-password-admin1"]').exists()).toBe(false);
    await click(wrapper, 'change-role-admin1');
    expect(wrapper.find('[data-testid="role-change-dialog"]').text()).toContain(
      'This is your own account: you will be signed out',
    );
    await fill(wrapper, { 'role-change-role': 'clerk' });
    await click(wrapper, 'role-change-submit');
    expect(text(wrapper, 'role-change-error')).toBe('Ada Admin is the last active admin.');
    expect(wrapper.find('[data-testid="role-change-error"]').attributes('role')).toBe('alert');
    expect(wrapper.find('[data-testid="role-change-dialog"]').exists()).toBe(true);
    expect(text(wrapper, 'operator-row-admin1')).toContain('Admin');
  });
});

describe('resetting a password on the operators page', () => {
  it('takes a temporary password typed twice, with the shared rules, and says what follows', async () => {
    const fake = createFakeRemitDesk();
    fake.state.operators[0]!.lockedUntil = '2026-11-23T09:30:00Z';
    fake.signInAs('admin1');
    const { wrapper } = await mountApp(fake, { path: '/operators' });
    await click(wrapper, 'reset-password-clerk1');
    const dialog = wrapper.find('[data-testid="password-reset-dialog"]');
    expect(dialog.find('h2').text()).toBe('Reset the password of Grace Clerk');
    expect(dialog.text()).toContain('This also lifts the sign-in block.');
    expect(document.activeElement?.getAttribute('data-testid')).toBe('password-reset-password');

    await fill(wrapper, {
      'password-reset-password': 'clerk1 temporary',
      'password-reset-password-again': 'clerk1 temporary',
    });
    await click(wrapper, 'password-reset-form');
    expect(fieldError(wrapper, 'newPassword')).toBe(PASSWORD_MESSAGES.containsId);
    expect(fake.callsOf('resetOperatorPassword')).toEqual([]);

    await fill(wrapper, {
      'password-reset-password': 'lemon bicycle thunder 5',
      'password-reset-password-again': 'lemon bicycle thunder 5',
    });
    await click(wrapper, 'password-reset-submit');
    expect(fake.callsOf('resetOperatorPassword')).toEqual([
      { operatorId: 'clerk1', newPassword: 'lemon bicycle thunder 5' },
    ]);
    expect(wrapper.find('[data-testid="password-reset-dialog"]').exists()).toBe(false);
    expect(text(wrapper, 'operators-outcome')).toBe(
      'Grace Clerk (clerk1) must choose a new password at the next sign-in, with the temporary one you set.',
    );
    expect(text(wrapper, 'operator-row-clerk1')).toContain('Active, must choose a new password');
    // Nothing of the password stays in the page.
    expect(document.body.innerHTML).not.toContain('lemon bicycle thunder 5');
  });

  it("puts main's refusal in the dialog and clears the passwords", async () => {
    const { wrapper } = await operatorsPage((fake) =>
      fake.refuse('resetOperatorPassword', {
        code: 'unknown-operator',
        message: 'There is no operator with this id. Refresh the list of operators and try again.',
      }),
    );
    await click(wrapper, 'reset-password-super1');
    await fill(wrapper, {
      'password-reset-password': 'lemon bicycle thunder 5',
      'password-reset-password-again': 'lemon bicycle thunder 5',
    });
    await click(wrapper, 'password-reset-submit');
    expect(text(wrapper, 'password-reset-error')).toBe(
      'There is no operator with this id. Refresh the list of operators and try again.',
    );
    expect(
      (wrapper.find('[data-testid="password-reset-password"]').element as HTMLInputElement).value,
    ).toBe('');
  });
});

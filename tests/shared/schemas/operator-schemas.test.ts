import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { NewOperator } from '@shared/domain/operators';
import { OPERATOR_ID_PATTERN, PASSWORD_LIMITS } from '@shared/schemas/operator-fields';
import {
  COMMON_PASSWORD_WORDS,
  PASSWORD_MESSAGES,
  newOperatorSchema,
  passwordProblem,
  validateFirstAdmin,
  validateNewOperator,
  validateOwnPasswordChange,
  validatePasswordReset,
  validateRoleChange,
} from '@shared/schemas/operator-schemas';
import { validateSignInRequest } from '@shared/schemas/sign-in-schema';

const GOOD: NewOperator = {
  operatorId: 'jane.wanjiku',
  displayName: 'Jane Wanjiku',
  role: 'clerk',
  password: 'maize tractor lantern 7',
};

function withField(field: string, value: unknown): Record<string, unknown> {
  return { ...GOOD, [field]: value };
}

/** The messages for one field, or [] when the input is valid. */
function problemsOf(result: ReturnType<typeof validateNewOperator>, path: string): string[] {
  return result.ok ? [] : result.error.fields.filter((f) => f.path === path).map((f) => f.message);
}

describe('new operator', () => {
  it('accepts a valid operator and hands back the input unchanged', () => {
    expect(validateNewOperator(GOOD)).toEqual({ ok: true, value: GOOD });
    for (const role of ['clerk', 'supervisor', 'admin', 'compliance', 'auditor']) {
      expect(validateNewOperator(withField('role', role)).ok).toBe(true);
    }
  });

  it.each([
    ['ab', 'Operator id must be 3 to 32 characters long.'],
    ['a'.repeat(33), 'Operator id must be 3 to 32 characters long.'],
    ['2jane', 'Operator id must start with a lower-case letter (a to z).'],
    ['.jane', 'Operator id must start with a lower-case letter (a to z).'],
    ['Jane.K', 'Operator id must start with a lower-case letter (a to z).'],
    ['jane.K', 'lower-case letters, digits, dots and dashes'],
    ['jane k', 'lower-case letters, digits, dots and dashes'],
    ['jane_k', 'lower-case letters, digits, dots and dashes'],
    ['jané', 'lower-case letters, digits, dots and dashes'],
    ['head-office', 'Operator id "head-office" names head office in the journal'],
    ['', 'Operator id is required.'],
    [42, 'Operator id must be text.'],
  ])('refuses operator id %j', (operatorId, message) => {
    const problems = problemsOf(
      validateNewOperator(withField('operatorId', operatorId)),
      'operatorId',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it.each(['abc', 'a'.repeat(32), 'clerk-2', 'jane.wanjiku', 'j0.-'])(
    'accepts operator id %j',
    (operatorId) => {
      expect(validateNewOperator(withField('operatorId', operatorId)).ok).toBe(true);
    },
  );

  it.each([
    ['J', 'Name must be 2 to 60 characters long.'],
    ['J'.repeat(61), 'Name must be 2 to 60 characters long.'],
    ['Jane\tWanjiku', 'Name contains a hidden character'],
    ['Jane \u202eukijnaW', 'Name contains a hidden character'],
    [' Jane Wanjiku', 'Name must not start or end with a space.'],
    ['12', 'Name must contain letters.'],
    ['', 'Name is required.'],
  ])('refuses name %j', (displayName, message) => {
    const problems = problemsOf(
      validateNewOperator(withField('displayName', displayName)),
      'displayName',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(message);
  });

  it('refuses a role that is not one of the five', () => {
    for (const role of ['root', 'Admin', 'Compliance', 'compliance officer', '', 1, undefined]) {
      expect(problemsOf(validateNewOperator(withField('role', role)), 'role')).toEqual([
        'Role must be clerk, supervisor, admin, compliance officer or auditor.',
      ]);
    }
  });

  it('refuses unknown fields and input that is not a form', () => {
    const extra = validateNewOperator({ ...GOOD, isAdmin: true });
    expect(extra.ok).toBe(false);
    if (!extra.ok) expect(extra.error.message).toContain('isAdmin');
    for (const input of [null, undefined, 'jane', [GOOD]]) {
      const result = validateNewOperator(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toContain('new operator form');
    }
  });

  it('collects every field problem at once', () => {
    const result = validateNewOperator({
      operatorId: 'X',
      displayName: '',
      role: 'root',
      password: 'short',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.fields.map((f) => f.path).sort()).toEqual([
        'displayName',
        'operatorId',
        'password',
        'role',
      ]);
    }
  });
});

describe('new password rules', () => {
  const passwordProblems = (password: unknown, operatorId = GOOD.operatorId) =>
    problemsOf(validateNewOperator({ ...GOOD, operatorId, password }), 'password');

  it('needs at least 12 and at most 128 characters, counted as a person counts them', () => {
    expect(passwordProblems('maize tract')).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(passwordProblems('maize tracto')).toEqual([]);
    const long = 'maize tractor lantern '.repeat(6).slice(0, 128);
    expect(passwordProblems(long)).toEqual([]);
    expect(passwordProblems(`${long}x`)).toEqual([PASSWORD_MESSAGES.tooLong]);
    // 11 emoji are 22 UTF-16 units but 11 characters: too short.
    const emoji = Array.from('😀😁😂🤣😃😄😅😆😉😊😋').join('');
    expect(emoji.length).toBe(22);
    expect(passwordProblems(emoji)).toEqual([PASSWORD_MESSAGES.tooShort]);
    expect(passwordProblems(`${emoji}😎`)).toEqual([]);
  });

  it('refuses one character repeated', () => {
    expect(passwordProblems('a'.repeat(12))).toEqual([PASSWORD_MESSAGES.oneCharacter]);
    expect(passwordProblems('😀'.repeat(12))).toEqual([PASSWORD_MESSAGES.oneCharacter]);
    expect(passwordProblems(`${'a'.repeat(11)}b`)).toEqual([]);
  });

  it('refuses a password equal to or containing the operator id, in any case', () => {
    expect(passwordProblems('jane.wanjiku', 'jane.wanjiku')).toEqual([
      PASSWORD_MESSAGES.containsId,
    ]);
    expect(passwordProblems('my JANE.WANJIKU pass', 'jane.wanjiku')).toEqual([
      PASSWORD_MESSAGES.containsId,
    ]);
    expect(passwordProblems('tractor-clerk-2-lantern', 'clerk-2')).toEqual([
      PASSWORD_MESSAGES.containsId,
    ]);
    expect(passwordProblems('tractor-clerk-3-lantern', 'clerk-2')).toEqual([]);
  });

  it.each([
    'password1234',
    'Password2026!',
    'P@ssw0rd12345',
    '2026welcome!!',
    'qwerty123456',
    'Administrator',
    'letmein12345',
    'remitdesk2026',
    '123456789012',
    '098765432109',
    '1qaz2wsx3edc',
    'qwertyuiopas',
    'zyxwvutsrqpo',
    '1q2w3e4r5t6y',
  ])('refuses the common password %j', (password) => {
    expect(passwordProblems(password)).toEqual([PASSWORD_MESSAGES.common]);
  });

  it('keeps the common-password list short and in lower case', () => {
    expect(COMMON_PASSWORD_WORDS.length).toBeLessThanOrEqual(30);
    for (const word of COMMON_PASSWORD_WORDS) expect(word).toBe(word.toLowerCase());
  });

  it('refuses hidden characters', () => {
    expect(passwordProblems('maize\ttractor lantern')).toEqual([PASSWORD_MESSAGES.hidden]);
    expect(passwordProblems('maize tractor\u202e lantern')).toEqual([PASSWORD_MESSAGES.hidden]);
  });

  it('checks the id beside the password when the form checks that field alone', () => {
    // vee-validate checks one field with the whole form's values.
    expect(() =>
      newOperatorSchema.validateSyncAt('password', { ...GOOD, password: 'xx jane.wanjiku xx' }),
    ).toThrow(PASSWORD_MESSAGES.containsId);
    expect(() =>
      newOperatorSchema.validateSyncAt(
        'password',
        { password: 'xx jane.wanjiku xx' },
        { context: { operatorId: 'jane.wanjiku' } },
      ),
    ).toThrow(PASSWORD_MESSAGES.containsId);
  });

  it('never repeats the password in a message', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, maxLength: 140, unit: 'grapheme' }), (password) => {
        const result = validateNewOperator({ ...GOOD, password });
        if (result.ok) return;
        expect(result.error.message).not.toContain(password);
        for (const field of result.error.fields) expect(field.message).not.toContain(password);
      }),
    );
  });

  it('property: any accepted password has 12 to 128 characters, two different ones and no id', () => {
    const operatorId = fc.stringMatching(OPERATOR_ID_PATTERN);
    fc.assert(
      fc.property(fc.string({ maxLength: 140, unit: 'binary' }), operatorId, (password, id) => {
        const problem = passwordProblem(password, id);
        const chars = Array.from(password);
        if (problem === null) {
          expect(chars.length).toBeGreaterThanOrEqual(PASSWORD_LIMITS.min);
          expect(chars.length).toBeLessThanOrEqual(PASSWORD_LIMITS.max);
          expect(new Set(chars).size).toBeGreaterThan(1);
          expect(password.toLowerCase()).not.toContain(id);
        }
        // The schema says exactly what the pure rule says.
        const schema = problemsOf(
          validateNewOperator({ ...GOOD, operatorId: id, password }),
          'password',
        );
        expect(schema).toEqual(problem === null ? [] : [problem]);
      }),
    );
  });

  it('property: a password with the id inside it is always refused', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.stringMatching(OPERATOR_ID_PATTERN),
        fc.string({ maxLength: 60 }),
        fc.boolean(),
        (before, id, after, upper) => {
          const password = `${before}${upper ? id.toUpperCase() : id}${after}`;
          expect(passwordProblem(password, id)).not.toBeNull();
        },
      ),
    );
  });
});

describe('first admin', () => {
  it('must be an admin', () => {
    const admin = { ...GOOD, role: 'admin' };
    expect(validateFirstAdmin(admin)).toEqual({ ok: true, value: admin });
    const clerk = validateFirstAdmin(GOOD);
    expect(clerk.ok).toBe(false);
    if (!clerk.ok) {
      expect(clerk.error.fields).toEqual([
        {
          path: 'role',
          message:
            'Role must be admin: the first operator sets Remit Desk up and creates the other operators.',
        },
      ]);
    }
  });

  it('follows the same password rules', () => {
    const result = validateFirstAdmin({ ...GOOD, role: 'admin', password: 'password1234' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe(PASSWORD_MESSAGES.common);
  });
});

describe('sign-in request', () => {
  it('accepts any present id and password, applying no password rules', () => {
    for (const password of ['x', 'password1234', 'aaaaaaaaaaaa', 'jane.wanjiku']) {
      const request = { operatorId: 'jane.wanjiku', password };
      expect(validateSignInRequest(request)).toEqual({ ok: true, value: request });
    }
    // The id is looked up as typed (the service ignores case); the form does not judge it.
    expect(validateSignInRequest({ operatorId: 'Jane.Wanjiku', password: 'x' }).ok).toBe(true);
  });

  it('asks for what is missing', () => {
    const result = validateSignInRequest({ operatorId: '', password: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.fields).toEqual([
        { path: 'operatorId', message: 'Enter your operator id.' },
        { path: 'password', message: 'Enter your password.' },
      ]);
    }
  });

  it('caps the lengths and refuses other fields and types', () => {
    const cases: [unknown, string][] = [
      [{ operatorId: 'a'.repeat(33), password: 'x' }, 'Operator id is too long'],
      [{ operatorId: 'jane', password: 'x'.repeat(129) }, 'Password is too long'],
      [{ operatorId: 'jane', password: 'x', remember: true }, 'remember'],
      [{ operatorId: 'jane', password: 12345678 }, 'Password must be text.'],
      [null, 'sign-in form'],
    ];
    for (const [input, message] of cases) {
      const result = validateSignInRequest(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toContain(message);
    }
    expect(validateSignInRequest({ operatorId: 'jane', password: 'x'.repeat(128) }).ok).toBe(true);
  });

  it('never states a rule about existing passwords', () => {
    const result = validateSignInRequest({ operatorId: 'jane', password: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).not.toMatch(/12|common|repeated/);
  });
});

/** Every message of a failed validation, by field. */
function fieldsOf(result: {
  ok: boolean;
  error?: { fields: { path: string; message: string }[] };
}) {
  return result.ok ? [] : result.error!.fields.map((f) => [f.path, f.message]);
}

describe('role change', () => {
  it('takes an existing-looking id and one of the five roles, nothing else', () => {
    for (const role of ['clerk', 'supervisor', 'admin', 'compliance', 'auditor']) {
      expect(validateRoleChange({ operatorId: 'jane.wanjiku', role })).toEqual({
        ok: true,
        value: { operatorId: 'jane.wanjiku', role },
      });
    }
    expect(fieldsOf(validateRoleChange({ operatorId: 'jane.wanjiku', role: 'root' }))).toEqual([
      ['role', 'Role must be clerk, supervisor, admin, compliance officer or auditor.'],
    ]);
    expect(validateRoleChange({ operatorId: 'Jane', role: 'clerk' }).ok).toBe(false);
    expect(
      validateRoleChange({ operatorId: 'jane.wanjiku', role: 'clerk', active: false }).ok,
    ).toBe(false);
  });
});

describe('password reset', () => {
  it('holds the new password to the new-operator rules, the operator’s id included', () => {
    const good = { operatorId: 'jane.wanjiku', newPassword: 'lemon bicycle thunder 5' };
    expect(validatePasswordReset(good)).toEqual({ ok: true, value: good });
    for (const [newPassword, message] of [
      ['', PASSWORD_MESSAGES.required],
      ['short one', PASSWORD_MESSAGES.tooShort],
      ['JANE.WANJIKU forty two', PASSWORD_MESSAGES.containsId],
      ['welcome123456', PASSWORD_MESSAGES.common],
    ]) {
      expect(fieldsOf(validatePasswordReset({ ...good, newPassword }))).toEqual([
        ['newPassword', message],
      ]);
    }
    expect(validatePasswordReset({ ...good, password: good.newPassword }).ok).toBe(false);
  });
});

describe('own password change', () => {
  const good = { currentPassword: 'maize tractor lantern 7', newPassword: 'quiet river mango 88' };

  it('accepts a current password and a new one that keeps the rules', () => {
    expect(validateOwnPasswordChange(good, 'jane.wanjiku')).toEqual({ ok: true, value: good });
  });

  it('refuses a new password equal to the current one, however it was typed', () => {
    const composed = 'caf\u00e9 au lait tonight';
    const decomposed = 'cafe\u0301 au lait tonight';
    for (const [currentPassword, newPassword] of [
      [good.currentPassword, good.currentPassword],
      [composed, decomposed],
    ]) {
      expect(
        fieldsOf(validateOwnPasswordChange({ currentPassword, newPassword }, 'jane.wanjiku')),
      ).toEqual([['newPassword', PASSWORD_MESSAGES.unchanged]]);
    }
  });

  it('checks the new password against the id it is made for, which the request never names', () => {
    const newPassword = 'i am jane.wanjiku now';
    expect(validateOwnPasswordChange({ ...good, newPassword }, 'jane.wanjiku')).toMatchObject({
      ok: false,
      error: { fields: [{ path: 'newPassword', message: PASSWORD_MESSAGES.containsId }] },
    });
    expect(validateOwnPasswordChange({ ...good, newPassword }, 'amina.admin').ok).toBe(true);
    expect(
      validateOwnPasswordChange({ ...good, operatorId: 'amina.admin' }, 'jane.wanjiku').ok,
    ).toBe(false);
  });

  it('asks for the current password without applying the new-password rules to it', () => {
    expect(
      fieldsOf(validateOwnPasswordChange({ ...good, currentPassword: '' }, 'jane.wanjiku')),
    ).toEqual([['currentPassword', PASSWORD_MESSAGES.currentRequired]]);
    expect(
      validateOwnPasswordChange({ ...good, currentPassword: 'short' }, 'jane.wanjiku').ok,
    ).toBe(true);
    expect(
      fieldsOf(
        validateOwnPasswordChange(
          { ...good, currentPassword: 'x'.repeat(PASSWORD_LIMITS.max + 1) },
          'jane.wanjiku',
        ),
      ),
    ).toEqual([
      [
        'currentPassword',
        `Current password is too long: it has at most ${PASSWORD_LIMITS.max} characters.`,
      ],
    ]);
  });
});

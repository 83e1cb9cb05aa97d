import { dirname, join } from 'node:path';
import { rawJournal, TEST_DATABASE_KEY } from './fixtures';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { describe, expect, it } from 'vitest';
import { AuditKeyMissingError } from '../../../electron/main/journal/audit-chain';
import { RowSealError } from '../../../electron/main/journal/row-seal-error';
import { openJournal } from '../../../electron/main/journal/journal';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { migrate, SCHEMA_VERSION } from '../../../electron/main/journal/migrations';
import type { NewOperatorRecord } from '../../../electron/main/journal/operators-repo';
import { openTempJournal, reservation, tempDataDir } from './fixtures';

const AT = '2026-11-23T08:00:00.000Z';

function record(overrides: Partial<NewOperatorRecord> = {}): NewOperatorRecord {
  return {
    operatorId: 'amina.admin',
    displayName: 'Amina Odhiambo',
    role: 'admin',
    passwordHash: 'scrypt$1024$8$1$c2FsdHNhbHRzYWx0c2FsdA==$aGFzaA==',
    at: AT,
    createdBy: null,
    ...overrides,
  };
}

const CLERK_RECORD = record({
  operatorId: 'jane.clerk',
  displayName: 'Jane Wanjiku',
  role: 'clerk',
  createdBy: 'amina.admin',
});

describe('migration 3: operators', () => {
  it('upgrades a version-2 journal and keeps what it held', () => {
    const dir = tempDataDir();
    const raw = rawJournal(join(dir, JOURNAL_FILE_NAME));
    migrate(raw, 2);
    raw
      .prepare(
        "INSERT INTO settings (key, value, updated_at) VALUES ('branchName', '\"Kisumu\"', ?)",
      )
      .run(AT);
    raw.close();

    const journal = openTempJournal(dir);
    expect(journal.settings.getRaw('branchName')).toBe('"Kisumu"');
    expect(journal.operators.count()).toBe(0);
    expect(journal.operators.create(record(), { firstOnly: true })).toBe('created');
    journal.close();
    const check = rawJournal(join(dir, JOURNAL_FILE_NAME), { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    check.close();
  });

  it('lets transfers and operators live side by side', () => {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    journal.transfers.reserve(reservation({ operatorId: 'amina.admin' }));
    expect(journal.audit.verify()).toMatchObject({ ok: true, last: { seq: 2 } });
  });
});

describe('operator records', () => {
  it('keep the first-admin rule inside the transaction', () => {
    const journal = openTempJournal();
    expect(journal.operators.create(record(), { firstOnly: true })).toBe('created');
    expect(journal.operators.create(record({ operatorId: 'other' }), { firstOnly: true })).toBe(
      'already-set-up',
    );
    expect(
      journal.operators.create(record({ createdBy: 'amina.admin' }), { firstOnly: false }),
    ).toBe('duplicate');
    expect(journal.operators.count()).toBe(1);
  });

  it('need their creator to exist', () => {
    const journal = openTempJournal();
    expect(() =>
      journal.operators.create(record({ createdBy: 'ghost' }), { firstOnly: false }),
    ).toThrow(/FOREIGN KEY/);
  });

  it.each([
    ['role', { role: 'root' as never }],
    ['id with capitals', { operatorId: 'Amina' }],
    ['id with a space', { operatorId: 'amina admin' }],
    ['id starting with a digit', { operatorId: '1amina' }],
    ['short id', { operatorId: 'am' }],
    ['password that is not a hash', { passwordHash: 'kettle orchard violin 42' }],
    ['one-letter name', { displayName: 'A' }],
  ])('are refused by the table itself: %s', (_what, overrides) => {
    const journal = openTempJournal();
    expect(() => journal.operators.create(record(overrides), { firstOnly: true })).toThrow(
      /CHECK constraint/,
    );
    expect(journal.audit.entries()).toEqual([]);
  });

  it('lock at the limit, and neither count a failure nor record a sign-in while locked', () => {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    const lockUntil = '2026-11-23T08:15:00.000Z';
    const policy = { maxFailedAttempts: 2, lockUntil, reason: 'wrong-password' };
    expect(journal.operators.recordFailure('amina.admin', AT, policy)).toEqual({
      failedAttempts: 1,
      lockedUntil: null,
    });
    expect(journal.operators.recordFailure('amina.admin', AT, policy)).toEqual({
      failedAttempts: 2,
      lockedUntil: lockUntil,
    });
    // Both verified before the lock was committed, recorded after it: the lock wins.
    const later = { ...policy, lockUntil: '2026-11-23T08:30:00.000Z' };
    expect(journal.operators.recordFailure('amina.admin', AT, later)).toEqual({
      failedAttempts: 0,
      lockedUntil: lockUntil,
    });
    expect(journal.operators.recordSignIn('amina.admin', AT)).toEqual({
      signedIn: false,
      reason: 'locked-out',
      lockedUntil: lockUntil,
    });
    expect(journal.operators.get('amina.admin')).toMatchObject({
      failedAttempts: 0,
      lockedUntil: lockUntil,
    });
    expect(
      journal.audit
        .entries()
        .slice(-2)
        .map((e) => [e.action, e.details]),
    ).toEqual([
      ['session.sign-in-failed', { operatorIdTried: 'amina.admin', reason: 'locked-out' }],
      ['session.sign-in-failed', { operatorIdTried: 'amina.admin', reason: 'locked-out' }],
    ]);

    // Once the lock has run out, a sign-in clears it.
    expect(journal.operators.recordSignIn('amina.admin', lockUntil)).toMatchObject({
      signedIn: true,
      operator: { operatorId: 'amina.admin', failedAttempts: 0, lockedUntil: null },
    });
    expect(journal.operators.get('amina.admin')).toMatchObject({
      failedAttempts: 0,
      lockedUntil: null,
    });
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('record no sign-in for an operator deactivated meanwhile', () => {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    journal.operators.create(CLERK_RECORD, { firstOnly: false });
    journal.operators.setActive('jane.clerk', false, 'amina.admin', AT);
    expect(journal.operators.recordSignIn('jane.clerk', AT)).toEqual({
      signedIn: false,
      reason: 'inactive',
    });
    expect(journal.audit.entries().at(-1)).toMatchObject({
      action: 'session.sign-in-failed',
      details: { operatorIdTried: 'jane.clerk', reason: 'inactive' },
    });
  });
});

describe('migration 4: roles and passwords', () => {
  it('upgrades a version-3 journal: its operators keep their passwords and need no change', () => {
    const dir = tempDataDir();
    const raw = rawJournal(join(dir, JOURNAL_FILE_NAME));
    migrate(raw, 3);
    raw
      .prepare(
        `INSERT INTO operators (operator_id, display_name, role, password_hash, created_at,
          password_changed_at) VALUES ('amina.admin', 'Amina Odhiambo', 'admin', ?, ?, ?)`,
      )
      .run(record().passwordHash, AT, AT);
    raw.close();

    const journal = openTempJournal(dir);
    expect(journal.operators.get('amina.admin')).toMatchObject({
      passwordHash: record().passwordHash,
      mustChangePassword: false,
    });
  });

  it('makes the journal itself refuse to leave no active admin, however it is written to', () => {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    journal.operators.create(CLERK_RECORD, { firstOnly: false });
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    try {
      for (const change of [
        "UPDATE operators SET role = 'clerk' WHERE operator_id = 'amina.admin'",
        "UPDATE operators SET active = 0 WHERE operator_id = 'amina.admin'",
        "UPDATE operators SET role = 'supervisor', active = 0",
      ]) {
        expect(() => raw.exec(change)).toThrow(/last active admin/);
      }
      // With a second admin, either may go.
      raw.exec("UPDATE operators SET role = 'admin' WHERE operator_id = 'jane.clerk'");
      raw.exec("UPDATE operators SET active = 0 WHERE operator_id = 'amina.admin'");
      expect(() =>
        raw.exec("UPDATE operators SET role = 'clerk' WHERE operator_id = 'jane.clerk'"),
      ).toThrow(/last active admin/);
      // Changes that keep an admin, or touch no admin, pass.
      raw.exec("UPDATE operators SET display_name = 'Jane W.' WHERE operator_id = 'jane.clerk'");
      raw.exec("UPDATE operators SET active = 1 WHERE operator_id = 'amina.admin'");
    } finally {
      raw.close();
    }
  });

  it('allows only 0 or 1 as the must-change flag', () => {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    try {
      expect(() => raw.exec('UPDATE operators SET must_change_password = 2')).toThrow(
        /CHECK constraint/,
      );
    } finally {
      raw.close();
    }
  });
});

describe('roles and passwords', () => {
  const NEW_HASH = 'scrypt$1024$8$1$bmV3c2FsdG5ld3NhbHRuZXdzYQ==$bmV3aGFzaA==';

  function twoOperators() {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    journal.operators.create(CLERK_RECORD, { firstOnly: false });
    return journal;
  }

  it('change a role with the old and the new one in the audit row, and nothing when unchanged', () => {
    const journal = twoOperators();
    expect(journal.operators.setRole('jane.clerk', 'supervisor', 'amina.admin', AT)).toBe(
      'changed',
    );
    expect(journal.operators.get('jane.clerk')?.role).toBe('supervisor');
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'amina.admin',
      action: 'operator.role-changed',
      details: { operatorId: 'jane.clerk', from: 'clerk', to: 'supervisor' },
    });
    const rows = journal.audit.entries().length;
    expect(journal.operators.setRole('jane.clerk', 'supervisor', 'amina.admin', AT)).toBe(
      'unchanged',
    );
    expect(journal.operators.setRole('nobody', 'clerk', 'amina.admin', AT)).toBe('unknown');
    expect(journal.audit.entries()).toHaveLength(rows);
  });

  it('keep the last active admin: not demoted, not deactivated, and nothing audited', () => {
    const journal = twoOperators();
    const rows = journal.audit.entries().length;
    expect(journal.operators.setRole('amina.admin', 'clerk', 'amina.admin', AT)).toBe('last-admin');
    expect(journal.operators.setActive('amina.admin', false, 'amina.admin', AT)).toBe('last-admin');
    expect(journal.operators.get('amina.admin')).toMatchObject({ role: 'admin', active: true });
    expect(journal.audit.entries()).toHaveLength(rows);

    // A deactivated admin is no admin to fall back on.
    journal.operators.setRole('jane.clerk', 'admin', 'amina.admin', AT);
    journal.operators.setActive('jane.clerk', false, 'amina.admin', AT);
    expect(journal.operators.setRole('amina.admin', 'supervisor', 'amina.admin', AT)).toBe(
      'last-admin',
    );
    journal.operators.setActive('jane.clerk', true, 'amina.admin', AT);
    expect(journal.operators.setRole('amina.admin', 'supervisor', 'jane.clerk', AT)).toBe(
      'changed',
    );
  });

  it('reset a password: a new hash to change at the next sign-in, the lock lifted, audited without it', () => {
    const journal = twoOperators();
    const lockUntil = '2026-11-23T08:15:00.000Z';
    journal.operators.recordFailure('jane.clerk', AT, {
      maxFailedAttempts: 1,
      lockUntil,
      reason: 'wrong-password',
    });
    const later = '2026-11-23T08:05:00.000Z';
    expect(journal.operators.resetPassword('jane.clerk', NEW_HASH, 'amina.admin', later)).toBe(
      true,
    );
    expect(journal.operators.get('jane.clerk')).toMatchObject({
      passwordHash: NEW_HASH,
      mustChangePassword: true,
      failedAttempts: 0,
      lockedUntil: null,
      passwordChangedAt: later,
    });
    const row = journal.audit.entries().at(-1)!;
    expect(row).toMatchObject({
      operatorId: 'amina.admin',
      action: 'operator.password-reset',
      details: { operatorId: 'jane.clerk', wasLockedUntil: lockUntil },
    });
    expect(JSON.stringify(row)).not.toContain('scrypt');
    expect(journal.operators.resetPassword('nobody', NEW_HASH, 'amina.admin', later)).toBe(false);
    // The sign-in that follows says the operator must now choose a new password.
    expect(journal.operators.recordSignIn('jane.clerk', later)).toMatchObject({
      signedIn: true,
      operator: { mustChangePassword: true },
    });
    expect(journal.audit.entries().at(-1)?.details).toMatchObject({ mustChangePassword: true });
  });

  it("change a password only over the hash that was checked, clearing the admin's reset", () => {
    const journal = twoOperators();
    const checked = journal.operators.get('jane.clerk')!.passwordHash;
    journal.operators.resetPassword('jane.clerk', NEW_HASH, 'amina.admin', AT);
    // Checked against the old password, but an admin reset it meanwhile.
    const OWN_HASH = 'scrypt$1024$8$1$b3duc2FsdG93bnNhbHRvd25zYQ==$b3duaGFzaA==';
    expect(journal.operators.changePassword('jane.clerk', checked, OWN_HASH, AT)).toBe('stale');
    expect(journal.operators.get('jane.clerk')?.passwordHash).toBe(NEW_HASH);

    expect(journal.operators.changePassword('jane.clerk', NEW_HASH, OWN_HASH, AT)).toBe('changed');
    expect(journal.operators.get('jane.clerk')).toMatchObject({
      passwordHash: OWN_HASH,
      mustChangePassword: false,
    });
    expect(journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'jane.clerk',
      action: 'operator.password-changed',
      details: { afterReset: true },
    });

    journal.operators.setActive('jane.clerk', false, 'amina.admin', AT);
    expect(journal.operators.changePassword('jane.clerk', OWN_HASH, NEW_HASH, AT)).toBe('inactive');
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('count a wrong current password as the operator’s own failed attempt, towards the same lock', () => {
    const journal = twoOperators();
    const lockUntil = '2026-11-23T08:15:00.000Z';
    const policy = {
      maxFailedAttempts: 2,
      lockUntil,
      reason: 'wrong-password',
      during: 'password-change' as const,
    };
    journal.operators.recordFailure('jane.clerk', AT, { ...policy, during: 'sign-in' });
    expect(journal.operators.recordFailure('jane.clerk', AT, policy)).toEqual({
      failedAttempts: 2,
      lockedUntil: lockUntil,
    });
    expect(
      journal.audit
        .entries()
        .slice(-3)
        .map((e) => [e.operatorId, e.action, e.details]),
    ).toEqual([
      [
        null,
        'session.sign-in-failed',
        { operatorIdTried: 'jane.clerk', reason: 'wrong-password', failedAttempts: 1 },
      ],
      [
        'jane.clerk',
        'operator.password-change-failed',
        { reason: 'wrong-password', failedAttempts: 2 },
      ],
      [
        null,
        'operator.locked-out',
        { operatorId: 'jane.clerk', failedAttempts: 2, lockedUntil: lockUntil },
      ],
    ]);
  });

  it('commit each change with its row in the keyed chain, or not at all', () => {
    const journal = twoOperators();
    const OWN_HASH = 'scrypt$1024$8$1$b3duc2FsdG93bnNhbHRvd25zYQ==$b3duaGFzaA==';
    const policy = {
      maxFailedAttempts: 1,
      lockUntil: '2026-11-23T08:15:00.000Z',
      reason: 'wrong-password',
      during: 'password-change' as const,
    };
    const changes = (on: typeof journal) => [
      () => on.operators.setRole('jane.clerk', 'supervisor', 'amina.admin', AT),
      () => on.operators.resetPassword('jane.clerk', NEW_HASH, 'amina.admin', AT),
      () => on.operators.recordSignIn('jane.clerk', AT),
      () => {
        const current = on.operators.get('jane.clerk')!.passwordHash;
        return on.operators.changePassword('jane.clerk', current, OWN_HASH, AT);
      },
      () => on.operators.recordFailure('jane.clerk', AT, policy),
    ];

    // The same file through a connection with no audit key: no row can be sealed, so the changes
    // the rows would record must not commit either.
    const opened = openJournal(dirname(journal.path), TEST_DATABASE_KEY);
    if (!opened.ok) throw new Error(opened.error.message);
    const unkeyed = opened.value;
    const before = journal.operators.get('jane.clerk');
    const rows = journal.audit.entries().length;
    for (const change of changes(unkeyed)) expect(change).toThrow(AuditKeyMissingError);
    unkeyed.close();
    expect(journal.operators.get('jane.clerk')).toEqual(before);
    expect(journal.audit.entries()).toHaveLength(rows);

    const chain = rawJournal(journal.path, { readonly: true });
    const kinds = chain.prepare('SELECT chain FROM audit WHERE seq > ? ORDER BY seq').pluck();
    for (const change of changes(journal)) {
      const last = journal.audit.entries().length;
      change();
      const added = kinds.all(last);
      expect(added.length, String(change)).toBeGreaterThan(0);
      expect(added.filter((kind) => kind !== 'hmac-sha256')).toEqual([]);
    }
    chain.close();
    expect(journal.operators.get('jane.clerk')).toMatchObject({
      role: 'supervisor',
      passwordHash: OWN_HASH,
      mustChangePassword: false,
      lockedUntil: policy.lockUntil,
    });
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });
});

describe("an operator's language (D83)", () => {
  it('is English unless given, and a change is audited with the old and the new one', () => {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    journal.operators.create({ ...CLERK_RECORD, language: 'sw' }, { firstOnly: false });
    expect(journal.operators.get('amina.admin')?.language).toBe('en');
    expect(journal.operators.get('jane.clerk')?.language).toBe('sw');
    expect(journal.audit.entries().at(-1)?.details).toMatchObject({ language: 'sw' });

    expect(journal.operators.setLanguage('jane.clerk', 'fr', 'jane.clerk', AT)).toBe('changed');
    expect(journal.operators.setLanguage('jane.clerk', 'fr', 'jane.clerk', AT)).toBe('unchanged');
    expect(journal.operators.setLanguage('nobody', 'fr', 'amina.admin', AT)).toBe('unknown');
    expect(journal.operators.get('jane.clerk')?.language).toBe('fr');
    const changes = journal.audit.entries().filter((e) => e.action === 'operator.language-changed');
    expect(changes).toEqual([
      expect.objectContaining({
        operatorId: 'jane.clerk',
        details: { operatorId: 'jane.clerk', from: 'sw', to: 'fr' },
      }),
    ]);
  });

  it('is covered by the row seal: edited in the file, the operator is refused when read', () => {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    journal.operators.create(CLERK_RECORD, { firstOnly: false });
    journal.operators.setLanguage('jane.clerk', 'fr', 'jane.clerk', AT);
    expect(journal.operators.get('jane.clerk')?.language).toBe('fr');

    const raw = rawJournal(journal.path);
    sealFunctionsWithoutKey(raw);
    raw.exec("UPDATE operators SET language = 'sw' WHERE operator_id = 'jane.clerk'");
    raw.close();

    expect(() => journal.operators.get('jane.clerk')).toThrow(RowSealError);
    expect(journal.rowSeals.startCheck({ everything: true }).found).toMatchObject({
      table: 'operators',
      key: 'jane.clerk',
    });
  });
});

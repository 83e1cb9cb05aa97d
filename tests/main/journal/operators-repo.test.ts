import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { MIGRATIONS } from '../../../electron/main/journal/migrations';
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

describe('migration 3: operators', () => {
  it('upgrades a version-2 journal and keeps what it held', () => {
    const dir = tempDataDir();
    const raw = new Database(join(dir, JOURNAL_FILE_NAME));
    for (const migrate of MIGRATIONS.slice(0, 2)) migrate(raw);
    raw.pragma('user_version = 2');
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
    const check = new Database(join(dir, JOURNAL_FILE_NAME), { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(3);
    check.close();
  });

  it('lets transfers and operators live side by side', () => {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    journal.transfers.reserve(reservation({ operatorId: 'amina.admin' }));
    expect(journal.audit.verify()).toMatchObject({ ok: true, rows: 2 });
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
    expect(journal.operators.recordSignIn('amina.admin', lockUntil)).toEqual({ signedIn: true });
    expect(journal.operators.get('amina.admin')).toMatchObject({
      failedAttempts: 0,
      lockedUntil: null,
    });
    expect(journal.audit.verify()).toMatchObject({ ok: true });
  });

  it('record no sign-in for an operator deactivated meanwhile', () => {
    const journal = openTempJournal();
    journal.operators.create(record(), { firstOnly: true });
    journal.operators.setActive('amina.admin', false, 'someone.else', AT);
    expect(journal.operators.recordSignIn('amina.admin', AT)).toEqual({
      signedIn: false,
      reason: 'inactive',
    });
    expect(journal.audit.entries().at(-1)).toMatchObject({
      action: 'session.sign-in-failed',
      details: { operatorIdTried: 'amina.admin', reason: 'inactive' },
    });
  });
});

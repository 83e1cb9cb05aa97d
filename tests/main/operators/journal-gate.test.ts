import { afterAll, describe, expect, it } from 'vitest';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import type { OperatorServiceOptions } from '../../../electron/main/operators/operator-service';
import { scryptHasher } from '../../../hq/protocol/password-hash';
import { createTeardown } from '../engine/engine-fixture';
import { tamper, tempDataDir } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { ADMIN, CLERK, SECOND_ADMIN, startDesk } from './fixtures';
import { choseOwnPassword } from '../../support/first-password';
import { expectWordedAnswer } from '../../support/worded-answer';
import { wordRef, type MessageRef } from '@shared/i18n/catalog';

const stores = keychainStores();
const teardown = createTeardown();
afterAll(async () => {
  await teardown.run();
  await stores.cleanUp();
});

const startWorkstation = (dataDir: string, overrides: Partial<OperatorServiceOptions> = {}) =>
  startDesk(stores, dataDir, overrides);

const TEMPORARY = 'lemon bicycle thunder 5';

/**
 * The refusal of a sign-in other than an admin's while the journal fails its check: the finding
 * follows in every language, as the sign-in screen words it (D93).
 */
function adminsOnly(problem: { message: string; text?: MessageRef }) {
  const words = { en: wordRef(problem.text!, 'en'), fr: wordRef(problem.text!, 'fr') };
  return {
    ok: false,
    error: {
      code: 'journal-check-failed',
      message: `Only admins can sign in now. ${problem.message}`,
      text: {
        key: 'accounts.refused.journalStopped.signIn',
        values: {
          problem: { words: { ...words, sw: wordRef(problem.text!, 'sw') } },
        },
      },
    },
  };
}

/**
 * A workstation with an admin, a clerk and a second admin (each of the last two with a password
 * the first admin reset when `reset`), whose journal is then edited: it fails its next check.
 */
async function workstationWithEditedJournal(reset: boolean): Promise<string> {
  const dataDir = tempDataDir();
  const first = await startWorkstation(dataDir);
  expect((await first.createFirstAdmin(ADMIN)).ok).toBe(true);
  const admin = first.operators.current()!;
  for (const operator of [CLERK, SECOND_ADMIN]) {
    expect((await first.operators.create(operator, admin)).ok).toBe(true);
    choseOwnPassword(first.services.journal, operator.operatorId);
    if (reset) {
      const request = { operatorId: operator.operatorId, newPassword: TEMPORARY };
      expect((await first.operators.resetPassword(request, admin)).ok).toBe(true);
    }
  }
  first.operators.signOut();
  await first.close();
  tamper(`${dataDir}/${JOURNAL_FILE_NAME}`, `UPDATE audit SET operator_id = 'x' WHERE seq = 2`);
  return dataDir;
}

/**
 * A journal that fails its check stops the work of everyone but admins: they can still sign in,
 * see why and call support.
 */
describe('a journal that failed its check', () => {
  it('lets only admins sign in, and tells the others which row and what to do', async () => {
    const dataDir = tempDataDir();
    const first = await startWorkstation(dataDir);
    expect((await first.createFirstAdmin(ADMIN)).ok).toBe(true);
    const admin = first.operators.current()!;
    expect((await first.operators.create(CLERK, admin)).ok).toBe(true);
    choseOwnPassword(first.services.journal, CLERK.operatorId);
    first.operators.signOut();
    await first.close();

    tamper(`${dataDir}/${JOURNAL_FILE_NAME}`, `UPDATE audit SET operator_id = 'x' WHERE seq = 2`);
    const second = await startWorkstation(dataDir);
    teardown.add(() => second.close());
    const problem = second.services.seal.problem()!;
    expect(problem.firstBadRow).toBe(2);

    const clerk = await second.operators.signIn({
      operatorId: CLERK.operatorId,
      password: CLERK.password,
    });
    expect(clerk).toEqual(adminsOnly(problem));
    // The sign-in screen words it whole in the workstation's language, the finding too.
    const words = expectWordedAnswer(
      (clerk as { error: { message: string } }).error,
      'accounts.refused.journalStopped.signIn',
    );
    expect(words.fr).toMatch(
      /^Seuls les administrateurs peuvent se connecter .*La ligne d’audit 2 a été modifiée après son écriture\. Le journal/,
    );
    expect(words.sw).not.toContain('Audit row');
    expect(second.operators.current()).toBeNull();
    expect(second.services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'session.sign-in-failed',
      details: { operatorIdTried: CLERK.operatorId, reason: 'journal-check-failed' },
    });

    // A wrong password is still just a wrong password: the journal's state is not told to it.
    const guess = await second.operators.signIn({
      operatorId: CLERK.operatorId,
      password: 'not the password at all',
    });
    expect(!guess.ok && guess.error.code).toBe('bad-credentials');

    const signedIn = await second.operators.signIn({
      operatorId: ADMIN.operatorId,
      password: ADMIN.password,
    });
    expect(signedIn.ok).toBe(true);
    expect(await second.services.problems()).toEqual([problem.message]);
  });

  it('takes no rows from the start: an emptied sandbox list is not filled again', async () => {
    const dataDir = tempDataDir();
    const first = await startWorkstation(dataDir);
    expect((await first.createFirstAdmin(ADMIN)).ok).toBe(true);
    first.operators.signOut();
    await first.close();

    // Rows edited behind the app's back, and the banks list emptied with them.
    tamper(`${dataDir}/${JOURNAL_FILE_NAME}`, `UPDATE audit SET operator_id = 'x' WHERE seq = 2`);
    tamper(`${dataDir}/${JOURNAL_FILE_NAME}`, 'DELETE FROM branch_banks');
    const second = await startWorkstation(dataDir);
    teardown.add(() => second.close());
    expect(second.services.seal.problem()).not.toBeNull();
    const rows = second.services.journal.audit.entries().length;
    // The emptied list does not read as empty: its rows' seals say rows were removed (D68).
    expect(() => second.services.branchLists.review('sandbox')).toThrow(
      "Rows were added to or removed from the branch's banks outside Remit Desk (table branch_banks).",
    );
    expect(
      second.services.journal.audit.entries().filter((e) => e.action === 'branch-list.filled'),
    ).toHaveLength(3);
    expect(second.services.journal.audit.entries()).toHaveLength(rows);
  });

  it('reads the role where the sign-in is recorded: an admin demoted meanwhile is refused', async () => {
    const dataDir = await workstationWithEditedJournal(false);
    // The first admin demotes the second while the second's password is being checked.
    let meanwhile: (() => void) | null = null;
    const desk = await startWorkstation(dataDir, {
      passwords: {
        hash: scryptHasher.hash,
        async verify(password, stored) {
          const verdict = await scryptHasher.verify(password, stored);
          meanwhile?.();
          return verdict;
        },
      },
    });
    teardown.add(() => desk.close());
    const { operators } = desk.services.journal;
    meanwhile = () =>
      operators.setRole(
        SECOND_ADMIN.operatorId,
        'clerk',
        ADMIN.operatorId,
        new Date().toISOString(),
      );

    const signedIn = await desk.operators.signIn({
      operatorId: SECOND_ADMIN.operatorId,
      password: SECOND_ADMIN.password,
    });
    expect(signedIn).toMatchObject({ ok: false, error: { code: 'journal-check-failed' } });
    expect(desk.operators.current()).toBeNull();
    expect(operators.get(SECOND_ADMIN.operatorId)?.role).toBe('clerk');
    expect(desk.services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'session.sign-in-failed',
      details: { operatorIdTried: SECOND_ADMIN.operatorId, reason: 'journal-check-failed' },
    });
  });
});

describe('a journal that failed its check, with passwords an admin reset', () => {
  it('refuses a clerk who must change a password, and lets an admin in only to change it', async () => {
    const dataDir = await workstationWithEditedJournal(true);
    const desk = await startWorkstation(dataDir);
    teardown.add(() => desk.close());
    const problem = desk.services.seal.problem()!;

    const clerk = await desk.operators.signIn({
      operatorId: CLERK.operatorId,
      password: TEMPORARY,
    });
    expect(clerk).toEqual(adminsOnly(problem));
    expect(desk.operators.current()).toBeNull();
    expect(desk.operators.passwordChangeRequired()).toBe(false);

    const admin = await desk.operators.signIn({
      operatorId: SECOND_ADMIN.operatorId,
      password: TEMPORARY,
    });
    expect(admin).toMatchObject({ ok: true, value: { mustChangePassword: true } });
    expect(desk.operators.passwordChangeRequired()).toBe(true);
    const changed = await desk.operators.changeOwnPassword(
      { currentPassword: TEMPORARY, newPassword: SECOND_ADMIN.password },
      desk.operators.current()!,
    );
    expect(changed).toMatchObject({ ok: true, value: { mustChangePassword: false } });
    // Still failed: changing a password repairs nothing.
    expect(desk.services.seal.problem()).toEqual(problem);
  });
});

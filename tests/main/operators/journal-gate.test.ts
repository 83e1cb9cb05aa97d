import { afterAll, describe, expect, it } from 'vitest';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { createTeardown } from '../engine/engine-fixture';
import { tamper, tempDataDir } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { ADMIN, CLERK, startDesk } from './fixtures';

const stores = keychainStores();
const teardown = createTeardown();
afterAll(async () => {
  await teardown.run();
  await stores.cleanUp();
});

const startWorkstation = (dataDir: string) => startDesk(stores, dataDir);

/**
 * A journal that fails its check stops the work of everyone but admins: they can still sign in,
 * see why and call support.
 */
describe('a journal that failed its check', () => {
  it('lets only admins sign in, and tells the others which row and what to do', async () => {
    const dataDir = tempDataDir();
    const first = await startWorkstation(dataDir);
    expect((await first.operators.createFirstAdmin(ADMIN)).ok).toBe(true);
    const admin = first.operators.current()!;
    expect((await first.operators.create(CLERK, admin)).ok).toBe(true);
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
    expect(clerk).toEqual({
      ok: false,
      error: {
        code: 'journal-check-failed',
        message: `Only admins can sign in now. ${problem.message}`,
      },
    });
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
});

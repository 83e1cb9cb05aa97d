import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DATABASE_KINDS } from '../support/databases';
import { cookieOf, openConsole, passwordOf, type ConsoleUnderTest } from '../support/console';

/*
 * D149: the console's lockout (five wrong passwords, D101) holds against guesses sent all at once.
 * Each sign-in read the lock before hashing and recorded a success without reading it again, so a
 * burst of guesses sent together all passed the check, and a right one among them opened a session
 * (and lifted the lock) however many wrong ones came before it.
 */
describe.each(DATABASE_KINDS)('a burst of console sign-ins on $name', (kind) => {
  let hq: ConsoleUnderTest;
  beforeAll(async () => {
    if (!kind.skip) hq = await openConsole(kind);
  });
  afterAll(async () => hq?.close());

  test.skipIf(kind.skip)(
    'twenty guesses at once lock the account, and a right one after them opens nothing',
    async () => {
      const admin = await hq.firstAdmin();
      await hq.operator('auditor', 'abel.auditor', admin);
      const guesses = Array.from({ length: 20 }, (_, i) =>
        hq.signIn('abel.auditor', `Wrong guess number ${i} here`),
      );
      const right = hq.signIn('abel.auditor', passwordOf('abel.auditor'));
      const answers = await Promise.all([...guesses, right]);
      const opened = answers.filter((answer) => answer.statusCode === 200);
      expect(opened).toEqual([]);
      expect((await right).json()).toMatchObject({ code: 'locked-out' });
      const [row] = await hq.db.query<{ locked_until: Date | null }>(
        `SELECT locked_until FROM console_operators WHERE operator_id = 'abel.auditor'`,
      );
      expect(row?.locked_until).not.toBeNull();
      // The lock stands for the right password too, until it passes or an admin lifts it.
      const later = await hq.signIn('abel.auditor', passwordOf('abel.auditor'));
      expect(later.json()).toMatchObject({ code: 'locked-out' });
      hq.clock.advance(16 * 60_000);
      expect(cookieOf(await hq.signIn('abel.auditor', passwordOf('abel.auditor')))).toMatch(
        /remit-hq-session=/,
      );
    },
  );
});

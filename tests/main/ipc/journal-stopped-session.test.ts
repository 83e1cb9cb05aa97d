import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { tamper } from '../journal/fixtures';
import { deskStation, PEOPLE, valueOf } from '../operators/desk-fixture';
import { expectWordedAnswer } from '../../support/worded-answer';

/*
 * D149: a journal that fails its check lets only admins work (D68, D97). A supervisor signed in
 * before it stopped is held to that too: after a row edited outside the app stops the journal,
 * every operation of theirs is refused before it writes, not only their next sign-in; they can
 * still sign out and read the app's status, and an admin still signs in to see why.
 */
describe('a session signed in when the journal stops', () => {
  const bank = useFileBank();

  it('refuses the supervisor every operation after it, writes nothing, and still admits an admin', async () => {
    const station = await deskStation(bank);
    const { desk, services, dataDir } = station;
    await desk.signIn('clerk');
    // One transfer whose outcome is unknown (the bank booked it, its answer was lost) …
    bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-after-processing', times: 1 });
    const waiting = valueOf(await desk.call('sendTransfer', rtgsDraft()));
    expect(waiting.state).toBe('unknown');
    // … and one paid, whose row is then edited behind the app's back.
    const paid = valueOf(await desk.call('sendTransfer', imtDraft()));
    await desk.signIn('supervisor');
    tamper(
      join(dataDir, JOURNAL_FILE_NAME),
      "UPDATE transfers SET recipient_name = 'Someone Else' WHERE reference = ?",
      paid.reference,
    );
    const read = await desk.call('transferHistory', { reference: paid.reference });
    expect(read).toMatchObject({ ok: false, error: { code: 'journal-check-failed' } });
    const problem = services.seal.problem();
    expect(problem).toMatchObject({ alteredRow: { table: 'transfers', key: paid.reference } });

    const audited = services.journal.audit.entries().length;
    const settle = { reference: waiting.reference, outcome: 'still_unknown', note: 'Asked bank' };
    const day = new Date(bank.clock.read()).toISOString().slice(0, 10);
    for (const [name, payload] of [
      ['settleTransfer', settle],
      ['prepareDayClose', { day }],
      [
        'setTellerFloat',
        { operatorId: PEOPLE.clerk.operatorId, currency: 'KES', amount: '100.00' },
      ],
      ['transferHistory', { reference: waiting.reference }],
      ['changeOwnPassword', { currentPassword: 'x', newPassword: 'y' }],
    ] as const) {
      const answer = await desk.call(name, payload);
      expect(answer, name).toMatchObject({ ok: false, error: { code: 'journal-check-failed' } });
      const words = expectWordedAnswer(
        (answer as { error: { message: string } }).error,
        'accounts.refused.journalStopped.session',
      );
      expect(words.en).toContain(problem!.message);
    }
    expect(services.journal.transfers.getByReference(waiting.reference)!.state).toBe('unknown');
    expect(services.journal.audit.entries()).toHaveLength(audited);

    // The status and signing out stay open; an admin signs in and works.
    expect(await desk.call('appStatus', undefined)).toMatchObject({ ok: true });
    expect(await desk.call('signOut', undefined)).toEqual({ ok: true, value: null });
    await desk.signIn('admin');
    expect(await desk.call('journalStatus', undefined)).toMatchObject({
      ok: true,
      value: { problem: { alteredRow: { table: 'transfers', key: paid.reference } } },
    });
  });
});

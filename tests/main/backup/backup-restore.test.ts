import { closeDay } from '../reports/close-day';
import { copyFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@shared/domain/operators';
import { checkJournalCopy } from '../../../electron/main/journal/journal-copy';
import { AUDIT_RESTORED, AUDIT_RESTORE_REFUSED } from '../../../electron/main/journal/journal-seal';
import type { Services } from '../../../electron/main/services';
import { CLERK, rtgsDraft, tempDir } from '../engine/engine-fixture';
import { tamper, TEST_DATABASE_KEY } from '../journal/fixtures';
import { restoreBackup, send, useRestoreBank } from './restore-fixture';
import { deskOn, openDesk, passwordOf, PEOPLE } from '../operators/desk-fixture';
import { textIn } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';

const SUPERVISOR: Session = { operatorId: 'sup-1', role: 'supervisor' };

/** An admin's confirmation that the journal does not bear out: refused, recorded, nothing else. */
async function refusedConfirmation(services: Services, message: RegExp) {
  const confirmed = await services.seal.confirmRestore(PEOPLE.admin.operatorId);
  expect(confirmed).toMatchObject({
    ok: false,
    error: { code: 'not-a-restored-backup', message: expect.stringMatching(message) },
  });
  const last = services.journal.audit.entries().at(-1)!;
  expect(last).toMatchObject({
    action: AUDIT_RESTORE_REFUSED,
    operatorId: PEOPLE.admin.operatorId,
  });
  expect(services.seal.problem()).not.toBeNull();
  return last;
}

describe('backing up the journal and restoring it', () => {
  const bank = useRestoreBank();

  it('writes a consistent, checked copy named with the date and time, with progress, and records it', async () => {
    const { services } = await bank.station();
    await send(services, '100.00');
    const folder = tempDir('remit-desk-backups-');
    const progress: number[] = [];
    const made = await services.backups.backupTo(folder, SUPERVISOR, (p) =>
      progress.push(p.percent),
    );
    if (!made.ok) throw new Error(made.error.message);
    // The test clock stands at 11:00 in Nairobi; the name uses the branch zone (the OS's here).
    expect(made.value.file).toMatch(/remit-desk-journal_2026-11-2\d_\d\d-\d\d-\d\d\.sqlite$/);
    expect(readdirSync(folder)).toEqual([made.value.file.slice(folder.length + 1)]);
    expect(progress.at(-1)).toBe(100);
    expect(made.value.transfers).toBe(1);
    expect(checkJournalCopy(made.value.file, TEST_DATABASE_KEY)).toMatchObject({
      ok: true,
      problems: [],
      transfers: 1,
    });
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'sup-1',
      action: 'journal.backed-up',
      details: { file: made.value.file, automatic: false },
    });

    // A second copy in the same second gets a name of its own.
    const second = await services.backups.backupTo(folder, SUPERVISOR);
    expect(second.ok && second.value.file).toMatch(/_2\.sqlite$/);
  });

  it('refuses a folder that does not exist or is a file, in words, and leaves nothing behind', async () => {
    const { services } = await bank.station();
    const folder = tempDir('remit-desk-backups-');
    expect(await services.backups.backupTo(join(folder, 'missing'), SUPERVISOR)).toMatchObject({
      ok: false,
      error: {
        code: 'folder-unusable',
        message: expect.stringMatching(/the folder does not exist/),
      },
    });
    writeFileSync(join(folder, 'a-file'), 'x');
    const notAFolder = await services.backups.backupTo(join(folder, 'a-file'), SUPERVISOR);
    expect(notAFolder).toMatchObject({
      ok: false,
      error: { code: 'folder-unusable', message: expect.stringMatching(/it is not a folder/) },
    });
    // Why, inside the sentence, in the supervisor's language too (D93).
    const words = expectWordedAnswer(
      (notAFolder as { error: { message: string } }).error,
      'backup.folderUnusable',
    );
    expect(words.fr).toContain(textIn('fr', 'backup.notAFolder'));
    expect(readdirSync(folder)).toEqual(['a-file']);
  });

  it('makes the automatic copy when a day is closed, into the folder an admin set, and catches up at start', async () => {
    const station = await bank.station();
    const { services } = station;
    const folder = tempDir('remit-desk-auto-');
    expect(services.settings.update('backup', { automaticFolder: folder }, 'amina.admin').ok).toBe(
      true,
    );
    expect(services.settings.update('backup', { automaticFolder: 'relative/path' }, 'x').ok).toBe(
      false,
    );
    await send(services, '100.00');

    const closed = closeDay(services.endOfDay, '2026-11-24', SUPERVISOR);
    expect(closed.ok).toBe(true);
    await services.backups.idle();
    expect(readdirSync(folder)).toHaveLength(1);
    expect(services.journal.backups.lastAutomatic()).toMatchObject({
      automatic: true,
      operatorId: null,
    });

    // The folder disappears (a network share offline): the failure is audited, and the next start
    // makes the copy once the folder is back.
    const away = `${folder}-away`;
    renameSync(folder, away);
    bank.clock.advance(86_400_000);
    expect(closeDay(services.endOfDay, '2026-11-25', SUPERVISOR).ok).toBe(true);
    await services.backups.idle();
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'journal.backup-failed',
      details: { folder, automatic: true },
    });
    await services.close();
    renameSync(away, folder);
    const restarted = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    await restarted.services.backups.idle();
    expect(readdirSync(folder)).toHaveLength(2);
    expect(await restarted.services.backups.catchUp()).toBeNull();
  });

  it('a restored backup stops sending until an admin confirms it; then references continue after the highest ever issued and the chain verifies', async () => {
    const station = await bank.station();
    const first = await deskOn(station.services, bank.clock.read);
    const before = [await send(station.services, '100.00'), await send(station.services, '200.00')];
    const folder = tempDir('remit-desk-backups-');
    const made = await station.services.backups.backupTo(folder, SUPERVISOR);
    if (!made.ok) throw new Error(made.error.message);
    // Sent after the backup: the restored journal will not know these references.
    const after = [await send(station.services, '300.00'), await send(station.services, '400.00')];
    const highest = after[1]!;
    const keychain = station.stores.journalKeychain(station.dataDir);
    first.dispose();
    await station.services.close();
    const replacedHead = (await keychain.readHead())!;

    restoreBackup(station.dataDir, made.value.file);
    const restarted = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    const { services } = restarted;
    const restored = openDesk(services, bank.clock.read);
    expect(services.journal.transfers.getByReference(before[1]!)?.state).toBe('succeeded');
    expect(services.journal.transfers.getByReference(highest)).toBeUndefined();

    // The start says what it found: every row sound, but the journal ends before the keychain's head.
    const lastRow = services.journal.audit.last()!.seq;
    const problem = services.seal.problem()!;
    expect(lastRow).toBeLessThan(replacedHead.seq);
    expect(problem).toMatchObject({
      firstBadRow: lastRow + 1,
      endsBeforeHead: { lastRow, headRow: replacedHead.seq },
    });
    expect(problem.message).toContain(
      `The journal (${services.journal.path}) ends at audit row ${lastRow}, but this workstation wrote up to row ${replacedHead.seq}: rows were removed from its end, or a backup was restored. If an admin restored a backup as the supervisor's guide says, they confirm it on the Journal check screen.`,
    );

    // Stopped: no clerk signs in, nothing is sent.
    const clerk = { operatorId: PEOPLE.clerk.operatorId, password: passwordOf('clerk') };
    expect(await restored.operators.signIn(clerk)).toMatchObject({
      ok: false,
      error: { code: 'journal-check-failed' },
    });
    expect(
      await services.transfers.send(rtgsDraft({ transfer: { amount: '500.00' } }), CLERK),
    ).toMatchObject({ ok: false, error: { code: 'not-ready' } });

    // Only an admin confirms, only with the word, and it is recorded with the head it replaces.
    await restored.signIn('admin');
    expect(
      await restored.call('confirmJournalRestore', { confirmation: 'restored' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', fields: [{ path: 'confirmation' }] },
    });
    expect(services.seal.problem()).not.toBeNull();
    const confirmed = await restored.call('confirmJournalRestore', { confirmation: 'RESTORED' });
    // The confirmation's row, then the row listing what the journal lacks (D69).
    const headBefore = services.journal.audit.last()!;
    const restoredEnd = headBefore.seq - 2;
    expect(confirmed).toEqual({
      ok: true,
      value: {
        confirmedAt: expect.any(String),
        operatorId: PEOPLE.admin.operatorId,
        operatorName: PEOPLE.admin.displayName,
        rowsChecked: restoredEnd,
        replacedHeadRow: replacedHead.seq,
        restoredHeadRow: restoredEnd,
        confirmationRow: restoredEnd + 1,
        // D69: the two sent after the backup, for a supervisor to reconcile with the bank.
        unreconciled: after.map((reference) =>
          expect.objectContaining({ reference, afterReference: null, reconciliation: null }),
        ),
      },
    });
    const confirmation = services.journal.audit.entry(restoredEnd + 1)!;
    expect(confirmation).toMatchObject({
      action: AUDIT_RESTORED,
      operatorId: PEOPLE.admin.operatorId,
      details: {
        replacedHead,
        restoredHead: { seq: restoredEnd },
        rowsChecked: restoredEnd,
      },
    });
    await services.seal.flush();
    expect(await keychain.readHead()).toEqual({ seq: headBefore.seq, mac: headBefore.mac });
    expect(services.seal.problem()).toBeNull();
    expect(services.journal.audit.verify({ head: await keychain.readHead() })).toMatchObject({
      ok: true,
    });

    // Work goes on: the clerk signs in, and the next reference comes after every one ever issued.
    await restored.signIn('clerk');
    const next = await send(services, '500.00');
    expect(BigInt(next)).toBeGreaterThan(BigInt(highest));
    expect(bank.sandbox.transaction(next)?.processedCount).toBe(1);
    restored.dispose();
    await services.close();

    // The next start checks from the new head, and finds nothing wrong; nothing was deleted.
    const again = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    expect(again.services.seal.problem()).toBeNull();
    expect(again.services.journal.audit.entry(restoredEnd + 1)?.action).toBe(AUDIT_RESTORED);
    expect(again.services.journal.audit.verify({ head: await keychain.readHead() }).ok).toBe(true);
  });

  it('a send under way when the backup was made is unknown after the restore, never not sent (D144)', async () => {
    const station = await bank.station();
    const desk = await deskOn(station.services, bank.clock.read);
    // The token the purposes were read with has expired: the send fetches a new one, slowly, and
    // waits in `sending` with no attempt started yet while the backup is made.
    bank.clock.advance(20 * 60_000);
    bank.sandbox.setFault({ route: 'token', fault: 'latency', ms: 1_500, times: 1 });
    const sending = station.services.transfers.send(
      rtgsDraft({ transfer: { amount: '700.00' } }),
      CLERK,
    );
    await vi.waitFor(() =>
      expect(station.services.journal.transfers.inState('sending')).toHaveLength(1),
    );
    const inFlight = station.services.journal.transfers.inState('sending')[0]!;
    expect(station.services.journal.transfers.attempts(inFlight.id)).toEqual([]);
    const made = await station.services.backups.backupTo(
      tempDir('remit-desk-backups-'),
      SUPERVISOR,
    );
    if (!made.ok) throw new Error(made.error.message);
    // The PC goes on: the bank pays the recipient.
    const sent = await sending;
    expect(sent).toMatchObject({ ok: true, value: { state: 'succeeded' } });
    expect(bank.sandbox.transaction(inFlight.reference)?.processedCount).toBe(1);
    desk.dispose();
    await station.services.close();

    restoreBackup(station.dataDir, made.value.file);
    const { services } = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    // The backup holds it in `sending` with no attempt, which on this PC's own journal would prove
    // it never left; here the PC may have sent it after the copy, and did.
    expect(services.journal.transfers.getByReference(inFlight.reference)).toMatchObject({
      state: 'unknown',
      errorMessage: textIn('en', 'journal.interrupted.restored'),
    });
  });

  it('refuses to confirm a restored backup with an edited row, or sealed with another key, or when nothing was restored', async () => {
    const station = await bank.station();
    const first = await deskOn(station.services, bank.clock.read);
    await send(station.services, '100.00');
    const folder = tempDir('remit-desk-backups-');
    const made = await station.services.backups.backupTo(folder, SUPERVISOR);
    if (!made.ok) throw new Error(made.error.message);
    await send(station.services, '200.00');

    // Nothing restored yet: there is nothing to confirm, and nothing changes.
    await first.signIn('admin');
    expect(await first.call('confirmJournalRestore', { confirmation: 'RESTORED' })).toMatchObject({
      ok: false,
      error: {
        code: 'not-a-restored-backup',
        message: expect.stringMatching(/^The journal passed its check: .*Nothing was changed\.$/),
      },
    });
    expect(station.services.seal.problem()).toBeNull();
    first.dispose();
    await station.services.close();
    const keychain = station.stores.journalKeychain(station.dataDir);
    const head = await keychain.readHead();

    // A backup whose row 3 was edited with another program after it was made.
    const edited = join(folder, 'edited.sqlite');
    copyFileSync(made.value.file, edited);
    tamper(edited, `UPDATE audit SET operator_id = 'someone' WHERE seq = 3`);
    restoreBackup(station.dataDir, edited);
    const tampered = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    expect(tampered.services.seal.problem()).toMatchObject({ firstBadRow: 3 });
    expect(tampered.services.seal.problem()?.endsBeforeHead).toBeUndefined();
    const refused = await refusedConfirmation(
      tampered.services,
      /^This journal cannot be confirmed as a restored backup\. Audit row 3 was changed after it was written\./,
    );
    expect(tampered.services.seal.problem()).toMatchObject({ firstBadRow: 3 });
    expect(await tampered.services.transfers.send(rtgsDraft(), CLERK)).toMatchObject({
      ok: false,
      error: { code: 'not-ready' },
    });
    expect(refused.details).toMatchObject({ ok: false, firstBadRow: 3, problem: 'edited' });
    // Nothing was repaired or deleted, and the keychain's head stays where the journal reached.
    expect(tampered.services.journal.audit.entry(3)?.operatorId).toBe('someone');
    await tampered.services.close();
    expect(await keychain.readHead()).toEqual(head);

    // A backup of another workstation, sealed with that workstation's key.
    const other = await bank.station();
    await send(other.services, '300.00');
    const otherCopy = await other.services.backups.backupTo(folder, SUPERVISOR);
    if (!otherCopy.ok) throw new Error(otherCopy.error.message);
    await other.services.close();
    restoreBackup(station.dataDir, otherCopy.value.file);
    const foreign = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    expect(foreign.services.seal.problem()).toMatchObject({ firstBadRow: 1 });
    await refusedConfirmation(foreign.services, /Audit row 1 was changed after it was written\./);
    await foreign.services.close();
    expect(await keychain.readHead()).toEqual(head);
  });
});

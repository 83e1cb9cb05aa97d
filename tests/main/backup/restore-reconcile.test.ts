import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/domain/operators';
import { AUDIT_RESTORED } from '../../../electron/main/journal/journal-seal';
import {
  REFERENCE_RECONCILED_ACTION,
  REFERENCES_MISSING_ACTION,
} from '../../../electron/main/journal/unreconciled-repo';
import { KEYCHAIN_ACCOUNTS } from '../../../electron/main/keys/keychain-secret-store';
import { tempDir } from '../engine/engine-fixture';
import { tamper } from '../journal/fixtures';
import { keytar } from '../keys/keychain-fixture';
import { closeDayAt, deskOn, openDesk, PEOPLE } from '../operators/desk-fixture';
import { restoreBackup, send, useRestoreBank } from './restore-fixture';

const SUPERVISOR: Session = { operatorId: PEOPLE.supervisor.operatorId, role: 'supervisor' };
const DAY = '2026-11-24';

/** D69: a restore never hides a transfer. */
describe('references issued after a restored backup', () => {
  const bank = useRestoreBank();

  /** A station that sends `before`, is backed up, then sends one transfer the backup lacks. */
  async function backupThenSend(before: string[]) {
    const station = await bank.station();
    const desk = await deskOn(station.services, bank.clock.read);
    for (const amount of before) await send(station.services, amount);
    const made = await station.services.backups.backupTo(
      tempDir('remit-desk-backups-'),
      SUPERVISOR,
    );
    if (!made.ok) throw new Error(made.error.message);
    bank.clock.advance(60_000);
    const lost = await send(station.services, '300.00');
    desk.dispose();
    await station.services.close();
    return { station, backup: made.value.file, lost };
  }

  /** The backup put back in `station`'s folder, opened, and the restore confirmed by the admin. */
  async function restoredAndConfirmed(
    station: Pick<Awaited<ReturnType<typeof bank.station>>, 'dataDir' | 'stores'>,
    backup: string,
  ) {
    restoreBackup(station.dataDir, backup);
    const { services } = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    const desk = openDesk(services, bank.clock.read);
    await desk.signIn('admin');
    const confirmed = await desk.call('confirmJournalRestore', { confirmation: 'RESTORED' });
    if (!confirmed.ok) throw new Error(confirmed.error.message);
    return { services, desk, unreconciled: confirmed.value.unreconciled! };
  }

  it('are listed by number when the admin confirms the restore, and keep the day open until each is reconciled', async () => {
    const station = await bank.station();
    const first = await deskOn(station.services, bank.clock.read);
    const kept = await send(station.services, '100.00');
    const made = await station.services.backups.backupTo(
      tempDir('remit-desk-backups-'),
      SUPERVISOR,
    );
    if (!made.ok) throw new Error(made.error.message);
    // Three transfers the bank accepted after the copy was made.
    const hidden: string[] = [];
    const sentAt: number[] = [];
    for (const amount of ['300.00', '400.00', '500.00']) {
      bank.clock.advance(60_000);
      sentAt.push(bank.clock.read());
      hidden.push(await send(station.services, amount));
    }
    first.dispose();
    await station.services.close();

    restoreBackup(station.dataDir, made.value.file);
    const { services } = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    const desk = openDesk(services, bank.clock.read);
    expect(services.journal.transfers.getByReference(kept)).toBeDefined();
    for (const reference of hidden) {
      expect(services.journal.transfers.getByReference(reference)).toBeUndefined();
    }

    // The admin's confirmation answers with the three references, by number.
    await desk.signIn('admin');
    const confirmed = await desk.call('confirmJournalRestore', { confirmation: 'RESTORED' });
    if (!confirmed.ok) throw new Error(confirmed.error.message);
    const listed = confirmed.value.unreconciled!;
    expect(listed.map((entry) => [entry.reference, entry.afterReference])).toEqual(
      hidden.map((reference) => [reference, null]),
    );
    expect(listed.every((entry) => entry.reconciliation === null)).toBe(true);
    // Each says when it was issued (its counter counts tenths of a second): when it was sent.
    listed.forEach((entry, i) => {
      expect(Math.abs(Date.parse(entry.issuedAt) - sentAt[i]!)).toBeLessThan(1_000);
    });

    // Audited: the confirmation, then the list it found, by the same admin.
    const rows = services.journal.audit.entries();
    const confirmation = rows.findIndex((row) => row.action === AUDIT_RESTORED);
    expect(rows[confirmation + 1]).toMatchObject({
      action: REFERENCES_MISSING_ACTION,
      operatorId: PEOPLE.admin.operatorId,
      details: {
        confirmationRow: confirmed.value.confirmationRow,
        references: hidden.map((reference) => ({ environment: 'test', reference })),
        newlyListed: 3,
        keychainList: 'read',
      },
    });

    // The day does not close: the refusal names each reference.
    await desk.signIn('supervisor');
    const refused = await closeDayAt(desk, DAY);
    expect(refused).toMatchObject({ ok: false, error: { code: 'references-unreconciled' } });
    for (const reference of hidden) {
      expect(!refused.ok && refused.error.message).toContain(reference);
    }
    expect(services.journal.days.closing(DAY)).toBeUndefined();

    // The supervisor sees them where they settle transfers, and records what the bank said.
    const open = await desk.call('unreconciledReferences', undefined);
    expect(open.ok && open.value.map((entry) => entry.reference)).toEqual(hidden);
    const byReference = new Map(listed.map((entry) => [entry.reference, entry.id]));
    const paidAnswer = (reference: string) => ({
      id: byReference.get(reference)!,
      answer: 'paid',
      note: 'Bank operations desk (Mary, ext 204) confirms it was paid',
    });
    // "Paid" without the bank's transaction id proves nothing about which payment it was.
    expect(await desk.call('reconcileReference', paidAnswer(hidden[0]!))).toMatchObject({
      ok: false,
      error: { code: 'transaction-id-needed', message: expect.stringContaining(hidden[0]!) },
    });
    const transactionId = bank.sandbox.transaction(hidden[0]!)!.transactionId!;
    const paid = await desk.call('reconcileReference', {
      ...paidAnswer(hidden[0]!),
      transactionId,
    });
    expect(paid).toMatchObject({
      ok: true,
      value: {
        reference: hidden[0],
        reconciliation: { answer: 'paid', transactionId, operatorId: SUPERVISOR.operatorId },
      },
    });
    expect(
      await desk.call('reconcileReference', {
        id: byReference.get(hidden[1]!)!,
        answer: 'refused',
        note: 'Bank says it refused this one',
      }),
    ).toMatchObject({ ok: true });

    // One is still open: the day still does not close, and the refusal names only that one.
    const stillRefused = await closeDayAt(desk, DAY);
    expect(!stillRefused.ok && stillRefused.error.message).toContain(hidden[2]);
    expect(!stillRefused.ok && stillRefused.error.message).not.toContain(hidden[0]);

    const last = await desk.call('reconcileReference', {
      id: byReference.get(hidden[2]!)!,
      answer: 'not_held',
      note: 'Bank holds no transfer under it',
    });
    expect(last.ok).toBe(true);
    // An answer is recorded once.
    expect(
      await desk.call('reconcileReference', {
        id: byReference.get(hidden[2]!)!,
        answer: 'paid',
        transactionId: 'TX-1',
        note: 'Changed my mind',
      }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'reconciled-already',
        message: expect.stringContaining(PEOPLE.supervisor.displayName),
      },
    });
    expect(
      services.journal.audit
        .entries()
        .filter((row) => row.action === REFERENCE_RECONCILED_ACTION)
        .map((row) => [row.operatorId, row.details.reference, row.details.answer]),
    ).toEqual([
      [SUPERVISOR.operatorId, hidden[0], 'paid'],
      [SUPERVISOR.operatorId, hidden[1], 'refused'],
      [SUPERVISOR.operatorId, hidden[2], 'not_held'],
    ]);

    // Every one reconciled: the day closes.
    expect(await closeDayAt(desk, DAY)).toMatchObject({ ok: true });

    // A clerk neither reads nor settles them.
    await desk.signIn('clerk');
    expect(await desk.call('unreconciledReferences', undefined)).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
    desk.dispose();
    await services.close();
  });

  it('lists a span to ask the bank about when the keychain cannot name the references one by one', async () => {
    const { station, backup, lost } = await backupThenSend(['100.00']);
    // The list is damaged (or was never kept, before D69): only the mark says how far it went.
    const keychain = station.stores.store('test');
    await keytar.setPassword(keychain.service, KEYCHAIN_ACCOUNTS.issued, 'garbled');
    expect((await keychain.issuedReferences()).list).toBe('damaged');

    const { services, desk, unreconciled } = await restoredAndConfirmed(station, backup);
    const journalLast = services.journal.transfers.lastCounter()!;
    expect(unreconciled).toMatchObject([
      {
        reference: lost,
        afterReference: `${lost.slice(0, 2)}${String(journalLast).padStart(10, '0')}`,
        fromAt: expect.any(String),
      },
    ]);
    await desk.signIn('supervisor');
    const refused = await closeDayAt(desk, DAY);
    expect(!refused.ok && refused.error.message).toContain(`up to ${lost}`);
    // A span the bank paid from is named in the note: no one transaction id covers it.
    expect(
      await desk.call('reconcileReference', {
        id: unreconciled[0]!.id,
        answer: 'paid',
        note: `The bank lists one transfer in that time: ${lost}, paid`,
      }),
    ).toMatchObject({ ok: true });
    expect(await closeDayAt(desk, DAY)).toMatchObject({ ok: true });
    desk.dispose();
    await services.close();
  });
  it('refuses to close the day on a bank answer written outside the app (D68)', async () => {
    const { station, backup, lost } = await backupThenSend([]);

    const { services, desk, unreconciled } = await restoredAndConfirmed(station, backup);
    const [entry] = unreconciled;
    expect(entry).toMatchObject({ reference: lost });

    // Another program answers for the supervisor, without the keychain: no seal can follow.
    tamper(
      services.journal.path,
      `INSERT INTO reference_reconciliations (entry_id, at, operator_id, bank_answer, note)
       VALUES (?, '2026-11-24T10:00:00.000Z', ?, 'not_held', 'nothing to see')`,
      entry!.id,
      PEOPLE.supervisor.operatorId,
    );
    await desk.signIn('supervisor');
    const refused = await closeDayAt(desk, DAY);
    expect(refused).toMatchObject({ ok: false, error: { code: 'journal-check-failed' } });
    expect(!refused.ok && refused.error.message).toContain(`entry ${entry!.id}`);
    expect(services.journal.days.closing(DAY)).toBeUndefined();
    desk.dispose();
    await services.close();
  });
});

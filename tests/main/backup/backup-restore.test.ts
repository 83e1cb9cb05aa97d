import { copyFileSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../shared/domain/operators';
import { checkJournalCopy } from '../../../electron/main/journal/journal-copy';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import type { Services } from '../../../electron/main/services';
import { CLERK, rtgsDraft, tempDir } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';

const SUPERVISOR: Session = { operatorId: 'sup-1', role: 'supervisor' };

async function send(services: Services, amount: string): Promise<string> {
  const sent = await services.transfers.send(rtgsDraft({ transfer: { amount } }), CLERK);
  if (!sent.ok) throw new Error(sent.error.message);
  expect(sent.value.state).toBe('succeeded');
  return sent.value.reference;
}

describe('backing up the journal and restoring it', () => {
  const fileBank = useFileBank();
  /** The bank's workstations, with the payment purposes fetched as the send form does. */
  const bank = {
    clock: fileBank.clock,
    get sandbox() {
      return fileBank.sandbox;
    },
    async station(options: Parameters<typeof fileBank.station>[0] = {}) {
      const station = await fileBank.station(options);
      expect((await station.services.purposes.list()).ok).toBe(true);
      return station;
    },
  };

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
    expect(checkJournalCopy(made.value.file)).toMatchObject({
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
    expect(await services.backups.backupTo(join(folder, 'a-file'), SUPERVISOR)).toMatchObject({
      ok: false,
      error: { code: 'folder-unusable', message: expect.stringMatching(/it is not a folder/) },
    });
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

    const closed = services.endOfDay.close('2026-11-24', SUPERVISOR);
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
    expect(services.endOfDay.close('2026-11-25', SUPERVISOR).ok).toBe(true);
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

  it('a restored backup keeps its own audit chain whole, but reads as rows removed from the end, so nothing is sent from it', async () => {
    const station = await bank.station();
    const before = [await send(station.services, '100.00'), await send(station.services, '200.00')];
    const folder = tempDir('remit-desk-backups-');
    const made = await station.services.backups.backupTo(folder, SUPERVISOR);
    if (!made.ok) throw new Error(made.error.message);
    // Sent after the backup: the restored journal will not know these references.
    const after = [await send(station.services, '300.00'), await send(station.services, '400.00')];
    const highest = after[1]!;
    await station.services.close();

    // The procedure of docs/supervisor-guide.md: with Remit Desk closed, move the journal and its
    // -wal and -shm companions aside, and copy the backup in under the journal's name.
    const aside = join(station.dataDir, 'replaced');
    mkdirSync(aside);
    for (const name of readdirSync(station.dataDir)) {
      if (name.startsWith(JOURNAL_FILE_NAME)) {
        renameSync(join(station.dataDir, name), join(aside, name));
      }
    }
    copyFileSync(made.value.file, join(station.dataDir, JOURNAL_FILE_NAME));

    const restored = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    const { services } = restored;
    expect(services.journal.audit.verify().ok).toBe(true);
    expect(services.journal.transfers.getByReference(before[1]!)?.state).toBe('succeeded');
    expect(services.journal.transfers.getByReference(highest)).toBeUndefined();

    // The keychain's head is the last row the replaced journal reached, beyond the backup's end.
    expect(services.seal.problem()?.message).toMatch(
      /Audit rows \d+ to \d+, the last ones written, are missing/,
    );
    const refused = await services.transfers.send(
      rtgsDraft({ transfer: { amount: '500.00' } }),
      CLERK,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'not-ready' } });
    expect(bank.sandbox.transaction(highest)?.processedCount).toBe(1);
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectWordedAnswer } from '../../support/worded-answer';
import { describe, expect, it } from 'vitest';
import type { Session } from '@shared/domain/operators';
import { remitDeskContract } from '@shared/ipc/contract';
import { noDesktop, type Desktop } from '../../../electron/main/desktop/desktop';
import type { FileDialogs } from '../../../electron/main/desktop/file-dialogs';
import { createKeyMissingIpc } from '../../../electron/main/ipc/key-missing-ipc';
import {
  AUDIT_KEYS_IMPORTED,
  createEscrowImportDesk,
  KEYS_IMPORTED_NOTE,
  KEYS_IMPORT_FINDER,
} from '../../../electron/main/journal/escrow-import';
import { sealEscrow } from '../../../electron/main/keys/journal-escrow';
import type { JournalKeychain } from '../../../electron/main/keys/journal-keychain';
import { silentLogger } from '../../../electron/main/logging/logger';
import { createServices } from '../../../electron/main/services';
import { nodeHttp } from '../../../electron/main/bank/node-fetch';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { FAST_RETRY, noSleep, tempDir } from '../engine/engine-fixture';
import { keychainStores } from '../keys/keychain-fixture';
import { deskOn, openDesk, ORIGIN } from '../operators/desk-fixture';
import { restoreBackup, send, useRestoreBank } from '../backup/restore-fixture';

const SUPERVISOR: Session = { operatorId: 'sup-1', role: 'supervisor' };
const PASSPHRASE = 'head office keeps this apart';

/** The file dialogs of a test: the open dialog answers the file the test put in `chosen`. */
function testDialogs(saveTo: string): FileDialogs & { chosen: string | null } {
  const dialogs = {
    chosen: null as string | null,
    openFile: () => Promise.resolve(dialogs.chosen),
    saveFile: () => Promise.resolve(saveTo),
    chooseFolder: () => Promise.resolve(null),
  };
  return dialogs;
}

/** The window of the start for a missing key, its calls going through the router. */
function keyMissingWindow(options: {
  dataDir: string;
  keychain: JournalKeychain;
  dialogs: FileDialogs;
}) {
  const relaunches: number[] = [];
  const waits: number[] = [];
  const router = createKeyMissingIpc({
    desk: createEscrowImportDesk({
      ...options,
      relauncher: { relaunch: () => relaunches.push(1) },
      now: () => Date.parse('2026-11-24T09:00:00Z'),
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    }),
    trustedOrigin: ORIGIN,
    log: silentLogger,
  });
  const call = (name: keyof typeof remitDeskContract.operations, payload: unknown) =>
    router.handle(
      remitDeskContract.operations[name].channel,
      { senderFrame: { url: `${ORIGIN}/index.html`, parent: null, detached: false } },
      payload,
    );
  return { call, relaunches, waits };
}

/** D75: a backup restored on a replacement PC opens with head office's key file. */
describe('a replacement PC whose keychain lacks the journal’s key', () => {
  const bank = useRestoreBank();

  it('imports head office’s key file at a limited start, then opens the journal and keeps the span', async () => {
    // PC A: a transfer, a backup, the key file for head office, then two transfers after it.
    const keyFile = join(tempDir('remit-desk-head-office-'), 'workstation-keys.rdkeys');
    const dialogsA = testDialogs(keyFile);
    const desktopA: Desktop = { ...noDesktop(), dialogs: dialogsA };
    const a = await bank.station({ services: { desktop: desktopA } });
    const deskA = await deskOn(a.services, bank.clock.read);
    const kept = await send(a.services, '100.00');
    const backup = await a.services.backups.backupTo(tempDir('remit-desk-backups-'), SUPERVISOR);
    if (!backup.ok) throw new Error(backup.error.message);
    const exported = await a.services.keyEscrow.exportKeys('amina.admin', PASSPHRASE);
    expect(exported).toEqual({ ok: true, value: { file: keyFile } });
    const hidden = [];
    for (const amount of ['300.00', '400.00']) {
      bank.clock.advance(60_000);
      hidden.push(await send(a.services, amount));
    }
    deskA.dispose();
    await a.services.close();

    // PC B: a new data folder and an empty keychain; the backup put in place of the journal.
    const dataDir = tempDir('remit-desk-pc-b-');
    restoreBackup(dataDir, backup.value.file);
    const storesB = keychainStores();
    bank.teardown.add(() => storesB.cleanUp());
    const keychainB = storesB.journalKeychain(dataDir);
    const startB = () =>
      createServices({
        dataDir,
        secretStore: storesB.store,
        journalKeychain: keychainB,
        now: bank.clock.read,
        http: nodeHttp,
        retry: FAST_RETRY,
        sleep: noSleep,
      });
    const refused = await startB();
    expect(!refused.ok && refused.error.code).toBe('key-missing');

    const dialogsB = testDialogs(join(dataDir, 'unused'));
    const window = keyMissingWindow({ dataDir, keychain: keychainB, dialogs: dialogsB });
    const nothingStored = async () => {
      expect(await keychainB.readDatabaseKey()).toBeNull();
      expect(await keychainB.readKey()).toBeNull();
      expect(existsSync(join(dataDir, KEYS_IMPORTED_NOTE))).toBe(false);
      expect(window.relaunches).toEqual([]);
    };

    // Every other operation is refused before its payload is read: no status, no sign-in.
    for (const name of ['appStatus', 'signIn', 'exportJournalKeys', 'listOperators'] as const) {
      const locked = await window.call(name, undefined);
      expect(locked).toMatchObject({
        ok: false,
        error: { code: 'journal-key-missing', message: expect.stringMatching(/key file/) },
      });
      // With its key, worded in the sign-in screen's language (D65, D88).
      expectWordedAnswer(
        (locked as { error: { message: string } }).error,
        'keys.escrow.import.journalLocked',
      );
    }
    // The schema's refusal, then no file chosen: nothing asked of the keychain.
    expect(await window.call('importJournalKeys', { passphrase: '' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', message: expect.stringMatching(/Type the passphrase/) },
    });
    expect(
      await window.call('importJournalKeys', { passphrase: PASSPHRASE, extra: 1 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid-request' },
    });
    expect(await window.call('importJournalKeys', { passphrase: PASSPHRASE })).toMatchObject({
      ok: false,
      error: { code: 'canceled', message: expect.stringMatching(/Nothing was stored/) },
    });

    // Wrong passphrases: nothing stored, each answered after a longer wait.
    dialogsB.chosen = keyFile;
    for (const guess of ['a guess at it', 'another guess at it']) {
      expect(await window.call('importJournalKeys', { passphrase: guess })).toMatchObject({
        ok: false,
        error: { code: 'wrong-passphrase', message: expect.stringMatching(/Type the passphrase/) },
      });
    }
    expect(window.waits).toEqual([2_000, 4_000]);
    await nothingStored();

    // Another workstation's file, with its right passphrase: it does not open this journal.
    const otherFile = join(dataDir, '..', `other-${randomBytes(4).toString('hex')}.rdkeys`);
    writeFileSync(
      otherFile,
      await sealEscrow(
        { auditKey: randomBytes(32), databaseKey: randomBytes(32) },
        { workstation: '43', exportedAt: '2026-11-20T07:00:00Z', exportedBy: 'admin-9' },
        PASSPHRASE,
      ),
    );
    dialogsB.chosen = otherFile;
    expect(await window.call('importJournalKeys', { passphrase: PASSPHRASE })).toMatchObject({
      ok: false,
      error: {
        code: 'not-this-journal',
        message: expect.stringMatching(/workstation 43.*Nothing was stored.*Ask head office/),
      },
    });
    // A damaged file: cut short.
    const damaged = join(dataDir, '..', `damaged-${randomBytes(4).toString('hex')}.rdkeys`);
    writeFileSync(damaged, readFileSync(keyFile, 'utf8').slice(0, 200));
    dialogsB.chosen = damaged;
    expect(await window.call('importJournalKeys', { passphrase: PASSPHRASE })).toMatchObject({
      ok: false,
      error: { code: 'not-an-escrow-file', message: expect.stringMatching(/\.rdkeys file/) },
    });
    await nothingStored();

    // The right file and passphrase: the keys are stored and the app restarts.
    dialogsB.chosen = keyFile;
    const imported = await window.call('importJournalKeys', { passphrase: PASSPHRASE });
    expect(imported).toMatchObject({ ok: true, value: { workstation: expect.any(String) } });
    expect(window.relaunches).toEqual([1]);
    expect(await keychainB.readDatabaseKey()).not.toBeNull();

    // The next start opens the journal, audits the import and keeps the span after its last.
    const started = await startB();
    if (!started.ok) throw new Error(started.error.message);
    const services = started.value;
    bank.teardown.add(() => services.close());
    expect(services.seal.problem()).toBeNull();
    const audited = services.journal.audit
      .entries()
      .filter((row) => row.action === AUDIT_KEYS_IMPORTED);
    const label = (imported as { value: { workstation: string; exportedAt: string } }).value;
    expect(audited).toHaveLength(1);
    expect(audited[0]!.details).toMatchObject({
      workstation: label.workstation,
      exportedAt: label.exportedAt,
      exportedBy: 'amina.admin',
      file: 'workstation-keys.rdkeys',
    });
    const open = services.restore.open();
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ afterReference: kept, foundBy: KEYS_IMPORT_FINDER });
    // The span covers the two transfers the backup lacks.
    for (const reference of hidden) {
      expect(services.journal.transfers.getByReference(reference)).toBeUndefined();
      expect(Number(reference.slice(2))).toBeGreaterThan(Number(kept.slice(2)));
      expect(Number(reference.slice(2))).toBeLessThanOrEqual(Number(open[0]!.reference.slice(2)));
    }
    expect(existsSync(join(dataDir, KEYS_IMPORTED_NOTE))).toBe(false);

    // Once open, the journal's own router never imports keys.
    const desk = openDesk(services, bank.clock.read);
    bank.teardown.add(() => desk.dispose());
    expect(await desk.call('importJournalKeys', { passphrase: PASSPHRASE })).toMatchObject({
      ok: false,
      error: { code: 'not-key-missing' },
    });
  });

  it('stores nothing, and says what to do, when the keychain refuses the keys', async () => {
    const keyFile = join(tempDir('remit-desk-head-office-'), 'keys.rdkeys');
    const a = await bank.station({
      services: { desktop: { ...noDesktop(), dialogs: testDialogs(keyFile) } },
    });
    const exported = await a.services.keyEscrow.exportKeys('admin-1', PASSPHRASE);
    if (!exported.ok) throw new Error(exported.error.message);
    await a.services.close();
    const dataDir = tempDir('remit-desk-pc-b-');
    restoreBackup(dataDir, join(a.dataDir, JOURNAL_FILE_NAME));
    const storesB = keychainStores();
    bank.teardown.add(() => storesB.cleanUp());
    const real = storesB.journalKeychain(dataDir);
    const locked: JournalKeychain = {
      ...real,
      importKeys: () => Promise.reject(new Error('the keyring is locked')),
    };
    const dialogs = testDialogs(join(dataDir, 'unused'));
    dialogs.chosen = keyFile;
    const window = keyMissingWindow({ dataDir, keychain: locked, dialogs });
    expect(await window.call('importJournalKeys', { passphrase: PASSPHRASE })).toMatchObject({
      ok: false,
      error: {
        code: 'keychain-failed',
        message: expect.stringMatching(/the keyring is locked.*Nothing was stored.*import again/),
      },
    });
    expect(await real.readDatabaseKey()).toBeNull();
    expect(existsSync(join(dataDir, KEYS_IMPORTED_NOTE))).toBe(false);
    expect(window.relaunches).toEqual([]);
  });
});

import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FileDialogs } from '../../../electron/main/desktop/file-dialogs';
import { AUDIT_KEYS_ESCROWED, createKeyEscrow } from '../../../electron/main/journal/key-escrow';
import { openEscrow } from '../../../electron/main/keys/journal-escrow';
import { keychainStores } from '../keys/keychain-fixture';
import { openTempJournal, tempDataDir } from './fixtures';
import { textIn } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';

const stores = keychainStores();
afterAll(() => stores.cleanUp());

const PASSPHRASE = 'Kisumu branch escrow 2026';

/** The save dialog as the admin answers it: a path in `folder`, or cancel. */
function dialogs(answer: string | null): FileDialogs & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    openFile: async () => null,
    chooseFolder: async () => null,
    saveFile: async (request) => {
      asked.push(request.defaultName);
      return answer;
    },
  };
}

async function workstation(answer: (dir: string) => string | null) {
  const dir = tempDataDir();
  const journal = openTempJournal(dir);
  const keychain = stores.journalKeychain(dir);
  const auditKey = (await keychain.ensureKey()).key.export();
  const databaseKey = (await keychain.ensureDatabaseKey()).key;
  const save = dialogs(answer(dir));
  const escrow = createKeyEscrow({
    journal,
    keychain,
    dialogs: save,
    now: () => Date.parse('2026-11-24T08:00:00.000Z'),
    workstation: () => '42',
  });
  return { dir, journal, escrow, save, auditKey, databaseKey };
}

describe('the admin’s key export for head office (D70)', () => {
  it('writes the keychain’s two keys sealed with the passphrase, readable by the owner only, and audits it', async () => {
    const { dir, journal, escrow, save, auditKey, databaseKey } = await workstation((d) =>
      join(d, 'for-head-office.rdkeys'),
    );
    const rows = journal.audit.entries().length;
    const exported = await escrow.exportKeys('admin-1', PASSPHRASE);
    const file = join(dir, 'for-head-office.rdkeys');
    expect(exported).toEqual({ ok: true, value: { file } });
    expect(save.asked).toEqual(['remit-desk-keys-workstation-42-2026-11-24.rdkeys']);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const opened = await openEscrow(readFileSync(file, 'utf8'), PASSPHRASE);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.auditKey.equals(auditKey)).toBe(true);
    expect(opened.value.databaseKey.equals(databaseKey)).toBe(true);
    expect(opened.value.label).toEqual({
      workstation: '42',
      exportedAt: '2026-11-24T08:00:00.000Z',
      exportedBy: 'admin-1',
    });

    const audited = journal.audit.entries().slice(rows);
    expect(audited).toEqual([
      expect.objectContaining({
        action: AUDIT_KEYS_ESCROWED,
        operatorId: 'admin-1',
        details: { file, workstation: '42' },
      }),
    ]);
    // Neither key nor the passphrase reaches the journal.
    const row = JSON.stringify(audited);
    for (const secret of [
      auditKey.toString('base64'),
      databaseKey.toString('base64'),
      PASSPHRASE,
    ]) {
      expect(row).not.toContain(secret);
    }
    journal.close();
  });

  it('writes and audits nothing when the admin cancels the dialog', async () => {
    const { journal, escrow } = await workstation(() => null);
    const rows = journal.audit.entries().length;
    expect(await escrow.exportKeys('admin-1', PASSPHRASE)).toEqual({ ok: true, value: null });
    expect(journal.audit.entries().length).toBe(rows);
    journal.close();
  });

  it('says in the admin’s language that the keychain holds no key, and asks for no file', async () => {
    const dir = tempDataDir();
    const journal = openTempJournal(dir);
    const save = dialogs(join(dir, 'keys.rdkeys'));
    const escrow = createKeyEscrow({
      journal,
      keychain: stores.journalKeychain(dir),
      dialogs: save,
      now: () => Date.parse('2026-11-24T08:00:00.000Z'),
      workstation: () => '42',
    });
    const refused = await escrow.exportKeys('admin-1', PASSPHRASE, 'fr');
    expect(refused).toMatchObject({ ok: false, error: { code: 'keychain-failed' } });
    const words = expectWordedAnswer(
      (refused as { error: { message: string } }).error,
      'journal.escrow.keychainFailed',
    );
    expect(words.en).toContain('(the keychain holds no journal key yet)');
    expect(words.fr).toContain(`(${textIn('fr', 'journal.escrow.noKeys')})`);
    expect(save.asked).toEqual([]);
    journal.close();
  });

  it('says what went wrong when the file cannot be written, and audits nothing', async () => {
    const { journal, escrow } = await workstation((d) => join(d, 'no-such-folder', 'keys.rdkeys'));
    const rows = journal.audit.entries().length;
    expect(await escrow.exportKeys('admin-1', PASSPHRASE)).toMatchObject({
      ok: false,
      error: {
        code: 'write-failed',
        message: expect.stringMatching(/could not be written.*ENOENT.*Nothing was exported/),
      },
    });
    expect(journal.audit.entries().length).toBe(rows);
    journal.close();
  });
});

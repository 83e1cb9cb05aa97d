import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { AUDIT_KEYS_IMPORTED } from '../../electron/main/journal/escrow-import';
import { sealEscrow } from '../../electron/main/keys/journal-escrow';
import { keychainStores } from '../main/keys/keychain-fixture';
import { axeFindings, describeFindings } from './support/axe';
import { useE2eApp } from './support/e2e-app';
import { ADMIN } from './support/people';
import { restoredBackup } from './support/restored-backup';
import { screenshots } from './support/screenshots';
import { eventually, focusedTestId, textOf } from './support/page';
import { signInAs } from './support/sign-in';

/*
 * D75: a backup restored on a replacement PC. The journal and its backup were made on PC A; this
 * PC's keychain holds none of its keys, so the app starts on one screen that asks for head
 * office's key file and its passphrase, then starts again with the journal open.
 */
const PASSPHRASE = 'head office keeps this apart';

describe('a replacement PC’s start without the journal’s key', () => {
  const pcA = keychainStores();
  afterAll(() => pcA.cleanUp());
  const keyFile = join(mkdtempSync(join(tmpdir(), 'remit-desk-head-office-')), 'keys.rdkeys');
  const restored = restoredBackup(['20.00', '30.00']);
  const app = useE2eApp({
    operators: 'none',
    // PC A made the journal, the backup and the key file; PC B's keychain (the app's) is empty.
    beforeStart: async ({ dataDir }) => {
      const keychainA = pcA.journalKeychain(dataDir);
      await restored.beforeStart({ secretStore: pcA.store, dataDir, journalKeychain: keychainA });
      const keys = {
        auditKey: (await keychainA.readKey())!.export(),
        databaseKey: (await keychainA.readDatabaseKey())!,
      };
      const label = { workstation: '42', exportedAt: '2026-11-24T07:30:00Z', exportedBy: 'amina' };
      writeFileSync(keyFile, await sealEscrow(keys, label, PASSPHRASE));
    },
  });

  test('asks for the key file and its passphrase, and nothing else', async () => {
    const { page, harness } = app();
    expect(harness.keyMissing).toBe(true);
    await page.getByTestId('key-import').waitFor();
    expect(await textOf(page.getByRole('heading', { level: 1 }))).toBe(
      "Open this workstation's journal with head office's key file",
    );
    await eventually(() => focusedTestId(page)).toBe('key-import-passphrase');
    expect(describeFindings('key import', await axeFindings(page))).toBe('');
    await screenshots(page, 'key-import');
  });

  test('a wrong passphrase stores nothing and says what to do', async () => {
    const { page, harness } = app();
    harness.desktop.dialogs.answer('openFile', keyFile);
    await page.getByTestId('key-import-passphrase').fill('a guess at it');
    await page.keyboard.press('Enter');
    const error = page.getByTestId('key-import-error');
    await eventually(() => textOf(error)).toMatch(
      /^The passphrase does not open this escrow file.*Type the passphrase head office recorded/,
    );
    await eventually(() => focusedTestId(page)).toBe('key-import-passphrase');
    expect(await page.getByTestId('key-import-passphrase').inputValue()).toBe('');
    expect(harness.keyMissing).toBe(true);
    await screenshots(page, 'key-import-wrong-passphrase', error);
    expect(app().takeMainErrors()).toEqual([]);
  });

  test('the right one opens the journal after a restart, audited, with the span kept', async () => {
    const { page, harness } = app();
    harness.desktop.dialogs.answer('openFile', keyFile);
    await page.getByTestId('key-import-passphrase').fill(PASSPHRASE);
    await page.getByTestId('key-import-submit').click();
    // The harness restarts as app.relaunch() does; the page starts again at sign-in.
    await eventually(() => harness.restarts).toBe(1);
    expect(harness.keyMissing).toBe(false);
    await page.getByTestId('sign-in-form').waitFor();
    const audited = harness.services.journal.audit
      .entries()
      .filter((row) => row.action === AUDIT_KEYS_IMPORTED);
    expect(audited.map((row) => row.details)).toMatchObject([
      { workstation: '42', exportedAt: '2026-11-24T07:30:00Z', file: 'keys.rdkeys' },
    ]);
    const open = harness.services.restore.open();
    expect(open).toHaveLength(1);
    for (const reference of restored.sentAfter) {
      expect(Number(reference.slice(2))).toBeLessThanOrEqual(Number(open[0]!.reference.slice(2)));
    }
    await signInAs(page, ADMIN);
  });
});

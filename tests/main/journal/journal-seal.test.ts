import { existsSync, mkdirSync, readFileSync, renameSync, truncateSync } from 'node:fs';
import { rawJournal, TEST_DATABASE_KEY } from './fixtures';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EarlierSetupItem } from '@shared/domain/earlier-setup';
import { openJournal, type Journal } from '../../../electron/main/journal/journal';
import { AUDIT_RESTORED, AUDIT_SEALED } from '../../../electron/main/journal/journal-seal';
import { SCHEMA_VERSION } from '../../../electron/main/journal/migrations';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import {
  JOURNAL_KEYCHAIN_ACCOUNTS,
  type JournalKeychain,
} from '../../../electron/main/keys/journal-keychain';
import { SecretStoreError } from '../../../electron/main/keys/secret-store';
import { problemOf, refusalFinding } from '../../../electron/main/replication/findings';
import { ref, textIn } from '@shared/i18n/catalog';
import { expectWordedAnswer } from '../../support/worded-answer';
import { keychainStores, keytar, storedEntries } from '../keys/keychain-fixture';
import {
  openSealedTestJournal,
  tamper,
  tempDataDir,
  writeUnkeyedJournal,
  type SealedTestJournal,
} from './fixtures';

const stores = keychainStores();
afterAll(() => stores.cleanUp());

const NOW = Date.parse('2026-11-24T08:00:00.000Z');

/** The journal of the workstation in `dir`, opened and sealed as createServices does it. */
function start(
  dir: string,
  found: EarlierSetupItem[] = [],
  keychain: JournalKeychain = stores.journalKeychain(dir),
): Promise<SealedTestJournal> {
  return openSealedTestJournal(dir, {
    keychain,
    now: () => NOW,
    earlierSecrets: () => Promise.resolve(found),
    batchRows: 100,
  });
}

function appendRows(journal: Journal, count: number, action = 'settings.updated'): void {
  journal.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      journal.audit.append({ at: 'x', operatorId: 'admin-1', action, details: { i } });
    }
  });
}

/** A workstation whose journal has `rows` audit rows, all checked by a start, and closed. */
async function checkedWorkstation(rows: number): Promise<string> {
  const dir = tempDataDir();
  const first = await start(dir);
  appendRows(first.journal, rows - 1);
  await first.close();
  const second = await start(dir);
  expect(second.seal.problem()).toBeNull();
  await second.close();
  return dir;
}

const keychainOf = (dir: string) => stores.journalKeychain(dir);
const journalFile = (dir: string) => join(dir, JOURNAL_FILE_NAME);

/** Moves the journal file (and what SQLite keeps beside it) to another folder, as a person would. */
function moveJournal(dir: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(journalFile(dir) + suffix)) {
      renameSync(journalFile(dir) + suffix, journalFile(to) + suffix);
    }
  }
}

describe('the journal seal at start', () => {
  it('makes the key on first start, in the keychain and nowhere in the journal', async () => {
    const dir = tempDataDir();
    const { journal, seal, close } = await start(dir);
    expect(seal.problem()).toBeNull();
    expect(journal.audit.entries()).toEqual([
      expect.objectContaining({
        seq: 1,
        action: AUDIT_SEALED,
        details: {
          legacyRows: 0,
          legacyHead: null,
          earlierSetup: [],
          earlierHead: null,
          // The migration's own rows (the row seal's sets), sealed with the first keyed row (D68).
          rowsSealed: { schemaVersion: SCHEMA_VERSION, rows: { row_seal_sets: 7 } },
        },
      }),
    ]);
    await close();
    const stored = await keytar.getPassword(
      stores.journalService(dir),
      JOURNAL_KEYCHAIN_ACCOUNTS.key,
    );
    expect(stored).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const bytes = Buffer.from(stored!, 'base64');
    const file = readFileSync(journal.path);
    for (const form of [stored!, bytes.toString('hex'), bytes.toString('base64url')]) {
      expect(file.includes(Buffer.from(form)), form).toBe(false);
    }
    expect(file.includes(bytes)).toBe(false);
  });

  it('mirrors the head into the keychain after each commit', async () => {
    const dir = tempDataDir();
    const { journal, seal, close } = await start(dir);
    appendRows(journal, 3);
    await seal.flush();
    expect(await keychainOf(dir).readHead()).toEqual({
      seq: 4,
      mac: journal.audit.last()!.mac,
    });
    // A transaction that rolls back leaves the head where the committed rows are.
    expect(() =>
      journal.transaction(() => {
        appendRows(journal, 1);
        throw new Error('the action failed');
      }),
    ).toThrow();
    await seal.flush();
    expect((await keychainOf(dir).readHead())?.seq).toBe(4);
    await close();
  });

  it('reads only the rows written since the last check, however long the journal is', async () => {
    const dir = await checkedWorkstation(1_000);
    const later = await start(dir);
    appendRows(later.journal, 3);
    await later.close();

    const again = await start(dir);
    expect(again.seal.problem()).toBeNull();
    // The checked row the new ones link to, and the three new ones: not the thousand before.
    expect(again.seal.startCheck).toEqual({
      rowsRead: 4,
      from: { seq: 1_000, mac: expect.any(String) },
      // The row seal's start check (D68): the small tables whole, nothing new elsewhere.
      sealedRowsRead: expect.any(Number),
    });
    await again.close();
  });

  it('finds a row edited since the last check, and names it', async () => {
    const dir = await checkedWorkstation(10);
    const later = await start(dir);
    appendRows(later.journal, 5);
    await later.close();
    tamper(later.journal.path, `UPDATE audit SET details = '{"i":999}' WHERE seq = 12`);

    const { seal, close } = await start(dir);
    expect(seal.problem()).toEqual({
      firstBadRow: 12,
      message: expect.stringMatching(
        /^Audit row 12 was changed after it was written\. The journal \(.+\) has been tampered with or damaged\. Keep the file as it is \(do not delete, move or edit it\) and call support\. Until support has looked at it, nothing can be sent and only admins can sign in\.$/,
      ),
      text: expect.objectContaining({ key: 'journal.seal.tampered' }),
    });
    // The admin's journal check words the finding, row and stop alike, in their language (D93).
    const words = expectWordedAnswer(seal.problem()!, 'journal.seal.tampered');
    expect(words.fr).toMatch(
      /^La ligne d’audit 12 a été modifiée après son écriture\. Le journal \(.+\) a été altéré .* Tant que le support ne l’a pas examiné, aucun envoi n’est possible/,
    );
    expect(words.sw).toMatch(/^Safu ya ukaguzi 12 .*Hadi timu ya msaada itakapoliangalia/);
    await close();
  });

  it('finds the last rows deleted, which no chain shows by itself', async () => {
    const dir = await checkedWorkstation(10);
    const later = await start(dir);
    appendRows(later.journal, 5);
    await later.close();
    tamper(later.journal.path, 'DELETE FROM audit WHERE seq > 12');

    const { seal, close } = await start(dir);
    expect(seal.problem()).toMatchObject({
      firstBadRow: 13,
      message: expect.stringMatching(/^Audit rows 13 to 15, the last ones written, are missing\./),
    });
    await close();
  });

  it('finds rows deleted back past the last checked row', async () => {
    const dir = await checkedWorkstation(10);
    tamper(journalFile(dir), 'DELETE FROM audit WHERE seq > 6');
    const { seal, close } = await start(dir);
    expect(seal.problem()).toMatchObject({
      firstBadRow: 7,
      message: expect.stringMatching(/^Audit rows 7 to 10, the last ones written, are missing\./),
    });
    await close();
  });

  it('does not take an emptied audit table for a new journal', async () => {
    const dir = await checkedWorkstation(10);
    const { journal, close } = await start(dir);
    journal.settings.set('branchName', 'Kisumu', 'x', 'admin-1');
    await close();
    tamper(journalFile(dir), 'DELETE FROM audit');

    const again = await start(dir);
    expect(again.seal.problem()).toMatchObject({
      firstBadRow: 1,
      message: expect.stringMatching(/^Audit rows 1 to 11, the last ones written, are missing\./),
    });
    expect(again.seal.earlierSetup()).toBeNull();
    await again.close();
  });

  it('does not open a journal file cut short, and keeps it as it is', async () => {
    const dir = await checkedWorkstation(400);
    const bytes = readFileSync(journalFile(dir));
    truncateSync(journalFile(dir), Math.floor(bytes.length / 2));
    const cut = readFileSync(journalFile(dir));
    const opened = openJournal(dir, TEST_DATABASE_KEY);
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.error.code).toBe('damaged');
    expect(readFileSync(journalFile(dir)).equals(cut)).toBe(true);
  });

  it('finds an edit before the last checked row by a full check, and keeps finding it at start', async () => {
    const dir = await checkedWorkstation(250);
    tamper(journalFile(dir), `UPDATE audit SET action = 'forged' WHERE seq = 40`);

    // Start checks only what is new since the last check …
    const first = await start(dir);
    expect(first.seal.problem()).toBeNull();
    // … the admin's full check reads it all, in steps, and records what it found.
    const checked = await first.seal.checkInFull('admin-1');
    expect(checked).toEqual({
      ok: true,
      value: {
        ok: false,
        firstBadRow: 40,
        checkedAt: '2026-11-24T08:00:00.000Z',
        message: expect.stringMatching(/^Audit row 40 was changed after it was written\./),
        text: expect.objectContaining({ key: 'journal.seal.tampered' }),
      },
    });
    expect(first.seal.problem()?.firstBadRow).toBe(40);
    expect(first.journal.audit.entries().at(-1)).toMatchObject({
      action: 'audit.checked',
      operatorId: 'admin-1',
      details: { ok: false, firstBadRow: 40, problem: 'edited' },
    });
    const headAtFailure = await keychainOf(dir).readHead();
    await first.close();
    // Nothing moves the head past a broken chain: it keeps saying how far the journal reached.
    expect(await keychainOf(dir).readHead()).toEqual(headAtFailure);

    const second = await start(dir);
    expect(second.seal.problem()?.firstBadRow).toBe(40);
    // Nothing was repaired or deleted: the 250 rows, and the check's own.
    expect(second.journal.audit.entries()).toHaveLength(251);
    expect(second.journal.audit.entry(40)?.action).toBe('forged');
    await second.close();
  });

  it('reports a full check that finds nothing, with the rows it read', async () => {
    const dir = await checkedWorkstation(30);
    const { seal, close } = await start(dir);
    expect(await seal.checkInFull('admin-1')).toEqual({
      ok: true,
      value: { ok: true, rowsChecked: 30, checkedAt: '2026-11-24T08:00:00.000Z' },
    });
    expect(seal.status()).toMatchObject({ problem: null, lastFullCheck: { rowsChecked: 30 } });
    await close();
  });

  it('reports a damaged record in the keychain as a finding, and still starts', async () => {
    const dir = await checkedWorkstation(3);
    await keytar.setPassword(stores.journalService(dir), JOURNAL_KEYCHAIN_ACCOUNTS.head, '{"seq":');
    const { seal, close } = await start(dir);
    expect(seal.problem()?.message).toMatch(
      /^The record of the journal’s last row in the OS keychain is damaged.*call support\. Until support/,
    );
    await close();
  });
});

describe('a journal written before the chain was keyed', () => {
  it('is sealed at its first start by an audited row that carries its last hash', async () => {
    const dir = tempDataDir();
    const hashes = writeUnkeyedJournal(dir, 3);
    const { journal, seal, close } = await start(dir);
    expect(seal.problem()).toBeNull();
    expect(journal.audit.entries().map((e) => [e.seq, e.action])).toEqual([
      [1, 'settings.updated'],
      [2, 'settings.updated'],
      [3, 'settings.updated'],
      [4, AUDIT_SEALED],
    ]);
    expect(journal.audit.entry(4)?.details).toEqual({
      legacyRows: 3,
      legacyHead: hashes[2],
      earlierSetup: [],
      earlierHead: null,
      rowsSealed: { schemaVersion: SCHEMA_VERSION, rows: { row_seal_sets: 7 } },
    });
    await close();
    expect((await keychainOf(dir).readHead())?.seq).toBe(4);
    const again = await start(dir);
    expect(again.seal.problem()).toBeNull();
    expect(again.seal.startCheck.rowsRead).toBe(1);
    await again.close();
  });

  it('with an old row edited, is sealed but reported, so the edit stays visible', async () => {
    const dir = tempDataDir();
    writeUnkeyedJournal(dir, 3);
    tamper(journalFile(dir), `UPDATE audit SET operator_id = 'x' WHERE seq = 2`);
    const { seal, close } = await start(dir);
    expect(seal.problem()?.firstBadRow).toBe(2);
    await close();
  });
});

describe('a new journal where an earlier one was', () => {
  it('records the earlier journal’s head and what the keychain holds, and moves the head', async () => {
    const dir = await checkedWorkstation(20);
    const earlierHead = await keychainOf(dir).readHead();
    // The journal is renamed away; the keychain still holds its key and head.
    moveJournal(dir, `${dir}/renamed`);
    const secrets: EarlierSetupItem[] = [{ kind: 'credentials', environment: 'live' }];
    const fresh = await start(dir, secrets);
    expect(fresh.seal.problem()).toBeNull();
    expect(fresh.journal.audit.entry(1)).toMatchObject({
      action: AUDIT_SEALED,
      details: {
        earlierHead,
        earlierSetup: [{ kind: 'journal', environment: null, rows: 20 }, ...secrets],
      },
    });
    expect(fresh.seal.earlierSetup()).toEqual([
      { kind: 'journal', environment: null, rows: 20 },
      ...secrets,
    ]);
    await fresh.close();
    expect((await keychainOf(dir).readHead())?.seq).toBe(1);

    // Still undecided after a restart: the first row says so while no operator exists.
    const restarted = await start(dir);
    expect(restarted.seal.problem()).toBeNull();
    expect(restarted.seal.earlierSetup()).toHaveLength(2);
    await restarted.close();
  });

  it('recovers from a stop between the first row and the head’s move', async () => {
    const dir = await checkedWorkstation(5);
    const earlierHead = (await keychainOf(dir).readHead())!;
    moveJournal(dir, `${dir}/renamed`);
    const fresh = await start(dir);
    await fresh.close();
    // As if the start had stopped before replacing the head.
    await keychainOf(dir).resetHead(earlierHead);
    const again = await start(dir);
    expect(again.seal.problem()).toBeNull();
    await again.close();
    expect((await keychainOf(dir).readHead())?.seq).toBe(1);
  });

  it('keeps the keychain entries: the renamed journal can still be checked with its key', async () => {
    const dir = await checkedWorkstation(5);
    const elsewhere = `${dir}-moved`;
    moveJournal(dir, elsewhere);
    await (await start(dir)).close();
    const moved = openJournal(elsewhere, TEST_DATABASE_KEY);
    if (!moved.ok) throw new Error(moved.error.message);
    moved.value.audit.useKey((await keychainOf(dir).readKey())!);
    expect(moved.value.audit.verify()).toMatchObject({ ok: true, last: { seq: 5 } });
    moved.value.close();
    expect((await storedEntries(stores.journalService(dir))).map((e) => e.account)).toEqual([
      JOURNAL_KEYCHAIN_ACCOUNTS.checked,
      JOURNAL_KEYCHAIN_ACCOUNTS.head,
      JOURNAL_KEYCHAIN_ACCOUNTS.key,
    ]);
  });
});

describe('a journal that ends before the keychain’s head (a restored backup, or rows removed)', () => {
  /** Ten rows checked, five more written, then the journal cut back to its first twelve. */
  async function cutBack(): Promise<string> {
    const dir = await checkedWorkstation(10);
    const later = await start(dir);
    appendRows(later.journal, 5);
    await later.close();
    tamper(journalFile(dir), 'DELETE FROM audit WHERE seq > 12');
    return dir;
  }

  it('is told apart from an edit, at start and by the full check', async () => {
    const dir = await cutBack();
    const { seal, close } = await start(dir);
    expect(seal.problem()).toMatchObject({
      firstBadRow: 13,
      endsBeforeHead: { lastRow: 12, headRow: 15 },
      message: expect.stringMatching(
        /^Audit rows 13 to 15, the last ones written, are missing\. The journal \(.+\) ends at audit row 12, but this workstation wrote up to row 15: rows were removed from its end, or a backup was restored\. If an admin restored a backup as the supervisor's guide says, they confirm it on the Journal check screen\. If not, keep the file as it is \(do not delete, move or edit it\) and call support\. Until then, nothing can be sent and only admins can sign in\.$/,
      ),
    });
    expect(await seal.checkInFull('admin-1')).toMatchObject({
      ok: true,
      value: { ok: false, firstBadRow: 13, endsBeforeHead: { lastRow: 12, headRow: 15 } },
    });
    await close();
  });

  it('keeps the stop when the keychain cannot take the new head, and is confirmed again', async () => {
    const dir = await cutBack();
    const real = keychainOf(dir);
    let failures = 1;
    const flaky: JournalKeychain = {
      ...real,
      resetHead: async (head) => {
        if (failures-- > 0) {
          throw new SecretStoreError('locked', ref('keys.keychain.unavailable.locked'));
        }
        return real.resetHead(head);
      },
    };
    const { journal, seal, close } = await start(dir, [], flaky);
    const refused = await seal.confirmRestore('admin-1');
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'keychain-failed',
        message:
          'The restore was checked but could not be recorded: The OS keychain is locked. Unlock it (log in again) and retry.',
      },
    });
    // What was not done and the keychain's trouble, both in the admin's language (D93).
    const words = expectWordedAnswer(
      (refused as { error: { message: string } }).error,
      'journal.keychainFailed',
    );
    expect(words.fr).toBe(
      `La restauration a été vérifiée mais n’a pas pu être enregistrée : ${textIn('fr', 'keys.keychain.unavailable.locked')}`,
    );
    expect(seal.problem()?.endsBeforeHead).toEqual({ lastRow: 12, headRow: 15 });
    expect((await real.readHead())?.seq).toBe(15);

    const again = await seal.confirmRestore('admin-1');
    expect(again).toMatchObject({
      ok: true,
      value: { replacedHeadRow: 15, restoredHeadRow: 13, confirmationRow: 14 },
    });
    // Both attempts are on the record, each with the head it found; nothing was deleted.
    expect(
      journal.audit
        .entries()
        .filter((e) => e.action === AUDIT_RESTORED)
        .map((e) => [e.seq, (e.details.replacedHead as { seq: number }).seq]),
    ).toEqual([
      [13, 15],
      [14, 15],
    ]);
    expect(seal.problem()).toBeNull();
    expect(await real.readHead()).toEqual({ seq: 14, mac: journal.audit.last()!.mac });
    await close();
    const next = await start(dir);
    expect(next.seal.problem()).toBeNull();
    expect(next.seal.startCheck.rowsRead).toBe(1);
    await next.close();
  });

  it('keeps a finding about head office’s copy through the confirmation and a full check (D145)', async () => {
    const dir = await cutBack();
    const { seal, close } = await start(dir);
    // Head office refused the restored journal's changes (a fork) before the admin confirmed.
    const finding = problemOf(
      refusalFinding(
        { refused: 'fork', message: 'Change 13 differs from the change 13 head office holds.' },
        journalFile(dir),
      ),
    );
    seal.report(finding);
    expect(seal.problem()?.endsBeforeHead).toEqual({ lastRow: 12, headRow: 15 });
    // The journal is a sound restored backup, so the confirmation is taken; head office's
    // finding, which no check of this journal alone can clear, still stops it.
    expect((await seal.confirmRestore('admin-1')).ok).toBe(true);
    expect(seal.problem()).toEqual(finding);
    expect(await seal.checkInFull('admin-1')).toMatchObject({ ok: true, value: { ok: true } });
    expect(seal.problem()).toEqual(finding);
    await close();
  });
});

/*
 * The audit rows' tampering cases side by side, as the security gate lists them (docs/security.md):
 * an edit, a deletion at the end and an emptied table are above; these are the deletion in the
 * middle and a whole table rewritten as a chain that is consistent in itself.
 */
describe('audit rows tampered with, at start', () => {
  it('finds a row deleted in the middle, and names where the gap is', async () => {
    const dir = await checkedWorkstation(10);
    const later = await start(dir);
    appendRows(later.journal, 5);
    await later.close();
    tamper(journalFile(dir), 'DELETE FROM audit WHERE seq = 12');

    const { seal, close } = await start(dir);
    // Row 13 no longer links to the row before it: the gap is named where it starts.
    expect(seal.problem()).toMatchObject({
      firstBadRow: 12,
      message: expect.stringMatching(/tampered with or damaged\. Keep the file as it is/),
    });
    await close();
  });

  it('finds the whole table replaced by a chain sealed with another key', async () => {
    const dir = await checkedWorkstation(10);
    // Another workstation's journal, with as many rows: a chain that verifies with its own key.
    const other = await checkedWorkstation(10);
    const raw = rawJournal(journalFile(dir));
    raw.exec('DROP TRIGGER IF EXISTS audit_no_update; DROP TRIGGER IF EXISTS audit_no_delete;');
    raw
      .prepare('ATTACH DATABASE ? AS other KEY ?')
      .run(journalFile(other), `x'${TEST_DATABASE_KEY.toString('hex')}'`);
    raw.exec('DELETE FROM audit; INSERT INTO audit SELECT * FROM other.audit;');
    raw.exec('DETACH DATABASE other');
    raw.close();

    const { seal, close } = await start(dir);
    expect(seal.problem()).toMatchObject({
      firstBadRow: 1,
      message: expect.stringMatching(/tampered with or damaged/),
    });
    await close();
  });
});

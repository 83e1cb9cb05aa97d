import { createSecretKey, randomBytes } from 'node:crypto';
import { TEST_DATABASE_KEY } from '../journal/fixtures';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal } from '../../../electron/main/journal/journal';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { sealJournal } from '../../../electron/main/journal/journal-seal';
import {
  createKeychainJournalKeychain,
  JOURNAL_KEYCHAIN_ACCOUNTS,
} from '../../../electron/main/keys/journal-keychain';
import { fileKeychain } from '../../../scripts/bench/bench-journal';
import { businessDays, generateJournal } from '../../../scripts/bench/journal-data';
import { INSTRUCTION_FORM_NUMBER } from '@shared/schemas/draft-groups';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'remit-desk-bench-data-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function generated(transfers: number, seed = 13) {
  const dir = tempDir();
  const auditKey = randomBytes(32);
  const meta = generateJournal(join(dir, JOURNAL_FILE_NAME), {
    transfers,
    lastDay: '2026-11-21',
    perDay: 40,
    auditKey,
    databaseKey: TEST_DATABASE_KEY,
    seed,
    batch: 64,
  });
  return { dir, auditKey, meta };
}

describe('the benchmarks’ journal generator', () => {
  it('writes a journal whose audit chain verifies and whose transfers agree with their audit rows', () => {
    const { dir, auditKey, meta } = generated(300);
    const opened = openJournal(dir, TEST_DATABASE_KEY);
    if (!opened.ok) throw new Error(opened.error.message);
    const journal = opened.value;
    try {
      journal.audit.useKey(createSecretKey(auditKey));
      expect(meta.head.seq).toBe(1 + 300 * 5);
      const verified = journal.audit.verify({ head: meta.head });
      expect(verified).toMatchObject({ ok: true, rowsRead: meta.head.seq, last: meta.head });
      expect(journal.transferRecords.firstDisagreement(meta.head.seq)).toBeNull();
      // Every row sealed as the app seals it, so a start finds nothing to seal and nothing wrong.
      expect(journal.rowSeals.startCheck({ everything: true }).found).toBeNull();
      // Each with the customer's signed instruction, as the send path journals every transfer.
      expect(journal.transfers.get(150)).toMatchObject({
        instructionFormNumber: expect.stringMatching(INSTRUCTION_FORM_NUMBER),
        idAndSignatureChecked: true,
      });
      expect(journal.transfers.lastCounter()).toBe(
        Number(journal.transfers.get(300)!.reference.slice(2)),
      );
    } finally {
      journal.close();
    }
  });

  it('fills the receipt log’s search from real bodies, and spreads transfers over working days', () => {
    const { dir, auditKey, meta } = generated(200);
    const opened = openJournal(dir, TEST_DATABASE_KEY);
    if (!opened.ok) throw new Error(opened.error.message);
    const journal = opened.value;
    try {
      // Each transfer read is checked against its row seal (D68), under the key it was written with.
      journal.audit.useKey(createSecretKey(auditKey));
      const someone = journal.transfers.get(150)!;
      const surname = someone.recipientName.split(' ')[1]!;
      const found = journal.log.page({ words: [surname] }, null, 200).records;
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((record) => record.body.includes(surname))).toBe(true);
      expect(journal.log.page({ kind: 'imt' }, null, 200).records.length).toBeGreaterThan(40);
      expect(meta.days).toEqual([
        '2026-11-17',
        '2026-11-18',
        '2026-11-19',
        '2026-11-20',
        '2026-11-21',
      ]);
      expect(someone.createdAt.slice(0, 10)).toBe(meta.days[3]);
    } finally {
      journal.close();
    }
  });

  it('gives the same journal for the same seed, and another for another seed', () => {
    const bodies = (seed: number) => {
      const { dir, auditKey } = generated(20, seed);
      const opened = openJournal(dir, TEST_DATABASE_KEY);
      if (!opened.ok) throw new Error(opened.error.message);
      opened.value.audit.useKey(createSecretKey(auditKey));
      const list = Array.from({ length: 20 }, (_, i) => opened.value.transfers.get(i + 1)!.body);
      opened.value.close();
      return list;
    };
    expect(bodies(5)).toEqual(bodies(5));
    expect(bodies(5)).not.toEqual(bodies(6));
  });

  it('is trusted by the journal’s check at start once the keychain holds its key and head', async () => {
    const { dir, auditKey, meta } = generated(50);
    const keychainFile = join(tempDir(), 'keychain.json');
    const keychain = createKeychainJournalKeychain({ backend: fileKeychain(keychainFile) });
    await keychain.resetHead(meta.head);
    const opened = openJournal(dir, TEST_DATABASE_KEY);
    if (!opened.ok) throw new Error(opened.error.message);
    // The key the generator sealed with, as the keychain would hold it.
    await fileKeychain(keychainFile).setPassword(
      keychain.service,
      JOURNAL_KEYCHAIN_ACCOUNTS.key,
      auditKey.toString('base64'),
    );
    const sealed = await sealJournal({
      journal: opened.value,
      keychain,
      now: () => Date.parse('2026-11-24T08:00:00Z'),
      earlierSecrets: async () => [],
    });
    try {
      if (!sealed.ok) throw new Error(sealed.error.message);
      expect(sealed.value.problem()).toBeNull();
      expect(sealed.value.startCheck.rowsRead).toBe(meta.head.seq);
    } finally {
      opened.value.close();
    }
  });

  it('counts business days back from the last, skipping Sundays', () => {
    expect(businessDays('2026-11-24', 100, 40)).toEqual(['2026-11-21', '2026-11-23', '2026-11-24']);
    expect(businessDays('2026-11-24', 1, 40)).toEqual(['2026-11-24']);
  });
});

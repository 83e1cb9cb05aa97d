import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  ESCROW_KDF,
  openEscrow,
  sealEscrow,
  type EscrowLabel,
} from '../../../electron/main/keys/journal-escrow';

const KEYS = { auditKey: randomBytes(32), databaseKey: randomBytes(32) };
const LABEL: EscrowLabel = {
  workstation: '42',
  exportedAt: '2026-11-24T08:00:00.000Z',
  exportedBy: 'admin-1',
};
const PASSPHRASE = 'correct horse battery staple';

describe('the key escrow file (D70)', () => {
  it('gives back both keys with the right passphrase, and shows neither key in the file', async () => {
    const file = await sealEscrow(KEYS, LABEL, PASSPHRASE);
    for (const key of [KEYS.auditKey, KEYS.databaseKey]) {
      expect(file).not.toContain(key.toString('base64'));
      expect(file).not.toContain(key.toString('hex'));
    }
    const header = JSON.parse(file) as Record<string, unknown>;
    expect(header).toMatchObject({
      format: 'remit-desk-key-escrow',
      version: 1,
      ...LABEL,
      kdf: { name: 'scrypt', N: 131072, r: 8, p: 1 },
      cipher: { name: 'aes-256-gcm' },
    });
    const opened = await openEscrow(file, PASSPHRASE);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.auditKey.equals(KEYS.auditKey)).toBe(true);
    expect(opened.value.databaseKey.equals(KEYS.databaseKey)).toBe(true);
    expect(opened.value.label).toEqual(LABEL);
  });

  it('opens with the passphrase typed in another Unicode form (NFC)', async () => {
    const file = await sealEscrow(KEYS, LABEL, 'Kisumu café branch 2026');
    const opened = await openEscrow(file, 'Kisumu cafe\u0301 branch 2026');
    expect(opened.ok).toBe(true);
  });

  it('refuses a wrong passphrase and an edited header alike, saying what to do', async () => {
    const file = await sealEscrow(KEYS, LABEL, PASSPHRASE);
    const wrong = await openEscrow(file, `${PASSPHRASE}!`);
    expect(wrong).toMatchObject({
      ok: false,
      error: {
        code: 'wrong-passphrase',
        message: expect.stringMatching(/passphrase does not open/),
      },
    });
    const relabelled = file.replace('"workstation": "42"', '"workstation": "43"');
    expect(relabelled).not.toBe(file);
    expect(await openEscrow(relabelled, PASSPHRASE)).toMatchObject({
      ok: false,
      error: { code: 'wrong-passphrase' },
    });
  });

  it('refuses a file with weaker KDF parameters, and files that are not escrow files', async () => {
    const file = await sealEscrow(KEYS, LABEL, PASSPHRASE);
    const weaker = file.replace(`"N": ${ESCROW_KDF.N}`, '"N": 1024');
    expect(weaker).not.toBe(file);
    for (const text of [weaker, 'not json', '{"format":"something else"}', '[]']) {
      expect(await openEscrow(text, PASSPHRASE)).toMatchObject({
        ok: false,
        error: { code: 'not-an-escrow-file', message: expect.stringMatching(/\.rdkeys file/) },
      });
    }
  });

  it('seals nothing with a passphrase shorter than 12 characters', async () => {
    await expect(sealEscrow(KEYS, LABEL, 'short pass')).rejects.toThrow(/at least 12/);
  });
});

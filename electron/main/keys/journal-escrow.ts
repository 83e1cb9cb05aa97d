import { createCipheriv, createDecipheriv, randomBytes, scrypt } from 'node:crypto';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { worded } from '@shared/i18n/worded';
import { ESCROW_PASSPHRASE_MIN_LENGTH } from '@shared/domain/key-escrow';
import { parseJsonObject } from '../json-object';

/*
 * Head office's copy of a workstation's journal keys (D70): the database key that decrypts the
 * journal and its backups, and the audit key that checks its chain, sealed with a passphrase an
 * admin chooses, so a backup can be restored on a replacement PC whose keychain holds neither.
 *
 * The file is JSON. Its header (format, version, which workstation, when, by whom, the KDF and its
 * parameters, the cipher and its IV) is readable without the passphrase, so head office can file
 * it, and is bound to the sealed part as AES-GCM's additional data: an edited header (a weaker
 * KDF, another workstation's name) fails to open like a wrong passphrase does.
 */

export const ESCROW_FORMAT = 'remit-desk-key-escrow';
export const ESCROW_VERSION = 1;
export const ESCROW_FILE_EXTENSION = 'rdkeys';

/**
 * scrypt at N = 2^17, r = 8, p = 1 (128 MiB, about half a second here): OWASP's minimum is 2^17
 * for scrypt, and a file that leaves the branch must hold out against offline guessing.
 */
export const ESCROW_KDF = { name: 'scrypt', N: 2 ** 17, r: 8, p: 1 } as const;
const KDF_MAXMEM = 256 * 1024 * 1024;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface EscrowKeys {
  auditKey: Buffer;
  databaseKey: Buffer;
}

/** What the header says about the keys: readable without the passphrase. */
export interface EscrowLabel {
  /** The workstation's number or name, as the admin's settings hold it. */
  workstation: string;
  exportedAt: string;
  /** The admin's operator id. */
  exportedBy: string;
}

interface EscrowHeader extends EscrowLabel {
  format: typeof ESCROW_FORMAT;
  version: typeof ESCROW_VERSION;
  kdf: { name: 'scrypt'; N: number; r: number; p: number; salt: string };
  cipher: { name: 'aes-256-gcm'; iv: string };
}

export type EscrowErrorCode = 'not-an-escrow-file' | 'wrong-passphrase';
export type EscrowError = AppError<EscrowErrorCode>;

/** The passphrase as typed, in one Unicode form, so the same words open it on any keyboard. */
function passphraseBytes(passphrase: string): Buffer {
  return Buffer.from(passphrase.normalize('NFC'), 'utf8');
}

function deriveKey(passphrase: string, kdf: EscrowHeader['kdf']): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      passphraseBytes(passphrase),
      Buffer.from(kdf.salt, 'base64'),
      KEY_BYTES,
      { N: kdf.N, r: kdf.r, p: kdf.p, maxmem: KDF_MAXMEM },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** The header in one fixed order: the bytes AES-GCM authenticates. */
function headerBytes(header: EscrowHeader): Buffer {
  const { format, version, workstation, exportedAt, exportedBy, kdf, cipher } = header;
  return Buffer.from(
    JSON.stringify({
      format,
      version,
      workstation,
      exportedAt,
      exportedBy,
      kdf: { name: kdf.name, N: kdf.N, r: kdf.r, p: kdf.p, salt: kdf.salt },
      cipher: { name: cipher.name, iv: cipher.iv },
    }),
    'utf8',
  );
}

/** The escrow file's text: the keys sealed with `passphrase` under a readable header. */
export async function sealEscrow(
  keys: EscrowKeys,
  label: EscrowLabel,
  passphrase: string,
): Promise<string> {
  if (passphrase.normalize('NFC').length < ESCROW_PASSPHRASE_MIN_LENGTH) {
    throw new Error(
      `An escrow passphrase has at least ${ESCROW_PASSPHRASE_MIN_LENGTH} characters.`,
    );
  }
  const header: EscrowHeader = {
    format: ESCROW_FORMAT,
    version: ESCROW_VERSION,
    ...label,
    kdf: { ...ESCROW_KDF, salt: randomBytes(SALT_BYTES).toString('base64') },
    cipher: { name: 'aes-256-gcm', iv: randomBytes(IV_BYTES).toString('base64') },
  };
  const key = await deriveKey(passphrase, header.kdf);
  const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(header.cipher.iv, 'base64'));
  cipher.setAAD(headerBytes(header));
  const secret = Buffer.from(
    JSON.stringify({
      auditKey: keys.auditKey.toString('base64'),
      databaseKey: keys.databaseKey.toString('base64'),
    }),
    'utf8',
  );
  const sealed = Buffer.concat([cipher.update(secret), cipher.final(), cipher.getAuthTag()]);
  secret.fill(0);
  return `${JSON.stringify({ ...header, sealed: sealed.toString('base64') }, null, 1)}\n`;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The header and sealed bytes of a file, or null when it is not an escrow file of this version. */
function parseEscrow(text: string): { header: EscrowHeader; sealed: Buffer } | null {
  const data = parseJsonObject(text);
  if (!data || data['format'] !== ESCROW_FORMAT || data['version'] !== ESCROW_VERSION) return null;
  const { workstation, exportedAt, exportedBy, kdf, cipher, sealed } = data as Record<
    string,
    unknown
  >;
  const k = (kdf ?? {}) as Record<string, unknown>;
  const c = (cipher ?? {}) as Record<string, unknown>;
  const strings = [workstation, exportedAt, exportedBy, k['salt'], c['iv'], sealed];
  if (!strings.every((value) => typeof value === 'string')) return null;
  if (![k['salt'], c['iv'], sealed].every((value) => BASE64.test(value as string))) return null;
  // Only the parameters this version writes: a file cannot lower the cost of guessing.
  if (k['name'] !== 'scrypt' || k['N'] !== ESCROW_KDF.N || k['r'] !== ESCROW_KDF.r) return null;
  if (k['p'] !== ESCROW_KDF.p || c['name'] !== 'aes-256-gcm') return null;
  const bytes = Buffer.from(sealed as string, 'base64');
  if (bytes.length <= TAG_BYTES) return null;
  return {
    header: {
      format: ESCROW_FORMAT,
      version: ESCROW_VERSION,
      workstation: workstation as string,
      exportedAt: exportedAt as string,
      exportedBy: exportedBy as string,
      kdf: {
        name: 'scrypt',
        N: ESCROW_KDF.N,
        r: ESCROW_KDF.r,
        p: ESCROW_KDF.p,
        salt: k['salt'] as string,
      },
      cipher: { name: 'aes-256-gcm', iv: c['iv'] as string },
    },
    sealed: bytes,
  };
}

/**
 * The keys an escrow file holds, with its label. A wrong passphrase and an edited file are one
 * answer: AES-GCM cannot tell them apart, and neither should a guesser.
 */
export async function openEscrow(
  text: string,
  passphrase: string,
): Promise<Result<EscrowKeys & { label: EscrowLabel }, EscrowError>> {
  const parsed = parseEscrow(text);
  if (!parsed) return fail(worded('not-an-escrow-file', 'keys.escrow.notAnEscrowFile'));
  const { header, sealed } = parsed;
  const key = await deriveKey(passphrase, header.kdf);
  let secret: Buffer;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(header.cipher.iv, 'base64'));
    decipher.setAAD(headerBytes(header));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    secret = Buffer.concat([decipher.update(sealed.subarray(0, -TAG_BYTES)), decipher.final()]);
  } catch {
    return fail(worded('wrong-passphrase', 'keys.escrow.wrongPassphrase'));
  }
  const data = parseJsonObject(secret.toString('utf8'));
  secret.fill(0);
  const auditKey = Buffer.from(String(data?.['auditKey'] ?? ''), 'base64');
  const databaseKey = Buffer.from(String(data?.['databaseKey'] ?? ''), 'base64');
  if (auditKey.length !== KEY_BYTES || databaseKey.length !== KEY_BYTES) {
    return fail(worded('not-an-escrow-file', 'keys.escrow.notAnEscrowFile'));
  }
  const { workstation, exportedAt, exportedBy } = header;
  return ok({ auditKey, databaseKey, label: { workstation, exportedAt, exportedBy } });
}

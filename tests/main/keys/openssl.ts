import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The openssl CLI as an implementation of D2 that shares no code with the app. */
export function openssl(args: string[], input?: string | Buffer): Buffer {
  return execFileSync('openssl', args, { input, stdio: ['pipe', 'pipe', 'pipe'] });
}

export function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'remit-desk-keys-'));
}

export function writeTemp(dir: string, name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

export function readText(path: string): string {
  return readFileSync(path, 'utf8');
}

/** A private key PEM protected by `passphrase`, as `openssl pkcs8 -topk8` writes it (AES-256). */
export function encryptedPkcs8(privateKeyPem: string, passphrase: string): string {
  return openssl(
    ['pkcs8', '-topk8', '-v2', 'aes-256-cbc', '-passout', `pass:${passphrase}`],
    privateKeyPem,
  ).toString();
}

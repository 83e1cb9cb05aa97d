import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface SelfSigned {
  certPath: string;
  keyPath: string;
  cert: string;
  key: string;
  /** openssl's own SHA-256 fingerprint of the certificate (`AB:CD:…`): no app code computes it. */
  fingerprint: string;
}

/** The openssl command's key options: P-256 (quick to make, and a curve Chromium takes), Ed25519. */
const KEY_OPTIONS = {
  p256: ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256'],
  ed25519: ['-newkey', 'ed25519'],
} as const;

/**
 * A self-signed certificate for 127.0.0.1 written to `dir` (cert.pem, key.pem) by the openssl
 * command: a P-256 key and the common name 127.0.0.1 for a day unless told otherwise.
 */
export function writeSelfSigned(
  dir: string,
  options: { key?: keyof typeof KEY_OPTIONS; commonName?: string; days?: number } = {},
): { certPath: string; keyPath: string } {
  const [keyPath, certPath] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  const key = KEY_OPTIONS[options.key ?? 'p256'];
  const subject = `/CN=${options.commonName ?? '127.0.0.1'}`;
  const valid = ['-days', String(options.days ?? 1), '-subj', subject];
  const names = ['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyPath, '-out', certPath];
  execFileSync('openssl', ['req', '-x509', ...key, '-nodes', ...valid, ...names], {
    stdio: 'ignore',
  });
  return { certPath, keyPath };
}

/**
 * A self-signed certificate for 127.0.0.1, made by openssl for this run (a P-256 key: quick to
 * make). Two calls make two certificates with the same name and different fingerprints: what a
 * workstation meets when something else answers at head office's address.
 */
export function selfSignedCertificate(): SelfSigned {
  const { certPath, keyPath } = writeSelfSigned(mkdtempSync(join(tmpdir(), 'remit-desk-cert-')));
  const printed = execFileSync('openssl', [
    'x509',
    '-in',
    certPath,
    '-noout',
    '-fingerprint',
    '-sha256',
  ])
    .toString()
    .trim();
  return {
    certPath,
    keyPath,
    cert: readFileSync(certPath, 'utf8'),
    key: readFileSync(keyPath, 'utf8'),
    fingerprint: printed.slice(printed.indexOf('=') + 1),
  };
}

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

/**
 * A self-signed certificate for 127.0.0.1, made by openssl for this run (a P-256 key: quick to
 * make). Two calls make two certificates with the same name and different fingerprints: what a
 * workstation meets when something else answers at head office's address.
 */
export function selfSignedCertificate(): SelfSigned {
  const dir = mkdtempSync(join(tmpdir(), 'remit-desk-cert-'));
  const [keyPath, certPath] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      keyPath,
      '-out',
      certPath,
    ],
    { stdio: 'ignore' },
  );
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

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * A self-signed P-256 certificate for 127.0.0.1 in `dir`, made by the openssl command: the curve
 * Chromium takes (it takes no Ed25519 certificate), for tests that serve head office over TLS.
 */
export function selfSignedCertificate(dir: string): { tlsCert: string; tlsKey: string } {
  const tlsCert = join(dir, 'cert.pem');
  const tlsKey = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      tlsKey,
      '-out',
      tlsCert,
    ],
    { stdio: 'ignore' },
  );
  return { tlsCert, tlsKey };
}

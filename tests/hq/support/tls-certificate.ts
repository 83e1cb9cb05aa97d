import { writeSelfSigned } from '../../support/self-signed';

/**
 * A self-signed P-256 certificate for 127.0.0.1 in `dir`, made by the openssl command: the curve
 * Chromium takes (it takes no Ed25519 certificate), for tests that serve head office over TLS.
 */
export function selfSignedCertificate(dir: string): { tlsCert: string; tlsKey: string } {
  const { certPath, keyPath } = writeSelfSigned(dir);
  return { tlsCert: certPath, tlsKey: keyPath };
}

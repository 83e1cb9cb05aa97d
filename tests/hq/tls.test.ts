import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PeerCertificate, TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHeadOffice } from '../../hq/src/start';
import { certificateFingerprintOfPem } from '../../hq/src/tls';
import { writeSelfSigned } from '../support/self-signed';

/** A self-signed Ed25519 certificate for 127.0.0.1, made by the openssl command. */
function selfSigned(dir: string): { cert: string; key: string } {
  const { certPath, keyPath } = writeSelfSigned(dir, {
    key: 'ed25519',
    commonName: 'head office test',
    days: 2,
  });
  return { cert: certPath, key: keyPath };
}

/** The certificate the server presents at `url`, trusted as given (the workstation pins it). */
function peerCertificate(
  url: string,
  ca: string,
): Promise<{ certificate: PeerCertificate; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/v1/health`, { ca }, (res) => {
      const certificate = (res.socket as TLSSocket).getPeerCertificate();
      res.resume();
      res.on('end', () => resolve({ certificate, status: res.statusCode ?? 0 }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('head office over TLS', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'remit-hq-tls-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('serves https and prints the fingerprint the workstation sees', async () => {
    const files = selfSigned(dir);
    const started = await startHeadOffice({
      dataDir: join(dir, 'data'),
      port: 0,
      tlsCert: files.cert,
      tlsKey: files.key,
    });
    try {
      const fingerprint = certificateFingerprintOfPem(readFileSync(files.cert, 'utf8'));
      expect(fingerprint).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
      expect(started.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      expect(started.certificateFingerprint).toBe(fingerprint);
      expect(started.lines.join('\n')).toContain(
        `Certificate fingerprint (SHA-256), to type on each workstation when it enrols: ${fingerprint}`,
      );
      const seen = await peerCertificate(started.url, readFileSync(files.cert, 'utf8'));
      expect(seen.status).toBe(200);
      expect(seen.certificate.fingerprint256).toBe(fingerprint);
    } finally {
      await started.stop();
    }
  });

  test('says what is wrong with a certificate file that is not one', async () => {
    const files = selfSigned(dir);
    expect(() => certificateFingerprintOfPem(readFileSync(files.key, 'utf8'))).toThrow(
      /holds no PEM certificate .*give the certificate file, not the key/,
    );
    await expect(
      startHeadOffice({
        dataDir: join(dir, 'x'),
        port: 0,
        tlsCert: join(dir, 'absent.pem'),
        tlsKey: files.key,
      }),
    ).rejects.toThrow(
      /^--tls-cert .*absent\.pem cannot be read \(ENOENT\); give the path of the PEM file\.$/,
    );
  });
});

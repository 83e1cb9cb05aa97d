import { X509Certificate } from 'node:crypto';
import { certificateFingerprint } from '../protocol/chain';

/**
 * The SHA-256 fingerprint of the service certificate (the first of a PEM chain), as head office
 * shows it beside each enrolment code and the workstation pins it (D91): AB:CD:… .
 * Throws, saying so, when the text holds no certificate.
 */
export function certificateFingerprintOfPem(pem: string): string {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch (error) {
    throw new Error(
      'The --tls-cert file holds no PEM certificate ("-----BEGIN CERTIFICATE-----"); give the certificate file, not the key.',
      { cause: error },
    );
  }
  return certificateFingerprint(certificate.raw);
}

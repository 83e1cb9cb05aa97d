import { createPrivateKey, createPublicKey, generateKeyPairSync } from 'node:crypto';

/*
 * The workstation's identity at head office (D91, D99): an Ed25519 key pair. The private half is
 * kept only in the OS keychain (JournalKeychain.saveWorkstationKey) and read there to sign; the
 * public half goes to head office at enrolment.
 */

export interface WorkstationKeyPair {
  /** PKCS#8 PEM: main and the keychain only. */
  privateKeyPem: string;
  /** SPKI PEM: what head office registers. */
  publicKeyPem: string;
}

export function generateWorkstationKey(): WorkstationKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** The public half of a stored private key (a retried enrolment presents the same key). */
export function publicKeyOf(privateKeyPem: string): string {
  return createPublicKey(createPrivateKey(privateKeyPem))
    .export({ type: 'spki', format: 'pem' })
    .toString();
}

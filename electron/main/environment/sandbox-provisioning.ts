import { serviceOrigin } from '@shared/domain/base-url';
import { describePrivateKey, generateSigningKeyPair } from '../keys/key-pair';
import type { SecretStore } from '../keys/secret-store';
import type { Sandbox } from '../sandbox/sandbox';

/**
 * On the built-in sandbox bank the app does an admin's first-launch chores itself (D5): it stores
 * the sandbox's published credentials and a signing key in the sandbox's own keychain entries and
 * registers the public key, so a clerk can train with no bank paperwork. Repeating it is harmless.
 * The keychain entries are the sandbox environment's: nothing here can reach test or live. The
 * credentials are bound to the sandbox bank's own origin (D71), a port that may change between
 * starts: they are published, so binding them again to where it listens now gives nothing away.
 */
export async function provisionSandbox(store: SecretStore, sandbox: Sandbox): Promise<void> {
  if (store.environment !== 'sandbox') {
    throw new Error('Sandbox provisioning may only touch the sandbox environment’s keychain.');
  }
  const stored = await store.credentials();
  const wanted = sandbox.credentials;
  const origin = serviceOrigin(sandbox.url);
  if (origin === null) throw new Error('The sandbox bank has no web address.');
  if (
    stored?.apiKey !== wanted.apiKey ||
    stored.merchantCode !== wanted.merchantCode ||
    stored.consumerSecret !== wanted.consumerSecret ||
    stored.origin !== origin
  ) {
    await store.saveCredentials({ ...wanted }, origin);
  }
  let pem = await store.privateKeyPem();
  if (pem === null) {
    pem = generateSigningKeyPair().privateKeyPem;
    await store.savePrivateKey(pem);
  }
  const registered = sandbox.registerPublicKey(describePrivateKey(pem).publicKeyPem);
  if (!registered.ok) throw new Error(registered.error.message);
}

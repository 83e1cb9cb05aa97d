import { describePrivateKey, generateSigningKeyPair } from '../keys/key-pair';
import type { SecretStore } from '../keys/secret-store';
import type { Sandbox } from '../sandbox/sandbox';

/**
 * On the built-in sandbox bank the app does an admin's first-launch chores itself (D5): it stores
 * the sandbox's published credentials and a signing key in the sandbox's own keychain entries and
 * registers the public key, so a clerk can train with no bank paperwork. Repeating it is harmless.
 * The keychain entries are the sandbox environment's: nothing here can reach test or live.
 */
export async function provisionSandbox(store: SecretStore, sandbox: Sandbox): Promise<void> {
  if (store.environment !== 'sandbox') {
    throw new Error('Sandbox provisioning may only touch the sandbox environment’s keychain.');
  }
  const stored = await store.credentials();
  const wanted = sandbox.credentials;
  if (
    stored?.apiKey !== wanted.apiKey ||
    stored.merchantCode !== wanted.merchantCode ||
    stored.consumerSecret !== wanted.consumerSecret
  ) {
    await store.saveCredentials({ ...wanted });
  }
  let pem = await store.privateKeyPem();
  if (pem === null) {
    pem = generateSigningKeyPair().privateKeyPem;
    await store.savePrivateKey(pem);
  }
  const registered = sandbox.registerPublicKey(describePrivateKey(pem).publicKeyPem);
  if (!registered.ok) throw new Error(registered.error.message);
}

/**
 * The D1 credentials the bank issues for this workstation's merchant account. All three are
 * secrets: they live in the OS keychain (SecretStore), never in the journal, logs or the renderer.
 */
export interface ServiceCredentials {
  apiKey: string;
  merchantCode: string;
  consumerSecret: string;
}

/**
 * The credentials as the keychain keeps them: with the origin (scheme, host and port) of the
 * service address they were entered for (D71), so they are sent there and nowhere else. `origin`
 * is null for credentials stored before they were bound, which go nowhere until bound.
 */
export interface StoredCredentials extends ServiceCredentials {
  origin: string | null;
}

/**
 * The credentials to send to `origin`, or null when none are stored or they were entered for
 * another origin (or for none): the one comparison every caller that sends them makes.
 */
export function credentialsFor(
  stored: StoredCredentials | null,
  origin: string | null,
): ServiceCredentials | null {
  if (!stored || stored.origin === null || origin === null || stored.origin !== origin) return null;
  const { apiKey, merchantCode, consumerSecret } = stored;
  return { apiKey, merchantCode, consumerSecret };
}

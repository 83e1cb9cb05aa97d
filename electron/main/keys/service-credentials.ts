/**
 * The D1 credentials the bank issues for this workstation's merchant account. All three are
 * secrets: they live in the OS keychain (SecretStore), never in the journal, logs or the renderer.
 */
export interface ServiceCredentials {
  apiKey: string;
  merchantCode: string;
  consumerSecret: string;
}

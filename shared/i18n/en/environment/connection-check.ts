import type { Said } from '../../messages';
/**
 * The admin's connection check, in words: what passed, or what failed and what to do. `host` is
 * the service's host and port as the Service address names it.
 */
type Host = { host: string };
type Status = { host: string; status: number };
type Within = { host: string; seconds: number };

export const connectionCheck = {
  passed: ({ host, count }: { host: string; count: number }) =>
    `Connected to ${host}: the service accepted the credentials, issued a token and listed ${count} payment purpose${count === 1 ? '' : 's'}.`,
  purposesFailed: ({ reason }: { reason: Said }) =>
    `The service issued a token, so the address and the credentials are right, but the payment purposes could not be read: ${reason} Try the check again; if it keeps failing, tell the bank.`,
  noCredentials:
    'The credentials are not set. Enter the API key, the merchant code and the consumer secret first.',
  credentialsRefused: ({ host, status }: Status) =>
    `The service at ${host} refused the credentials (HTTP ${status}). Check the API key, the merchant code and the consumer secret against the bank’s letter, enter them again, and check again.`,
  wrongPath: ({ host, tokenPath }: { host: string; tokenPath: string }) =>
    `Nothing answers at the token path ${tokenPath} on ${host} (HTTP 404). Check the Token path and the Service address (some banks put the service under a path such as /api).`,
  unexpectedAnswer: ({ host, status }: Status) =>
    `The service at ${host} answered the token request with HTTP ${status} and no token. Check the Service address and the Token path; if they are right, tell the bank.`,
  refused: ({ host }: Host) =>
    `Nothing answers at ${host}: the connection was refused. Check the Service address, especially its port, and that the service is running.`,
  unknownName: ({ hostname }: { hostname: string }) =>
    `The name in the Service address (${hostname}) is not known to this network. Check its spelling, and that the workstation can reach the bank’s network.`,
  connectTimeout: ({ host, seconds }: Within) =>
    `${host} did not answer the connection within ${seconds} seconds. Check the Service address, the network cable or Wi-Fi, and whether a firewall blocks the bank’s address.`,
  noRoute: ({ host }: Host) =>
    `There is no network route to ${host}. Check the network connection of this workstation and the Service address.`,
  proxy: ({ host }: Host) =>
    `The branch’s proxy could not be reached or refused the connection to ${host}. Ask IT to check the proxy settings of this workstation.`,
  certificate: ({ host }: Host) =>
    `The certificate of ${host} is not trusted by this workstation, so nothing was sent. Check the Service address; if it is right, the bank’s certificate is not trusted here, or a proxy intercepts secure connections: ask IT.`,
  timeout: ({ host, seconds }: Within) =>
    `${host} did not answer within ${seconds} seconds. Check again; if it keeps happening, the service is slow or down: tell the bank, or raise the request timeout.`,
  secureConnection: ({ host }: Host) =>
    `A secure connection to ${host} could not be set up. Check that the Service address starts with https:// and names the right port.`,
  failed: ({ host }: Host) =>
    `The connection to ${host} failed before an answer came. Check the Service address and the network, and check again.`,
  /** D71: nothing at all went to an address the credentials were not entered for. */
  credentialsElsewhere: ({ host, origin }: { host: string; origin: string }) =>
    `Nothing was sent to ${host}: the credentials stored were entered for ${origin}. If ${host} is the bank’s new address, enter the API key, the merchant code and the consumer secret again for it; if not, put the Service address back.`,
  credentialsUnbound: ({ host }: Host) =>
    `Nothing was sent to ${host}: the credentials stored were saved before they were tied to one address. Enter the API key, the merchant code and the consumer secret again, and check again.`,
} as const;

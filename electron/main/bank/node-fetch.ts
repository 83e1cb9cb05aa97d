import { Agent, fetch } from 'undici';
import { withConnectionPolicy } from './connection-policy';
import type { BankHttp, WireFetch } from './http-fetch';

/**
 * Node's fetch for the bank, following connection-policy.ts: token calls and purpose fetches share
 * one keep-alive pool; each send gets a new pool of its own (the previous one is destroyed first),
 * so it cannot ride on a socket left from before. undici's `pipelining: 0` alone closes each
 * socket after its answer even if the server says keep-alive (client-h1.js marks it for reset once
 * the headers arrive), but the pool per send makes the rule hold by construction, as in Electron,
 * whatever undici does inside. The connect timeout makes a silent host "not sent", not "unknown".
 */
export function createNodeFetch(options: {
  connectTimeoutMs: number;
}): BankHttp & Required<BankHttp> {
  const connect = { timeout: options.connectTimeoutMs };
  const shared = new Agent({ connect });
  // The send pool asks the bank to close after its answer, so no idle socket waits for nothing.
  const sendPool = () => new Agent({ connect, pipelining: 0 });
  let sends = sendPool();

  const through =
    (dispatcher: () => Agent): WireFetch =>
    (url, init) =>
      fetch(url, {
        method: init.method,
        headers: init.headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: init.signal,
        redirect: init.redirect,
        dispatcher: dispatcher(),
      });

  const policyFetch = withConnectionPolicy({
    shared: through(() => shared),
    sends: {
      fetch: through(() => sends),
      async closeConnections() {
        const old = sends;
        sends = sendPool();
        // Sends run one at a time, so nothing of value is in flight on the old pool.
        await old.destroy();
      },
    },
  });
  return Object.assign(policyFetch, {
    close: async () => {
      await Promise.all([shared.close(), sends.close()]);
    },
  });
}

/** The services' HTTP factory outside Electron (the harness, tests, the crash child). */
export function nodeHttp(network: { connectTimeoutMs: number }) {
  return createNodeFetch({ connectTimeoutMs: network.connectTimeoutMs });
}

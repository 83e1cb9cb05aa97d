import { Agent, fetch } from 'undici';
import type { HttpFetch } from './http-fetch';

/**
 * Node's fetch with a connect timeout (so a silent host is "not sent", not "outcome unknown") and
 * no keep-alive: a pooled socket that the server already closed would turn a fresh send into an
 * ambiguous one, and a branch sends a few transfers a minute, so a new connection costs nothing.
 */
export function createNodeFetch(options: { connectTimeoutMs: number }): HttpFetch & {
  close(): Promise<void>;
} {
  const dispatcher = new Agent({ connect: { timeout: options.connectTimeoutMs }, pipelining: 0 });
  const nodeFetch: HttpFetch = (url, init) => fetch(url, { ...init, dispatcher });
  return Object.assign(nodeFetch, { close: () => dispatcher.close() });
}

/** The services' HTTP factory outside Electron (the harness, tests, the crash child). */
export function nodeHttp(network: { connectTimeoutMs: number }) {
  return createNodeFetch({ connectTimeoutMs: network.connectTimeoutMs });
}

import type { AnyContract, ContractApi, IpcError } from '@shared/ipc/define';
import { ipc } from '@shared/i18n/en/ipc';

/*
 * Builds `window.remitDesk` from the contract: one named method per operation, plus `on` for
 * events. Pure, so it is tested under Node; index.ts supplies ipcRenderer. The page gets no
 * channel names to choose, no ipcRenderer and no Electron event objects (a listener receives the
 * payload only), so it cannot reach any channel the contract does not name.
 */

export type Invoke = (channel: string, payload: unknown) => Promise<unknown>;
export type Subscribe = (channel: string, listener: (payload: unknown) => void) => () => void;

/**
 * When the main process cannot be reached at all: the renderer still gets a result to show. Built
 * as worded() builds it, from the one message's area only: the sandboxed preload is bundled whole,
 * and the whole catalog would be most of it.
 */
export const UNAVAILABLE_ERROR: IpcError<'unavailable'> = Object.freeze({
  code: 'unavailable',
  message: ipc.unavailable,
  text: { key: 'ipc.unavailable' as const },
});

/** How long an answer asked for at the start stays the page's first: after it, ask again. */
export const EARLY_ANSWER_MS = 5_000;

/**
 * `early` names operations without a payload to ask as this script runs, before the page's own
 * scripts are fetched and parsed: the page's first call of each (without a payload) gets that
 * answer, if it comes within EARLY_ANSWER_MS; every other call asks main. The window's first
 * screen waits on the app's status: asked here, it travels while the scripts load.
 */
export function createApi<C extends AnyContract>(
  contract: C,
  transport: { invoke: Invoke; subscribe: Subscribe },
  options: { early?: readonly (keyof C['operations'] & string)[]; now?: () => number } = {},
): ContractApi<C> {
  const now = options.now ?? Date.now;
  const api: Record<string, unknown> = {};
  for (const [name, operation] of Object.entries(contract.operations) as [
    string,
    { channel: string },
  ][]) {
    const channel = operation.channel;
    const ask = async (request?: unknown): Promise<unknown> => {
      try {
        return await transport.invoke(channel, request);
      } catch {
        // The error text is Electron's, about the transport; it means nothing to a clerk.
        return { ok: false, error: UNAVAILABLE_ERROR };
      }
    };
    let early = options.early?.includes(name) ? { answer: ask(), at: now() } : null;
    api[name] = (request?: unknown): Promise<unknown> => {
      const taken = early;
      early = null;
      if (taken && request === undefined && now() - taken.at <= EARLY_ANSWER_MS) {
        return taken.answer;
      }
      return ask(request);
    };
  }
  const events = contract.events as Record<string, { channel: string } | undefined>;
  api['on'] = (event: string, listener: (payload: unknown) => void): (() => void) => {
    const declared = Object.hasOwn(events, event) ? events[event] : undefined;
    if (declared === undefined) throw new TypeError(`"${event}" is not a Remit Desk event.`);
    if (typeof listener !== 'function') throw new TypeError('The listener must be a function.');
    return transport.subscribe(declared.channel, (payload) => listener(payload));
  };
  return Object.freeze(api) as ContractApi<C>;
}

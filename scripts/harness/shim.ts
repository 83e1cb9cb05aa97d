import { createApi } from '../../electron/preload/expose';
import { remitDeskContract } from '@shared/ipc/contract';

/*
 * The browser harness's stand-in for the preload: the same createApi over the same contract, so
 * the page gets exactly the `window.remitDesk` it gets in the app. Calls go to the harness server,
 * which puts them through the same router (sender, role and payload checks). The per-run key
 * travels in an HttpOnly cookie this script never sees.
 *
 * Every event, of any channel, comes over one stream: Chromium opens at most six connections to a
 * host, and a stream per channel (each store subscribes to its own) would leave none for calls.
 */
const listeners = new Map<string, Set<(payload: unknown) => void>>();
let stream: EventSource | null = null;

function listen(channel: string, listener: (payload: unknown) => void): () => void {
  if (!stream) {
    stream = new EventSource('/harness/events');
    stream.addEventListener('message', (message: MessageEvent<string>) => {
      const { channel: on, payload } = JSON.parse(message.data) as {
        channel: string;
        payload: unknown;
      };
      for (const each of [...(listeners.get(on) ?? [])]) each(payload);
    });
  }
  const set = listeners.get(channel) ?? new Set();
  listeners.set(channel, set.add(listener));
  return () => void set.delete(listener);
}

// As the preload does: the app's status is asked as this script runs (createApi's `early`).
const api = createApi(
  remitDeskContract,
  {
    async invoke(channel, payload) {
      const response = await fetch(`/harness/ipc/${encodeURIComponent(channel)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ payload: payload ?? null }),
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`harness answered HTTP ${response.status}`);
      return response.json();
    },
    subscribe: listen,
  },
  { early: ['appStatus'] },
);

Object.defineProperty(window, 'remitDesk', { value: Object.freeze(api), enumerable: true });

// The harness's stand-in for app.relaunch(): after its services restart, the page starts again.
listen('harness:restarted', () => window.location.reload());

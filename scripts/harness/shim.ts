import { createApi } from '../../electron/preload/expose';
import { remitDeskContract } from '../../shared/ipc/contract';

/*
 * The browser harness's stand-in for the preload: the same createApi over the same contract, so
 * the page gets exactly the `window.remitDesk` it gets in the app. Calls go to the harness server,
 * which puts them through the same router (sender, role and payload checks). The per-run key
 * travels in an HttpOnly cookie this script never sees.
 */
const api = createApi(remitDeskContract, {
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
  subscribe(channel, listener) {
    const source = new EventSource(`/harness/events?channel=${encodeURIComponent(channel)}`);
    const onMessage = (message: MessageEvent<string>) => listener(JSON.parse(message.data));
    source.addEventListener('message', onMessage);
    return () => source.close();
  },
});

Object.defineProperty(window, 'remitDesk', { value: Object.freeze(api), enumerable: true });

// The harness's stand-in for app.relaunch(): after its services restart, the page starts again.
new EventSource('/harness/events?channel=harness%3Arestarted').addEventListener('message', () =>
  window.location.reload(),
);

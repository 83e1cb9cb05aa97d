import { protocol } from 'electron';
import type { Protocol } from 'electron';
import { APP_SCHEME } from './app-origin';
import { createAppProtocolHandler } from './app-protocol';

/**
 * Call before `app` is ready (Electron allows it only then). `standard` gives app:// a real origin
 * and relative URLs; `secure` makes it a secure context; `supportFetchAPI` lets the renderer load
 * its own module scripts. `corsEnabled` stays off: it would let other origins read app:// files.
 * `bypassCSP` stays off: the CSP header must apply.
 */
export function registerAppSchemePrivileges(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        codeCache: true,
        corsEnabled: false,
        bypassCSP: false,
        allowServiceWorkers: false,
        stream: false,
      },
    },
  ]);
}

/** Call once `app` is ready; pass `session.protocol` if the window uses another session. */
export function serveAppProtocol(rendererDir: string, target: Protocol = protocol): void {
  target.handle(APP_SCHEME, createAppProtocolHandler({ rendererDir }));
}

import type { RemitDeskApi } from '@shared/ipc/contract';
import { worded } from '@shared/i18n/worded';
import type { IpcError } from '@shared/ipc/define';

/** What an operation of `window.remitDesk` answers. */
export type Answer<K extends keyof RemitDeskApi> = RemitDeskApi[K] extends (
  ...args: never[]
) => Promise<infer R>
  ? R
  : never;

/**
 * The preload already turns a lost IPC call into an `unavailable` result; this covers the one
 * case it cannot: the call itself throwing in the page (a broken bridge). The clerk still gets a
 * message, never an unhandled rejection, and is told to check before sending again.
 */
export const CALL_FAILED: IpcError<'unavailable'> = worded('unavailable', 'app.callFailed');

export async function safely<T>(call: () => Promise<T>, fallback: () => T): Promise<T> {
  try {
    return await call();
  } catch {
    return fallback();
  }
}

export function failed(): { ok: false; error: IpcError<'unavailable'> } {
  return { ok: false, error: CALL_FAILED };
}

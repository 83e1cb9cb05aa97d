import type { RemitDeskApi } from '@shared/ipc/contract';
import { worded } from '@shared/i18n/worded';
import type { IpcError } from '@shared/ipc/define';
import { errorText } from '../i18n';

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

/**
 * A read's answer kept by a store: its value in `into` with `error` cleared, or its failure in
 * words in `error` (what was read before stays shown). True when it was read.
 */
export function keepAnswer<T>(
  result: { ok: true; value: T } | { ok: false; error: IpcError<string> },
  into: { value: T | null },
  error: { value: string | null },
): boolean {
  if (!result.ok) {
    error.value = errorText(result.error);
    return false;
  }
  into.value = result.value;
  error.value = null;
  return true;
}

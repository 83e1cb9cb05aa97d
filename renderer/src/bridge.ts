import { text } from '@shared/i18n/catalog';
import type { RemitDeskApi } from '@shared/ipc/contract';

/*
 * The only place that touches `window.remitDesk`, the API the preload exposes. Everything else
 * imports `remitDesk()` from here, so the renderer's whole boundary with the main process is the
 * typed contract and tests replace it with one in-memory object.
 */

declare global {
  interface Window {
    remitDesk?: RemitDeskApi;
  }
}

export const BRIDGE_MISSING_MESSAGE = text('app.bridgeMissing');

export class BridgeMissingError extends Error {
  constructor() {
    super(BRIDGE_MISSING_MESSAGE);
    this.name = 'BridgeMissingError';
  }
}

function looksLikeApi(candidate: unknown): candidate is RemitDeskApi {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const api = candidate as Record<string, unknown>;
  return typeof api['appStatus'] === 'function' && typeof api['on'] === 'function';
}

/** The API, or null when the page runs without the preload (a plain browser, a broken build). */
export function findBridge(): RemitDeskApi | null {
  if (typeof window === 'undefined') return null;
  const candidate: unknown = window.remitDesk;
  return looksLikeApi(candidate) ? candidate : null;
}

export function remitDesk(): RemitDeskApi {
  const api = findBridge();
  if (!api) throw new BridgeMissingError();
  return api;
}

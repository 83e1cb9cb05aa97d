import type { SettingsAnswer } from '../../../hq/protocol/wire';
import { parseJsonObject } from '../json-object';

/*
 * Head office's settings answer (D126) read as the wire says: an answer that is not what head
 * office sends is no answer. Its signature is the caller's to check with head office's key, and
 * the settings inside are checked section by section before anything is applied (settings-sync.ts).
 */

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A generous bound: six countries' calendars of a few years and the other sections. */
const MAX_SETTINGS_CHARS = 512 * 1024;

export function readSettingsAnswer(body: string): SettingsAnswer | null {
  const o = parseJsonObject(body);
  if (!o) return null;
  const { workstationId, branchCode, after, version, settings, at, signature } = o;
  if (typeof workstationId !== 'string' || typeof branchCode !== 'string') return null;
  if (!isCount(after) || !isCount(version)) return null;
  if (typeof settings !== 'string' || settings.length > MAX_SETTINGS_CHARS) return null;
  if (typeof at !== 'string' || at.length > 40 || Number.isNaN(Date.parse(at))) return null;
  if (typeof signature !== 'string' || signature.length > 200) return null;
  // Settings come with a newer version only, and a newer version only with its settings.
  if (version > after !== (settings !== '')) return null;
  return { workstationId, branchCode, after, version, settings, at, signature };
}

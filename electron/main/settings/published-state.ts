import {
  isPublishedSection,
  type PublishedListFile,
  type PublishedState,
} from '@shared/domain/published-settings';
import { validatePublishedListFile } from '@shared/schemas/published-list-file';

/** D126: the settings row that records which version of head office's settings runs here. */
export const PUBLISHED_STATE_KEY = 'headOffice.settings';

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** The stored record read back, or null when none is stored or it is not what was written. */
export function readPublishedState(raw: string | undefined): PublishedState | null {
  if (raw === undefined) return null;
  let o: unknown;
  try {
    o = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof o !== 'object' || o === null) return null;
  const { version, signedAt, appliedAt, sections, listFiles } = o as Record<string, unknown>;
  if (!isCount(version) || typeof signedAt !== 'string' || typeof appliedAt !== 'string') {
    return null;
  }
  if (!Array.isArray(sections) || !sections.every(isPublishedSection)) return null;
  if (listFiles === undefined) return { version, signedAt, appliedAt, sections };
  // D139: each list file as the signed answer named it, or the record is not what was written.
  const files = Array.isArray(listFiles) ? (listFiles as PublishedListFile[]) : [];
  if (!Array.isArray(listFiles) || !files.every((f) => validatePublishedListFile(f?.list, f).ok)) {
    return null;
  }
  return { version, signedAt, appliedAt, sections, listFiles: files };
}

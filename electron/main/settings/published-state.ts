import { isPublishedSection, type PublishedState } from '@shared/domain/published-settings';

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
  const { version, signedAt, appliedAt, sections } = o as Record<string, unknown>;
  if (!isCount(version) || typeof signedAt !== 'string' || typeof appliedAt !== 'string') {
    return null;
  }
  if (!Array.isArray(sections) || !sections.every(isPublishedSection)) return null;
  return { version, signedAt, appliedAt, sections };
}

import {
  PUBLISHED_SECTIONS,
  isPublishedSection,
  type PublishedSettings,
} from '@shared/domain/published-settings';
import { worded } from '@shared/i18n/worded';
import { fail, ok } from '@shared/result';
import { validatePublishedSection } from '@shared/schemas/published-list-schemas';
import type { SettingsStore } from '../settings/settings-store';
import type { HeadOfficeClient, HeadOfficeLink, HeadOfficeResult } from './head-office-client';

/*
 * D126: at every contact, after the operators, the workstation asks head office for its branch's
 * settings newer than the version it runs. The answer is signed (the client checks it), for this
 * workstation's branch, and every section in it passes the workstation's own schema, or nothing
 * of it is applied: a half-applied version would be a version head office never published.
 */

export interface SettingsSyncDeps {
  settings: Pick<SettingsStore, 'published' | 'applyPublished'>;
  client: Pick<HeadOfficeClient, 'settings'>;
  now: () => number;
}

/** The sections of an answer's text, each checked, or null when any is not what it should be. */
export function checkedSections(text: string): PublishedSettings | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const entries = Object.entries(parsed);
  if (!entries.every(([section]) => isPublishedSection(section))) return null;
  const out: Record<string, unknown> = {};
  for (const section of PUBLISHED_SECTIONS) {
    const value = (parsed as Record<string, unknown>)[section];
    if (value === undefined) continue;
    const checked = validatePublishedSection(section, value);
    if (!checked.ok) return null;
    out[section] = checked.value;
  }
  return out as PublishedSettings;
}

/** Fetches the branch's settings and applies them when newer; ok once it runs the newest. */
export async function syncSettings(
  deps: SettingsSyncDeps,
  link: HeadOfficeLink,
  branchCode: string,
): Promise<HeadOfficeResult<null>> {
  const after = deps.settings.published()?.version ?? 0;
  const answer = await deps.client.settings(link, after);
  if (!answer.ok) return answer;
  const { version, settings, at } = answer.value;
  const badAnswer = () =>
    fail(worded('bad-acknowledgement', 'headOffice.client.badAcknowledgement'));
  if (answer.value.branchCode !== branchCode) return badAnswer();
  if (version <= after) return ok(null);
  const sections = checkedSections(settings);
  if (!sections) return badAnswer();
  deps.settings.applyPublished(
    { version, signedAt: at, sections },
    new Date(deps.now()).toISOString(),
  );
  return ok(null);
}

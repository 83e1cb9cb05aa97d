import type { Role } from '@shared/domain/roles';
import type { PlainMessageKey } from '@shared/i18n/catalog';
import { t } from './i18n';

/*
 * Keyboard shortcuts a clerk reads on the screen (the header shows each beside its link). Alt with
 * a letter: no field of the forms takes Alt, and Chromium gives Alt+letter to the page.
 */
export interface Shortcut {
  /** `KeyboardEvent.code` with Alt held. */
  code: string;
  /** What the screen shows, and `aria-keyshortcuts` says. */
  keys: string;
  route: string;
  /** Read from the catalog each time, so the header follows the operator's language. */
  readonly label: string;
}

/** A shortcut whose label the catalog words each time the header reads it. */
function shortcut(code: string, keys: string, route: string, label: PlainMessageKey): Shortcut {
  return {
    code,
    keys,
    route,
    get label() {
      return t(label);
    },
  };
}

export const CLERK_SHORTCUTS: readonly Shortcut[] = [
  shortcut('KeyR', 'Alt+R', 'send-rtgs', 'app.shortcut.newRtgs'),
  shortcut('KeyM', 'Alt+M', 'send-imt', 'app.shortcut.newImt'),
  shortcut('KeyT', 'Alt+T', 'my-transfers', 'app.shortcut.myTransfers'),
];

/** The shortcuts of a role (only clerks have them). */
export function shortcutsFor(role: Role | null): readonly Shortcut[] {
  return role === 'clerk' ? CLERK_SHORTCUTS : [];
}

/** The shortcut a key press asks for, or null: Alt and the letter alone, no other modifier. */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>,
  shortcuts: readonly Shortcut[],
): Shortcut | null {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  return shortcuts.find((s) => s.code === event.code) ?? null;
}

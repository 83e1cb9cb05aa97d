import type { Role } from '../../shared/domain/roles';

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
  label: string;
}

export const CLERK_SHORTCUTS: readonly Shortcut[] = [
  { code: 'KeyR', keys: 'Alt+R', route: 'send-rtgs', label: 'New RTGS' },
  { code: 'KeyM', keys: 'Alt+M', route: 'send-imt', label: 'New IMT (wallet)' },
  { code: 'KeyT', keys: 'Alt+T', route: 'my-transfers', label: "Today's transfers" },
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

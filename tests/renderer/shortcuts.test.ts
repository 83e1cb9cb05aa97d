import { describe, expect, it } from 'vitest';
import { CLERK_SHORTCUTS, shortcutOf, shortcutsFor } from '../../renderer/src/shortcuts';

const press = (
  code: string,
  mods: Partial<Record<'alt' | 'ctrl' | 'meta' | 'shift', boolean>>,
) => ({
  code,
  altKey: mods.alt ?? false,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
});

describe("a clerk's keyboard shortcuts", () => {
  it('open a new RTGS transfer, a new IMT transfer and the day list with Alt and a letter', () => {
    expect(shortcutOf(press('KeyR', { alt: true }), CLERK_SHORTCUTS)?.route).toBe('send-rtgs');
    expect(shortcutOf(press('KeyM', { alt: true }), CLERK_SHORTCUTS)?.route).toBe('send-imt');
    expect(shortcutOf(press('KeyT', { alt: true }), CLERK_SHORTCUTS)?.route).toBe('my-transfers');
  });

  it('ignore the letter alone, other modifiers and other letters', () => {
    expect(shortcutOf(press('KeyR', {}), CLERK_SHORTCUTS)).toBeNull();
    expect(shortcutOf(press('KeyR', { alt: true, ctrl: true }), CLERK_SHORTCUTS)).toBeNull();
    expect(shortcutOf(press('KeyR', { alt: true, shift: true }), CLERK_SHORTCUTS)).toBeNull();
    expect(shortcutOf(press('KeyX', { alt: true }), CLERK_SHORTCUTS)).toBeNull();
  });

  it('belong to clerks only', () => {
    expect(shortcutsFor('clerk')).toBe(CLERK_SHORTCUTS);
    expect(shortcutsFor('supervisor')).toEqual([]);
    expect(shortcutsFor('admin')).toEqual([]);
    expect(shortcutsFor(null)).toEqual([]);
  });
});

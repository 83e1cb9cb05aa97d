import { nextTick } from 'vue';

/*
 * Where the eye goes when a page opens: its heading, so a screen reader announces the new page and
 * the next Tab starts at its top. A page that put the focus somewhere of its own (a form's first
 * field, a receipt's outcome) keeps it.
 */

/** Focuses `element` without scrolling the page away from its top. */
export function focusAtTop(element: HTMLElement | null): void {
  if (!element) return;
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * A view that replaces what was on the page (a review after its form, a receipt) is read from the
 * page's top, with `element` focused: the window stays where the last field had scrolled it
 * otherwise, and focus() scrolls only an element out of sight (one under the sticky banner is not).
 */
export function showFromTop(element: HTMLElement | null): void {
  window.scrollTo({ top: 0 });
  focusAtTop(element);
}

/** After a route change: the new page's heading, unless the page has already focused its own. */
export async function focusPageHeading(): Promise<void> {
  await nextTick();
  // The page renders in the flush after the navigation; its own mounted hooks run there too.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const main = document.getElementById('main');
  const active = document.activeElement;
  if (active && active !== document.body && main?.contains(active)) return;
  focusAtTop(main?.querySelector<HTMLElement>('h1') ?? null);
}

/**
 * Focuses `element` and brings it to the middle of the window: after a page change, once
 * the router has scrolled the new page to its top, so a field the eye must go to far down a long
 * form is seen, not typed into below the fold.
 */
export async function revealAndFocus(element: HTMLElement | null): Promise<void> {
  if (!element) return;
  element.focus({ preventScroll: true });
  // The router scrolls a new page to its top in the microtasks after it renders: come after.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  if (document.activeElement !== element) element.focus({ preventScroll: true });
}

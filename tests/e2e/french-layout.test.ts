import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Role } from '@shared/domain/roles';
import { useE2eApp } from './support/e2e-app';
import { axeFindings, describeFindings } from './support/axe';
import { ADMIN, PEOPLE } from './support/people';
import { eventually, openRoute, routeOf } from './support/page';
import { LANDING_ROUTES, signIn } from './support/sign-in';
import { SCREEN_SIZES, screenshots } from './support/screenshots';

/*
 * Every screen of every role in French (D83, D84), at both counter sizes: French runs about a
 * third longer than English, so a label clipped by its box or a button's words on two lines show
 * here first. Each screen is also checked with axe-core as it stands in French, and photographed
 * (reports/screenshots/fr-*). Until the translators' French is merged the French catalog is
 * English's copy (apart from the languages' own area), and these pass on English's lengths; from
 * that merge on they hold the real French.
 */
const app = useE2eApp();

/** Each role's screens, as the header reaches them (routes with no parameter). */
const SCREENS: Readonly<Record<Role, readonly string[]>> = {
  clerk: ['/send/rtgs', '/send/imt', '/my-transfers', '/log', '/password'],
  supervisor: ['/supervisor', '/log', '/end-of-day', '/not-in-journal', '/password'],
  admin: [
    '/operators',
    '/settings',
    '/bank',
    '/head-office',
    '/journal',
    '/log',
    '/end-of-day',
    '/audit-trail',
    '/sanctions-lists',
    '/password',
  ],
  compliance: ['/compliance', '/held', '/flags', '/log', '/audit-trail', '/sanctions-lists'],
  auditor: ['/audit', '/log', '/end-of-day', '/flags', '/audit-trail', '/password'],
};

interface LayoutFault {
  element: string;
  text: string;
  fault: 'clipped' | 'wrapped' | 'too wide';
}

/**
 * The words on screen that do not fit: a label, heading, link or cell whose text is cut by its
 * own box (overflow hidden or an ellipsis, and more text than width), a button whose words take
 * two lines, and a page wider than the window (its end hidden). Hidden elements (a closed menu, a
 * visually hidden caption) are not seen.
 */
function layoutFaults(page: Page): Promise<LayoutFault[]> {
  return page.evaluate(LAYOUT_FAULTS) as Promise<LayoutFault[]>;
}

/*
 * The check as the page runs it: plain JavaScript, since this file is compiled without the DOM's
 * types. Text nodes of one line share a top within a few pixels (inline elements, icons).
 */
const LAYOUT_FAULTS = `(() => {
  const faults = [];
  const name = (el) =>
    el.tagName.toLowerCase() +
    (el.getAttribute('data-testid') ? '[data-testid=' + el.getAttribute('data-testid') + ']' : '');
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 1 && box.height > 1 && getComputedStyle(el).visibility !== 'hidden' &&
      !el.closest('.visually-hidden') && el.offsetParent !== null;
  };
  const selector = 'label, button, h1, h2, h3, h4, legend, th, a, summary';
  for (const el of document.querySelectorAll(selector)) {
    if (!visible(el)) continue;
    const text = (el.textContent || '').replace(/\\s+/g, ' ').trim();
    if (!text) continue;
    const style = getComputedStyle(el);
    const cuts = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
    if (cuts && el.scrollWidth > el.clientWidth + 1) {
      faults.push({ element: name(el), text, fault: 'clipped' });
    }
    if (el.tagName === 'BUTTON' || el.getAttribute('role') === 'button') {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = [...range.getClientRects()]
        .filter((r) => r.width > 0 && r.height > 0)
        .map((r) => Math.round(r.top))
        .sort((a, b) => a - b);
      const lines = tops.filter((top, i) => i === 0 || top - tops[i - 1] > 4);
      if (lines.length > 1) faults.push({ element: name(el), text, fault: 'wrapped' });
    }
  }
  // A table or a row of buttons that pushes the page wider than the window hides its end.
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth + 1) {
    faults.push({ element: 'page', text: page.scrollWidth + 'px wide in ' + page.clientWidth + 'px', fault: 'too wide' });
  }
  return faults;
})()`;

const problems: string[] = [];

/** The screen at both sizes: photographed, its words' fit and axe-core's findings recorded. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await screenshots(page, `fr-${name}`);
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    for (const fault of await layoutFaults(page)) {
      problems.push(
        `${name} ${size.width}x${size.height}: ${fault.fault} ${fault.element} "${fault.text}"`,
      );
    }
  }
  const findings = await axeFindings(page);
  if (findings.length > 0) problems.push(describeFindings(`${name} (fr)`, findings));
}

describe('every screen in French, at 1366×768 and 1024×700', () => {
  test('the layout check itself finds a clipped label and a wrapped button', async () => {
    const { page } = app();
    await page.getByTestId('sign-in-form').waitFor();
    await page.setViewportSize(SCREEN_SIZES[1]);
    await page.evaluate(`(() => {
      const label = document.createElement('label');
      label.textContent = 'Une étiquette beaucoup trop longue pour sa boîte étroite';
      // Through the CSSOM: the page's CSP refuses a style attribute.
      Object.assign(label.style, { display: 'block', width: '60px', overflow: 'hidden', whiteSpace: 'nowrap' });
      label.setAttribute('data-testid', 'self-check-label');
      const button = document.createElement('button');
      button.textContent = 'Enregistrer et envoyer au superviseur';
      button.style.width = '80px';
      button.setAttribute('data-testid', 'self-check-button');
      document.body.append(label, button);
    })()`);
    const faults = await layoutFaults(page);
    expect(faults.filter((f) => f.element.includes('self-check'))).toEqual([
      expect.objectContaining({ element: 'label[data-testid=self-check-label]', fault: 'clipped' }),
      expect.objectContaining({
        element: 'button[data-testid=self-check-button]',
        fault: 'wrapped',
      }),
    ]);
    await page.evaluate(
      `document.querySelectorAll('[data-testid^=self-check]').forEach((el) => el.remove())`,
    );
  });

  test('the sign-in screen, chosen in French', async () => {
    const { page } = app();
    await page.getByTestId('sign-in-language').selectOption('fr');
    await eventually(() => page.evaluate('document.documentElement.lang')).toBe('fr');
    await checkScreen(page, 'sign-in');
  });

  for (const role of Object.keys(SCREENS) as Role[]) {
    test(`${role}: every screen, signed in in French`, async () => {
      const { page, harness } = app();
      const person = PEOPLE[role];
      harness.services.journal.operators.setLanguage(
        person.operatorId,
        'fr',
        ADMIN.operatorId,
        new Date().toISOString(),
      );
      await signIn(page, person);
      await eventually(() => routeOf(page)).toBe(LANDING_ROUTES[role]);
      expect(await page.evaluate('document.documentElement.lang')).toBe('fr');
      for (const route of SCREENS[role]) {
        await openRoute(page, route);
        await page.locator('h1').first().waitFor();
        await checkScreen(page, `${role}${route.replaceAll('/', '-')}`);
      }
      await page.getByTestId('sign-out').click();
      await eventually(() => routeOf(page)).toBe('/sign-in');
    });
  }

  test('nothing clipped, no button on two lines, nothing for axe-core', () => {
    expect(problems, 'Shorten the French, or give the element room').toEqual([]);
  });
});

import { describe, expect, test } from 'vitest';
import { wrongRoleMessage } from '../../electron/main/ipc/router';
import { useE2eApp } from './support/e2e-app';
import { validRtgsDraft } from './support/drafts';
import { AUDITOR, COMPLIANCE } from './support/people';
import { callFromPage, eventually, openRoute, routeOf, textOf } from './support/page';
import { screenshots } from './support/screenshots';
import { signInAs, signOut } from './support/sign-in';

/*
 * The compliance officer and the auditor (D78): each lands on a page that says what the role can
 * do, with those pages one click away; neither sends, and main refuses it whatever the page does.
 */
const app = useE2eApp();

describe('the compliance officer and the auditor', () => {
  for (const [person, intro, home] of [
    [COMPLIANCE, 'You do not send, approve or settle transfers.', 'compliance'],
    [AUDITOR, 'change nothing', 'auditor'],
  ] as const) {
    test(`${person.role}: starts on their own page and cannot send`, async () => {
      const { page, harness } = app();
      if (await page.getByTestId('sign-out').isVisible()) await signOut(page);
      await signInAs(page, person);
      expect(await textOf(page.getByTestId(`${home}-intro`))).toContain(intro);
      const landing = routeOf(page);
      // The page's first link is its first task, the receipt log, one click away.
      await page.keyboard.press('Tab');
      await screenshots(page, `${home}-home`);

      await openRoute(page, '/send/rtgs');
      await eventually(() => textOf(page.getByTestId('route-notice'))).toContain(
        'RTGS bank transfer is only for a clerk',
      );
      expect(routeOf(page)).toBe(landing);
      expect(await callFromPage(page, 'sendTransfer', validRtgsDraft())).toEqual({
        ok: false,
        error: { code: 'wrong-role', message: wrongRoleMessage(person.role, 'clerk') },
      });
      expect(app().transfers()).toEqual([]);
      expect(harness.services.sandbox!.transactions()).toEqual([]);

      await page.getByTestId(`${home}-open-log`).click();
      await eventually(() => routeOf(page)).toBe('/log');
    });
  }
});

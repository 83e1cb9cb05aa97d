import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import type { RtgsDraft } from '@shared/domain/transfer-drafts';
import type { Role } from '@shared/domain/roles';
import { text } from '@shared/i18n/catalog';
import { codeList } from '@shared/i18n/lists';
import { MESSAGES, wrongRoleError } from '../../electron/main/ipc/router';
import type { PageGlobals } from './support/e2e-app';
import { useE2eApp } from './support/e2e-app';
import { validRtgsDraft } from './support/drafts';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import { eventually, openRoute, routeOf, textOf } from './support/page';
import { signInAs, signOut } from './support/sign-in';
import { waitForPurposes } from './support/transfer-forms';

/*
 * Roles (segregation of duties): only a clerk sends. The screens keep the others away from the
 * send pages, and the main process refuses their calls whatever the page does; before sign-in
 * nobody can do anything but sign in.
 */
const app = useE2eApp();

function sendFromPage(page: Page, draft: RtgsDraft) {
  return page.evaluate(
    (request) => (globalThis as unknown as PageGlobals).remitDesk.sendTransfer(request),
    draft,
  );
}

/** What the router says on the page it sends a refused operator to (renderer/src/router.ts). */
function refusedPageNotice(title: string, onlyFor: Role, role: Role): string {
  return text('app.pageRefused', { page: title, access: codeList([onlyFor]), role });
}

describe('roles', () => {
  test('before sign-in, every call but sign-in answers not-signed-in', async () => {
    const { page, harness } = app();
    await page.getByTestId('sign-in-form').waitFor();
    const answers = await page.evaluate(async (draft) => {
      const api = (globalThis as unknown as PageGlobals).remitDesk;
      return [
        await api.sendTransfer(draft),
        await api.listOperators(),
        await api.transferFormRules(),
        await api.getReceipt({ reference: '100000000001' }),
      ];
    }, validRtgsDraft());
    for (const answer of answers) {
      expect(answer).toEqual({
        ok: false,
        error: {
          code: 'not-signed-in',
          message: MESSAGES.notSignedIn,
          text: { key: 'ipc.notSignedIn' },
        },
      });
    }
    expect(app().transfers()).toEqual([]);
    expect(harness.services.sandbox!.transactions()).toEqual([]);
  });

  test('a supervisor asking for the send pages is sent back, with the reason', async () => {
    const { page } = app();
    await signInAs(page, SUPERVISOR);
    for (const [route, title] of [
      ['/send/rtgs', 'RTGS bank transfer'],
      ['/send/imt', 'Mobile-wallet transfer'],
    ] as const) {
      await openRoute(page, route);
      await eventually(() => textOf(page.getByTestId('route-notice'))).toBe(
        refusedPageNotice(title, 'clerk', 'supervisor'),
      );
      expect(routeOf(page)).toBe('/supervisor');
      expect(await page.getByTestId('rtgs-form').count()).toBe(0);
      expect(await page.getByTestId('imt-form').count()).toBe(0);
    }
    await openRoute(page, '/operators');
    await eventually(() => textOf(page.getByTestId('route-notice'))).toBe(
      refusedPageNotice('Operators', 'admin', 'supervisor'),
    );
    expect(routeOf(page)).toBe('/supervisor');
  });

  test('a supervisor’s direct send from the page answers wrong-role, and nothing is sent', async () => {
    const { page, harness } = app();
    const answer = await sendFromPage(page, validRtgsDraft());
    expect(answer).toEqual({
      ok: false,
      error: wrongRoleError('supervisor', 'clerk'),
    });
    expect(app().transfers()).toEqual([]);
    expect(harness.services.sandbox!.transactions()).toEqual([]);
  });

  test('an admin cannot send either', async () => {
    const { page, harness } = app();
    await signOut(page);
    await signInAs(page, ADMIN);
    await openRoute(page, '/send/rtgs');
    await eventually(() => textOf(page.getByTestId('route-notice'))).toBe(
      refusedPageNotice('RTGS bank transfer', 'clerk', 'admin'),
    );
    expect(routeOf(page)).toBe('/operators');
    expect(await sendFromPage(page, validRtgsDraft())).toEqual({
      ok: false,
      error: wrongRoleError('admin', 'clerk'),
    });
    expect(app().transfers()).toEqual([]);
    expect(harness.services.sandbox!.transactions()).toEqual([]);
  });

  test('a clerk cannot manage operators, and the same draft sent by a clerk goes through', async () => {
    const { page, harness } = app();
    await signOut(page);
    await signInAs(page, CLERK);
    // Main checks a draft against the purpose list it has cached: the form's visit fetches it.
    await waitForPurposes(page);
    const operators = await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).remitDesk.listOperators(),
    );
    expect(operators).toEqual({
      ok: false,
      error: wrongRoleError('clerk', 'admin'),
    });

    const sent = await sendFromPage(page, validRtgsDraft());
    expect(sent).toMatchObject({ ok: true, value: { state: 'succeeded', amount: '10.00' } });
    expect(app().transfers()).toHaveLength(1);
    expect(harness.services.sandbox!.transactions()).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click, fill } from './form-helpers';
import { mountApp, settle, settleUntil } from './mount-app';
import { showLanguage } from '../../renderer/src/words';

/*
 * D83 in the window: the sign-in screen's language, the operator's from sign-in to sign-out, their
 * own choice in the frame and an admin's choice for an operator. The languages' own area is
 * translated already (shared/i18n/fr|sw/languages.ts), so its label shows which one is on screen.
 */

afterEach(() => {
  document.body.innerHTML = '';
  showLanguage('en');
});

const label = (wrapper: Awaited<ReturnType<typeof mountApp>>['wrapper'], id: string) =>
  wrapper.find(`label[for="language-${id}"]`).text();

async function choose(
  wrapper: Awaited<ReturnType<typeof mountApp>>['wrapper'],
  testid: string,
  language: string,
): Promise<void> {
  await wrapper.find(`[data-testid="${testid}"]`).setValue(language);
  await settle();
}

/** Waits for the page to be in `language`: its words are a chunk the app imports first. */
async function pageIn(language: string): Promise<void> {
  await settleUntil(() => document.documentElement.lang === language, `the page in ${language}`);
}

describe("the sign-in screen's language", () => {
  it('is the workstation’s as main keeps it, and changes the page and its lang at once', async () => {
    const fake = createFakeRemitDesk({ signInLanguage: 'sw' });
    const { wrapper } = await mountApp(fake, { path: '/sign-in' });
    expect(document.documentElement.lang).toBe('sw');
    expect(label(wrapper, 'sign-in-language')).toBe('Lugha');
    const options = wrapper.findAll('[data-testid="sign-in-language"] option');
    expect(options.map((o) => o.text())).toEqual(['English', 'Français', 'Kiswahili']);
    expect(
      (wrapper.find('[data-testid="sign-in-language"]').element as HTMLSelectElement).value,
    ).toBe('sw');

    await choose(wrapper, 'sign-in-language', 'fr');
    await pageIn('fr');
    expect(fake.callsOf('setSignInLanguage')).toEqual([{ language: 'fr' }]);
    expect(document.documentElement.lang).toBe('fr');
    expect(label(wrapper, 'sign-in-language')).toBe('Langue');
  });

  it('says so when main could not keep the choice, and still shows it', async () => {
    const fake = createFakeRemitDesk();
    fake.refuse('setSignInLanguage', {
      code: 'unavailable',
      message: 'not kept',
      text: { key: 'languages.notKept' },
    });
    const { wrapper } = await mountApp(fake, { path: '/sign-in' });
    await choose(wrapper, 'sign-in-language', 'fr');
    await pageIn('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(wrapper.find('.language-select__failure').text()).toContain(
      'Cet écran est dans la langue choisie',
    );
  });
});

describe("an operator's language", () => {
  it('is the session’s from sign-in, theirs to change on their own page, and gone at sign-out', async () => {
    const fake = createFakeRemitDesk();
    fake.state.operators.find((o) => o.operatorId === 'clerk1')!.language = 'fr';
    const { wrapper, router } = await mountApp(fake, { path: '/sign-in' });
    expect(document.documentElement.lang).toBe('en');
    await fill(wrapper, { 'sign-in-operator-id': 'clerk1', 'sign-in-password': 'correct horse' });
    await click(wrapper, 'sign-in-form');
    await pageIn('fr');
    expect(document.documentElement.lang).toBe('fr');
    // Not in the frame: the header keeps its one row of pages and the counter its Tab stops.
    expect(wrapper.find('[data-testid="own-language"]').exists()).toBe(false);
    await router.push('/password');
    await settle();
    expect(label(wrapper, 'own-language')).toBe('Langue');

    await choose(wrapper, 'own-language', 'sw');
    await pageIn('sw');
    expect(fake.callsOf('setOwnLanguage')).toEqual([{ language: 'sw' }]);
    expect(document.documentElement.lang).toBe('sw');
    expect(label(wrapper, 'own-language')).toBe('Lugha');

    await click(wrapper, 'sign-out');
    await pageIn('en');
    expect(document.documentElement.lang).toBe('en');
    expect(label(wrapper, 'sign-in-language')).toBe('Language');
  });

  it("is an admin's to set on the operators page, and a new operator's on the form", async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('admin1');
    const { wrapper } = await mountApp(fake, { path: '/operators' });
    await choose(wrapper, 'language-clerk1', 'sw');
    expect(fake.callsOf('setOperatorLanguage')).toEqual([{ operatorId: 'clerk1', language: 'sw' }]);
    expect(fake.state.operators.find((o) => o.operatorId === 'clerk1')!.language).toBe('sw');

    await fill(wrapper, {
      'operator-id': 'new.clerk',
      'operator-display-name': 'New Clerk',
      'operator-role': 'clerk',
      'operator-language': 'fr',
      'operator-password': 'another long secret',
      'operator-password-again': 'another long secret',
    });
    await click(wrapper, 'operator-form');
    await settle();
    expect(fake.callsOf('createOperator')).toEqual([
      expect.objectContaining({ operatorId: 'new.clerk', language: 'fr' }),
    ]);
  });
});

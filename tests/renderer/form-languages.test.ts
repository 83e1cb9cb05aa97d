import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '@shared/i18n/catalog';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text, VALID_RTGS } from './form-helpers';
import { mountApp } from './mount-app';
import { showLanguage } from '../../renderer/src/words';

/*
 * D89: the shared schemas word their messages, and the labels inside them, when a form validates,
 * in the window's language; main's own answers stay English.
 */

afterEach(() => {
  document.body.innerHTML = '';
  showLanguage('en');
});

async function emptyRtgsFormIn(language: Language) {
  const fake = createFakeRemitDesk();
  fake.state.operators.find((o) => o.operatorId === 'clerk1')!.language = language;
  fake.signInAs('clerk1');
  const { wrapper } = await mountApp(fake, { path: '/send/rtgs' });
  await click(wrapper, 'rtgs-form');
  return wrapper;
}

function labelOf(wrapper: Awaited<ReturnType<typeof emptyRtgsFormIn>>, path: string): string {
  const control = wrapper.find(`[data-testid="${path}"]`);
  return wrapper.find(`label[for="${control.attributes('id')}"]`).text();
}

describe("a form's problems in the operator's language", () => {
  it.each([
    ['fr', 'Nom du bénéficiaire', 'Nom du bénéficiaire : champ obligatoire.'],
    ['sw', 'Jina la mpokeaji', 'Jina la mpokeaji: sehemu hii inahitajika.'],
    ['en', "Recipient's name", "Recipient's name is required."],
  ] as const)('in %s: a required field names its label', async (language, label, message) => {
    const wrapper = await emptyRtgsFormIn(language);
    expect(document.documentElement.lang).toBe(language);
    expect(labelOf(wrapper, 'destination.name')).toBe(label);
    expect(fieldError(wrapper, 'destination.name')).toBe(message);
  });

  it.each([
    ['fr', 'Mille shillings kényans'],
    ['sw', 'Shilingi za Kenya elfu moja'],
  ] as const)(
    'in %s: the amount in words, typed and reviewed, is in the operator’s language (D154)',
    async (language, words) => {
      const wrapper = await emptyRtgsFormIn(language);
      await fill(wrapper, VALID_RTGS);
      expect(text(wrapper, 'amount-words')).toBe(words);
      await click(wrapper, 'rtgs-form');
      expect(text(wrapper, 'review-words:transfer.amount')).toBe(words);
    },
  );
});

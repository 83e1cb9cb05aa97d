import { mount } from '@vue/test-utils';
import { defineComponent, h, nextTick } from 'vue';
import { describe, expect, it } from 'vitest';
import { errorText, i18n, t } from '../../renderer/src/i18n';

describe("the renderer's words", () => {
  it('come from the catalog main uses, through vue-i18n', () => {
    expect(t('transfer.kind.imt')).toBe('Mobile wallet (IMT)');
    expect(i18n.global.t('transfer.destination.rtgs')).toBe('Bank account');
  });

  it("word an answer from main by its catalog message, else by the answer's message", () => {
    expect(errorText({ message: 'English from main', text: { key: 'transfer.kind.rtgs' } })).toBe(
      'RTGS bank transfer',
    );
    expect(errorText({ message: 'Said only in English.' })).toBe('Said only in English.');
  });

  it('are read again by a template when the language changes', async () => {
    const Kind = defineComponent({ render: () => h('p', t('transfer.kind.rtgs')) });
    const wrapper = mount(Kind);
    expect(wrapper.text()).toBe('RTGS bank transfer');
    // No second language ships yet (D65); one set here shows the page follows a switch.
    i18n.global.setLocaleMessage('fr', {
      transfer: { kind: { rtgs: () => 'Virement bancaire RTGS' } },
    } as never);
    i18n.global.locale.value = 'fr' as never;
    await nextTick();
    expect(wrapper.text()).toBe('Virement bancaire RTGS');
    i18n.global.locale.value = 'en' as never;
    await nextTick();
    expect(wrapper.text()).toBe('RTGS bank transfer');
  });
});

describe("the words of main's answers", () => {
  it("are main's own sentence where the window does not hold the key's area", () => {
    expect(errorText({ message: 'Main said this.', text: { key: 'nowhere.x' as never } })).toBe(
      'Main said this.',
    );
  });
});

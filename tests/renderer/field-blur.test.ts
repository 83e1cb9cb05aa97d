import { mount } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { useForm } from 'vee-validate';
import { object, string } from 'yup';
import { afterEach, describe, expect, it } from 'vitest';
import TextField from '../../renderer/src/components/fields/TextField.vue';
import { settle } from './mount-app';

/*
 * A field is checked as focus leaves it, but not for its form's own submit button: an error shown
 * at the button's mousedown moves it from under the pointer, and the click never lands.
 */
const Form = defineComponent({
  setup() {
    useForm({
      validationSchema: object({ word: string().oneOf(['RESTORED'], 'Type RESTORED.') }),
      initialValues: { word: '' },
    });
    return () =>
      h('form', { novalidate: true }, [
        h(TextField, { path: 'word', label: 'Word', testid: 'word' }),
        h('button', { type: 'submit', 'data-testid': 'submit' }, 'Confirm'),
        h('button', { type: 'button', 'data-testid': 'other' }, 'Other'),
      ]);
  },
});

afterEach(() => {
  document.body.innerHTML = '';
});

async function typedThenLeftFor(testid: 'submit' | 'other' | null): Promise<string> {
  const wrapper = mount(Form, { attachTo: document.body });
  const input = wrapper.find('[data-testid="word"]');
  await input.setValue('yes');
  const next = testid ? wrapper.find(`[data-testid="${testid}"]`).element : null;
  await input.trigger('blur', { relatedTarget: next });
  await settle();
  const error = wrapper.find('.field__error').text();
  wrapper.unmount();
  return error;
}

describe('a field losing focus', () => {
  it('is checked when focus goes anywhere but its submit button', async () => {
    expect(await typedThenLeftFor(null)).toBe('Type RESTORED.');
    expect(await typedThenLeftFor('other')).toBe('Type RESTORED.');
  });

  it('waits for the submit when focus goes to the submit button', async () => {
    expect(await typedThenLeftFor('submit')).toBe('');
  });
});

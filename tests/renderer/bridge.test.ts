import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { BridgeMissingError, findBridge, remitDesk } from '../../renderer/src/bridge';
import BridgeMissingView from '../../renderer/src/views/BridgeMissingView.vue';
import { createFakeRemitDesk } from './fake-remit-desk';

afterEach(() => {
  delete window.remitDesk;
});

describe('the bridge to the main process', () => {
  it('is missing in a plain browser, and says how to open the app', () => {
    delete window.remitDesk;
    expect(findBridge()).toBeNull();
    expect(() => remitDesk()).toThrow(BridgeMissingError);
    const wrapper = mount(BridgeMissingView);
    expect(wrapper.find('[role="alert"]').text()).toContain(
      'must be opened as the Remit Desk desktop app',
    );
  });

  it('ignores something else called remitDesk', () => {
    (window as unknown as { remitDesk: unknown }).remitDesk = { appStatus: 'not a function' };
    expect(findBridge()).toBeNull();
  });

  it('hands out the preload API when it is there', () => {
    const fake = createFakeRemitDesk();
    window.remitDesk = fake.api;
    expect(remitDesk()).toBe(fake.api);
  });
});

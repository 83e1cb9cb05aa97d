import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import EnvironmentBanner from '../../renderer/src/components/EnvironmentBanner.vue';
import { createFakeRemitDesk } from './fake-remit-desk';
import { mountApp } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('EnvironmentBanner', () => {
  it.each([
    ['sandbox', 'Training – sandbox bank, no real money'],
    ['test', 'Test environment'],
    ['live', 'LIVE – real money'],
  ] as const)('names the %s environment', (environment, words) => {
    const wrapper = mount(EnvironmentBanner, { props: { environment } });
    expect(wrapper.find('.environment-banner__text').text()).toBe(words);
    expect(wrapper.classes()).toContain(`environment-banner--${environment}`);
    expect(wrapper.attributes('data-environment')).toBe(environment);
  });

  it('gives the sandbox address to trainers, and only in the sandbox', () => {
    const sandbox = mount(EnvironmentBanner, {
      props: { environment: 'sandbox', sandboxUrl: 'http://127.0.0.1:4010' },
    });
    expect(sandbox.text()).toContain('Sandbox bank at http://127.0.0.1:4010');
    const live = mount(EnvironmentBanner, {
      props: { environment: 'live', sandboxUrl: 'http://127.0.0.1:4010' },
    });
    expect(live.text()).not.toContain('127.0.0.1');
  });

  it.each(['sign-in', 'send-rtgs', 'operators'])(
    'is on every screen of the app, here %s',
    async (page) => {
      const fake = createFakeRemitDesk({ environment: 'live' });
      if (page === 'send-rtgs') fake.signInAs('clerk1');
      if (page === 'operators') fake.signInAs('admin1');
      const { wrapper, router } = await mountApp(fake, { path: '/' });
      expect(router.currentRoute.value.name).toBe(page);
      expect(wrapper.find('[data-testid="environment-banner"]').text()).toBe('LIVE – real money');
    },
  );
});

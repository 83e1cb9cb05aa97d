import { afterEach, describe, expect, it } from 'vitest';
import { createFakeRemitDesk } from './fake-remit-desk';
import { click } from './form-helpers';
import { mountApp } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('first launch on a workstation set up before', () => {
  const earlierSetup = {
    found: [
      'the service credentials of the bank’s live service',
      'the signing key of the bank’s live service',
    ],
    consumerSecretOf: 'live' as const,
  };
  const admin = {
    'operator-id': 'a.admin',
    'operator-display-name': 'Amina Admin',
    'operator-password': 'long enough secret',
    'operator-password-again': 'long enough secret',
  };

  async function setupScreen() {
    const fake = createFakeRemitDesk({ setupNeeded: true, earlierSetup });
    fake.state.operators = [];
    const mounted = await mountApp(fake);
    return { fake, ...mounted };
  }

  async function fillAdmin(wrapper: Awaited<ReturnType<typeof setupScreen>>['wrapper']) {
    for (const [testid, value] of Object.entries(admin)) {
      await wrapper.find(`[data-testid="${testid}"]`).setValue(value);
    }
  }

  it('lists what the keychain holds and asks before anything is sent', async () => {
    const { fake, wrapper } = await setupScreen();
    expect(
      wrapper.findAll('[data-testid="earlier-setup-found"] li').map((li) => li.text()),
    ).toEqual(earlierSetup.found);
    await fillAdmin(wrapper);
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createFirstAdmin')).toEqual([]);
    expect(wrapper.find('#field-earlierSetup-error').text()).toMatch(/keep it .* or remove it/);
  });

  it('sends the typed consumer secret with the admin, and clears a wrong one', async () => {
    const { fake, wrapper } = await setupScreen();
    // The service named in words, not by its setting (`live`).
    expect(
      wrapper.find('[data-testid="earlier-setup-keep"]').element.parentElement?.textContent,
    ).toMatch(/type the consumer secret of the bank’s live service to prove it\./);
    await wrapper.find('[data-testid="earlier-setup-keep"]').setValue(true);
    expect(wrapper.find('label[for="field-earlierSetup-consumerSecret"]').text()).toBe(
      'Consumer secret of the bank’s live service',
    );
    await wrapper.find('[data-testid="earlier-setup-consumer-secret"]').setValue('not it');
    await fillAdmin(wrapper);
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createFirstAdmin')).toEqual([
      expect.objectContaining({ earlierSetup: { keep: true, consumerSecret: 'not it' } }),
    ]);
    expect(wrapper.find('#field-earlierSetup-consumerSecret-error').text()).toBe(
      'This is not the consumer secret of the bank’s live service.',
    );
    const secret = wrapper.find('[data-testid="earlier-setup-consumer-secret"]');
    expect((secret.element as HTMLInputElement).value).toBe('');
    // The admin's password stays: it was not the problem.
    expect(
      (wrapper.find('[data-testid="operator-password"]').element as HTMLInputElement).value,
    ).toBe('long enough secret');
  });

  it('asks for the consumer secret to remove the stored credentials too', async () => {
    const { fake, wrapper } = await setupScreen();
    const remove = wrapper.find('[data-testid="earlier-setup-remove"]');
    expect(remove.element.parentElement?.textContent).toMatch(
      /I type the consumer secret of the bank’s live service to prove it is mine to remove\./,
    );
    await remove.setValue(true);
    expect(wrapper.find('label[for="field-earlierSetup-consumerSecret"]').text()).toBe(
      'Consumer secret of the bank’s live service',
    );
    await fillAdmin(wrapper);
    // Nothing typed: named at the field before anything is sent.
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createFirstAdmin')).toEqual([]);
    expect(wrapper.find('#field-earlierSetup-consumerSecret-error').text()).toBe(
      'Type the consumer secret the bank issued for this workstation.',
    );
    // A wrong one: main's refusal at the field, and the secret gone from the screen.
    await wrapper.find('[data-testid="earlier-setup-consumer-secret"]').setValue('not it');
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createFirstAdmin')).toEqual([
      expect.objectContaining({ earlierSetup: { keep: false, consumerSecret: 'not it' } }),
    ]);
    expect(wrapper.find('#field-earlierSetup-consumerSecret-error').text()).toBe(
      'This is not the consumer secret of the bank’s live service.',
    );
    const secret = wrapper.find('[data-testid="earlier-setup-consumer-secret"]');
    expect((secret.element as HTMLInputElement).value).toBe('');
  });

  it('starts afresh when told to, with the right consumer secret', async () => {
    const { fake, wrapper, router } = await setupScreen();
    await wrapper.find('[data-testid="earlier-setup-remove"]').setValue(true);
    await wrapper
      .find('[data-testid="earlier-setup-consumer-secret"]')
      .setValue('earlier-consumer-secret');
    await fillAdmin(wrapper);
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createFirstAdmin')).toEqual([
      expect.objectContaining({
        earlierSetup: { keep: false, consumerSecret: 'earlier-consumer-secret' },
      }),
    ]);
    expect(router.currentRoute.value.name).toBe('operators');
  });

  it('removes without a secret when the keychain holds no credentials to prove with', async () => {
    const fake = createFakeRemitDesk({
      setupNeeded: true,
      earlierSetup: {
        found: ['the signing key of the bank’s live service'],
        consumerSecretOf: null,
      },
    });
    fake.state.operators = [];
    const { wrapper, router } = await mountApp(fake);
    expect(wrapper.find('[data-testid="earlier-setup-keep"]').exists()).toBe(false);
    await wrapper.find('[data-testid="earlier-setup-remove"]').setValue(true);
    expect(wrapper.find('[data-testid="earlier-setup-consumer-secret"]').exists()).toBe(false);
    await fillAdmin(wrapper);
    await click(wrapper, 'operator-form');
    expect(fake.callsOf('createFirstAdmin')).toEqual([
      expect.objectContaining({ earlierSetup: { keep: false } }),
    ]);
    expect(router.currentRoute.value.name).toBe('operators');
  });
});

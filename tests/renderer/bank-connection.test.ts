import { afterEach, describe, expect, it } from 'vitest';
import { formatFingerprint } from '@shared/domain/bank-setup';
import {
  LIVE_CONFIRMATION_MESSAGE,
  validateServiceAddress,
} from '@shared/schemas/bank-setup-schemas';
import { createFakeRemitDesk, fakeKey, type FakeRemitDesk } from './fake-remit-desk';
import { click, fieldError, fill, text } from './form-helpers';
import { mountApp, settle } from './mount-app';

afterEach(() => {
  document.body.innerHTML = '';
});

async function openAs(path = '/bank/test', fake: FakeRemitDesk = createFakeRemitDesk()) {
  fake.signInAs('admin1');
  const mounted = await mountApp(fake, { path });
  return { fake, ...mounted };
}

function labels(wrapper: Awaited<ReturnType<typeof openAs>>['wrapper']): string[] {
  return wrapper.findAll('label').map((l) => l.text());
}

function buttons(wrapper: Awaited<ReturnType<typeof openAs>>['wrapper']): string[] {
  return wrapper.findAll('button').map((b) => b.text());
}

describe('the bank connection page', () => {
  it('carries the labels and buttons an admin sets the bank connection up with', async () => {
    const { fake, wrapper } = await openAs();
    expect(labels(wrapper)).toEqual(
      expect.arrayContaining([
        'Service address',
        'Token path',
        'API key',
        'Merchant code',
        'Consumer secret',
      ]),
    );
    expect(buttons(wrapper)).toEqual(
      expect.arrayContaining([
        'Generate key',
        'Import key',
        'Check connection',
        'Switch environment',
      ]),
    );
    // The token path comes filled in with D1's default.
    expect((wrapper.find('[data-testid="tokenPath"]').element as HTMLInputElement).value).toBe(
      '/authentication/api/v3/authenticate/merchant',
    );
    expect(text(wrapper, 'bank-missing')).toContain('Enter the Service address.');
    expect(text(wrapper, 'bank-missing')).toMatch(/^Before the bank’s test service can be used:/);
    expect(fake.callsOf('bankSetup')).toEqual([{ environment: 'test' }]);
  });

  it('refuses a plain http address in the shared schema’s words, before calling main', async () => {
    const { fake, wrapper } = await openAs();
    await fill(wrapper, { baseUrl: 'http://uat.bank.example' });
    await click(wrapper, 'service-address-form');
    const expected = validateServiceAddress({
      environment: 'test',
      baseUrl: 'http://uat.bank.example',
      tokenPath: '/authentication/api/v3/authenticate/merchant',
      connectTimeoutMs: 10_000,
      requestTimeoutMs: 45_000,
    });
    expect(expected.ok).toBe(false);
    expect(fieldError(wrapper, 'baseUrl')).toBe(!expected.ok && expected.error.fields[0]?.message);
    expect(fake.callsOf('saveServiceAddress')).toEqual([]);
  });

  it('sends the address with the timeouts in milliseconds', async () => {
    const { fake, wrapper } = await openAs();
    await fill(wrapper, {
      baseUrl: 'https://uat.bank.example',
      connectTimeoutSeconds: '7.5',
      requestTimeoutSeconds: '60',
    });
    await click(wrapper, 'service-address-form');
    expect(fake.callsOf('saveServiceAddress')).toEqual([
      {
        environment: 'test',
        baseUrl: 'https://uat.bank.example',
        tokenPath: '/authentication/api/v3/authenticate/merchant',
        connectTimeoutMs: 7_500,
        requestTimeoutMs: 60_000,
      },
    ]);
    expect(text(wrapper, 'service-address-outcome')).toBe(
      'The address of the bank’s test service is saved.',
    );
    expect(text(wrapper, 'bank-missing')).not.toContain('Enter the Service address.');
    // Typing again takes the message away: it describes what was saved, not what is shown.
    await fill(wrapper, { baseUrl: 'https://uat2.bank.example' });
    expect(wrapper.find('[data-testid="service-address-outcome"]').exists()).toBe(false);
  });

  it('says a timeout that is no number in words', async () => {
    const { fake, wrapper } = await openAs();
    await fill(wrapper, { baseUrl: 'https://uat.bank.example', connectTimeoutSeconds: 'ten' });
    await click(wrapper, 'service-address-form');
    expect(fieldError(wrapper, 'connectTimeoutSeconds')).toBe(
      'Connect timeout (seconds) must be a number of seconds, for example 10.',
    );
    expect(fake.callsOf('saveServiceAddress')).toEqual([]);
  });

  it('sends the credentials once, clears them from the screen and shows only that they are set', async () => {
    const { fake, wrapper } = await openAs();
    const typed = {
      apiKey: 'ak-Secret-1',
      merchantCode: 'M-Secret-2',
      consumerSecret: 'cs-Secret-3',
    };
    await fill(wrapper, typed);
    for (const field of Object.keys(typed)) {
      expect(wrapper.find(`[data-testid="${field}"]`).attributes('type')).toBe('password');
    }
    await click(wrapper, 'credentials-form');
    expect(fake.callsOf('saveCredentials')).toEqual([{ environment: 'test', ...typed }]);
    expect(text(wrapper, 'credentials-outcome')).toBe(
      'The credentials of the bank’s test service are saved (typed in).',
    );
    for (const field of Object.keys(typed)) {
      expect((wrapper.find(`[data-testid="${field}"]`).element as HTMLInputElement).value).toBe('');
    }
    expect(text(wrapper, 'credentials-status')).toBe(
      'Set on 2026-11-23 11:15 EAT by Ada Admin (admin1), typed in. They are never shown again.',
    );
    expect(wrapper.html()).not.toMatch(/Secret-[123]/);
    expect(buttons(wrapper)).toContain('Replace credentials');
  });

  it('generates a key and shows its public half and fingerprint for the bank', async () => {
    const { wrapper } = await openAs();
    await wrapper.find('[data-testid="key-size"]').setValue('3072');
    await click(wrapper, 'generate-key');
    const key = fakeKey(2, 3072);
    const pem = wrapper.find('[data-testid="public-key-pem-current"]')
      .element as HTMLTextAreaElement;
    expect(pem.value).toBe(key.publicKeyPem);
    expect(
      (wrapper.find('[data-testid="key-fingerprint-current"]').element as HTMLTextAreaElement)
        .value,
    ).toBe(formatFingerprint(key.fingerprint));
    expect(labels(wrapper)).toEqual(
      expect.arrayContaining(['Public key (PEM)', 'Fingerprint (SHA-256)']),
    );
    expect(text(wrapper, 'key-about-current')).toMatch(/ by Ada Admin \(admin1\)\.$/);
    expect(text(wrapper, 'key-created')).toBe(
      'A 3072-bit key is stored in the OS keychain and signs from now on. Send its public key to the bank and ask them to register it.',
    );
  });

  it('asks for a passphrase, then imports the same file with it', async () => {
    const fake = createFakeRemitDesk();
    const requests: unknown[] = [];
    fake.override('importSigningKey', async (request) => {
      requests.push(request);
      if (request.passphrase === '') {
        return {
          ok: false,
          error: {
            code: 'passphrase-needed',
            message:
              'This key is protected by a passphrase. Type the passphrase, then choose Import key again.',
          },
        };
      }
      return { ok: true, value: { slot: 'current', key: fakeKey(9), registered: false } };
    });
    const { wrapper } = await openAs('/bank/live', fake);
    await click(wrapper, 'import-key');
    expect(text(wrapper, 'key-outcome')).toMatch(/^This key is protected by a passphrase/);
    expect(document.activeElement?.getAttribute('data-testid')).toBe('key-passphrase');
    await wrapper.find('[data-testid="key-passphrase"]').setValue('correct horse');
    await click(wrapper, 'import-key');
    expect(requests).toEqual([
      { environment: 'live', passphrase: '', file: 'choose' },
      { environment: 'live', passphrase: 'correct horse', file: 'same' },
    ]);
    expect((wrapper.find('[data-testid="key-passphrase"]').element as HTMLInputElement).value).toBe(
      '',
    );
  });

  it('rotates only once the admin says the bank registered the new key', async () => {
    const { fake, wrapper } = await openAs('/bank/sandbox');
    await click(wrapper, 'generate-key');
    expect(wrapper.find('[data-testid="pending-key-notice"]').exists()).toBe(true);
    const confirm = wrapper.find('[data-testid="confirm-rotation"]');
    expect(confirm.attributes('disabled')).toBeDefined();
    await wrapper.find('[data-testid="confirm-registered"]').setValue(true);
    await click(wrapper, 'confirm-rotation');
    expect(fake.callsOf('confirmKeyRotation')).toEqual([
      { environment: 'sandbox', fingerprint: fakeKey(2).fingerprint },
    ]);
    expect(text(wrapper, 'rotation-outcome')).toBe(
      'The new key signs from now on. The old key is deleted from the keychain.',
    );
    expect(wrapper.find('[data-testid="pending-key-notice"]').exists()).toBe(false);
  });

  it('says what the check found, that only a transfer proves the key, and takes an acknowledgement', async () => {
    const fake = createFakeRemitDesk();
    fake.state.nextCheck = {
      passed: false,
      failure: 'unreachable',
      message: 'Nothing answers at uat.bank.example: the connection was refused.',
      purposeCount: null,
    };
    const { wrapper } = await openAs('/bank/test', fake);
    expect(text(wrapper, 'key-registration-note')).toContain('The first transfer proves it.');
    await click(wrapper, 'check-connection');
    expect(text(wrapper, 'check-message')).toBe(
      'Nothing answers at uat.bank.example: the connection was refused.',
    );
    expect(wrapper.find('[data-testid="check-result"]').classes()).toContain('notice--error');
    // Who checked, by name before the id the journal keeps.
    expect(text(wrapper, 'check-result')).toContain(
      'checked 2026-11-23 11:15 EAT by Ada Admin (admin1)',
    );
    const button = wrapper.find('[data-testid="acknowledge-unchecked"]');
    expect(button.attributes('disabled')).toBeDefined();
    expect(wrapper.find('label[for="acknowledge-unchecked"]').text()).toMatch(
      /^I know the check did not pass, and I finish setting up the bank’s test service anyway\./,
    );
    await wrapper.find('[data-testid="acknowledge-checkbox"]').setValue(true);
    await click(wrapper, 'acknowledge-unchecked');
    expect(fake.callsOf('acknowledgeUncheckedSetup')).toEqual([{ environment: 'test' }]);
    expect(text(wrapper, 'check-outcome')).toMatch(
      /^Noted: you finished setting up the bank’s test service without a passing check\./,
    );
    expect(text(wrapper, 'acknowledged-note')).toMatch(/^Finished without a passing check on/);
    expect(text(wrapper, 'acknowledged-note')).toMatch(/ by Ada Admin \(admin1\)\.$/);
  });

  it('switches to live only with LIVE typed, says it takes effect at the next start, and restarts', async () => {
    const fake = createFakeRemitDesk();
    fake.state.bank.live = {
      ...fake.state.bank.live,
      endpoint: { baseUrl: 'https://api.bank.example', tokenPath: '/token' },
      credentials: { state: 'set', setAt: null, setBy: null, source: 'typed' },
      key: fakeKey(5),
      keyState: 'present',
      check: {
        at: '2026-11-23T08:00:00Z',
        by: 'admin1',
        passed: true,
        failure: null,
        message: 'Connected.',
        purposeCount: 4,
        baseUrl: 'https://api.bank.example',
        current: true,
      },
    };
    const { wrapper } = await openAs('/bank/live', fake);
    await wrapper.find('[data-testid="environment"]').setValue('live');
    await settle();
    await fill(wrapper, { confirmation: 'live' });
    await click(wrapper, 'switch-environment-form');
    expect(fieldError(wrapper, 'confirmation')).toBe(LIVE_CONFIRMATION_MESSAGE());
    expect(fake.callsOf('switchEnvironment')).toEqual([]);

    await fill(wrapper, { confirmation: 'LIVE' });
    await click(wrapper, 'switch-environment-form');
    expect(fake.callsOf('switchEnvironment')).toEqual([
      { environment: 'live', confirmation: 'LIVE' },
    ]);
    expect(text(wrapper, 'switch-outcome')).toBe(
      'Remit Desk uses the bank’s live service from its next start. Until then it stays on the built-in sandbox bank.',
    );
    expect(text(wrapper, 'environment-banner-next')).toBe('From the next start: LIVE – real money');
    await click(wrapper, 'restart-now');
    expect(fake.state.restarts).toBe(1);
    expect(text(wrapper, 'switch-outcome')).toBe(
      'Remit Desk is restarting. Sign in again when it opens.',
    );
  });

  it('refuses a switch to an environment that is not ready, in main’s words', async () => {
    const { fake, wrapper } = await openAs('/bank/test');
    await wrapper.find('[data-testid="environment"]').setValue('test');
    await settle();
    await click(wrapper, 'switch-environment-form');
    expect(fake.callsOf('switchEnvironment')).toEqual([{ environment: 'test', confirmation: '' }]);
    expect(text(wrapper, 'switch-outcome')).toMatch(
      /^The bank’s test service is not ready, so Remit Desk stays as it is\. Enter the Service address\./,
    );
    expect(fake.state.status.nextEnvironment).toBeNull();
  });

  it('names the environment first in the window title', async () => {
    await openAs('/bank/test');
    expect(document.title).toBe('TRAINING · Bank connection – Remit Desk');
  });

  it('is for admins only: a clerk is sent back', async () => {
    const fake = createFakeRemitDesk();
    fake.signInAs('clerk1');
    const { router } = await mountApp(fake, { path: '/bank/test' });
    expect(router.currentRoute.value.name).toBe('send-rtgs');
    expect(fake.callsOf('bankSetup')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  LIVE_CONFIRMATION_MESSAGE,
  validateCredentials,
  validateGenerateKey,
  validateImportKey,
  validateKeyRef,
  validateServiceAddress,
  validateSwitchEnvironment,
} from '@shared/schemas/bank-setup-schemas';

const ADDRESS = {
  environment: 'test',
  baseUrl: 'https://uat.bank.example',
  tokenPath: '/authentication/api/v3/authenticate/merchant',
  connectTimeoutMs: 10_000,
  requestTimeoutMs: 45_000,
};

describe('the service address form', () => {
  it('accepts an https address, and http only for this computer (D5)', () => {
    expect(validateServiceAddress(ADDRESS)).toEqual({ ok: true, value: ADDRESS });
    expect(validateServiceAddress({ ...ADDRESS, baseUrl: 'http://127.0.0.1:7070' }).ok).toBe(true);
    const plain = validateServiceAddress({ ...ADDRESS, baseUrl: 'http://uat.bank.example' });
    expect(plain).toMatchObject({
      ok: false,
      error: {
        fields: [
          {
            path: 'baseUrl',
            message:
              'The service address must use https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1).',
          },
        ],
      },
    });
  });

  it('names each field the way the settings sections do, all at once', () => {
    const answer = validateServiceAddress({
      ...ADDRESS,
      environment: 'live',
      baseUrl: '',
      tokenPath: 'no-slash',
      connectTimeoutMs: 500,
    });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect([...new Set(answer.error.fields.map((f) => f.path))]).toEqual([
      'baseUrl',
      'tokenPath',
      'connectTimeoutMs',
    ]);
    expect(answer.error.fields.at(-1)?.message).toBe(
      'Connect timeout must be at least 1 second (1000 ms).',
    );
  });

  it('takes test and live only, and nothing else in the request', () => {
    expect(validateServiceAddress({ ...ADDRESS, environment: 'sandbox' })).toMatchObject({
      ok: false,
      error: { fields: [{ path: 'environment' }] },
    });
    expect(validateServiceAddress({ ...ADDRESS, apiKey: 'x' }).ok).toBe(false);
    expect(validateServiceAddress('https://uat.bank.example').ok).toBe(false);
  });
});

describe('the credentials form', () => {
  const typed = {
    environment: 'live',
    apiKey: 'key-Secret-1',
    merchantCode: 'M-77',
    consumerSecret: 'sec-Secret-2',
  };

  it('accepts the three values for test or live', () => {
    expect(validateCredentials(typed)).toEqual({ ok: true, value: typed });
  });

  it('says what is wrong with a value without ever repeating it', () => {
    const answer = validateCredentials({
      ...typed,
      apiKey: ' key-Secret-1',
      merchantCode: '',
      consumerSecret: 'sec-Secret-2\n',
    });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.fields).toEqual([
      {
        path: 'apiKey',
        message: 'API key starts or ends with a space. Paste it again without the spaces.',
      },
      {
        path: 'merchantCode',
        message: 'Merchant code is required. Type or paste it from the bank’s letter.',
      },
      {
        path: 'consumerSecret',
        message:
          'Consumer secret holds a line break or another hidden character. Paste it again without them.',
      },
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/Secret-1|Secret-2/);
  });

  it('refuses the sandbox, whose credentials are published and set by the app', () => {
    expect(validateCredentials({ ...typed, environment: 'sandbox' }).ok).toBe(false);
  });
});

describe('the key requests', () => {
  it('offers 2048, 3072 and 4096 bits only', () => {
    for (const bits of [2048, 3072, 4096]) {
      expect(validateGenerateKey({ environment: 'test', bits }).ok).toBe(true);
    }
    for (const bits of [1024, 8192, '2048']) {
      expect(validateGenerateKey({ environment: 'test', bits })).toMatchObject({
        ok: false,
        error: { fields: [{ path: 'bits', message: 'Key size must be 2048, 3072 or 4096 bits.' }] },
      });
    }
  });

  it('imports with an optional passphrase, from a chosen file or the one held', () => {
    expect(validateImportKey({ environment: 'live', passphrase: '', file: 'choose' }).ok).toBe(
      true,
    );
    expect(validateImportKey({ environment: 'live', passphrase: 'p', file: 'same' }).ok).toBe(true);
    expect(
      validateImportKey({ environment: 'live', passphrase: 'p', file: '/etc/key.pem' }).ok,
    ).toBe(false);
    expect(
      validateImportKey({ environment: 'live', passphrase: 'x'.repeat(1025), file: 'choose' }).ok,
    ).toBe(false);
  });

  it('names a pending key by its full fingerprint', () => {
    expect(validateKeyRef({ environment: 'test', fingerprint: 'ab'.repeat(32) }).ok).toBe(true);
    expect(validateKeyRef({ environment: 'test', fingerprint: 'AB'.repeat(32) }).ok).toBe(false);
  });
});

describe('switching environment', () => {
  it('to live only with LIVE typed', () => {
    for (const typed of ['', 'live', 'Live', 'LIVE!', 'yes']) {
      expect(validateSwitchEnvironment({ environment: 'live', confirmation: typed })).toMatchObject(
        {
          ok: false,
          error: { fields: [{ path: 'confirmation', message: LIVE_CONFIRMATION_MESSAGE() }] },
        },
      );
    }
    expect(validateSwitchEnvironment({ environment: 'live', confirmation: 'LIVE' }).ok).toBe(true);
    expect(validateSwitchEnvironment({ environment: 'live', confirmation: ' LIVE ' }).ok).toBe(
      true,
    );
  });

  it('to test or the sandbox without it', () => {
    expect(validateSwitchEnvironment({ environment: 'test', confirmation: '' }).ok).toBe(true);
    expect(validateSwitchEnvironment({ environment: 'sandbox', confirmation: '' }).ok).toBe(true);
    expect(validateSwitchEnvironment({ environment: 'staging', confirmation: '' }).ok).toBe(false);
  });
});

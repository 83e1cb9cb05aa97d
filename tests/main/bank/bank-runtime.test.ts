import { describe, expect, it } from 'vitest';
import { createBankRuntime } from '../../../electron/main/bank/bank-runtime';
import type { HttpFetch } from '../../../electron/main/bank/http-fetch';
import { DEFAULT_SETTINGS } from '@shared/domain/settings';
import { keychainStores } from '../keys/keychain-fixture';

const TOKEN_PATH = '/authentication/api/v3/authenticate/merchant';
const network = DEFAULT_SETTINGS.network;

/** A fetch that must never be reached: these tests stop before any request. */
const unreachable: HttpFetch = () => Promise.reject(new Error('no request expected'));

describe('bank runtime', () => {
  const stores = keychainStores();
  const runtime = () =>
    createBankRuntime({ store: stores.store('test'), fetch: unreachable, now: Date.now });

  it('refuses, per D5, an address that is not https unless it is this machine', () => {
    const bank = runtime();
    for (const baseUrl of [
      'http://uat.bank.example',
      'ftp://uat.bank.example',
      'uat.bank.example',
    ]) {
      const client = bank.clientFor({ baseUrl, tokenPath: TOKEN_PATH }, network);
      expect(client.ok, baseUrl).toBe(false);
      expect(!client.ok && client.error.code).toBe('invalid-base-url');
    }
    expect(
      bank.clientFor({ baseUrl: 'https://uat.bank.example/', tokenPath: TOKEN_PATH }, network).ok,
    ).toBe(true);
    expect(
      bank.clientFor({ baseUrl: 'http://127.0.0.1:7070', tokenPath: TOKEN_PATH }, network).ok,
    ).toBe(true);
  });

  it('keeps one client (and its token) per address and timeouts, and a fresh one when they change', () => {
    const bank = runtime();
    const endpoint = { baseUrl: 'https://uat.bank.example', tokenPath: TOKEN_PATH };
    const first = bank.clientFor(endpoint, network);
    const again = bank.clientFor({ ...endpoint }, { ...network });
    const moved = bank.clientFor({ ...endpoint, baseUrl: 'https://uat2.bank.example' }, network);
    expect(first.ok && again.ok && first.value === again.value).toBe(true);
    expect(first.ok && moved.ok && first.value !== moved.value).toBe(true);
  });
});

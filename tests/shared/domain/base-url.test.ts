import { describe, expect, it } from 'vitest';
import { checkBaseUrl, isLoopbackHost } from '@shared/domain/base-url';

describe('service base URL (D5)', () => {
  it.each([
    ['https://api.bank.example', 'https://api.bank.example'],
    ['https://api.bank.example:8443/gateway/', 'https://api.bank.example:8443/gateway'],
    ['  https://api.bank.example/  ', 'https://api.bank.example'],
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010'],
    ['http://127.8.9.10', 'http://127.8.9.10'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('accepts %s', (input, normalised) => {
    expect(checkBaseUrl(input)).toEqual({ ok: true, value: normalised });
  });

  it.each([
    ['http://api.bank.example', /must use https/],
    ['http://10.0.0.5', /must use https/],
    ['http://127.0.0.1.evil.example', /must use https/],
    ['http://localhost.evil.example', /must use https/],
    ['ftp://api.bank.example', /must start with https/],
    ['file:///etc/passwd', /must start with https/],
    ['javascript:alert(1)', /must start with https/],
    ['https://user:secret@api.bank.example', /user name or password/],
    ['https://api.bank.example/?key=1', /"\?" or "#"/],
    ['api.bank.example', /not a web address/],
    ['', /Enter the service address/],
    [42, /Enter the service address/],
  ])('refuses %s with a message that says what to do', (input, message) => {
    const result = checkBaseUrl(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toMatch(message);
      expect(result.error.message).not.toContain('secret');
    }
  });

  it('knows loopback hosts', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
    expect(isLoopbackHost('127.0.0.256')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { isOwnLoopbackHost, loopbackHost } from '@shared/loopback-host';

describe('the loopback Host check', () => {
  it('accepts only 127.0.0.1 with the server’s own port', () => {
    expect(loopbackHost(7070)).toBe('127.0.0.1:7070');
    expect(isOwnLoopbackHost('127.0.0.1:7070', 7070)).toBe(true);
  });

  it.each([
    'evil.example:7070',
    'localhost:7070',
    '127.0.0.1',
    '127.0.0.1:7071',
    '127.0.0.1:07070',
    '[::1]:7070',
    ' 127.0.0.1:7070',
    '127.0.0.1:7070.evil.example',
    '',
    undefined,
  ])('refuses %j', (host) => {
    expect(isOwnLoopbackHost(host, 7070)).toBe(false);
  });
});

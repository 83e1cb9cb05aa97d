import { describe, expect, it } from 'vitest';
import { unexpectedAnswerWords } from '../../../electron/main/transfers/outcome';

/*
 * D8, D10: an answer the rules do not expect is said in words a clerk understands; the service's
 * status and code follow, for support, never in their place.
 */
describe('an unexpected answer, in words', () => {
  it.each([
    [429, 'too busy'],
    [401, 'sign-in'],
    [500, 'fault of its own'],
    [503, 'fault of its own'],
    [200, 'does not recognise'],
    [418, 'does not expect'],
    [null, 'does not expect'],
  ])('HTTP %s reads as "%s", without a code', (status, words) => {
    const text = unexpectedAnswerWords(status);
    expect(text).toContain(words);
    expect(text).not.toMatch(/\d{3}|HTTP|code|SANDBOX|_/);
  });
});

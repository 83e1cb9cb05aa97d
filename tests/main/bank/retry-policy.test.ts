import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoffDelay, DEFAULT_RETRY_POLICY } from '../../../electron/main/bank/retry-policy';

describe('backoff (D7)', () => {
  it('doubles its ceiling per attempt up to the cap', () => {
    const almostOne = () => 0.999999;
    const policy = { maxAttempts: 8, baseDelayMs: 100, maxDelayMs: 1_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(policy, n, almostOne))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
  });

  it('is jittered between zero and the ceiling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0, max: 0.9999999, noNaN: true }),
        (n, r) => {
          const delay = backoffDelay(DEFAULT_RETRY_POLICY, n, () => r);
          expect(delay).toBeGreaterThanOrEqual(0);
          expect(delay).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.maxDelayMs);
          expect(Number.isInteger(delay)).toBe(true);
        },
      ),
    );
  });
});

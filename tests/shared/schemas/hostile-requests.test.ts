import { describe, expect, it } from 'vitest';
import { plainDataProblem } from '@shared/schemas/plain-data';
import { validateReceiptLookup } from '@shared/schemas/receipt-schemas';
import { validateSignInRequest } from '@shared/schemas/sign-in-schema';
import { WRONG_SHAPE_MESSAGE } from '@shared/schemas/validate';

/*
 * Found by the IPC fuzzing (tests/security/): IPC carries a BigInt or an object that contains
 * itself, and yup's messages print the refused value with JSON.stringify, which throws on both, so
 * the router answered `internal` where it must refuse the request in words.
 */
describe('a request that is not plain data', () => {
  const cyclic: Record<string, unknown> = { reference: 'RD-1' };
  cyclic.self = cyclic;

  it.each([
    ['a BigInt inside a list', [1, 10n]],
    ['a BigInt field', { reference: 10n }],
    ['a BigInt in a Map', { reference: new Map([['a', 10n]]) }],
    ['an object that contains itself', cyclic],
  ])('is refused in words by a validator: %s', (_, input) => {
    const answer = validateReceiptLookup(input);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('invalid');
    expect(answer.error.message).toMatch(/cannot read it\. Restart Remit Desk and try again/);
  });

  it('is told apart from plain data, at any depth, without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    expect(plainDataProblem(deep)).toBeNull();
    expect(plainDataProblem({ a: [{ b: 1n }] })).toBe('a whole number too large for a request');
    expect(plainDataProblem(cyclic)).toBe('a value that contains itself');
    // The same object reached twice (structured clone keeps that) is not a cycle.
    const shared = { x: 1 };
    expect(plainDataProblem({ a: shared, b: [shared] })).toBeNull();
  });

  it('leaves plain requests to the schema', () => {
    expect(validateSignInRequest({ operatorId: 'jane.clerk', password: 'x' })).toMatchObject({
      ok: true,
    });
  });
});

/*
 * Also found by the fuzzing: a request of the wrong shape (text or a list where an object
 * belongs) was refused with yup's own words ("this must be a `object` type, but the final value
 * was: …"), which name internals and echo the input.
 */
describe('a request of the wrong shape', () => {
  it.each([['NaN'], [[1]], [42], [{ reference: { nested: true } }]])(
    'is refused in words: %j',
    (input) => {
      const answer = validateReceiptLookup(input);
      expect(answer.ok).toBe(false);
      if (answer.ok) return;
      expect(answer.error.message).not.toMatch(/`|final value/);
      expect(answer.error.message).toMatch(/Restart Remit Desk|reference|Reference/);
    },
  );

  it('says so in the words of WRONG_SHAPE_MESSAGE at the top level', () => {
    expect(validateReceiptLookup('NaN')).toMatchObject({
      ok: false,
      error: { message: WRONG_SHAPE_MESSAGE },
    });
  });
});

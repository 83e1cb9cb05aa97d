import { describe, expect, expectTypeOf, it } from 'vitest';
import { fail, ok } from '@shared/result';
import type { Session } from '@shared/domain/operators';
import type { Handlers, Validators } from '../../../electron/main/ipc/router';
import { createIpcRouter } from '../../../electron/main/ipc/router';
import { noPayload } from '../../../electron/main/ipc/no-payload';
import { silentLogger } from '../../../electron/main/logging/logger';
import { testContract } from '../../shared/ipc/test-contract';
import type { TestContract } from '../../shared/ipc/test-contract';

/*
 * Compile-time rules of the router. These checks run in `tsc -p tsconfig.node.json` (npm test's
 * typecheck step): each @ts-expect-error fails the build if the line it marks stops being an error.
 */

const validators: Validators<TestContract> = {
  status: noPayload,
  sendTransfer: () => ok({ amount: '1.00', account: '1' }),
  resolveUnknown: () => ok({ transferId: 't' }),
  listReceipts: noPayload,
};

const handlers: Handlers<TestContract> = {
  status: (_request, context) => {
    expectTypeOf(context.session).toEqualTypeOf<Session | null>();
    return ok({ version: '1' });
  },
  sendTransfer: (request, context) => {
    expectTypeOf(request.amount).toEqualTypeOf<string>();
    // A role-restricted operation always runs signed in.
    expectTypeOf(context.session).toEqualTypeOf<Session>();
    return ok({ reference: 'r' });
  },
  resolveUnknown: () => ok({ state: 's' }),
  listReceipts: () => ok([]),
};

function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

describe('router types', () => {
  it('demands a handler and a validator for every operation', () => {
    const someHandlers = without(handlers, 'listReceipts');
    const someValidators = without(validators, 'status');
    const base = { contract: testContract, trustedOrigin: 'app://remit-desk', log: silentLogger };
    const session = () => null;

    const withoutHandler = { ...base, session, validators, handlers: someHandlers };
    const withoutValidator = { ...base, session, validators: someValidators, handlers };
    // @ts-expect-error listReceipts has no handler
    expect(() => createIpcRouter(withoutHandler)).toThrow(/listReceipts/);
    // @ts-expect-error status has no validator
    expect(() => createIpcRouter(withoutValidator)).toThrow(/status/);
    expect(createIpcRouter({ ...base, session, validators, handlers }).channels).toHaveLength(4);
  });

  it('holds handlers to their response and error types', () => {
    const wrongResponse: Handlers<TestContract>['sendTransfer'] =
      // @ts-expect-error a number is not { reference: string }
      () => ok(42);
    type Send = Handlers<TestContract>['sendTransfer'];
    // @ts-expect-error 'teapot' is neither an IPC code nor one the operation declares
    const wrongCode: Send = () => fail({ code: 'teapot' as const, message: 'no' });
    const declaredCode: Handlers<TestContract>['sendTransfer'] = () => ({
      ok: false,
      error: { code: 'outside-window', message: 'RTGS is closed; it will be queued.' },
    });
    expect([wrongResponse, wrongCode, declaredCode]).toHaveLength(3);
  });

  it('holds validators to the request type', () => {
    // @ts-expect-error the validator must produce a Draft
    const wrong: Validators<TestContract>['sendTransfer'] = () => ok({ amount: 5 });
    expect(wrong).toBeTypeOf('function');
  });
});

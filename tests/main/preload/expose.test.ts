import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createApi, UNAVAILABLE_ERROR } from '../../../electron/preload/expose';
import { worded } from '@shared/i18n/worded';
import type { Invoke, Subscribe } from '../../../electron/preload/expose';
import { remitDeskContract } from '@shared/ipc/contract';
import { testContract } from '../../shared/ipc/test-contract';

function fakeTransport(answer: (channel: string, payload: unknown) => Promise<unknown>) {
  const invoked: { channel: string; payload: unknown; argCount: number }[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const invoke: Invoke = (...args) => {
    invoked.push({ channel: args[0], payload: args[1], argCount: args.length });
    return answer(args[0], args[1]);
  };
  const subscribe: Subscribe = (channel, listener) => {
    const set = listeners.get(channel) ?? new Set();
    set.add(listener);
    listeners.set(channel, set);
    return () => set.delete(listener);
  };
  const emit = (channel: string, payload: unknown) => {
    for (const listener of listeners.get(channel) ?? []) listener(payload);
  };
  return { invoke, subscribe, invoked, listeners, emit };
}

describe('createApi', () => {
  it('has exactly one method per operation plus on, and cannot be changed', () => {
    const api = createApi(
      testContract,
      fakeTransport(async () => ({ ok: true, value: 1 })),
    );
    expect(Object.keys(api).sort()).toEqual(
      ['listReceipts', 'on', 'resolveUnknown', 'sendTransfer', 'status'].sort(),
    );
    for (const key of Object.keys(api))
      expect(typeof api[key as keyof typeof api]).toBe('function');
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('asks an early operation at once, and answers its first call alone from that', async () => {
    let n = 0;
    const transport = fakeTransport(async (channel) => ({ ok: true, value: `${channel} ${++n}` }));
    let clock = 1_000;
    const api = createApi(testContract, transport, { early: ['status'], now: () => clock });
    // Asked as the API is made, before the page calls anything.
    expect(transport.invoked.map((call) => call.channel)).toEqual(['test:status']);
    expect(await api.status()).toEqual({ ok: true, value: 'test:status 1' });
    expect(await api.status()).toEqual({ ok: true, value: 'test:status 2' });
    expect(transport.invoked).toHaveLength(2);

    // Too old by the first call: asked again, and no answer is given twice.
    const late = createApi(testContract, transport, { early: ['status'], now: () => clock });
    clock += 5_001;
    expect(await late.status()).toEqual({ ok: true, value: 'test:status 4' });
    expect(transport.invoked).toHaveLength(4);
  });

  it('answers an early operation that main cannot be asked as it answers any other', async () => {
    const transport = fakeTransport(() =>
      Promise.reject(new Error('Error invoking remote method')),
    );
    const api = createApi(testContract, transport, { early: ['status'] });
    expect(await api.status()).toEqual({ ok: false, error: UNAVAILABLE_ERROR });
  });

  it("invokes each operation's own channel with the payload exactly as given", async () => {
    const transport = fakeTransport(async (channel) => ({ ok: true, value: channel }));
    const api = createApi(testContract, transport);
    const draft = { amount: '1000.00', account: '0011547896523' };
    expect(await api.sendTransfer(draft)).toEqual({ ok: true, value: 'test:send' });
    expect(await api.resolveUnknown({ transferId: 't-1' })).toEqual({
      ok: true,
      value: 'test:resolve',
    });
    expect(await api.status()).toEqual({ ok: true, value: 'test:status' });
    expect(await api.listReceipts()).toEqual({ ok: true, value: 'test:receipts' });
    expect(transport.invoked).toEqual([
      { channel: 'test:send', payload: draft, argCount: 2 },
      { channel: 'test:resolve', payload: { transferId: 't-1' }, argCount: 2 },
      { channel: 'test:status', payload: undefined, argCount: 2 },
      { channel: 'test:receipts', payload: undefined, argCount: 2 },
    ]);
    expect(transport.invoked[0]!.payload).toBe(draft);
  });

  it('passes any payload through untouched: validation is main’s job', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (payload) => {
        const transport = fakeTransport(async () => ({ ok: true, value: null }));
        const api = createApi(testContract, transport);
        await (api.sendTransfer as (p: unknown) => Promise<unknown>)(payload);
        expect(transport.invoked).toHaveLength(1);
        expect(Object.is(transport.invoked[0]!.payload, payload)).toBe(true);
      }),
    );
  });

  it('sends only the first argument, however many the page passes', async () => {
    const transport = fakeTransport(async () => ({ ok: true, value: null }));
    const api = createApi(testContract, transport);
    await (api.resolveUnknown as (...a: unknown[]) => Promise<unknown>)(
      { transferId: 'a' },
      'extra',
      3,
    );
    expect(transport.invoked).toEqual([
      { channel: 'test:resolve', payload: { transferId: 'a' }, argCount: 2 },
    ]);
  });

  it('answers a transport failure with a result, not Electron’s error text', async () => {
    const api = createApi(
      testContract,
      fakeTransport(async () => {
        throw new Error("Error invoking remote method 'test:send': No handler registered");
      }),
    );
    const answer = await api.sendTransfer({ amount: '1.00', account: '1' });
    expect(answer).toEqual({ ok: false, error: UNAVAILABLE_ERROR });
    expect(JSON.stringify(answer)).not.toContain('No handler registered');
  });

  it('words that failure as the catalog does, without bundling the catalog', () => {
    expect(UNAVAILABLE_ERROR).toEqual(worded('unavailable', 'ipc.unavailable'));
  });

  it('subscribes to the event channel and hands the listener the payload only', () => {
    const transport = fakeTransport(async () => null);
    const api = createApi(testContract, transport);
    const heard: unknown[][] = [];
    const off = api.on('sessionEnded', (...args: unknown[]) => heard.push(args));
    transport.emit('test:session-ended', { reason: 'timeout' });
    transport.emit('test:environment-changed', undefined);
    expect(heard).toEqual([[{ reason: 'timeout' }]]);
    off();
    transport.emit('test:session-ended', { reason: 'again' });
    expect(heard).toHaveLength(1);
  });

  it.each(['sessionStarted', 'test:session-ended', '__proto__', 'toString', 'constructor'])(
    'refuses to subscribe to %j, which is not a contract event',
    (name) => {
      const transport = fakeTransport(async () => null);
      const api = createApi(testContract, transport);
      expect(() => api.on(name as 'sessionEnded', () => undefined)).toThrow(TypeError);
      expect(transport.listeners.size).toBe(0);
    },
  );

  it('exposes app:status from the real contract as appStatus()', async () => {
    const transport = fakeTransport(async () => ({
      ok: true,
      value: { version: '0.1.0', environment: 'sandbox' },
    }));
    const api = createApi(remitDeskContract, transport);
    expect(Object.keys(api).sort()).toEqual(
      [...Object.keys(remitDeskContract.operations), 'on'].sort(),
    );
    expect(await api.appStatus()).toEqual({
      ok: true,
      value: { version: '0.1.0', environment: 'sandbox' },
    });
    expect(transport.invoked[0]?.channel).toBe('app:status');
  });
});

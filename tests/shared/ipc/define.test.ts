import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ContractApi, IpcResult } from '@shared/ipc/define';
import {
  defineContract,
  requiredRoles,
  event,
  joinGroups,
  op,
  ROLE_INCLUDES,
  roleAllows,
} from '@shared/ipc/define';
import { ROLES } from '@shared/domain/roles';
import { remitDeskContract } from '@shared/ipc/contract';
import type { RemitDeskApi } from '@shared/ipc/contract';
import { testContract } from './test-contract';
import type { Draft, TestContract } from './test-contract';

describe('op and event', () => {
  it('keeps the channel and access, frozen', () => {
    const declared = op<{ a: string }, number>()('things:do', ['clerk', 'admin']);
    expect(declared).toEqual({
      kind: 'operation',
      channel: 'things:do',
      access: ['clerk', 'admin'],
    });
    expect(Object.isFrozen(declared)).toBe(true);
    expect(Object.isFrozen(declared.access)).toBe(true);
    expect(event<string>()('things:done')).toEqual({ kind: 'event', channel: 'things:done' });
  });

  it.each(['status', 'Transfers:send', 'transfers:', ':send', 'transfers send', 'a:b/c', ''])(
    'refuses the channel name %j',
    (channel) => {
      expect(() => op()(channel, 'anyone')).toThrow(/lower-case words joined by ":"/);
      expect(() => event()(channel)).toThrow(/lower-case words/);
    },
  );

  it('refuses access that is not anyone or roles', () => {
    expect(() => op()('a:b', 'teller' as 'clerk')).toThrow(/not 'anyone', a role or roles/);
    expect(() => op()('a:b', [] as unknown as ['clerk'])).toThrow(/not 'anyone'/);
  });
});

describe('defineContract', () => {
  it('refuses a channel used twice, across operations and events', () => {
    expect(() =>
      defineContract({ operations: { a: op()('x:y', 'anyone'), b: op()('x:y', 'clerk') } }),
    ).toThrow('IPC channel "x:y" is used by both operation a and operation b.');
    expect(() =>
      defineContract({ operations: { a: op()('x:y', 'anyone') }, events: { e: event()('x:y') } }),
    ).toThrow(/used by both operation a and event e/);
  });

  it('refuses an operation called "on", which would hide the subscribe method', () => {
    const operations = { on: op()('x:on', 'anyone') } as unknown as Record<
      string,
      ReturnType<ReturnType<typeof op>>
    >;
    expect(() => defineContract({ operations })).toThrow(/other than "on"/);
  });

  it('refuses a method name that is not camelCase and an entry not made with op()', () => {
    expect(() => defineContract({ operations: { 'send-it': op()('x:y', 'anyone') } })).toThrow(
      /camelCase/,
    );
    const fake = { kind: 'event', channel: 'x:y', access: 'anyone' } as unknown as ReturnType<
      ReturnType<typeof op>
    >;
    expect(() => defineContract({ operations: { sendIt: fake } })).toThrow(/op\(\)/);
  });

  it('has distinct channels in the real contract, starting with app:status for anyone', () => {
    expect(remitDeskContract.operations.appStatus).toEqual({
      kind: 'operation',
      channel: 'app:status',
      access: 'anyone',
    });
    const channels = [
      ...Object.values(remitDeskContract.operations),
      ...Object.values(remitDeskContract.events),
    ].map((d) => (d as { channel: string }).channel);
    expect(new Set(channels).size).toBe(channels.length);
  });
});

describe('joinGroups', () => {
  it('joins the groups of a contract in order, keeping every entry and its type', () => {
    const counter = { send: op<Draft, { reference: string }>()('transfers:send', 'clerk') };
    const desk = { settle: op<{ reference: string }, null>()('settlements:record', 'supervisor') };
    const joined = joinGroups(counter, desk);
    expect(Object.keys(joined)).toEqual(['send', 'settle']);
    expect(joined.settle).toBe(desk.settle);
    type Api = ContractApi<ReturnType<typeof defineContract<typeof joined>>>;
    expectTypeOf<Parameters<Api['send']>[0]>().toEqualTypeOf<Draft>();
  });

  it('refuses a name declared in two groups, which a spread would silently drop', () => {
    expect(() =>
      joinGroups({ send: op()('transfers:send', 'clerk') }, { send: op()('desk:send', 'clerk') }),
    ).toThrow('"send" is declared in two groups of the IPC contract.');
  });

  it('puts every group of shared/ipc/*-contract.ts into the real contract', async () => {
    const folder = join(import.meta.dirname, '..', '..', '..', 'shared', 'ipc');
    const declared: Record<string, unknown> = {};
    for (const file of readdirSync(folder).filter((name) => name.endsWith('-contract.ts'))) {
      const groups = (await import(join(folder, file))) as Record<string, object>;
      for (const [name, group] of Object.entries(groups)) {
        if (/(Operations|Events)$/.test(name)) Object.assign(declared, group);
      }
    }
    const joined: Record<string, unknown> = {
      ...remitDeskContract.operations,
      ...remitDeskContract.events,
    };
    expect(Object.keys(declared).sort()).toEqual(Object.keys(joined).sort());
    for (const [name, entry] of Object.entries(declared)) expect(joined[name]).toBe(entry);
  });
});

describe('roles', () => {
  it('lets anyone through "anyone", and each role through its own operations only', () => {
    for (const role of ROLES) {
      expect(roleAllows(role, 'anyone')).toBe(true);
      for (const other of ROLES) expect(roleAllows(role, other)).toBe(role === other);
    }
  });

  it('keeps duties apart by default: a supervisor cannot send, an admin cannot resolve', () => {
    expect(ROLE_INCLUDES.supervisor).toEqual(['supervisor']);
    // D79: neither the compliance officer nor the auditor acts as anyone else.
    expect(ROLE_INCLUDES.compliance).toEqual(['compliance']);
    expect(ROLE_INCLUDES.auditor).toEqual(['auditor']);
    for (const other of ['clerk', 'supervisor', 'admin'] as const) {
      expect(roleAllows('compliance', other)).toBe(false);
      expect(roleAllows('auditor', other)).toBe(false);
    }
    expect(roleAllows('supervisor', 'clerk')).toBe(false);
    expect(roleAllows('admin', 'supervisor')).toBe(false);
  });

  it('lets a role list the roles it includes', () => {
    const policy = { ...ROLE_INCLUDES, supervisor: ['supervisor', 'clerk'] as const };
    expect(roleAllows('supervisor', 'clerk', policy)).toBe(true);
    expect(roleAllows('clerk', 'supervisor', policy)).toBe(false);
  });

  it('accepts any of several roles', () => {
    expect(roleAllows('clerk', ['clerk', 'supervisor'])).toBe(true);
    expect(roleAllows('supervisor', ['clerk', 'supervisor'])).toBe(true);
    expect(roleAllows('admin', ['clerk', 'supervisor'])).toBe(false);
  });

  it('names the roles an operation is for, none for anyone', () => {
    expect(requiredRoles('clerk')).toEqual(['clerk']);
    expect(requiredRoles(['compliance', 'admin', 'auditor'])).toEqual([
      'compliance',
      'admin',
      'auditor',
    ]);
    expect(requiredRoles('anyone')).toEqual([]);
  });
});

describe('derived API type', () => {
  it('gives one method per operation, void requests taking no argument', () => {
    type Api = ContractApi<TestContract>;
    expectTypeOf<Api['status']>().toEqualTypeOf<() => Promise<IpcResult<{ version: string }>>>();
    expectTypeOf<Api['sendTransfer']>().toEqualTypeOf<
      (request: Draft) => Promise<IpcResult<{ reference: string }, 'outside-window'>>
    >();
    expectTypeOf<Parameters<Api['on']>[0]>().toEqualTypeOf<'sessionEnded' | 'environmentChanged'>();
    expectTypeOf<RemitDeskApi['appStatus']>().returns.resolves.toMatchTypeOf<IpcResult<unknown>>();
    expect(Object.keys(testContract.operations)).toEqual([
      'status',
      'sendTransfer',
      'resolveUnknown',
      'listReceipts',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remitDeskContract } from '@shared/ipc/contract';
import { amountToMinorUnits, minorUnitsToAmount } from '@shared/domain/money';
import { wrongRoleError } from '../../../electron/main/ipc/router';
import { CASH_ACTIONS } from '../../../electron/main/journal/teller-cash-repo';
import type { Services } from '../../../electron/main/services';
import { CLERK, createTeardown } from '../engine/engine-fixture';
import { rtgsDraft } from '../engine/drafts';
import { testClock } from '../engine/test-clock';
import { deskOnOwnBank, type Desk } from '../operators/desk-fixture';
import { closeDay } from '../reports/close-day';

const DAY = '2026-11-24';

/**
 * D118 through the router, as the pages call it: a supervisor types a clerk's float, the clerk
 * sees what they should hold and counts it, and the difference is recorded and audited; roles,
 * payloads and a closed day are refused.
 */
describe("the teller's cash over IPC", () => {
  const teardown = createTeardown();
  const clock = testClock();
  let services: Services;
  let desk: Desk;
  let sent: string;

  beforeAll(async () => {
    ({ services, desk } = await deskOnOwnBank(clock, teardown));
    expect((await services.purposes.list()).ok).toBe(true);
    const one = await services.transfers.send(rtgsDraft(), CLERK);
    if (!one.ok) throw new Error(one.error.message);
    sent = services.journal.transfers.getByReference(one.value.reference)!.amount;
  });
  afterAll(() => teardown.run());

  it('lets only a supervisor type a float, and only a clerk count', async () => {
    const float = { day: DAY, operatorId: CLERK, currency: 'KES', amount: '20000.00' };
    for (const person of ['clerk', 'admin', 'auditor'] as const) {
      await desk.signIn(person);
      expect(await desk.call('setTellerFloat', float)).toEqual({
        ok: false,
        error: wrongRoleError(
          person === 'clerk' ? 'clerk' : person,
          remitDeskContract.operations.setTellerFloat.access,
        ),
      });
    }
    await desk.signIn('supervisor');
    expect(await desk.call('countTellerCash', { currency: 'KES', amount: '1.00' })).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
    expect(await desk.call('tellerCash', undefined)).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
  });

  it('refuses malformed payloads in words, and a float for one who is no clerk', async () => {
    await desk.signIn('supervisor');
    for (const payload of [
      null,
      { day: DAY, operatorId: CLERK, currency: 'KES' },
      { day: DAY, operatorId: CLERK, currency: 'KES', amount: '-5.00' },
      { day: DAY, operatorId: CLERK, currency: 'KES', amount: '1e5' },
      { day: DAY, operatorId: CLERK, currency: 'XXX', amount: '5.00' },
      { day: DAY, operatorId: CLERK, currency: 'KES', amount: '5.00', by: 'sup-2' },
    ]) {
      expect(await desk.call('setTellerFloat', payload), JSON.stringify(payload)).toMatchObject({
        ok: false,
        error: { code: 'invalid-request', message: expect.stringMatching(/\w+ .*\./) },
      });
    }
    expect(
      await desk.call('setTellerFloat', {
        day: DAY,
        operatorId: 'sup-2',
        currency: 'KES',
        amount: '5.00',
      }),
    ).toMatchObject({ ok: false, error: { code: 'not-a-clerk' } });
    expect(
      await desk.call('setTellerFloat', {
        day: '2026-11-25',
        operatorId: CLERK,
        currency: 'KES',
        amount: '5.00',
      }),
    ).toMatchObject({ ok: false, error: { code: 'day-not-started' } });
    await desk.signIn('clerk');
    // The clerk's request names no clerk: a count is always one's own.
    expect(
      await desk.call('countTellerCash', {
        currency: 'KES',
        amount: '5.00',
        operatorId: 'clerk-2',
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('refuses cents in a currency that has none, for a float and a count (D154)', async () => {
    await desk.signIn('supervisor');
    const float = { day: DAY, operatorId: CLERK, currency: 'UGX', amount: '250000.50' };
    expect(await desk.call('setTellerFloat', float)).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-request',
        message: expect.stringContaining('UGX: Ugandan shillings have no cents'),
      },
    });
    await desk.signIn('clerk');
    expect(
      await desk.call('countTellerCash', { currency: 'RWF', amount: '10000.05' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', message: expect.stringContaining('10,000.00 RWF') },
    });
    const mine = await desk.call('tellerCash', undefined);
    expect(mine.ok && mine.value.lines.map((line) => line.currency)).toEqual(['KES']);
  });

  it("shows the clerk what they should hold, records their count's difference, and audits both", async () => {
    await desk.signIn('supervisor');
    const set = await desk.call('setTellerFloat', {
      day: DAY,
      operatorId: CLERK,
      currency: 'KES',
      amount: '20000.00',
    });
    expect(set.ok).toBe(true);
    const expected = minorUnitsToAmount(20000_00n + amountToMinorUnits(sent));
    await desk.signIn('clerk');
    const mine = await desk.call('tellerCash', undefined);
    expect(mine).toMatchObject({
      ok: true,
      value: {
        day: DAY,
        operatorId: CLERK,
        closed: false,
        lines: [{ currency: 'KES', float: '20000.00', taken: sent, takenCount: 1, expected }],
      },
    });
    const short = minorUnitsToAmount(amountToMinorUnits(expected) - 150_00n);
    const counted = await desk.call('countTellerCash', { currency: 'KES', amount: short });
    expect(counted).toMatchObject({
      ok: true,
      value: { lines: [{ counted: short, difference: '-150.00' }] },
    });
    const actions = services.journal.audit
      .entries()
      .filter((entry) => entry.action.startsWith('cash.'));
    expect(actions.map((entry) => [entry.action, entry.operatorId])).toEqual([
      [CASH_ACTIONS.floatSet, 'sup-1'],
      [CASH_ACTIONS.counted, CLERK],
    ]);
    expect(actions[1]!.details).toMatchObject({ expected, counted: short, difference: '-150.00' });
    await desk.signIn('auditor');
    const day = await desk.call('tellerCashDay', { day: DAY });
    expect(day.ok && day.value.clerks.find((c) => c.operatorId === CLERK)?.lines).toMatchObject([
      { currency: 'KES', difference: '-150.00' },
    ]);
  });

  it('keeps a closed day as it was closed', async () => {
    await desk.signIn('supervisor');
    const supervisor = desk.operators.current()!;
    expect(closeDay(services.endOfDay, DAY, supervisor).ok).toBe(true);
    expect(
      await desk.call('setTellerFloat', {
        day: DAY,
        operatorId: CLERK,
        currency: 'KES',
        amount: '1.00',
      }),
    ).toMatchObject({ ok: false, error: { code: 'day-closed' } });
    await desk.signIn('clerk');
    // The clerk is in the next business day now, with nothing in it yet.
    const mine = await desk.call('tellerCash', undefined);
    expect(mine).toMatchObject({ ok: true, value: { day: '2026-11-25', lines: [] } });
  });
});

import { describe, expect, it } from 'vitest';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import { defaultRtgsCalendar } from '@shared/domain/rtgs-calendar';
import {
  CLERK,
  startBank,
  testWorkstation,
  type WorkstationOptions,
} from '../engine/engine-fixture';
import { useFileKey } from '../engine/file-bank';
import { SATURDAY_MORNING, testClock, type TestClock } from '../engine/test-clock';
import { imtDraft, rtgsDraft } from '../engine/drafts';

/** D6: an RTGS sent outside the window is still sent; the receipt says it is queued until when. */
describe('RTGS outside its window', () => {
  const file = useFileKey();
  const { teardown } = file;

  async function workstation(
    clock: TestClock,
    sandbox: Sandbox,
    options: Partial<WorkstationOptions> = {},
  ) {
    const station = await testWorkstation({ sandbox, key: file.key, clock, teardown, ...options });
    expect((await station.services.purposes.list()).ok).toBe(true);
    return station.services;
  }

  async function bank(clock: TestClock, rtgsWindow: 'auto' | 'closed' = 'auto') {
    const sandbox = await startBank({ clock, rtgsWindow });
    teardown.add(() => sandbox.close());
    return sandbox;
  }

  it('on a Saturday: queued until Monday 09:00 Nairobi, and the receipt says so', async () => {
    const clock = testClock(SATURDAY_MORNING);
    const sandbox = await bank(clock);
    const services = await workstation(clock, sandbox);
    const sent = await services.transfers.send(rtgsDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value).toMatchObject({
      state: 'queued',
      stateLabel: 'Sent: queued for the next RTGS window',
      serviceStatus: 'SUCCESS',
      queuedUntil: '2026-11-30T09:00:00+03:00',
      date: '2026-11-28',
    });
    const record = services.journal.transfers.getByReference(sent.value.reference)!;
    expect(record).toMatchObject({ state: 'queued', queuedUntil: '2026-11-30T09:00:00+03:00' });
    expect(sandbox.transaction(sent.value.reference)).toMatchObject({
      queued: true,
      nextWindow: '2026-11-30T09:00:00+03:00',
      processedCount: 1,
    });
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'transfer.outcome',
      details: { state: 'queued' },
    });
  });

  it('when the bank says its window is closed though the workstation’s clock says open', async () => {
    const clock = testClock();
    const sandbox = await bank(clock, 'closed');
    const services = await workstation(clock, sandbox);
    const sent = await services.transfers.send(rtgsDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value.state).toBe('queued');
    expect(sent.value.queuedUntil).toBe(sandbox.transaction(sent.value.reference)!.nextWindow);
  });

  it('on a Kenyan holiday the admin listed, even when the bank answers a plain success', async () => {
    const clock = testClock();
    const sandbox = await bank(clock);
    const calendar = defaultRtgsCalendar();
    calendar.KE = {
      opensAt: '08:30',
      cutOff: '14:30',
      holidays: [{ date: '2026-11-24', name: 'Test holiday' }],
    };
    // Uganda's holiday the next day is Uganda's: it does not hold a Kenyan transfer.
    calendar.UG = { ...calendar.UG, holidays: [{ date: '2026-11-25', name: 'Ugandan holiday' }] };
    const services = await workstation(clock, sandbox, { rtgsCalendar: calendar });
    const sent = await services.transfers.send(rtgsDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value.state).toBe('queued');
    // Wednesday at the bank's own opening time in Nairobi, 08:30.
    expect(sent.value.queuedUntil).toBe('2026-11-25T05:30:00.000Z');
    expect(sandbox.transaction(sent.value.reference)?.queued).toBe(false);
  });

  it('never queues a mobile-wallet transfer', async () => {
    const clock = testClock(SATURDAY_MORNING);
    const sandbox = await bank(clock);
    const services = await workstation(clock, sandbox);
    const sent = await services.transfers.send(imtDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value).toMatchObject({ state: 'succeeded', queuedUntil: null });
  });
});

import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { reactive } from 'vue';
import type { RtgsDraft } from '@shared/domain/transfer-drafts';
import { DRAFT_ID_PATTERN } from '@shared/schemas/field-rules';
import { useTransfersStore } from '../../renderer/src/stores/transfers';
import { createFakeRemitDesk, receiptFor } from './fake-remit-desk';
import type { FakeRemitDesk } from './fake-remit-desk';
import { deferred, rtgsDraft } from './form-helpers';

let fake: FakeRemitDesk;

beforeEach(() => {
  fake = createFakeRemitDesk();
  fake.signInAs('clerk1');
  window.remitDesk = fake.api;
  setActivePinia(createPinia());
});

type SendAnswer = Awaited<ReturnType<typeof fake.api.sendTransfer>>;

describe('the transfers store', () => {
  it('gives each kind its own draft id, a UUID v4, stable until the draft is done', () => {
    const store = useTransfersStore();
    const rtgs = store.draftIdFor('rtgs');
    expect(rtgs).toMatch(DRAFT_ID_PATTERN);
    expect(store.draftIdFor('imt')).toMatch(DRAFT_ID_PATTERN);
    expect(store.draftIdFor('imt')).not.toBe(rtgs);
    expect(store.draftIdFor('rtgs')).toBe(rtgs);
    store.startNew('rtgs');
    expect(store.draftIdFor('rtgs')).not.toBe(rtgs);
  });

  it('answers a second confirm of a draft in flight with the same promise, not a second request', async () => {
    const store = useTransfersStore();
    const answer = deferred<SendAnswer>();
    fake.override('sendTransfer', () => answer.promise);
    const id = store.draftIdFor('rtgs');
    const first = store.confirm(rtgsDraft(id));
    const second = store.confirm(rtgsDraft(id));
    expect(store.isSending).toBe(true);
    answer.resolve({ ok: true, value: receiptFor(rtgsDraft(id), '100000000001', 'succeeded') });
    const [one, two] = await Promise.all([first, second]);
    expect(two).toBe(one);
    expect(fake.callsOf('sendTransfer')).toHaveLength(1);
    expect(store.isSending).toBe(false);
  });

  it('does not send a draft again once it has a receipt, and starts a new draft', async () => {
    const store = useTransfersStore();
    const id = store.draftIdFor('rtgs');
    const first = await store.confirm(rtgsDraft(id));
    const again = await store.confirm(rtgsDraft(id));
    expect(again).toEqual(first);
    expect(fake.callsOf('sendTransfer')).toHaveLength(1);
    expect(store.lastReceipt?.reference).toBe('100000000001');
    expect(store.draftIdFor('rtgs')).not.toBe(id);
    expect(store.draftIdFor('rtgs')).toMatch(DRAFT_ID_PATTERN);
  });

  it('repeats a failed confirm as the same draft and keeps the draft id', async () => {
    const store = useTransfersStore();
    const id = store.draftIdFor('rtgs');
    fake.refuse('sendTransfer', {
      code: 'not-ready',
      message: 'The signing key is missing. Ask an admin.',
    });
    const failed = await store.confirm(rtgsDraft(id));
    expect(failed.ok).toBe(false);
    expect(store.draftIdFor('rtgs')).toBe(id);
    fake.override('sendTransfer', async (d) => ({
      ok: true,
      value: receiptFor(d, '100000000005', 'succeeded'),
    }));
    const sent = await store.confirm(rtgsDraft(id));
    expect(sent.ok).toBe(true);
    expect((fake.callsOf('sendTransfer') as RtgsDraft[]).map((d) => d.draftId)).toEqual([id, id]);
  });

  it('turns a bridge that throws into a result the screen can show', async () => {
    const store = useTransfersStore();
    fake.override('sendTransfer', () => Promise.reject(new Error('object could not be cloned')));
    const result = await store.confirm(rtgsDraft(store.draftIdFor('rtgs')));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('unavailable');
      expect(result.error.message).toContain('Check the receipt log before you try again');
    }
  });

  it('keeps progress only for the draft being sent', async () => {
    const store = useTransfersStore();
    const answer = deferred<SendAnswer>();
    fake.override('sendTransfer', () => answer.promise);
    const id = store.draftIdFor('rtgs');
    const run = store.confirm(rtgsDraft(id));
    fake.emit('sendProgress', {
      draftId: crypto.randomUUID(),
      reference: '999999999999',
      stage: 'sending',
    });
    expect(store.sending?.progress).toBeNull();
    fake.emit('sendProgress', { draftId: id, reference: '100000000001', stage: 'sending' });
    expect(store.sending?.progress).toMatchObject({ reference: '100000000001', stage: 'sending' });
    answer.resolve({ ok: true, value: receiptFor(rtgsDraft(id), '100000000001', 'succeeded') });
    await run;
  });

  it('sends a plain copy, so a reactive draft can cross the bridge and cannot change in flight', async () => {
    const store = useTransfersStore();
    const id = store.draftIdFor('rtgs');
    const live = reactive(rtgsDraft(id));
    const run = store.confirm(live);
    live.transfer.amount = '9999.00';
    const result = await run;
    expect(result.ok).toBe(true);
    expect((fake.callsOf('sendTransfer') as RtgsDraft[])[0]!.transfer.amount).toBe('1000.00');
  });

  it('keeps typed values only for the current draft', () => {
    const store = useTransfersStore();
    const id = store.draftIdFor('rtgs');
    store.saveValues(rtgsDraft(id));
    expect(store.savedValues('rtgs')?.source.name).toBe('Wanjiru Kamau');
    store.saveValues(rtgsDraft(crypto.randomUUID()));
    expect(store.savedValues('rtgs')?.draftId).toBe(id);
    store.clear();
    expect(store.savedValues('rtgs')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { CLERK, recordingFetch, transferRows } from '../engine/engine-fixture';
import { imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';

/** A double click, a second window, a retry of the IPC call: one draft is one transfer. */
describe('the same draft submitted more than once', () => {
  const bank = useFileBank();
  const { teardown } = bank;

  async function workstation() {
    const recorder = recordingFetch();
    teardown.add(() => recorder.close());
    const station = await bank.station({ services: { http: () => recorder.fetch } });
    expect((await station.services.purposes.list()).ok).toBe(true);
    return { services: station.services, recorder };
  }

  it('twice at once and again later: one transfer, one reference, processed once, the same receipt', async () => {
    const { services, recorder } = await workstation();
    // The bank is slow, so the second submission arrives while the first is still in flight.
    bank.sandbox.setFault({ route: 'rtgs', fault: 'latency', ms: 150, times: 1 });
    const draft = rtgsDraft();
    const [a, b] = await Promise.all([
      services.transfers.send(draft, CLERK),
      services.transfers.send(structuredClone(draft), CLERK),
    ]);
    if (!a.ok || !b.ok) throw new Error('a submission failed');
    expect(a.value.state).toBe('succeeded');
    expect(b.value).toEqual(a.value);

    const later = await services.transfers.send(structuredClone(draft), 'clerk-2');
    if (!later.ok) throw new Error(later.error.message);
    expect(later.value).toEqual(a.value);

    expect(transferRows(services.journal.path)).toEqual([
      expect.objectContaining({ draft_id: draft.draftId, reference: a.value.reference }),
    ]);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
    expect(bank.sandbox.transaction(a.value.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 0,
    });
    expect(
      services.journal.audit.entries().filter((e) => e.action === 'transfer.reserved'),
    ).toHaveLength(1);
  });

  it('the same draft id with other details: refused as a conflict, nothing more sent', async () => {
    const { services, recorder } = await workstation();
    bank.sandbox.setFault({ route: 'imt', fault: 'latency', ms: 150, times: 1 });
    const draft = imtDraft();
    const changed = imtDraft({ draftId: draft.draftId, transfer: { amount: '1500.00' } });

    const [first, meanwhile] = await Promise.all([
      services.transfers.send(draft, CLERK),
      services.transfers.send(changed, CLERK),
    ]);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.state).toBe('succeeded');
    const conflict = {
      ok: false,
      error: {
        code: 'draft-conflict',
        message: `This form was already sent as reference ${first.value.reference} with different details. Nothing more was sent. Start a new transfer for the changed details.`,
        text: {
          key: 'send.corrections.draftConflict',
          values: { reference: first.value.reference },
        },
      },
    };
    expect(meanwhile).toEqual(conflict);
    expect(await services.transfers.send(changed, CLERK)).toEqual(conflict);

    expect(transferRows(services.journal.path)).toHaveLength(1);
    expect(recorder.to(SERVICE_PATHS.imt)).toHaveLength(1);
    expect(bank.sandbox.transaction(first.value.reference)).toMatchObject({
      processedCount: 1,
      request: { transfer: { amount: '1000.00' } },
    });
  });

  it('a draft whose first send ended in a final answer is not sent again either', async () => {
    const { services, recorder } = await workstation();
    const draft = rtgsDraft({ destination: { accountNumber: '1100194977499' } });
    const first = await services.transfers.send(draft, CLERK);
    const second = await services.transfers.send(draft, CLERK);
    if (!first.ok || !second.ok) throw new Error('a submission failed');
    expect(first.value.state).toBe('rejected');
    expect(second.value).toEqual(first.value);
    expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
  });
});

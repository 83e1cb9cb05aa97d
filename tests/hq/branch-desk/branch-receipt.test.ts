import { describe, expect, test } from 'vitest';
import { askedHash } from '../../../hq/protocol/branch-desk';
import {
  receiptPageIsSigned,
  type BranchReceiptAnswer,
  type BranchReceiptPage,
} from '../../../hq/protocol/branch-receipt';
import { signed, transfer, twoCounters, type Counter } from '../support/branch-counters';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import { transferRow } from '../support/journal-changes';
import { evidenceOf } from '../support/workstation';

/*
 * D138: a desk reads what another counter's receipt needs from head office's copy of that
 * counter's journal: the transfer's last row, its attempts and the copies printed, signed over the
 * answer's bytes; never its own transfer, never another branch's.
 */

describe.each(DATABASE_KINDS)("another counter's receipt read on $name", (kind) => {
  const hq = headOfficeForBlock(kind);
  const push = (c: Counter, changes: unknown[]) =>
    signed(hq.url, '/api/v1/push', { workstationId: c.id, changes }, c.keys.privateKey);
  const ask = (c: Counter, owner: string, reference: string) =>
    signed<BranchReceiptAnswer>(
      hq.url,
      '/api/v1/branch-receipt',
      { workstationId: c.id, owner, reference },
      c.keys.privateKey,
    );

  test.skipIf(kind.skip)('answers the last row, its attempts and its copies, signed', async () => {
    const [one, two] = await twoCounters(hq.url, hq.db);
    const createdAt = '2026-11-27T08:00:00.000Z';
    const reference = 'RD0000000001';
    const moved = transferRow({
      id: 1,
      reference,
      createdAt,
      state: 'succeeded',
      transactionId: 'TX-1',
    });
    const pushed = await push(two!, [
      transfer(two!, 1, { createdAt }),
      two!.journal.change('attempts', 'insert', { id: 7 }, { id: 7, transfer_id: 1, n: 1 }),
      two!.journal.change('transfers', 'update', { id: 1 }, moved),
      two!.journal.change('receipt_prints', 'insert', { id: 3 }, { id: 3, transfer_id: 1 }),
      // Another transfer's attempt is not this one's.
      transfer(two!, 2, { createdAt }),
      two!.journal.change('attempts', 'insert', { id: 8 }, { id: 8, transfer_id: 2, n: 1 }),
    ]);
    expect(pushed.status).toBe(200);

    const answer = await ask(one!, two!.id, reference);
    expect(answer.status).toBe(200);
    expect(receiptPageIsSigned(one!.answer.headOfficeKey, answer.body)).toBe(true);
    const page = JSON.parse(answer.body.page) as BranchReceiptPage;
    expect(page).toMatchObject({
      workstationId: one!.id,
      asked: askedHash(answer.sent),
      owner: two!.id,
      ownerNumber: 2,
      printed: 1,
      marks: [],
    });
    expect(page.transfer).toMatchObject({ state: 'succeeded', transaction_id: 'TX-1' });
    expect(page.attempts.map((a) => a['id'])).toEqual([7]);

    // Its own transfer is its own journal's; another counter's unknown reference is refused.
    await push(one!, [transfer(one!, 1, { createdAt, amount: '5.00' })]);
    const own = await ask(one!, one!.id, reference);
    expect(own.status).toBe(404);
    expect(own.body).toMatchObject({ refused: 'transfer-unknown' });
    expect((await ask(one!, two!.id, 'RD0000000099')).status).toBe(404);
    expect((await evidenceOf(hq.db, one!.id))[0]).toMatchObject({ endpoint: 'branch-receipt' });
  });

  test.skipIf(kind.skip)("never answers another branch's transfer", async () => {
    const [, two] = await twoCounters(hq.url, hq.db);
    const [elsewhere] = await twoCounters(hq.url, hq.db);
    await push(two!, [transfer(two!, 1, { createdAt: '2026-11-27T08:00:00.000Z' })]);
    const refused = await ask(elsewhere!, two!.id, 'RD0000000001');
    expect(refused.status).toBe(404);
    const forged = await signed(
      hq.url,
      '/api/v1/branch-receipt',
      { workstationId: elsewhere!.id, owner: two!.id, reference: 'RD0000000001' },
      two!.keys.privateKey,
    );
    expect(forged.status).toBe(401);
  });
});

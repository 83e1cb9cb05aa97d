import { describe, expect, test } from 'vitest';
import { ackIsSigned, changeHash, signBytes } from '../../../hq/protocol/chain';
import { GENESIS, type Ack, type Change } from '../../../hq/protocol/wire';
import { revokeWorkstation } from '../../../hq/src/enrolment/workstations';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import {
  enrolledWorkstation,
  evidenceOf,
  makeChanges,
  makeKeyPair,
  push,
  stateOf,
  storedChanges,
} from '../support/workstation';

describe.each(DATABASE_KINDS)('pushes to head office on $name', (kind) => {
  const hq = headOfficeForBlock(kind);

  test.skipIf(kind.skip)(
    'stores changes in order and answers acks head office signed',
    async () => {
      const ws = await enrolledWorkstation(hq.url, hq.db);
      const chain = makeChanges(12);
      const first = await push(hq.url, ws, chain.slice(0, 5));
      expect(first.status).toBe(200);
      const ack1 = first.body as Ack;
      expect(ack1).toMatchObject({ workstationId: ws.id, seq: 5, head: chain[4]!.hash });
      expect(ackIsSigned(ws.answer.headOfficeKey, ack1)).toBe(true);
      expect(ackIsSigned(ws.answer.headOfficeKey, { ...ack1, seq: 6 })).toBe(false);

      const second = await push(hq.url, ws, chain.slice(5));
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({ seq: 12, head: chain[11]!.hash });
      expect(ackIsSigned(ws.answer.headOfficeKey, second.body)).toBe(true);
      expect(await storedChanges(hq.db, ws.id)).toEqual(chain);

      const state = await stateOf(hq.url, ws);
      expect(state.status).toBe(200);
      expect(state.body).toEqual(second.body);
    },
  );

  test.skipIf(kind.skip)('a state before any push is the signed start of the chain', async () => {
    const ws = await enrolledWorkstation(hq.url, hq.db);
    const state = await stateOf(hq.url, ws);
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({ workstationId: ws.id, seq: 0, head: GENESIS });
    expect(ackIsSigned(ws.answer.headOfficeKey, state.body)).toBe(true);
  });

  test.skipIf(kind.skip)(
    'a replayed batch is answered with the same ack and stored once',
    async () => {
      const ws = await enrolledWorkstation(hq.url, hq.db);
      const chain = makeChanges(8);
      const first = await push(hq.url, ws, chain.slice(0, 5));
      const again = await push(hq.url, ws, chain.slice(0, 5));
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      const older = await push(hq.url, ws, chain.slice(1, 3));
      expect(older.body).toEqual(first.body);
      // Overlapping: 4 and 5 are held, 6 to 8 are new.
      const overlap = await push(hq.url, ws, chain.slice(3));
      expect(overlap.status).toBe(200);
      expect(overlap.body).toMatchObject({ seq: 8, head: chain[7]!.hash });
      expect(await storedChanges(hq.db, ws.id)).toEqual(chain);
      expect(await evidenceOf(hq.db, ws.id)).toEqual([]);
    },
  );

  /** Each refusal: what the batch is, what head office answers, and that nothing was stored. */
  const refusals: {
    name: string;
    status: number;
    refused: string;
    seq?: number;
    message: RegExp;
    batch: (chain: Change[]) => Change[];
  }[] = [
    {
      name: 'a gap after the held head',
      status: 409,
      refused: 'gap',
      seq: 4,
      message: /holds this workstation's changes up to 3; the batch starts at 5/,
      batch: (chain) => chain.slice(4, 6),
    },
    {
      name: 'a seq skipped inside the batch',
      status: 409,
      refused: 'gap',
      seq: 5,
      message: /skips from change 4 to change 6/,
      batch: (chain) => [chain[3]!, ...relinked([chain[3]!, { ...chain[5]! }]).slice(1)],
    },
    {
      name: 'a fork: a held change rewritten',
      status: 409,
      refused: 'fork',
      seq: 2,
      message: /Change 2 differs from the change 2 head office already holds/,
      batch: (chain) =>
        relinked([chain[0]!, { ...chain[1]!, row: '{"amount":"9999.00"}' }, chain[2]!, chain[3]!]),
    },
    {
      name: 'a broken link to the held head',
      status: 400,
      refused: 'broken-chain',
      seq: 4,
      message: /Change 4 does not link to change 3, the last head office holds/,
      batch: (chain) => relinked([{ ...chain[3]!, prev: 'f'.repeat(64) }, chain[4]!]),
    },
    {
      name: 'a change whose hash is not its own',
      status: 400,
      refused: 'broken-chain',
      seq: 5,
      message: /Change 5 of the batch does not match its own hash/,
      batch: (chain) => [chain[3]!, { ...chain[4]!, row: '{"amount":"1.00"}' }],
    },
  ];

  test.skipIf(kind.skip).each(refusals)('refuses $name, keeps it, stores nothing', async (c) => {
    const ws = await enrolledWorkstation(hq.url, hq.db);
    const chain = makeChanges(6);
    const held = await push(hq.url, ws, chain.slice(0, 3));
    const posted = await push(hq.url, ws, c.batch(chain));
    expect(posted.status).toBe(c.status);
    expect(posted.body).toMatchObject({ refused: c.refused, seq: c.seq });
    expect(posted.body.message).toMatch(c.message);
    expect(await storedChanges(hq.db, ws.id)).toEqual(chain.slice(0, 3));
    const [kept] = await evidenceOf(hq.db, ws.id);
    expect(kept).toMatchObject({ reason: c.refused, endpoint: 'push', seq: c.seq });
    expect(JSON.parse(kept!.body).workstationId).toBe(ws.id);
    const state = await stateOf(hq.url, ws);
    expect(state.body).toEqual(held.body);
  });

  test.skipIf(kind.skip)('refuses forged, foreign and missing signatures, keeps them', async () => {
    const ws = await enrolledWorkstation(hq.url, hq.db);
    const other = await enrolledWorkstation(hq.url, hq.db);
    const chain = makeChanges(3);
    const forged = await push(hq.url, ws, chain, makeKeyPair().privateKey);
    expect(forged.status).toBe(401);
    expect(forged.body.refused).toBe('bad-signature');
    expect(forged.body.message).toMatch(/does not match the key workstation 1 of Branch \d+/);
    const foreign = await push(hq.url, ws, chain, other.keys.privateKey);
    expect(foreign.body.refused).toBe('bad-signature');
    const unsigned = await fetch(`${hq.url}/api/v1/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ workstationId: ws.id, changes: chain }),
    });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { message: string }).message).toMatch(
      /no x-remit-signature header/,
    );
    // A body whose bytes changed after signing: the same object, spaced differently.
    const tampered = await fetch(`${hq.url}/api/v1/push`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-remit-signature': signBytes(
          ws.keys.privateKey,
          JSON.stringify({ workstationId: ws.id, changes: chain }),
        ),
      },
      body: JSON.stringify({ workstationId: ws.id, changes: chain }, null, 1),
    });
    expect(tampered.status).toBe(401);
    expect(await storedChanges(hq.db, ws.id)).toEqual([]);
    expect((await evidenceOf(hq.db, ws.id)).map((e) => e.reason)).toEqual([
      'bad-signature',
      'bad-signature',
      'bad-signature',
      'bad-signature',
    ]);
  });

  test.skipIf(kind.skip)('refuses an unknown workstation and a revoked one', async () => {
    const stranger = { id: '2b1c9a4e-0000-4000-8000-000000000000', keys: makeKeyPair() };
    const unknown = await push(hq.url, { ...stranger, answer: null as never }, makeChanges(1));
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ refused: 'unknown-workstation' });
    expect(unknown.body.message).toMatch(/knows no workstation 2b1c9a4e.*Enrol this PC/);
    const kept = await evidenceOf(hq.db, null);
    expect(
      kept.some((e) => e.reason === 'unknown-workstation' && e.body.includes(stranger.id)),
    ).toBe(true);

    const ws = await enrolledWorkstation(hq.url, hq.db);
    const chain = makeChanges(4);
    await push(hq.url, ws, chain.slice(0, 2));
    const revoked = await revokeWorkstation({ db: hq.db, now: () => new Date() }, ws.id);
    expect(revoked.ok).toBe(true);
    const refused = await push(hq.url, ws, chain.slice(2));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ refused: 'revoked' });
    expect(refused.body.message).toMatch(/was revoked at head office/);
    const state = await stateOf(hq.url, ws);
    expect(state.body.refused).toBe('revoked');
    expect(await storedChanges(hq.db, ws.id)).toEqual(chain.slice(0, 2));
    expect((await evidenceOf(hq.db, ws.id)).map((e) => e.reason)).toEqual(['revoked', 'revoked']);
  });
});

/** The changes re-chained from the first one's prev, each hash recomputed: a valid-looking batch. */
function relinked(changes: Change[]): Change[] {
  const out: Change[] = [];
  let prev = changes[0]!.prev;
  for (const change of changes) {
    const base = { ...change, prev };
    const hash = changeHash(base);
    out.push({ ...base, hash });
    prev = hash;
  }
  return out;
}

import { describe, expect, test } from 'vitest';
import { ackIsSigned, firstBrokenLink } from '../../../hq/protocol/chain';
import { GENESIS, type Ack, type Change, type RebuildAnswer } from '../../../hq/protocol/wire';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { listWorkstations } from '../../../hq/src/enrolment/health';
import { revokeWorkstation } from '../../../hq/src/enrolment/workstations';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import {
  enrolledWorkstation,
  evidenceOf,
  makeChanges,
  makeKeyPair,
  postBody,
  push,
  signedPost,
  storedChanges,
  type EnrolledWorkstation,
} from '../support/workstation';

describe.each(DATABASE_KINDS)('a replacement PC on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  const deps = hq.deps;

  async function replace(old: EnrolledWorkstation): Promise<EnrolledWorkstation> {
    const code = await issueEnrolmentCode(deps(), { workstationId: old.id, purpose: 'replace' });
    if (!code.ok) throw new Error(code.error.message);
    const keys = makeKeyPair();
    const posted = await postBody(
      hq.url,
      '/api/v1/enrol',
      JSON.stringify({ code: code.value.code, publicKey: keys.publicKey, label: 'NEW-PC' }),
    );
    expect(posted.status).toBe(200);
    return { id: posted.body.workstationId, keys, answer: posted.body };
  }

  async function rebuildAll(
    ws: EnrolledWorkstation,
    limit: number,
  ): Promise<{ changes: Change[]; ack: Ack; pages: number }> {
    const changes: Change[] = [];
    let pages = 0;
    for (;;) {
      const page = await signedPost(
        hq.url,
        '/api/v1/rebuild',
        { workstationId: ws.id, after: changes.at(-1)?.seq ?? 0, limit },
        ws.keys.privateKey,
      );
      expect(page.status).toBe(200);
      const answer = page.body as RebuildAnswer;
      pages += 1;
      if (answer.changes.length === 0) return { changes, ack: answer.ack, pages };
      changes.push(...answer.changes);
    }
  }

  test.skipIf(kind.skip)(
    'takes over the workstation: old key refused, every change rebuilt, chain goes on',
    async () => {
      const old = await enrolledWorkstation(hq.url, hq.db);
      const chain = makeChanges(23);
      expect((await push(hq.url, old, chain.slice(0, 12))).status).toBe(200);
      const lastAck = await push(hq.url, old, chain.slice(12));

      const fresh = await replace(old);
      expect(fresh.id).toBe(old.id);
      expect(fresh.answer.replacing).toEqual({ seq: 23, head: chain[22]!.hash });
      expect(fresh.answer.headOfficeKey).toBe(old.answer.headOfficeKey);

      const stale = await push(
        hq.url,
        old,
        makeChanges(1, { seq: 23, head: chain[22]!.hash }, 'old'),
      );
      expect(stale.status).toBe(403);
      expect(stale.body.refused).toBe('revoked');
      expect(stale.body.message).toMatch(
        /^This PC's key was retired at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC, when another PC was enrolled as workstation 1/,
      );
      const staleRebuild = await signedPost(
        hq.url,
        '/api/v1/rebuild',
        { workstationId: old.id, after: 0, limit: 10 },
        old.keys.privateKey,
      );
      expect(staleRebuild.body.refused).toBe('revoked');
      expect((await evidenceOf(hq.db, old.id)).map((e) => [e.reason, e.endpoint])).toEqual([
        ['revoked', 'rebuild'],
        ['revoked', 'push'],
      ]);

      const rebuilt = await rebuildAll(fresh, 5);
      expect(rebuilt.pages).toBe(6);
      expect(rebuilt.changes).toEqual(chain);
      expect(firstBrokenLink(rebuilt.changes, 0, GENESIS)).toBeNull();
      expect(rebuilt.ack).toEqual(lastAck.body);
      expect(ackIsSigned(fresh.answer.headOfficeKey, rebuilt.ack)).toBe(true);
      expect(rebuilt.changes.at(-1)!.hash).toBe(rebuilt.ack.head);

      const next = makeChanges(2, { seq: 23, head: rebuilt.ack.head }, 'new');
      const continued = await push(hq.url, fresh, next);
      expect(continued.status).toBe(200);
      expect(continued.body).toMatchObject({ seq: 25, head: next[1]!.hash });
      expect(await storedChanges(hq.db, old.id)).toEqual([...chain, ...next]);
      // The replaced PC, still running, tries again: refused, and the evidence kept, but the
      // workstation's replication is the new PC's, which is sound.
      const again = await push(hq.url, old, makeChanges(1, { seq: 25, head: next[1]!.hash }, 'x'));
      expect(again.body.refused).toBe('revoked');
      const [listed] = (await listWorkstations(deps())).filter((w) => w.id === old.id);
      expect(listed).toMatchObject({
        status: 'active',
        label: 'NEW-PC',
        storedSeq: 25,
        chain: 'ok',
        lastRefusal: { reason: 'revoked' },
      });
    },
  );

  test.skipIf(kind.skip)(
    'a revoked workstation is replaced; a stranger cannot rebuild it',
    async () => {
      const old = await enrolledWorkstation(hq.url, hq.db);
      const other = await enrolledWorkstation(hq.url, hq.db);
      await push(hq.url, old, makeChanges(3));
      await revokeWorkstation(deps(), old.id);
      const fresh = await replace(old);
      expect(fresh.answer.replacing).toMatchObject({ seq: 3 });
      const stranger = await signedPost(
        hq.url,
        '/api/v1/rebuild',
        { workstationId: old.id, after: 0, limit: 10 },
        other.keys.privateKey,
      );
      expect(stranger.status).toBe(401);
      expect(stranger.body.refused).toBe('bad-signature');
      const rebuilt = await rebuildAll(fresh, 500);
      expect(rebuilt.changes.map((c) => c.seq)).toEqual([1, 2, 3]);
    },
  );
});

import { beforeAll, describe, expect, test } from 'vitest';
import { MAX_BATCH_ENTRIES, MAX_BODY_BYTES } from '../../../hq/protocol/wire';
import { describeSchemaError } from '../../../hq/src/routes/protocol-scope';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import {
  enrolledWorkstation,
  evidenceOf,
  makeChanges,
  postBody,
  signedPost,
  storedChanges,
  type EnrolledWorkstation,
} from '../support/workstation';

describe.each(DATABASE_KINDS)('bodies head office cannot read, on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  let ws: EnrolledWorkstation;
  beforeAll(async () => {
    if (!kind.skip) ws = await enrolledWorkstation(hq.url, hq.db);
  });

  test.skipIf(kind.skip)('refuses an oversized body unread, and keeps its size', async () => {
    const posted = await postBody(hq.url, '/api/v1/push', Buffer.alloc(MAX_BODY_BYTES + 1, 0x20));
    expect(posted.status).toBe(413);
    expect(posted.body).toMatchObject({ refused: 'too-large' });
    expect(posted.body.message).toMatch(/larger than 4194304 bytes.*fewer changes in each batch/);
    const [kept] = await hq.db.query<{ reason: string; body: string; body_bytes: number }>(
      "SELECT reason, body, body_bytes FROM refused_pushes WHERE reason = 'too-large'",
    );
    expect(kept).toEqual({ reason: 'too-large', body: '', body_bytes: MAX_BODY_BYTES + 1 });
  });

  test.skipIf(kind.skip)(
    'refuses a body that is not JSON, or not UTF-8, or not sent as JSON',
    async () => {
      const notJson = await postBody(hq.url, '/api/v1/push', `{"workstationId": "${ws.id}", `);
      expect(notJson.status).toBe(400);
      expect(notJson.body).toMatchObject({ refused: 'malformed' });
      expect(notJson.body.message).toMatch(
        /^The body is not JSON \(.+\)\. The workstation sends its body as JSON/,
      );
      const notUtf8 = await postBody(
        hq.url,
        '/api/v1/state',
        Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
      );
      expect(notUtf8.body.message).toMatch(/^The body is not UTF-8 text/);
      const text = await postBody(hq.url, '/api/v1/push', '{}', { 'content-type': 'text/plain' });
      expect(text.status).toBe(400);
      expect(text.body).toEqual({
        refused: 'malformed',
        message: 'The body must be sent as Content-Type: application/json.',
      });
      const kept = await evidenceOf(hq.db, null);
      expect(kept.filter((e) => e.reason === 'malformed').length).toBeGreaterThanOrEqual(3);
    },
  );

  const good = () => ({ workstationId: ws.id, changes: makeChanges(2) });
  const shapes: { name: string; path: string; body: () => unknown; message: RegExp }[] = [
    {
      name: 'a seq sent as text',
      path: '/api/v1/push',
      body: () => {
        const b = good();
        return { ...b, changes: [{ ...b.changes[0], seq: '1' }, b.changes[1]] };
      },
      message: /^The body's changes\[0\]\.seq must be integer\./,
    },
    {
      name: 'a field the protocol does not name',
      path: '/api/v1/push',
      body: () => ({ ...good(), extra: true }),
      message: /^The body has "extra", which head office does not take\./,
    },
    {
      name: 'no changes field',
      path: '/api/v1/push',
      body: () => ({ workstationId: ws.id }),
      message: /^The body lacks "changes"\./,
    },
    {
      name: 'an empty batch',
      path: '/api/v1/push',
      body: () => ({ workstationId: ws.id, changes: [] }),
      message: /^The body's changes must NOT have fewer than 1 items\./,
    },
    {
      name: 'a batch over the most entries',
      path: '/api/v1/push',
      body: () => ({ workstationId: ws.id, changes: makeChanges(MAX_BATCH_ENTRIES + 1) }),
      message: /^The body's changes must NOT have more than 500 items\./,
    },
    {
      name: 'a NUL character in a row',
      path: '/api/v1/push',
      body: () => {
        const b = good();
        return { ...b, changes: [{ ...b.changes[0], row: 'a\u0000b' }, b.changes[1]] };
      },
      message: /^The body's changes\[0\]\.row is not in the expected form\./,
    },
    {
      name: 'an operation the outbox does not make',
      path: '/api/v1/push',
      body: () => {
        const b = good();
        return { ...b, changes: [{ ...b.changes[0], op: 'upsert' }] };
      },
      message: /^The body's changes\[0\]\.op must be equal to one of the allowed values\./,
    },
    {
      name: 'an array for a body',
      path: '/api/v1/state',
      body: () => [ws.id],
      message: /^The body must be object\./,
    },
    {
      name: 'a rebuild page of no changes',
      path: '/api/v1/rebuild',
      body: () => ({ workstationId: ws.id, after: 0, limit: 0 }),
      message: /^The body's limit must be >= 1\./,
    },
    {
      name: 'an enrolment without a label',
      path: '/api/v1/enrol',
      body: () => ({ code: 'AAAA-BBBB-CCCC-DDDD', publicKey: 'x' }),
      message: /^The body lacks "label"\./,
    },
  ];

  test.skipIf(kind.skip).each(shapes)('refuses $name, naming it', async (c) => {
    const before = (await evidenceOf(hq.db, ws.id)).length;
    const posted = await signedPost(hq.url, c.path, c.body(), ws.keys.privateKey);
    expect(posted.status).toBe(400);
    expect(posted.body.refused).toBe('malformed');
    expect(posted.body.message).toMatch(c.message);
    expect(posted.body.message).toMatch(
      /check that the workstation's version matches head office's\.$/,
    );
    expect(await storedChanges(hq.db, ws.id)).toEqual([]);
    // Kept under the workstation when the body named one head office knows.
    const named = (c.body() as { workstationId?: string }).workstationId === ws.id;
    expect((await evidenceOf(hq.db, ws.id)).length).toBe(before + (named ? 1 : 0));
  });
});

describe('a schema error in words', () => {
  test('names the place in the body and what is wrong there', () => {
    expect(
      describeSchemaError({
        instancePath: '/changes/12/key',
        keyword: 'maxLength',
        message: 'must NOT have more than 4096 characters',
      }),
    ).toBe("The body's changes[12].key must NOT have more than 4096 characters.");
    expect(describeSchemaError(undefined)).toBe('The body is not what head office expects.');
  });
});

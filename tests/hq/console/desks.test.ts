import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signBytes } from '../../../hq/protocol/chain';
import { SIGNATURE_HEADER } from '../../../hq/protocol/wire';
import type { IssuedCodeView, RefusedView, WorkstationList } from '../../../hq/console-api/desks';
import { CONSOLE_API } from '../../../hq/console-api/paths';
import { consoleProjection } from '../../../hq/src/projections';
import { protocolRoutes } from '../../../hq/src/routes/protocol-routes';
import { openConsole, type ConsoleUnderTest } from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { JournalChanges } from '../support/journal-changes';
import { makeKeyPair } from '../support/workstation';

/*
 * Branches and workstations at the console (D101) over the ingest's services: a branch and its
 * workstation registered, a code issued and used, a forged push refused and shown as evidence
 * with the workstation's health, a replacement authorised, a revocation.
 */
describe.each(DATABASE_KINDS)('branches and workstations at the console on $name', (kind) => {
  let hq: ConsoleUnderTest;
  let admin: string;
  const api = (path: string) => `${CONSOLE_API}${path}`;
  const as = (method: 'GET' | 'POST', path: string, payload?: object) =>
    hq.call({
      method,
      url: api(path),
      cookie: admin,
      ...(payload === undefined ? {} : { payload }),
    });
  const list = async () => (await as('GET', '/workstations')).json() as WorkstationList;

  beforeAll(async () => {
    if (kind.skip) return;
    hq = await openConsole(kind, {}, [protocolRoutes([consoleProjection])]);
    admin = await hq.firstAdmin();
  });
  afterAll(async () => hq?.close());

  test.skipIf(kind.skip)('a branch is registered with a zone of its country, once', async () => {
    const bad = await as('POST', '/branches', {
      code: 'DAR-01',
      name: 'Dar es Salaam Samora',
      country: 'TZ',
      timeZone: 'Mars/Olympus',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/"Mars\/Olympus" is not a time zone/);
    const made = await as('POST', '/branches', {
      code: 'dar-01',
      name: 'Dar es Salaam Samora',
      country: 'TZ',
      timeZone: 'Africa/Dar_es_Salaam',
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({
      code: 'DAR-01',
      name: 'Dar es Salaam Samora',
      country: 'TZ',
      timeZone: 'Africa/Dar_es_Salaam',
    });
    const again = await as('POST', '/branches', {
      code: 'DAR-01',
      name: 'Again',
      country: 'TZ',
      timeZone: 'Africa/Dar_es_Salaam',
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'exists']);
    const extra = await as('POST', '/branches', {
      code: 'X1',
      name: 'X',
      country: 'TZ',
      timeZone: 'Africa/Dar_es_Salaam',
      manager: 'me',
    });
    expect(extra.json().message).toMatch(/field it does not know/);
    const branches = (await as('GET', '/branches')).json() as { code: string }[];
    expect(branches.map((b) => b.code)).toEqual(['DAR-01', 'KLA01', 'NBO01']);
  });

  test.skipIf(kind.skip)(
    'a workstation, its code, its health and the evidence of a refused push',
    async () => {
      const ws = await as('POST', '/workstations', { branchCode: 'DAR-01' });
      expect(ws.statusCode).toBe(201);
      const { id } = ws.json() as { id: string };
      const code = (await as('POST', `/workstations/${id}/code`, {})).json() as IssuedCodeView;
      expect(code).toMatchObject({
        purpose: 'enrol',
        certificateFingerprint: null,
        workstation: { id, branchCode: 'DAR-01', number: 1 },
      });
      expect(code.code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
      expect((await list()).workstations.find((w) => w.id === id)).toMatchObject({
        status: 'awaiting-enrolment',
        openCode: { purpose: 'enrol' },
      });
      // Nothing to replace yet.
      expect((await as('POST', `/workstations/${id}/replacement`, {})).json()).toMatchObject({
        code: 'not-possible',
      });

      const keys = makeKeyPair();
      const enrolled = await hq.app.inject({
        method: 'POST',
        url: '/api/v1/enrol',
        payload: { code: code.code, publicKey: keys.publicKey, label: 'DAR-COUNTER-1' },
      });
      expect(enrolled.statusCode, enrolled.body).toBe(200);
      const journal = new JournalChanges();
      const changes = [
        journal.transfer({
          id: 1,
          reference: 'RD0000000401',
          createdAt: '2026-11-02T06:00:00.000Z',
          currency: 'TZS',
        }),
      ];
      const body = JSON.stringify({ workstationId: id, changes });
      hq.clock.advance(60_000);
      const forged = await hq.app.inject({
        method: 'POST',
        url: '/api/v1/push',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signBytes(makeKeyPair().privateKey, body),
        },
        payload: body,
      });
      expect(forged.statusCode).toBe(401);
      const health = (await list()).workstations.find((w) => w.id === id)!;
      expect(health).toMatchObject({
        status: 'active',
        label: 'DAR-COUNTER-1',
        storedSeq: 0,
        chain: 'refused-recently',
        lastRefusal: { reason: 'bad-signature' },
      });
      const evidence = (await as('GET', `/workstations/${id}/refused`)).json() as RefusedView[];
      expect(evidence).toEqual([
        expect.objectContaining({
          endpoint: 'push',
          reason: 'bad-signature',
          bodyBytes: body.length,
          customerDataWithheld: true,
        }),
      ]);
      // D158: an admin reads the push's shape, not its customer (refused-evidence.test.ts).
      expect(evidence[0]!.body).toContain('RD0000000401');
      expect(evidence[0]!.body).not.toContain('Jane Wanjiru');

      const replacement = (
        await as('POST', `/workstations/${id}/replacement`, {})
      ).json() as IssuedCodeView;
      expect(replacement.purpose).toBe('replace');
      const revoked = await as('POST', `/workstations/${id}/revoke`, {});
      expect(revoked.statusCode).toBe(200);
      expect((await list()).workstations.find((w) => w.id === id)).toMatchObject({
        status: 'revoked',
        openCode: null,
      });
      expect((await as('POST', '/workstations/not-a-workstation/revoke', {})).json()).toMatchObject(
        { code: 'unknown' },
      );

      const events = await hq.db.query<{ action: string }>(
        "SELECT action FROM console_events WHERE action LIKE 'workstation.%' OR action LIKE 'branch.%' ORDER BY id",
      );
      expect(events.map((e) => e.action)).toEqual([
        'branch.registered',
        'workstation.registered',
        'workstation.code-issued',
        'workstation.replacement-authorised',
        'workstation.revoked',
      ]);
    },
  );
});

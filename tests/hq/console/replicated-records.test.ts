import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signBytes } from '../../../hq/protocol/chain';
import { SIGNATURE_HEADER, type Change } from '../../../hq/protocol/wire';
import { CONSOLE_API } from '../../../hq/console-api/paths';
import type { HqLogRow, Page } from '../../../hq/console-api/records';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import { consoleProjection } from '../../../hq/src/projections';
import { protocolRoutes } from '../../../hq/src/routes/protocol-routes';
import { openConsole, type ConsoleUnderTest } from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { JournalChanges } from '../support/journal-changes';
import { makeKeyPair } from '../support/workstation';

/*
 * The console's records fed the way head office is: a workstation enrolled with a code pushes
 * signed batches, the ingest stores them and runs the console's projection in the same
 * transaction (D95, D102), and a compliance officer finds each transfer once, with its branch and
 * workstation, its latest state, whatever was delivered twice.
 */
describe.each(DATABASE_KINDS)('replicated transfers in the console on $name', (kind) => {
  let hq: ConsoleUnderTest;
  let cora: string;
  let workstationId: string;
  const keys = makeKeyPair();
  const journal = new JournalChanges();

  const post = (path: string, payload: unknown, signed = true) => {
    const body = JSON.stringify(payload);
    return hq.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        ...(signed ? { [SIGNATURE_HEADER]: signBytes(keys.privateKey, body) } : {}),
      },
      payload: body,
    });
  };
  const push = (changes: Change[]) => post('/api/v1/push', { workstationId, changes });
  const log = async (): Promise<HqLogRow[]> =>
    (
      (
        await hq.call({ method: 'GET', url: `${CONSOLE_API}/transfers`, cookie: cora })
      ).json() as Page<HqLogRow>
    ).rows;

  beforeAll(async () => {
    if (kind.skip) return;
    hq = await openConsole(kind, {}, [protocolRoutes([consoleProjection])]);
    cora = await hq.operator('compliance', 'cora.compliance', await hq.firstAdmin());
    const deps = { db: hq.db, now: () => new Date() };
    const ws = await registerWorkstation(deps, { branchCode: 'KLA01' });
    if (!ws.ok) throw new Error(ws.error.message);
    workstationId = ws.value.id;
    const code = await issueEnrolmentCode(deps, { workstationId, purpose: 'enrol' });
    if (!code.ok) throw new Error(code.error.message);
    const enrolled = await post(
      '/api/v1/enrol',
      { code: code.value.code, publicKey: keys.publicKey, label: 'KLA-COUNTER-1' },
      false,
    );
    expect(enrolled.statusCode, enrolled.body).toBe(200);
  });
  afterAll(async () => hq?.close());

  test.skipIf(kind.skip)(
    'a pushed transfer is in the log with its branch, workstation and zone',
    async () => {
      const first = [
        journal.transfer({
          id: 1,
          reference: 'RD0000000301',
          createdAt: '2026-11-02T06:00:00.000Z',
          currency: 'UGX',
          amount: '90000.00',
        }),
        journal.change(
          'settings',
          'update',
          { key: 'receipt.language' },
          { key: 'receipt.language', value: 'en', updated_at: '2026-11-02T06:00:00.000Z' },
        ),
      ];
      expect((await push(first)).statusCode).toBe(200);
      expect(await log()).toEqual([
        expect.objectContaining({
          reference: 'RD0000000301',
          branchCode: 'KLA01',
          workstationNumber: 1,
          workstationId,
          localTime: '2026-11-02 09:00 EAT',
          state: 'reserved',
        }),
      ]);

      // Its outcome in a later batch; the same batch delivered again (its acknowledgement was lost).
      const second = [
        journal.transfer(
          {
            id: 1,
            reference: 'RD0000000301',
            createdAt: '2026-11-02T06:00:00.000Z',
            currency: 'UGX',
            amount: '90000.00',
            state: 'succeeded',
            transactionId: 'TX-1',
          },
          'update',
        ),
      ];
      expect((await push(second)).statusCode).toBe(200);
      expect((await push(second)).statusCode).toBe(200);
      const rows = await log();
      expect(rows.map((r) => [r.reference, r.state, r.transactionId])).toEqual([
        ['RD0000000301', 'succeeded', 'TX-1'],
      ]);
    },
  );
});

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signBytes } from '../../../hq/protocol/chain';
import { SIGNATURE_HEADER } from '../../../hq/protocol/wire';
import type { IssuedCodeView, RefusedView } from '../../../hq/console-api/desks';
import { consoleProjection } from '../../../hq/src/projections';
import { protocolRoutes } from '../../../hq/src/routes/protocol-routes';
import { openConsole, type ConsoleUnderTest } from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { JournalChanges } from '../support/journal-changes';
import { makeKeyPair } from '../support/workstation';

/*
 * D158: a push head office refused (a gap, as after a restore) carries whole transfer rows; its
 * evidence reaches a head-office admin without the customers' names, documents and accounts, and
 * a compliance officer or an auditor, who read the records, whole.
 */
describe.each(DATABASE_KINDS)('the evidence of a refused push, by role, on $name', (kind) => {
  let hq: ConsoleUnderTest;
  let admin: string;
  let compliance: string;
  let auditor: string;

  beforeAll(async () => {
    if (kind.skip) return;
    hq = await openConsole(kind, {}, [protocolRoutes([consoleProjection])]);
    admin = await hq.firstAdmin();
    compliance = await hq.operator('compliance', 'compliance.amina', admin);
    auditor = await hq.operator('auditor', 'auditor.peter', admin);
  });
  afterAll(async () => hq?.close());

  test.skipIf(kind.skip)('an admin reads its shape, the record readers read it whole', async () => {
    const { id } = (await hq.post('/workstations', { branchCode: 'NBO01' }, admin)).json() as {
      id: string;
    };
    const code = (await hq.post(`/workstations/${id}/code`, {}, admin)).json() as IssuedCodeView;
    const keys = makeKeyPair();
    const enrolled = await hq.app.inject({
      method: 'POST',
      url: '/api/v1/enrol',
      payload: { code: code.code, publicKey: keys.publicKey, label: 'NBO-COUNTER-1' },
    });
    expect(enrolled.statusCode, enrolled.body).toBe(200);

    // The workstation's changes 2 and 3, signed by its own key: change 1 is missing (a gap).
    const journal = new JournalChanges();
    const changes = [401, 402, 403].map((n, i) =>
      journal.transfer({
        id: i + 1,
        reference: `RD0000000${n}`,
        createdAt: '2026-11-02T07:00:00.000Z',
        customerName: 'Achieng Nyambura',
        recipientName: 'Baraka Mwangi',
        recipientAccount: '0711222333444',
        senderDocument: 'NationalId:27654321:KE',
      }),
    );
    const body = JSON.stringify({ workstationId: id, changes: changes.slice(1) });
    const refused = await hq.app.inject({
      method: 'POST',
      url: '/api/v1/push',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBytes(keys.privateKey, body),
      },
      payload: body,
    });
    expect(refused.statusCode, refused.body).toBe(409);

    const customers = [
      'Achieng Nyambura',
      'Baraka Mwangi',
      '0711222333444',
      '27654321',
      '12345678', // the customer's document number in the row
      '1980-02-03', // date of birth
      '+254722000111', // mobile number
    ];
    for (const text of customers) expect(body).toContain(text);

    const read = async (cookie: string) => {
      const answer = await hq.get(`/workstations/${id}/refused`, cookie);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as RefusedView[];
    };

    const [byAdmin] = await read(admin);
    expect(byAdmin).toMatchObject({
      workstationId: id,
      endpoint: 'push',
      reason: 'gap',
      seq: 1, // the change head office waits for
      bodyBytes: Buffer.byteLength(body),
      customerDataWithheld: true,
    });
    for (const text of customers) expect(byAdmin!.body).not.toContain(text);
    // What an admin needs to explain the refusal is still there.
    for (const text of ['RD0000000402', 'RD0000000403', '"seq":2', '"seq":3', '1500.00'])
      expect(byAdmin!.body).toContain(text);

    for (const cookie of [compliance, auditor]) {
      const [whole] = await read(cookie);
      expect(whole).toMatchObject({ body, customerDataWithheld: false, reason: 'gap' });
      for (const text of customers) expect(whole!.body).toContain(text);
    }
  });
});

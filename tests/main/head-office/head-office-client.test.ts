import { createPublicKey, verify } from 'node:crypto';
import { BUSY } from '../../../hq/src/routes/push-slots';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeHash, signAck } from '../../../hq/protocol/chain';
import { GENESIS, type Change } from '../../../hq/protocol/wire';
import {
  createHeadOfficeClient,
  type HeadOfficeLink,
} from '../../../electron/main/head-office/head-office-client';
import { postToHeadOffice } from '../../../electron/main/head-office/pinned-transport';
import { generateWorkstationKey } from '../../../electron/main/head-office/workstation-key';
import { selfSignedCertificate } from '../../support/self-signed';
import {
  ENROLMENT_CODE,
  startScriptedHeadOffice,
  WORKSTATION_ID,
  type ScriptedHeadOffice,
} from './scripted-head-office';

/*
 * D99: what the workstation sends head office and how it reads the answers, over real TLS. The
 * signature is checked here with Node's own verify over the bytes head office received, not with
 * the code that made it.
 */

const client = createHeadOfficeClient({
  fetch: postToHeadOffice,
  timeouts: () => ({ connectTimeoutMs: 2_000, requestTimeoutMs: 1_000 }),
});
const key = generateWorkstationKey();

function change(seq: number, prev: string): Change {
  const base = {
    seq,
    at: '2026-05-04T08:00:00.000Z',
    table: 'settings',
    op: 'insert' as const,
    key: JSON.stringify({ key: `k${seq}` }),
    row: JSON.stringify({ key: `k${seq}`, value: '"é"' }),
    prev,
  };
  return { ...base, hash: changeHash(base) };
}

describe('the head-office client', () => {
  let office: ScriptedHeadOffice;
  let link: HeadOfficeLink;
  const endpoint = () => ({ origin: office.origin, fingerprint: office.certificate.fingerprint });

  beforeAll(async () => {
    office = await startScriptedHeadOffice();
    link = {
      ...endpoint(),
      workstationId: WORKSTATION_ID,
      privateKeyPem: () => Promise.resolve(key.privateKeyPem),
      headOfficeKey: office.publicKey,
    };
  });
  afterAll(() => office.close());

  it('enrols with the code and the public key, unsigned', async () => {
    const answer = await client.enrol(endpoint(), {
      code: ENROLMENT_CODE,
      publicKey: key.publicKeyPem,
      label: 'COUNTER-3',
    });
    expect(answer).toMatchObject({
      ok: true,
      value: { workstationId: WORKSTATION_ID, number: 3, branch: { code: 'NBO-01' } },
    });
    const sent = office.heard.at(-1)!;
    expect(sent.path).toBe('/api/v1/enrol');
    expect(sent.headers['x-remit-signature']).toBeUndefined();
    expect(JSON.parse(sent.body)).toEqual({
      code: ENROLMENT_CODE,
      publicKey: key.publicKeyPem,
      label: 'COUNTER-3',
    });
  });

  it('words head office’s refusal of a code without repeating the code', async () => {
    const answer = await client.enrol(endpoint(), {
      code: 'WXYZ-WXYZ-WXYZ-WXYZ',
      publicKey: key.publicKeyPem,
      label: 'COUNTER-3',
    });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error).toMatchObject({
      code: 'refused',
      message: 'Head office refused: No enrolment code is like this one.',
      refusal: { refused: 'code-unknown' },
    });
    expect(JSON.stringify(answer.error)).not.toContain('WXYZ');
  });

  it('signs a push over the exact bytes head office receives, and checks the ack', async () => {
    const first = change(1, GENESIS);
    const answer = await client.push(link, [first, change(2, first.hash)]);
    expect(answer).toMatchObject({ ok: true, value: { workstationId: WORKSTATION_ID, seq: 2 } });
    const sent = office.heard.at(-1)!;
    const signature = Buffer.from(sent.headers['x-remit-signature'] as string, 'base64');
    const publicKey = createPublicKey(key.publicKeyPem);
    expect(verify(null, Buffer.from(sent.body), publicKey, signature)).toBe(true);
    expect(verify(null, Buffer.from(`${sent.body} `), publicKey, signature)).toBe(false);
    expect(JSON.parse(sent.body)).toMatchObject({ workstationId: WORKSTATION_ID });
  });

  it('asks for the state, signed', async () => {
    const answer = await client.state(link);
    expect(answer).toMatchObject({ ok: true, value: { seq: 2 } });
    expect(JSON.parse(office.heard.at(-1)!.body)).toEqual({ workstationId: WORKSTATION_ID });
  });

  it('refuses an acknowledgement signed by another key, or for another workstation', async () => {
    const stranger = generateWorkstationKey();
    const forged = signAck(stranger.privateKeyPem, {
      workstationId: WORKSTATION_ID,
      seq: 2,
      head: office.stored[1]!.hash,
      at: new Date().toISOString(),
    });
    const elsewhere = signAck(office.privateKey, { ...forged, workstationId: 'ws-other' });
    office.script(
      { status: 200, raw: JSON.stringify(forged) },
      { status: 200, raw: JSON.stringify(elsewhere) },
    );
    for (let i = 0; i < 2; i += 1) {
      const answer = await client.state(link);
      expect(answer).toMatchObject({ ok: false, error: { code: 'bad-acknowledgement' } });
    }
  });

  it('says when an answer is not head office’s, with its status', async () => {
    office.script({ status: 502, raw: '<html>Bad gateway</html>' });
    const answer = await client.state(link);
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'unexpected-answer',
        message: `${office.origin} answered in a way head office does not (HTTP 502). Check that it is head office’s address; if it is, tell head office.`,
      },
    });
  });

  it('says when head office could not answer on its side', async () => {
    office.script({
      status: 500,
      raw: JSON.stringify({ error: 'internal', message: 'Head office could not answer.' }),
    });
    const answer = await client.state(link);
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'unexpected-answer',
        message: `Head office at ${office.origin} could not answer (a fault on its side, which its log names), and stored nothing of the request. Changes are sent again by themselves, and an enrolment can be tried again; if this goes on, tell head office.`,
      },
    });
  });

  it('says when head office is too busy to read a push, which goes again', async () => {
    office.script({ status: 503, raw: JSON.stringify(BUSY) });
    const answer = await client.push(link, []);
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'unexpected-answer',
        message: `Head office at ${office.origin} is receiving many workstations’ changes at the moment and read nothing of these. They are sent again by themselves in a moment.`,
      },
    });
    // Not a refusal: the sender keeps the batch and tries again after its backoff.
    expect((answer as { error: { refusal?: unknown } }).error.refusal).toBeUndefined();
  });

  it('says when head office does not answer in time', async () => {
    office.script({ hang: true });
    const answer = await client.state(link);
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'timeout', message: expect.stringContaining('within 1 second.') as unknown },
    });
  });

  it('refuses another certificate, names both, and keeps the key out of the words', async () => {
    const other = selfSignedCertificate();
    const before = office.heard.length;
    const answer = await client.push({ ...link, fingerprint: other.fingerprint }, [
      change(3, GENESIS),
    ]);
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('certificate-mismatch');
    expect(answer.error.message).toContain('does not match the fingerprint typed');
    expect(answer.error.message).toContain(office.certificate.fingerprint);
    expect(answer.error.message).not.toContain('PRIVATE KEY');
    expect(office.heard.length).toBe(before);
  });
});

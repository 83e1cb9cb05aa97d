import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeadOfficeStatusView } from '@shared/domain/head-office';
import { ADMIN, CLERK } from '../operators/fixtures';
import { operatorsOf } from '../../support/operators';
import {
  ENROLMENT_CODE,
  startScriptedHeadOffice,
  type ScriptedHeadOffice,
} from '../head-office/scripted-head-office';
import { SUPERVISOR, useWindowIpc } from './window-ipc-fixture';

/*
 * D99, D100 over IPC: who may enrol and read the status, what a request must hold, and that no
 * key or code ever comes back. Real services on a real journal and keyring, enrolling with a head
 * office over real TLS.
 */
const { AUDITOR, COMPLIANCE } = operatorsOf({
  AUDITOR: ['auditor', 'joseph.audit', 'Joseph Mutua', 'lantern copper meadow 12'],
  COMPLIANCE: ['compliance', 'ruth.comply', 'Ruth Njeri', 'violin harbour maize 27'],
});
const NOW = Date.parse('2026-11-24T08:00:00Z');
const desk = useWindowIpc({ now: NOW, people: [ADMIN, CLERK, SUPERVISOR, AUDITOR, COMPLIANCE] });
const { call, as } = desk;

let office: ScriptedHeadOffice;
beforeAll(async () => {
  office = await startScriptedHeadOffice();
});
afterAll(() => office.close());

const request = () => ({
  address: office.origin,
  code: ENROLMENT_CODE.toLowerCase(),
  fingerprint: office.certificate.fingerprint.toLowerCase().replace(/:/g, ' '),
});

describe('head office over IPC', () => {
  it('lets admins and supervisors read the status, and no one else', async () => {
    for (const operator of [ADMIN, SUPERVISOR]) {
      await as(operator);
      const answer = await call('head-office:status');
      expect(answer).toMatchObject({
        ok: true,
        value: { enrolled: null, lastAckAt: null, lastAckSeq: null, problem: null },
      });
      // Every change since the journal began waits for an enrolment (D97): the operators made.
      const status = (answer as { value: HeadOfficeStatusView }).value;
      expect(status.waiting).toBeGreaterThan(0);
      // The outbox's own clock (the commit's), whatever the app's test clock says.
      expect(status.oldestWaitingAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    }
    for (const operator of [CLERK, AUDITOR, COMPLIANCE]) {
      await as(operator);
      expect(await call('head-office:status'), operator.role).toMatchObject({
        ok: false,
        error: { code: 'wrong-role' },
      });
    }
  });

  it('lets only admins enrol', async () => {
    for (const operator of [SUPERVISOR, CLERK, AUDITOR, COMPLIANCE]) {
      await as(operator);
      expect(await call('head-office:enrol', request())).toMatchObject({
        ok: false,
        error: { code: 'wrong-role' },
      });
    }
    expect(office.heard).toHaveLength(0);
  });

  it.each([
    [{ address: '', code: 'A', fingerprint: '' }, 'address', 'Type head office’s address'],
    [
      { address: 'http://hq.bank.example', code: 'ABCD', fingerprint: '' },
      'address',
      'Head office’s address begins with https://',
    ],
    [
      { address: 'https://hq.bank.example/api', code: 'ABCD', fingerprint: 'AB' },
      'address',
      'Type only head office’s address',
    ],
    [
      { address: 'https://hq.bank.example', code: 'ABCD', fingerprint: '' },
      'fingerprint',
      'Type the certificate fingerprint',
    ],
    [
      { address: 'https://hq.bank.example', code: 'ABCD', fingerprint: 'AB:CD:EF' },
      'fingerprint',
      'A fingerprint is 64 hexadecimal digits',
    ],
    [
      { address: 'https://hq.bank.example', code: 'AB<CD>', fingerprint: 'A'.repeat(64) },
      'code',
      'An enrolment code is letters and digits',
    ],
    [
      { address: 'https://hq.bank.example', code: '', fingerprint: 'A'.repeat(64) },
      'code',
      'Type the enrolment code',
    ],
  ])('refuses %j naming the field %s', async (payload, path, words) => {
    await as(ADMIN);
    const answer = await call('head-office:enrol', payload);
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    const fields = (answer as { error: { fields: readonly { path: string; message: string }[] } })
      .error.fields;
    expect(fields.find((f) => f.path === path)?.message).toContain(words);
    expect(JSON.stringify(answer)).not.toContain('AB<CD>');
  });

  it('refuses a request with more than the three fields, or none', async () => {
    await as(ADMIN);
    for (const payload of [{ ...request(), privateKey: 'x' }, null, 'https://hq', []]) {
      expect(await call('head-office:enrol', payload)).toMatchObject({
        ok: false,
        error: { code: 'invalid-request' },
      });
    }
  });

  it('takes plain HTTP to 127.0.0.1 without a fingerprint, checked like any other', async () => {
    await as(ADMIN);
    const answer = await call('head-office:enrol', {
      address: 'http://127.0.0.1:9',
      code: ENROLMENT_CODE,
      fingerprint: '',
    });
    // Past the validator: nothing listens on port 9.
    expect(answer).toMatchObject({ ok: false, error: { code: 'unreachable' } });
  });

  it('enrols, keeps the key in the keychain only, and shows the connection', async () => {
    await as(ADMIN);
    const answer = await call('head-office:enrol', request());
    expect(answer).toEqual({
      ok: true,
      value: {
        address: office.origin,
        fingerprint: office.certificate.fingerprint,
        workstationId: 'ws-0000-test',
        branch: {
          code: 'NBO-01',
          name: 'Nairobi Moi Avenue',
          country: 'KE',
          timeZone: 'Africa/Nairobi',
        },
        number: 3,
        enrolledAt: new Date(NOW).toISOString(),
        enrolledBy: ADMIN.operatorId,
      },
    });
    // The code head office compares: upper case, spaces out.
    expect(JSON.parse(office.heard.at(-1)!.body)).toMatchObject({ code: ENROLMENT_CODE });
    const keychain = desk.stores.journalKeychain(dirname(desk.services.journal.path));
    const pem = await keychain.readWorkstationKey();
    expect(pem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    const body = pem!.split('\n')[1]!;
    expect(JSON.stringify(desk.services.journal.settings.allRaw())).not.toContain(body);
    expect(JSON.stringify(desk.services.journal.audit.entries())).not.toContain(body);
    expect(JSON.stringify(answer)).not.toContain(body);

    await as(SUPERVISOR);
    const status = await call('head-office:status');
    expect(status).toMatchObject({ ok: true, value: { enrolled: { number: 3 }, problem: null } });
    expect(JSON.stringify(status)).not.toContain('PRIVATE');
    expect(JSON.stringify(status)).not.toContain(ENROLMENT_CODE);
  });

  it('refuses a second enrolment, changing nothing', async () => {
    await as(ADMIN);
    const heard = office.heard.length;
    expect(await call('head-office:enrol', request())).toMatchObject({
      ok: false,
      error: {
        code: 'already-enrolled',
        message: 'This workstation is enrolled with head office already. Nothing was changed.',
      },
    });
    expect(office.heard.length).toBe(heard);
  });
});

import { describe, expect, it } from 'vitest';
import { signatureString } from '@shared/domain/signature-strings';
import { openssl, tempDir, writeTemp } from '../keys/openssl';
import {
  fileKey,
  generateTestKey,
  getToken,
  operatorHeaders,
  readySandbox,
  rtgsBody,
  send,
  signBody,
  testClock,
  withField,
} from './harness';

describe('sandbox RTGS send', () => {
  it('accepts a valid, signed transfer with the interface success body', async () => {
    const sandbox = await readySandbox();
    const body = rtgsBody('692194625798');
    const answer = await send(sandbox, 'rtgs', body);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: true,
      code: 0,
      message: expect.any(String),
      reference: '692194625798',
      data: { transactionId: expect.stringMatching(/^SBX[0-9A-Z]{16}$/), status: 'SUCCESS' },
    });
    const entry = sandbox.transaction('692194625798');
    expect(entry).toMatchObject({
      operation: 'rtgs',
      outcome: 'accepted',
      httpStatus: 200,
      queued: false,
      processedCount: 1,
      replayedCount: 0,
      request: body,
      answer: answer.json,
    });
  });

  it('accepts a request signed by the openssl CLI with a key registered over HTTP', async () => {
    const sandbox = await readySandbox();
    const own = generateTestKey();
    const dir = tempDir();
    const keyPath = writeTemp(dir, 'clerk.pem', own.privatePem);
    const publicPem = openssl(['pkey', '-in', keyPath, '-pubout']).toString();
    const registered = await fetch(`${sandbox.url}/sandbox/keys`, {
      method: 'POST',
      headers: operatorHeaders(sandbox),
      body: publicPem,
    });
    expect(registered.status).toBe(201);
    // The D2 worked example, with its signature string written out by hand rather than built by
    // the shared formula: openssl signs exactly the text the decision shows.
    const body = withField(rtgsBody('692194625798'), 'transfer.date', '2026-11-23');
    const d2String = '6921946257982026-11-23001154789652311001949774041000.00';
    expect(signatureString('rtgs', body)).toBe(d2String);
    const signature = openssl(['dgst', '-sha256', '-sign', keyPath], d2String).toString('base64');
    const answer = await send(sandbox, 'rtgs', body, { signature });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: true, data: { status: 'SUCCESS' } });
  });

  it('gives every accepted transfer its own transaction id', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const ids = new Set<string>();
    for (let i = 0; i < 15; i += 1) {
      const answer = await send(sandbox, 'rtgs', rtgsBody(), { token });
      ids.add((answer.json!['data'] as { transactionId: string }).transactionId);
    }
    expect(ids.size).toBe(15);
  });

  describe('signature (D2): 403 FORBIDDEN', () => {
    const cases: [string, (body: object) => string | null, RegExp][] = [
      ['missing', () => null, /missing/],
      ['not Base64', () => 'not base64!', /Base64/],
      [
        'URL-safe Base64 without padding',
        (body) =>
          signBody('rtgs', body, fileKey().privateKey)
            .replace(/=+$/, '')
            .replaceAll('+', '-')
            .replaceAll('/', '_') + '-',
        /Base64/,
      ],
      [
        'made with an unregistered key',
        (body) => signBody('rtgs', body, generateTestKey().privateKey),
        /does not verify/,
      ],
      [
        'over other values (amount 1000.0 signed, 1000.00 sent)',
        (body) =>
          signBody('rtgs', withField(body, 'transfer.amount', '1000.0'), fileKey().privateKey),
        /does not verify/,
      ],
    ];
    it.each(cases)('refuses a signature that is %s', async (_case, signature, message) => {
      const sandbox = await readySandbox();
      const body = rtgsBody();
      const answer = await send(sandbox, 'rtgs', body, { signature: signature(body) });
      expect(answer.status).toBe(403);
      expect(answer.json).toMatchObject({ status: false, code: 403, error_code: 'FORBIDDEN' });
      expect(answer.json!['message']).toMatch(/^Invalid signature or insufficient permissions: /);
      expect(answer.json!['message']).toMatch(message);
      // Not processed: the reference is still free.
      expect(sandbox.transaction(body.transfer.reference)).toBeUndefined();
    });

    it('refuses a signature string built in another order or with separators', async () => {
      const sandbox = await readySandbox();
      const body = rtgsBody();
      const { reference, date, amount } = body.transfer;
      const { createSign } = await import('node:crypto');
      for (const text of [
        `${date}${reference}${body.source.accountNumber}${body.destination.accountNumber}${amount}`,
        [reference, date, body.source.accountNumber, body.destination.accountNumber, amount].join(
          '|',
        ),
      ]) {
        const signature = createSign('sha256').update(text).sign(fileKey().privateKey, 'base64');
        expect((await send(sandbox, 'rtgs', body, { signature })).status).toBe(403);
      }
    });

    it('answers 403 when no key is registered at all, saying how to register one', async () => {
      const sandbox = await readySandbox();
      sandbox.removePublicKey(sandbox.publicKeys()[0]!.fingerprint);
      const answer = await send(sandbox, 'rtgs', rtgsBody());
      expect(answer.status).toBe(403);
      expect(answer.json!['message']).toMatch(/POST \/sandbox\/keys/);
    });
  });

  describe('fields: 400 INVALID_REQUEST naming the field', () => {
    const cases: [string, unknown, string][] = [
      ['source.countryCode', 'KEN', 'must be one of KE, UG, TZ, RW, SS, DRC'],
      ['source.currency', undefined, 'is required'],
      ['source.currency', 'EUR', 'must be one of'],
      ['source.name', '   ', 'must not be empty'],
      ['source.name', 'x'.repeat(141), 'at most 140'],
      ['source.accountNumber', '00115', '6 to 20'],
      ['source.accountNumber', '0011-5478-96523', '6 to 20'],
      ['source.accountNumber', 'ab1234567', '6 to 20'],
      ['destination.type', 'Bank', 'must be "bank"'],
      ['destination.countryCode', 'UG', 'must equal source.countryCode (KE)'],
      ['destination.name', 12, 'must be text (a JSON string), not a number'],
      ['destination.bankCode', '99', 'is not a bank code in KE'],
      ['destination.accountNumber', null, 'must be text (a JSON string), not null'],
      ['transfer.type', 'MobileWallet', 'must be "RTGS"'],
      ['transfer.amount', 1000, 'must be text'],
      ['transfer.amount', '1000', 'must be a positive decimal with two decimal places'],
      ['transfer.amount', '1000.0', 'must be a positive decimal with two decimal places'],
      ['transfer.amount', '1,000.00', 'must be a positive decimal with two decimal places'],
      ['transfer.amount', '-5.00', 'must be a positive decimal with two decimal places'],
      ['transfer.amount', '0.00', 'not zero'],
      ['transfer.amount', '1e3', 'must be a positive decimal with two decimal places'],
      ['transfer.currencyCode', 'USD', 'must be KES, the currency of KE'],
      ['transfer.reference', '69219462579', 'must be exactly 12 digits'],
      ['transfer.reference', '69219462579A', 'must be exactly 12 digits'],
      ['transfer.date', '2026-02-30', 'must be a real date in the form YYYY-MM-DD'],
      ['transfer.date', '24/11/2026', 'must be a real date'],
      ['transfer.date', '2026-11-24T10:00:00Z', 'must be a real date'],
      ['transfer.description', undefined, 'is required'],
      ['transfer.purposeOfPaymentCode', 'XXXX', 'is not a payment purpose code'],
      ['transfer.extra', 'x', 'is not a field of the RTGS request'],
      ['sender', {}, 'is not part of the RTGS request'],
      ['transfer', 'x', 'must be a JSON object, not a string'],
      ['destination', undefined, 'is required (a JSON object)'],
    ];
    it.each(cases)('%s = %j', async (field, value, problem) => {
      const sandbox = await readySandbox();
      const body = withField(rtgsBody(), field, value);
      const answer = await send(sandbox, 'rtgs', body, { signature: 'c2lnbmF0dXJl' });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        status: false,
        code: 400,
        error_code: 'INVALID_REQUEST',
        field,
        message: expect.stringMatching(new RegExp(`^Invalid request parameters: ${field} `)),
      });
      expect(answer.json!['message']).toContain(problem);
    });

    it('accepts every documented purpose code and amounts with many digits', async () => {
      const sandbox = await readySandbox();
      const token = await getToken(sandbox);
      for (const code of ['CUR/DEP', 'CUR/WIT', 'CSDK', 'OTHR']) {
        const body = withField(rtgsBody(), 'transfer.purposeOfPaymentCode', code);
        expect((await send(sandbox, 'rtgs', body, { token })).status).toBe(200);
      }
      for (const amount of ['0.01', '999999999999999.99']) {
        const body = withField(rtgsBody(), 'transfer.amount', amount);
        expect((await send(sandbox, 'rtgs', body, { token })).status).toBe(200);
      }
    });

    it('accepts a domestic send in each supported country', async () => {
      const sandbox = await readySandbox();
      const token = await getToken(sandbox);
      const domestic = [
        ['UG', 'UGX', '3100456789012', '02', '9030012345678'],
        ['TZ', 'TZS', '0150234567801', '21', '2100456789'],
        ['RW', 'RWF', '4001122334455', '40', '4000987654321'],
        ['SS', 'USD', '2200334455667', '05', '0500123456789'],
        ['DRC', 'USD', 'CD0012345678', '06', 'CD0600112233'],
      ];
      for (const [country, currency, source, bank, destination] of domestic) {
        let body = rtgsBody();
        body = withField(body, 'source.countryCode', country);
        body = withField(body, 'source.currency', currency);
        body = withField(body, 'source.accountNumber', source);
        body = withField(body, 'destination.countryCode', country);
        body = withField(body, 'destination.bankCode', bank);
        body = withField(body, 'destination.accountNumber', destination);
        body = withField(body, 'transfer.currencyCode', currency);
        const answer = await send(sandbox, 'rtgs', body, { token });
        expect([country, answer.status]).toEqual([country, 200]);
      }
    });
  });

  describe('accounts: 404 ACCOUNT_NOT_FOUND naming the account', () => {
    it.each([
      ['source.accountNumber', 'source.accountNumber', '0011547896999'],
      ['destination.accountNumber', 'destination.accountNumber', '1100194977999'],
      // An account the sandbox holds, but at another bank than the one named.
      ['destination.accountNumber', 'destination.bankCode', '11'],
    ])('%s (changing %s)', async (field, changed, value) => {
      const sandbox = await readySandbox();
      const body = withField(rtgsBody(), changed, value);
      const answer = await send(sandbox, 'rtgs', body);
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({
        status: false,
        code: 404,
        error_code: 'ACCOUNT_NOT_FOUND',
        field,
        message: expect.stringMatching(
          new RegExp(`^Source or destination account not found: ${field}`),
        ),
      });
      // The reference is burned: the interface says it is never reused, even after a failure.
      expect(sandbox.transaction(body.transfer.reference)).toMatchObject({
        outcome: 'account-not-found',
        httpStatus: 404,
      });
    });

    it('refuses a source currency that is not the account currency', async () => {
      const sandbox = await readySandbox();
      const body = withField(rtgsBody(), 'source.currency', 'USD');
      const answer = await send(sandbox, 'rtgs', body);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ field: 'source.currency' });
    });
  });
});

describe('sandbox RTGS window (D6)', () => {
  const queuedCase = async (instant: string, country = 'KE') => {
    const clock = testClock(Date.parse(instant));
    const sandbox = await readySandbox({ now: clock.read });
    let body = rtgsBody();
    if (country === 'DRC') {
      body = withField(body, 'source.countryCode', 'DRC');
      body = withField(body, 'source.currency', 'USD');
      body = withField(body, 'source.accountNumber', 'CD0012345678');
      body = withField(body, 'destination.countryCode', 'DRC');
      body = withField(body, 'destination.bankCode', '06');
      body = withField(body, 'destination.accountNumber', 'CD0600112233');
      body = withField(body, 'transfer.currencyCode', 'USD');
    }
    const answer = await send(sandbox, 'rtgs', body);
    expect(answer.status).toBe(200);
    return { answer, entry: sandbox.transaction(body.transfer.reference)!, sandbox };
  };

  it('queues a Saturday send in Nairobi to Monday 09:00 +03:00', async () => {
    const { answer, entry } = await queuedCase('2026-11-28T09:00:00Z');
    expect(answer.json).toMatchObject({
      status: true,
      code: 0,
      data: { status: 'SUCCESS', queued: true, nextWindow: '2026-11-30T09:00:00+03:00' },
    });
    expect(Date.parse('2026-11-30T09:00:00+03:00')).toBe(Date.parse('2026-11-30T06:00:00Z'));
    expect(entry).toMatchObject({ queued: true, nextWindow: '2026-11-30T09:00:00+03:00' });
  });

  it('queues Friday 15:30 Nairobi to next Monday 09:00 +03:00', async () => {
    const { answer } = await queuedCase('2026-11-27T12:30:00Z');
    expect(answer.json!['data']).toMatchObject({
      queued: true,
      nextWindow: '2026-11-30T09:00:00+03:00',
    });
  });

  it('queues Tuesday 08:59 to the same day 09:00, and 15:00 sharp to the next day', async () => {
    expect((await queuedCase('2026-11-24T05:59:00Z')).answer.json!['data']).toMatchObject({
      nextWindow: '2026-11-24T09:00:00+03:00',
    });
    expect((await queuedCase('2026-11-24T12:00:00Z')).answer.json!['data']).toMatchObject({
      nextWindow: '2026-11-25T09:00:00+03:00',
    });
  });

  it('does not queue at 09:00 sharp or 14:59, and omits the extension fields', async () => {
    for (const instant of ['2026-11-24T06:00:00Z', '2026-11-24T11:59:59Z']) {
      const { answer } = await queuedCase(instant);
      expect(answer.json!['data']).toEqual({
        transactionId: expect.any(String),
        status: 'SUCCESS',
      });
    }
  });

  it("reckons the window in the destination country's zone (Kinshasa, +01:00)", async () => {
    // 16:00 in Nairobi (closed there) is 14:00 in Kinshasa (open).
    const open = await queuedCase('2026-11-24T13:00:00Z', 'DRC');
    expect(open.answer.json!['data']).not.toHaveProperty('queued');
    const closed = await queuedCase('2026-11-24T14:30:00Z', 'DRC');
    expect(closed.answer.json!['data']).toMatchObject({
      queued: true,
      nextWindow: '2026-11-25T09:00:00+01:00',
    });
  });

  it('can be forced open or closed for training, by option and by operator route', async () => {
    const saturday = testClock(Date.parse('2026-11-28T09:00:00Z'));
    const sandbox = await readySandbox({ now: saturday.read, rtgsWindow: 'open' });
    const token = await getToken(sandbox);
    const openAnswer = await send(sandbox, 'rtgs', rtgsBody(), { token });
    expect(openAnswer.json!['data']).not.toHaveProperty('queued');

    saturday.now = Date.parse('2026-11-24T08:00:00Z'); // Tuesday 11:00, normally open
    const set = await fetch(`${sandbox.url}/sandbox/rtgs-window`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...operatorHeaders(sandbox) },
      body: JSON.stringify({ mode: 'closed' }),
    });
    expect(set.status).toBe(200);
    const closedAnswer = await send(sandbox, 'rtgs', rtgsBody(), { token });
    expect(closedAnswer.json!['data']).toMatchObject({
      queued: true,
      nextWindow: '2026-11-25T09:00:00+03:00',
    });

    const bad = await fetch(`${sandbox.url}/sandbox/rtgs-window`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...operatorHeaders(sandbox) },
      body: JSON.stringify({ mode: 'ajar' }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'mode' });
  });
});

import { describe, expect, it } from 'vitest';
import { signatureString } from '@shared/domain/signature-strings';
import { openssl, tempDir, writeTemp } from '../keys/openssl';
import { fileKey, getToken, imtBody, readySandbox, send, withField } from './harness';

describe('sandbox IMT send (live mode)', () => {
  it('accepts a valid, signed transfer with the IMT success body (no reference echo)', async () => {
    const sandbox = await readySandbox();
    const body = imtBody('692194625799');
    const answer = await send(sandbox, 'imt', body);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: true,
      code: 0,
      message: expect.any(String),
      data: { transactionId: expect.stringMatching(/^SBX/), status: 'SUCCESS' },
    });
    expect(sandbox.transaction('692194625799')).toMatchObject({
      operation: 'imt',
      outcome: 'accepted',
      held: false,
      processedCount: 1,
    });
  });

  it('verifies the D2 IMT signature string as signed by the openssl CLI', async () => {
    const sandbox = await readySandbox();
    const body = imtBody('692194625799');
    expect(signatureString('imt', body)).toBe('1000.00KES6921946257990011547896523');
    const keyPath = writeTemp(tempDir(), 'key.pem', fileKey().privatePem);
    const signature = openssl(
      ['dgst', '-sha256', '-sign', keyPath],
      '1000.00KES6921946257990011547896523',
    ).toString('base64');
    expect((await send(sandbox, 'imt', body, { signature })).status).toBe(200);
  });

  it('accepts each seeded wallet in the four IMT countries, however the number is written', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const wallets = [
      ['KE', 'KES', '0712345678', 'M-PESA'],
      ['KE', 'KES', '254733123456', 'airtel money'],
      ['UG', 'UGX', '+256772123456', 'MTN MoMo'],
      ['TZ', 'TZS', '0714123456', 'Tigo Pesa'],
      ['TZ', 'TZS', '+255754123456', 'MPesa'],
      ['RW', 'RWF', '+250788123456', 'MTN MoMo'],
    ];
    for (const [country, currency, mobile, wallet] of wallets) {
      let body = imtBody();
      body = withField(body, 'destination.countryCode', country);
      body = withField(body, 'destination.mobileNumber', mobile);
      body = withField(body, 'destination.walletName', wallet);
      body = withField(body, 'transfer.currencyCode', currency);
      const answer = await send(sandbox, 'imt', body, { token });
      expect([mobile, answer.status, answer.json!['message']]).toEqual([
        mobile,
        200,
        expect.any(String),
      ]);
    }
  });

  it('accepts an absent e-mail and description, and a sender with a foreign number in + form', async () => {
    const sandbox = await readySandbox();
    let body = withField(imtBody(), 'sender.email', undefined);
    body = withField(body, 'transfer.description', undefined);
    body = withField(body, 'sender.mobileNumber', '+256772999888');
    expect((await send(sandbox, 'imt', body)).status).toBe(200);
  });

  const cases: [string, unknown, string][] = [
    ['transfer.reference', undefined, 'decision D3'],
    ['transfer.reference', '1234', 'must be exactly 12 digits'],
    ['destination.countryCode', 'SS', 'must be one of KE, UG, TZ, RW'],
    ['destination.countryCode', 'DRC', 'must be one of KE, UG, TZ, RW'],
    ['destination.countryCode', 'ZZ', 'must be one of KE, UG, TZ, RW, SS, DRC'],
    ['destination.type', 'bank', 'must be "mobile"'],
    ['transfer.type', 'RTGS', 'must be "MobileWallet"'],
    ['transfer.currencyCode', 'UGX', 'must be KES, the currency of KE'],
    ['transfer.amount', '10.5', 'two decimal places'],
    ['transfer.date', '2026-13-01', 'real date'],
    ['destination.mobileNumber', '+256772123456', 'valid mobile number of Kenya'],
    ['destination.mobileNumber', '0202222222', 'valid mobile number of Kenya'], // a landline
    ['destination.mobileNumber', '0712 345 678', 'digits only'],
    ['destination.mobileNumber', '07123', 'valid mobile number'],
    [
      'destination.walletName',
      'MTN MoMo',
      'must be a mobile wallet of KE: M-PESA, Airtel Money, T-Kash',
    ],
    ['sender.mobileNumber', '0712', 'valid mobile number of Kenya'],
    ['sender.email', 'jane@', 'well-formed e-mail'],
    ['sender.email', 'jane example.com', 'well-formed e-mail'],
    ['sender.email', '', 'must not be empty'],
    ['sender.documentType', undefined, 'is required'],
    ['sender.countryCode', 'XX', 'must be one of'],
    ['destination.documentNumber', '', 'must not be empty'],
    ['source.accountNumber', '123', '6 to 20'],
    ['source.currency', 'KES', 'is not a field of the IMT request'],
    ['transfer.purposeOfPaymentCode', 'OTHR', 'is not a field of the IMT request'],
    ['sender', undefined, 'is required (a JSON object)'],
    ['sender', [], 'must be a JSON object, not an array'],
  ];
  it.each(cases)('400 INVALID_REQUEST for %s = %j', async (field, value, problem) => {
    const sandbox = await readySandbox();
    const body = withField(imtBody(), field, value);
    const answer = await send(sandbox, 'imt', body, { signature: 'c2lnbmF0dXJl' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      status: false,
      code: 400,
      error_code: 'INVALID_REQUEST',
      field,
    });
    expect(answer.json!['message']).toMatch(new RegExp(`^Invalid request parameters: ${field} `));
    expect(answer.json!['message']).toContain(problem);
  });

  it('404 for a number that holds no wallet, and for an unknown source account', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const noWallet = withField(imtBody(), 'destination.mobileNumber', '+254712999999');
    const a = await send(sandbox, 'imt', noWallet, { token });
    expect(a.status).toBe(404);
    expect(a.json).toMatchObject({
      error_code: 'ACCOUNT_NOT_FOUND',
      field: 'destination.mobileNumber',
      message: expect.stringMatching(
        /^Source or destination account not found: destination\.mobileNumber/,
      ),
    });
    const noSource = withField(imtBody(), 'source.accountNumber', '9999999999');
    const b = await send(sandbox, 'imt', noSource, { token });
    expect(b.status).toBe(404);
    expect(b.json).toMatchObject({ field: 'source.accountNumber' });
  });

  it("400 when walletName is a network of the country but not the wallet's own", async () => {
    const sandbox = await readySandbox();
    const body = withField(imtBody(), 'destination.walletName', 'Airtel Money');
    const answer = await send(sandbox, 'imt', body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      field: 'destination.walletName',
      message: expect.stringContaining('must be M-PESA'),
    });
    expect(sandbox.transaction(body.transfer.reference)).toBeUndefined();
  });

  it('403 for an IMT signature over the RTGS field order', async () => {
    const sandbox = await readySandbox();
    const body = imtBody();
    const { createSign } = await import('node:crypto');
    const wrong = `${body.transfer.reference}${body.transfer.date}${body.source.accountNumber}${body.transfer.amount}`;
    const signature = createSign('sha256').update(wrong).sign(fileKey().privateKey, 'base64');
    expect((await send(sandbox, 'imt', body, { signature })).status).toBe(403);
  });
});

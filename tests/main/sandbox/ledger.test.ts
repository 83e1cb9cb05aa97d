import { describe, expect, it } from 'vitest';
import { getToken, imtBody, operator, readySandbox, rtgsBody, send, withField } from './harness';

/** The same JSON with its keys in reverse order, at every level, and other whitespace. */
function reordered(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .reverse()
      .map(([k, v]) => [k, reordered(v)]),
  );
}

describe('sandbox references: replay and duplicates', () => {
  it('replays the first answer verbatim for the identical body, and counts it', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const body = rtgsBody();
    const first = await send(sandbox, 'rtgs', body, { token });
    const again = await send(sandbox, 'rtgs', body, { token });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(sandbox.transaction(body.transfer.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 1,
      duplicateCount: 0,
    });
  });

  it('treats the same body with other key order and whitespace as the same request', async () => {
    const sandbox = await readySandbox();
    const body = imtBody();
    const first = await send(sandbox, 'imt', body);
    const text = JSON.stringify(reordered(body), null, 2);
    const again = await send(sandbox, 'imt', body, { text });
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    // The ledger keeps the first text received, byte for byte.
    expect(sandbox.transaction(body.transfer.reference)?.requestText).toBe(JSON.stringify(body));
  });

  it.each([
    ['another amount', 'transfer.amount', '2000.00'],
    ['the same amount written otherwise', 'transfer.amount', '01000.00'],
    ['another description (not in the signature)', 'transfer.description', 'Rent'],
  ])('refuses %s under a used reference with 400 DUPLICATE_REFERENCE', async (_c, field, value) => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const body = rtgsBody();
    const first = await send(sandbox, 'rtgs', body, { token });
    const other = await send(sandbox, 'rtgs', withField(body, field, value), { token });
    expect(other.status).toBe(400);
    expect(other.json).toMatchObject({
      status: false,
      code: 400,
      error_code: 'DUPLICATE_REFERENCE',
      field: 'transfer.reference',
      message: expect.stringContaining(body.transfer.reference),
    });
    const entry = sandbox.transaction(body.transfer.reference)!;
    expect(entry).toMatchObject({ processedCount: 1, replayedCount: 0, duplicateCount: 1 });
    expect(entry.answer).toEqual(first.json);
    expect(entry.request).toEqual(body);
  });

  it('refuses an IMT under a reference an RTGS already used', async () => {
    const sandbox = await readySandbox();
    const reference = rtgsBody().transfer.reference;
    expect((await send(sandbox, 'rtgs', rtgsBody(reference))).status).toBe(200);
    const imt = await send(sandbox, 'imt', imtBody(reference));
    expect(imt.json).toMatchObject({ error_code: 'DUPLICATE_REFERENCE' });
  });

  it('replays a 404 too: a reference is burned even by a failed transfer', async () => {
    const sandbox = await readySandbox();
    const body = withField(rtgsBody(), 'destination.accountNumber', '1100194977999');
    const first = await send(sandbox, 'rtgs', body);
    expect(first.status).toBe(404);
    const again = await send(sandbox, 'rtgs', body);
    expect([again.status, again.text]).toEqual([404, first.text]);
    const fixed = withField(body, 'destination.accountNumber', '1100194977404');
    expect((await send(sandbox, 'rtgs', fixed)).json).toMatchObject({
      error_code: 'DUPLICATE_REFERENCE',
    });
  });

  it('does not burn a reference on a 400, 401 or 403: the same reference then succeeds', async () => {
    const sandbox = await readySandbox();
    const body = rtgsBody();
    expect((await send(sandbox, 'rtgs', body, { signature: 'AAAA' })).status).toBe(403);
    expect((await send(sandbox, 'rtgs', body, { token: 'expired-or-unknown' })).status).toBe(401);
    const invalid = withField(body, 'transfer.amount', '1000');
    expect((await send(sandbox, 'rtgs', invalid)).status).toBe(400);
    expect((await send(sandbox, 'rtgs', body)).status).toBe(200);
  });

  it('processes one of many identical requests arriving together and replays the rest', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const body = rtgsBody();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => send(sandbox, 'rtgs', body, { token })),
    );
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(sandbox.transaction(body.transfer.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 11,
    });
  });
});

describe('sandbox ledger persistence and operator views', () => {
  it('keeps what it received across a restart: replays and duplicates still work', async () => {
    const first = await readySandbox();
    const body = rtgsBody();
    const original = await send(first, 'rtgs', body);
    await first.close();

    const second = await readySandbox({ dataDir: first.dataDir });
    const replay = await send(second, 'rtgs', body);
    expect(replay.text).toBe(original.text);
    const changed = await send(second, 'rtgs', withField(body, 'transfer.amount', '5.00'));
    expect(changed.json).toMatchObject({ error_code: 'DUPLICATE_REFERENCE' });
    expect(second.transaction(body.transfer.reference)).toMatchObject({
      processedCount: 1,
      replayedCount: 1,
      duplicateCount: 1,
    });
  });

  it('shows one entry by reference, and 404 with an error body for an unknown one', async () => {
    const sandbox = await readySandbox();
    const body = imtBody();
    const sent = await send(sandbox, 'imt', body);
    const entry = await operator(sandbox, `/sandbox/transactions/${body.transfer.reference}`);
    expect(entry.status).toBe(200);
    expect(entry.json!['data']).toMatchObject({
      reference: body.transfer.reference,
      operation: 'imt',
      request: body,
      answer: sent.json,
      transactionId: (sent.json!['data'] as { transactionId: string }).transactionId,
      signatureKey: sandbox.publicKeys()[0]!.fingerprint,
      processedCount: 1,
      receivedAt: '2026-11-24T08:00:00.000Z',
    });
    const missing = await operator(sandbox, '/sandbox/transactions/000000000000');
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ status: false, code: 404, error_code: 'NOT_FOUND' });
  });

  it('lists entries newest first, limited, and refuses a bad limit', async () => {
    const sandbox = await readySandbox();
    const token = await getToken(sandbox);
    const references: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const body = rtgsBody();
      references.push(body.transfer.reference);
      await send(sandbox, 'rtgs', body, { token });
    }
    const all = await operator(sandbox, '/sandbox/transactions');
    expect((all.json!['data'] as { reference: string }[]).map((e) => e.reference)).toEqual(
      [...references].reverse(),
    );
    const two = await operator(sandbox, '/sandbox/transactions?limit=2');
    expect((two.json!['data'] as { reference: string }[]).map((e) => e.reference)).toEqual(
      references.slice(2).reverse(),
    );
    for (const limit of ['0', 'ten', '1001', '-1']) {
      const bad = await operator(sandbox, `/sandbox/transactions?limit=${limit}`);
      expect(bad.status).toBe(400);
      expect(bad.json).toMatchObject({ field: 'limit' });
    }
  });

  it('lists the seeded accounts, including the D2 example accounts', async () => {
    const sandbox = await readySandbox();
    const answer = await operator(sandbox, '/sandbox/accounts');
    expect(answer.status).toBe(200);
    const data = answer.json!['data'] as Record<
      string,
      { countryCode: string; accountNumber?: string }[]
    >;
    expect(data['sourceAccounts']).toContainEqual(
      expect.objectContaining({ countryCode: 'KE', accountNumber: '0011547896523' }),
    );
    expect(data['bankAccounts']).toContainEqual(
      expect.objectContaining({
        countryCode: 'KE',
        accountNumber: '1100194977404',
        bankCode: '01',
      }),
    );
    for (const country of ['KE', 'UG', 'TZ', 'RW', 'SS', 'DRC']) {
      expect(data['sourceAccounts']!.some((a) => a.countryCode === country)).toBe(true);
      expect(data['bankAccounts']!.some((a) => a.countryCode === country)).toBe(true);
    }
    for (const country of ['KE', 'UG', 'TZ', 'RW']) {
      expect(data['wallets']!.some((w) => w.countryCode === country)).toBe(true);
    }
  });
});

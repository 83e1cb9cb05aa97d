import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_PATHS, SIGNATURE_HEADER } from '@shared/api/paths';
import type { ReceiptView } from '@shared/domain/receipt';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { MALFORMED_JSON_TEXT } from '../../../electron/main/sandbox/apply-fault';
import type { Sandbox } from '../../../electron/main/sandbox/sandbox';
import type { Services } from '../../../electron/main/services';
import {
  sandboxBranchLists,
  CLERK,
  createTeardown,
  generateTestKey,
  startBank,
  testWorkstation,
  transferRows,
  type TestKey,
  type WorkstationOptions,
  recordedWorkstation,
} from '../engine/engine-fixture';
import { testClock } from '../engine/test-clock';
import { imtDraft, rtgsDraft, confirmedRepeat } from '../engine/drafts';

/**
 * Every kind of answer the service gives to a send, through the real client against the sandbox
 * bank: what the clerk reads, what the journal keeps, and what the bank's own ledger saw.
 */
describe('the bank client against the sandbox bank: answers to a send', () => {
  const fileTeardown = createTeardown();
  const teardown = createTeardown();
  const clock = testClock();
  let key: TestKey;
  let unregisteredKey: TestKey;
  let sandbox: Sandbox;

  beforeAll(async () => {
    key = generateTestKey();
    unregisteredKey = generateTestKey();
    sandbox = await startBank({ clock });
    fileTeardown.add(() => sandbox.close());
  });
  afterEach(async () => {
    sandbox.clearFaults();
    await teardown.run();
  });
  afterAll(() => fileTeardown.run());

  async function workstation(options: Partial<WorkstationOptions> = {}) {
    const station = await recordedWorkstation({
      sandbox,
      key,
      clock,
      teardown,
      ...options,
    });
    const listed = await station.services.purposes.list();
    if (!listed.ok) throw new Error(listed.error.message);
    return station;
  }

  async function sendOk(services: Services, draft: TransferDraft): Promise<ReceiptView> {
    // The same details again on purpose: the clerk confirms each as a second transfer (D46).
    const sent = await services.transfers.send(confirmedRepeat(services, draft), CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    return sent.value;
  }

  function journaled(services: Services, reference: string) {
    const record = services.journal.transfers.getByReference(reference)!;
    return {
      record,
      attempts: services.journal.transfers.attempts(record.id),
      audit: services.journal.audit.entries().filter((e) => e.details['reference'] === reference),
    };
  }

  it('is refused nothing by the sandbox’s web-page and operator guards: token, purposes and sends', async () => {
    const before = sandbox.refusals();
    const { services, recorder } = await workstation();
    expect((await sendOk(services, rtgsDraft())).state).toBe('succeeded');
    expect((await sendOk(services, imtDraft())).state).toBe('succeeded');
    // The client sends no Origin and no Sec-Fetch-Site, and addresses the sandbox as it gives
    // itself out; it needs no operator token for the service routes.
    for (const path of [SERVICE_PATHS.token, SERVICE_PATHS.paymentPurposes, SERVICE_PATHS.rtgs]) {
      expect(recorder.to(path).length, path).toBeGreaterThan(0);
    }
    for (const call of recorder.calls) {
      const names = Object.keys(call.headers ?? {}).map((name) => name.toLowerCase());
      expect(names).not.toContain('origin');
      expect(names).not.toContain('sec-fetch-site');
    }
    expect(sandbox.refusals()).toEqual(before);
  });

  describe('400 INVALID_REQUEST', () => {
    it('names the field in the clerk’s words: a bank code the form accepts but the bank does not know', async () => {
      const { services } = await workstation();
      const receipt = await sendOk(services, rtgsDraft({ destination: { bankCode: '99' } }));
      expect(receipt.state).toBe('rejected');
      expect(receipt.stateLabel).toBe('Rejected by the service');
      // The clerk's words alone; the service's own text apart, for support, and the field it named
      // for the correction's form (D8, D45).
      expect(receipt.message).toBe(
        "Recipient's bank code is not accepted by the service. No money moved. Correct it with the customer and send the transfer as a new one.",
      );
      expect(receipt.rejection).toEqual({
        field: 'destination.bankCode',
        fieldLabel: "Recipient's bank code",
        serviceText: expect.stringMatching(/^Invalid request parameters: destination\.bankCode /),
      });
      const { record, attempts, audit } = journaled(services, receipt.reference);
      expect(record).toMatchObject({ state: 'rejected', errorCode: 'INVALID_REQUEST' });
      expect(attempts).toHaveLength(1);
      expect(attempts[0]).toMatchObject({ httpStatus: 400, error: null, notProcessed: false });
      expect(JSON.parse(attempts[0]!.response!)).toMatchObject({
        status: false,
        code: 400,
        error_code: 'INVALID_REQUEST',
        field: 'destination.bankCode',
      });
      expect(audit.at(-1)).toMatchObject({
        action: 'transfer.outcome',
        details: { state: 'rejected', errorCode: 'INVALID_REQUEST' },
      });
      // A 400 is not booked by the bank: nothing under this reference.
      expect(sandbox.transaction(receipt.reference)).toBeUndefined();
    });

    it('names the mobile wallet when the number is registered with another one (IMT)', async () => {
      const { services } = await workstation();
      const receipt = await sendOk(
        services,
        imtDraft({ destination: { walletName: 'Airtel Money' } }),
      );
      expect(receipt.state).toBe('rejected');
      expect(receipt.message).toMatch(
        /^Mobile wallet is not accepted by the service\. No money moved\./,
      );
      expect(receipt.message).not.toContain('walletName');
      expect(receipt.rejection?.field).toBe('destination.walletName');
      expect(receipt.rejection?.serviceText).toContain('must be M-PESA');
      expect(sandbox.transaction(receipt.reference)).toBeUndefined();
    });

    it('reads the field from the message when the body has no `field` (as the interface shows it)', async () => {
      const { services } = await workstation();
      const body = {
        status: false,
        code: 400,
        message: 'Invalid request parameters: transfer.description contains characters not allowed',
        error_code: 'INVALID_REQUEST',
      };
      sandbox.setFault({ route: 'rtgs', fault: 'status', status: 400, body, times: 1 });
      const receipt = await sendOk(services, rtgsDraft());
      expect(receipt.state).toBe('rejected');
      expect(receipt.message).toMatch(
        /^Description is not accepted by the service\. No money moved\./,
      );
      expect(receipt.rejection).toEqual({
        field: 'transfer.description',
        fieldLabel: 'Description',
        serviceText: body.message,
      });
      const { attempts } = journaled(services, receipt.reference);
      expect(attempts.map((a) => [a.httpStatus, a.response])).toEqual([
        [400, JSON.stringify(body)],
      ]);
    });
  });

  describe('404 ACCOUNT_NOT_FOUND', () => {
    it('says which account: the recipient’s, which the bank does not hold', async () => {
      const { services } = await workstation();
      const receipt = await sendOk(
        services,
        rtgsDraft({ destination: { accountNumber: '1100194977499' } }),
      );
      expect(receipt.state).toBe('rejected');
      expect(receipt.message).toBe(
        "Recipient's account number was not found by the service. No money moved. Check the account number with the customer, then correct it and send the transfer as a new one.",
      );
      expect(receipt.rejection).toMatchObject({
        field: 'destination.accountNumber',
        serviceText: expect.stringContaining('Source or destination account not found'),
      });
      const { record, attempts } = journaled(services, receipt.reference);
      expect(record.errorCode).toBe('ACCOUNT_NOT_FOUND');
      expect(attempts).toEqual([
        expect.objectContaining({ n: 1, httpStatus: 404, notProcessed: false }),
      ]);
      expect(JSON.parse(attempts[0]!.response!)).toMatchObject({
        code: 404,
        error_code: 'ACCOUNT_NOT_FOUND',
        field: 'destination.accountNumber',
      });
      // The bank books a 404 against the reference: it is burned there too.
      expect(sandbox.transaction(receipt.reference)).toMatchObject({
        outcome: 'account-not-found',
        processedCount: 1,
      });
    });

    it('says which account: the sender’s', async () => {
      // An account the branch lists that the bank no longer holds (closed since).
      const lists = sandboxBranchLists();
      lists.sourceAccounts.push({
        countryCode: 'KE',
        accountNumber: '0011547896549',
        holderName: 'Jane Wanjiku',
        currency: 'KES',
      });
      const { services } = await workstation({ branchLists: lists });
      const receipt = await sendOk(
        services,
        imtDraft({ source: { accountNumber: '0011547896549' } }),
      );
      expect(receipt.state).toBe('rejected');
      expect(receipt.message).toMatch(/^Source account number was not found by the service\./);
    });
  });

  describe('401 and 403: renewed or re-signed once, then an admin is needed', () => {
    it('401 on the send twice: "credentials rejected, call an admin", not sent', async () => {
      const { services, recorder } = await workstation();
      sandbox.setFault({ route: 'rtgs', fault: 'status', status: 401 });
      const receipt = await sendOk(services, rtgsDraft());
      expect(receipt.state).toBe('not_sent');
      expect(receipt.stateLabel).toBe('Not sent: no money moved');
      expect(receipt.message).toBe(
        "The service rejected the app's credentials. No money moved. Call an admin to check the API key, merchant code and consumer secret.",
      );
      const { record, attempts } = journaled(services, receipt.reference);
      expect(record.errorCode).toBe('credentials-rejected');
      expect(attempts.map((a) => [a.n, a.httpStatus, a.notProcessed])).toEqual([
        [1, 401, true],
        [2, 401, true],
      ]);
      // The token was renewed once between the two tries, and the same request repeated.
      const tokens = recorder.to(SERVICE_PATHS.token);
      const sends = recorder.to(SERVICE_PATHS.rtgs);
      expect(tokens).toHaveLength(2); // the one the purpose list fetched, then the renewal
      expect(sends).toHaveLength(2);
      expect(sends[1]!.body).toBe(sends[0]!.body);
      expect(sends[1]!.headers['Authorization']).not.toBe(sends[0]!.headers['Authorization']);
      expect(sandbox.transaction(receipt.reference)).toBeUndefined();
    });

    it('credentials the token endpoint refuses: not sent, nothing tried', async () => {
      const station = await testWorkstation({
        sandbox,
        key,
        clock,
        teardown,
        credentials: { apiKey: 'wrong-key', merchantCode: 'RDSANDBOX001', consumerSecret: 'x' },
      });
      const purposes = await station.services.purposes.list();
      expect(purposes.ok).toBe(false);
      const receipt = await sendOk(station.services, imtDraft());
      expect(receipt.state).toBe('not_sent');
      expect(receipt.message).toBe(
        "The service rejected the app's credentials. No money moved. Call an admin to check the API key, merchant code and consumer secret.",
      );
      const { attempts } = journaled(station.services, receipt.reference);
      expect(attempts).toEqual([]);
      expect(sandbox.transaction(receipt.reference)).toBeUndefined();
    });

    it('403 twice (the key is not registered): "key not registered or wrong key", not sent', async () => {
      const { services, recorder } = await workstation({
        key: unregisteredKey,
        register: false,
      });
      const receipt = await sendOk(services, rtgsDraft());
      expect(receipt.state).toBe('not_sent');
      expect(receipt.message).toBe(
        'The service refused the request signature. No money moved. Call an admin: the signing key is not registered with the service, or it is the wrong key.',
      );
      const { record, attempts } = journaled(services, receipt.reference);
      expect(record.errorCode).toBe('signature-rejected');
      expect(attempts.map((a) => [a.n, a.httpStatus, a.notProcessed])).toEqual([
        [1, 403, true],
        [2, 403, true],
      ]);
      expect(JSON.parse(attempts[1]!.response!)).toMatchObject({ error_code: 'FORBIDDEN' });
      const sends = recorder.to(SERVICE_PATHS.rtgs);
      expect(sends).toHaveLength(2);
      expect(sends[1]!.body).toBe(sends[0]!.body);
      expect(sends.every((s) => s.headers[SIGNATURE_HEADER])).toBe(true);
      expect(sandbox.transaction(receipt.reference)).toBeUndefined();
    });

    it('401 once: the token is renewed and the same reference sent again, processed once', async () => {
      const { services, recorder } = await workstation();
      sandbox.setFault({ route: 'imt', fault: 'status', status: 401, times: 1 });
      const receipt = await sendOk(services, imtDraft());
      expect(receipt.state).toBe('succeeded');
      const { attempts } = journaled(services, receipt.reference);
      expect(attempts.map((a) => [a.httpStatus, a.notProcessed])).toEqual([
        [401, true],
        [200, false],
      ]);
      const sends = recorder.to(SERVICE_PATHS.imt);
      expect(sends.map((s) => JSON.parse(s.body!).transfer.reference)).toEqual([
        receipt.reference,
        receipt.reference,
      ]);
      expect(sends[1]!.headers['Authorization']).not.toBe(sends[0]!.headers['Authorization']);
      expect(sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
    });

    it('403 once: re-signed and sent again under the same reference, two attempts journaled', async () => {
      const { services, recorder } = await workstation();
      sandbox.setFault({ route: 'rtgs', fault: 'status', status: 403, times: 1 });
      const receipt = await sendOk(services, rtgsDraft());
      expect(receipt).toMatchObject({ state: 'succeeded', message: null });
      const { attempts, audit } = journaled(services, receipt.reference);
      expect(attempts.map((a) => [a.n, a.httpStatus, a.notProcessed])).toEqual([
        [1, 403, true],
        [2, 200, false],
      ]);
      const sends = recorder.to(SERVICE_PATHS.rtgs);
      expect(sends).toHaveLength(2);
      expect(sends[1]!.body).toBe(sends[0]!.body);
      expect(sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
      // Each attempt is on the record, as is every change of state.
      expect(audit.map((e) => e.action)).toEqual([
        'transfer.reserved',
        'transfer.sending',
        'transfer.attempt-started',
        'transfer.attempt-finished',
        'transfer.attempt-started',
        'transfer.attempt-finished',
        'transfer.outcome',
      ]);
    });
  });

  it('403 after an admin replaced the key: re-signed with the key the keychain holds now', async () => {
    const bank = await startBank({ clock });
    teardown.add(() => bank.close());
    const { services, store, recorder } = await workstation({ sandbox: bank });
    const before = await sendOk(services, imtDraft());
    expect(before.state).toBe('succeeded');

    // The old key is withdrawn at the bank and a new one imported and registered; the engine
    // still holds a signer made from the old one.
    const old = bank.registerPublicKey(key.publicPem);
    const replacement = bank.registerPublicKey(unregisteredKey.publicPem);
    if (!old.ok || !replacement.ok) throw new Error('key registration failed');
    await store.savePrivateKey(unregisteredKey.privatePem);
    expect(bank.removePublicKey(old.value.fingerprint)).toBe(true);

    const after = await sendOk(services, imtDraft());
    expect(after.state).toBe('succeeded');
    const { attempts } = journaled(services, after.reference);
    expect(attempts.map((a) => [a.httpStatus, a.notProcessed])).toEqual([
      [403, true],
      [200, false],
    ]);
    const sends = recorder.to(SERVICE_PATHS.imt).slice(-2);
    expect(sends[1]!.body).toBe(sends[0]!.body);
    expect(sends[1]!.headers[SIGNATURE_HEADER]).not.toBe(sends[0]!.headers[SIGNATURE_HEADER]);
    expect(bank.transaction(after.reference)).toMatchObject({
      processedCount: 1,
      signatureKey: replacement.value.fingerprint,
    });
  });

  describe('an answer that the reference was already used: the bank may hold it (never "no money moved")', () => {
    const UNKNOWN_DUPLICATE = (reference: string) =>
      `The service answered that reference ${reference} was already used, so the bank may already hold this transfer. Do not send it again. A supervisor must confirm the outcome with the bank.`;

    it('a bank that booked the transfer and answers DUPLICATE_REFERENCE: unknown, one attempt, never sent again', async () => {
      const { services, recorder } = await workstation();
      sandbox.setFault({ route: 'rtgs', fault: 'duplicate-reference', times: 1 });
      const receipt = await sendOk(services, rtgsDraft());
      expect(receipt.state).toBe('unknown');
      expect(receipt.stateLabel).toBe('Outcome unknown: a supervisor must confirm with the bank');
      expect(receipt.message).toBe(UNKNOWN_DUPLICATE(receipt.reference));
      expect(receipt.message).not.toMatch(/no money moved/i);
      const { record, attempts, audit } = journaled(services, receipt.reference);
      expect(record).toMatchObject({ state: 'unknown', errorCode: 'duplicate-reference' });
      expect(attempts).toEqual([
        expect.objectContaining({ n: 1, httpStatus: 400, notProcessed: false, error: null }),
      ]);
      expect(JSON.parse(attempts[0]!.response!)).toMatchObject({
        error_code: 'DUPLICATE_REFERENCE',
        field: 'transfer.reference',
      });
      expect(audit.at(-1)).toMatchObject({
        action: 'transfer.outcome',
        details: { state: 'unknown', errorCode: 'duplicate-reference' },
      });
      expect(services.needsSupervisor()).toBe(1);
      // Not retried: one request reached the bank, and the bank did book it.
      expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
      expect(sandbox.transaction(receipt.reference)).toMatchObject({
        outcome: 'accepted',
        processedCount: 1,
        replayedCount: 0,
      });
    });

    it('two workstations set to the same number give the same reference: the second is unknown, for a supervisor', async () => {
      // An admin mistake D4 warns about: workstation 11 twice, each with a fresh journal and keychain.
      const first = await workstation({ workstation: 11 });
      const second = await workstation({ workstation: 11 });
      const one = await sendOk(first.services, rtgsDraft());
      const two = await sendOk(second.services, rtgsDraft({ transfer: { amount: '2000.00' } }));
      expect(two.reference).toBe(one.reference);
      expect(one.state).toBe('succeeded');
      expect(two.state).toBe('unknown');
      expect(two.message).toBe(UNKNOWN_DUPLICATE(two.reference));
      const { record, attempts } = journaled(second.services, two.reference);
      expect(record.errorCode).toBe('duplicate-reference');
      expect(attempts).toEqual([expect.objectContaining({ httpStatus: 400 })]);
      expect(second.recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
      // The bank kept the first transfer, processed once, and counted the refused copy.
      expect(sandbox.transaction(one.reference)).toMatchObject({
        processedCount: 1,
        duplicateCount: 1,
        request: { transfer: { amount: '1000.00' } },
      });
    });
  });

  describe('answers that are not a clear answer: outcome unknown, never re-sent (D7, D8)', () => {
    it('an unexpected 502 keeps its status and code whole in the journal', async () => {
      const { services, recorder } = await workstation();
      const body = {
        status: false,
        code: 502,
        message: 'Upstream core banking did not answer',
        error_code: 'UPSTREAM_TIMEOUT',
      };
      sandbox.setFault({ route: 'rtgs', fault: 'status', status: 502, body });
      const receipt = await sendOk(services, rtgsDraft());
      expect(receipt.state).toBe('unknown');
      expect(receipt.stateLabel).toBe('Outcome unknown: a supervisor must confirm with the bank');
      expect(receipt.message).toBe(
        'The service had a fault of its own while the transfer was being sent. The service may have received this transfer: do not send it again. A supervisor must confirm the outcome with the bank. For support: HTTP 502, service code UPSTREAM_TIMEOUT.',
      );
      const { record, attempts, audit } = journaled(services, receipt.reference);
      expect(record.errorCode).toBe('unexpected-response');
      expect(attempts).toEqual([
        expect.objectContaining({
          n: 1,
          httpStatus: 502,
          response: JSON.stringify(body),
          error: null,
          notProcessed: false,
        }),
      ]);
      expect(audit.at(-1)).toMatchObject({ details: { state: 'unknown' } });
      expect(recorder.to(SERVICE_PATHS.rtgs)).toHaveLength(1);
    });

    it('a 500 after the bank booked it: unknown, one attempt, processed once', async () => {
      const { services, recorder } = await workstation();
      sandbox.setFault({ route: 'imt', fault: 'status', status: 500, processed: true });
      const receipt = await sendOk(services, imtDraft());
      expect(receipt.state).toBe('unknown');
      expect(receipt.message).toMatch(
        /^The service had a fault of its own .* For support: HTTP 500, service code INTERNAL_ERROR\.$/,
      );
      const { attempts } = journaled(services, receipt.reference);
      expect(attempts).toHaveLength(1);
      expect(JSON.parse(attempts[0]!.response!)).toMatchObject({
        code: 500,
        error_code: 'INTERNAL_ERROR',
      });
      expect(recorder.to(SERVICE_PATHS.imt)).toHaveLength(1);
      expect(sandbox.transaction(receipt.reference)).toMatchObject({
        outcome: 'accepted',
        processedCount: 1,
        replayedCount: 0,
      });
    });

    it('a 200 whose body is not JSON: unknown, the text kept whole', async () => {
      const { services } = await workstation();
      sandbox.setFault({ route: 'rtgs', fault: 'malformed-json', times: 1 });
      const receipt = await sendOk(services, rtgsDraft());
      expect(receipt.state).toBe('unknown');
      expect(receipt.message).toMatch(
        /^The service answered in a form Remit Desk does not recognise\. .* For support: HTTP 200\.$/,
      );
      const { attempts } = journaled(services, receipt.reference);
      expect(attempts).toEqual([
        expect.objectContaining({
          httpStatus: 200,
          response: MALFORMED_JSON_TEXT,
          notProcessed: false,
        }),
      ]);
      expect(sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
      expect(transferRows(services.journal.path).map((r) => r.state)).toEqual(['unknown']);
    });
  });
});

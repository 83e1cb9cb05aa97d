import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Services } from '../../../electron/main/services';
import { keychainStores } from '../keys/keychain-fixture';
import { tamper } from '../journal/fixtures';
import {
  CLERK,
  createTeardown,
  receivedBodyText,
  startEngine,
  tempDir,
} from '../engine/engine-fixture';
import { testClock } from '../engine/test-clock';
import { confirmedRepeat, imtDraft, rtgsDraft } from '../engine/drafts';

/**
 * The app's first-launch environment: the sandbox bank embedded by createServices, provisioned
 * with its published credentials and a key the app generated into the keychain itself.
 */
describe('a send on the built-in sandbox bank', () => {
  const teardown = createTeardown();
  const clock = testClock();
  let services: Services;

  beforeAll(async () => {
    const stores = keychainStores();
    teardown.add(() => stores.cleanUp());
    const dataDir = tempDir();
    services = await startEngine({
      dataDir,
      secretStore: stores.store,
      journalKeychain: stores.journalKeychain(dataDir),
      now: clock.read,
    });
    teardown.add(() => services.close());
    expect(services.environment).toBe('sandbox');
    expect(await services.problems()).toEqual([]);
    // The RTGS form offers, and the engine accepts, only codes from the service's own list.
    expect((await services.purposes.list()).ok).toBe(true);
  });
  afterAll(() => teardown.run());

  it('RTGS: the same amount text in the body received, the journal and the receipt', async () => {
    const draft = rtgsDraft();
    const sent = await services.transfers.send(draft, CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    const receipt = sent.value;
    expect(receipt).toMatchObject({
      kind: 'rtgs',
      state: 'succeeded',
      stateLabel: 'Sent: accepted by the service',
      message: null,
      environment: 'sandbox',
      amount: '1000.00',
      currency: 'KES',
      date: '2026-11-24',
      sourceAccount: '0011547896523',
      recipientAccount: '1100194977404',
      bankCode: '01',
      purposeCode: 'OTHR',
      serviceStatus: 'SUCCESS',
      queuedUntil: null,
      operatorId: CLERK,
    });
    // D4 on the sandbox: workstation 10, then the counter; never a float, never a reformat.
    expect(receipt.reference).toMatch(/^10\d{10}$/);

    const record = services.journal.transfers.getByReference(receipt.reference)!;
    expect(record.state).toBe('succeeded');
    expect(record.amount).toBe('1000.00');
    expect(record.body).toContain('"amount":"1000.00"');
    expect(JSON.parse(record.body)).toMatchObject({
      transfer: { reference: receipt.reference, amount: '1000.00', date: '2026-11-24' },
    });
    // The very text that was journaled is the text the bank received.
    expect(receivedBodyText(services.sandbox!, receipt.reference)).toBe(record.body);

    const entry = services.sandbox!.transaction(receipt.reference)!;
    expect(entry).toMatchObject({ operation: 'rtgs', outcome: 'accepted', processedCount: 1 });
    expect(receipt.transactionId).toBe(entry.transactionId);

    const attempts = services.journal.transfers.attempts(record.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({ n: 1, httpStatus: 200, error: null, notProcessed: false });
    expect(JSON.parse(attempts[0]!.response!)).toEqual(entry.answer);

    const audit = services.journal.audit
      .entries()
      .filter((e) => e.details['reference'] === receipt.reference);
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    // Every step is on the record, and the record binds the exact body and answer.
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'transfer.reserved',
        operatorId: CLERK,
        details: {
          reference: receipt.reference,
          kind: 'rtgs',
          amount: '1000.00',
          currency: 'KES',
          counter: Number(receipt.reference.slice(2)),
          bodySha256: sha256(record.body),
          instructionFormNumber: draft.instruction!.formNumber,
          idAndSignatureChecked: true,
          // D77: the customer block as journaled (its text, the fields in the form's order).
          customerSha256: sha256(JSON.stringify(record.customer)),
          // D86: the receipt's language, kept with the transfer and audited with it.
          receiptLanguage: 'en',
          // D113: the business day it belongs to, decided when it is reserved.
          businessDay: '2026-11-24',
          // D124: priced at the send (no tariff: no fee) and how the customer paid.
          charges: {
            fee: '0.00',
            feeCurrency: 'KES',
            rate: null,
            total: '1000.00',
            totalCurrency: 'KES',
            indicative: false,
          },
          paymentMethod: 'cash',
        },
      }),
      expect.objectContaining({
        action: 'transfer.sending',
        operatorId: CLERK,
        details: expect.objectContaining({ from: 'reserved', state: 'sending' }),
      }),
      expect.objectContaining({
        action: 'transfer.attempt-started',
        details: { reference: receipt.reference, attempt: 1 },
      }),
      expect.objectContaining({
        action: 'transfer.attempt-finished',
        details: {
          reference: receipt.reference,
          attempt: 1,
          httpStatus: 200,
          notProcessed: false,
          responseSha256: sha256(attempts[0]!.response!),
        },
      }),
      expect.objectContaining({
        action: 'transfer.outcome',
        operatorId: CLERK,
        details: {
          reference: receipt.reference,
          from: 'sending',
          state: 'succeeded',
          transactionId: entry.transactionId,
          errorCode: null,
        },
      }),
    ]);
    expect(services.journal.audit.verify().ok).toBe(true);
  });

  it('IMT: carries its reference (D3) and the same amount text everywhere', async () => {
    const draft = imtDraft({ transfer: { amount: '2500.50' } });
    const sent = await services.transfers.send(draft, CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    const receipt = sent.value;
    expect(receipt).toMatchObject({
      kind: 'imt',
      state: 'succeeded',
      amount: '2500.50',
      recipientAccount: '+254712345678',
      walletName: 'M-PESA',
      purposeCode: null,
      serviceStatus: 'SUCCESS',
    });
    const record = services.journal.transfers.getByReference(receipt.reference)!;
    expect(record.body).toContain('"amount":"2500.50"');
    expect(JSON.parse(record.body)).toMatchObject({
      transfer: { type: 'MobileWallet', reference: receipt.reference, amount: '2500.50' },
    });
    expect(receivedBodyText(services.sandbox!, receipt.reference)).toBe(record.body);
    const entry = services.sandbox!.transaction(receipt.reference)!;
    expect(entry).toMatchObject({ operation: 'imt', processedCount: 1, held: false });
    expect(receipt.transactionId).toBe(entry.transactionId);
    expect(services.journal.transfers.attempts(record.id)).toEqual([
      expect.objectContaining({ n: 1, httpStatus: 200, notProcessed: false }),
    ]);
  });

  it('gives every send a new reference, increasing', async () => {
    const first = await services.transfers.send(imtDraft(), CLERK);
    const second = await services.transfers.send(confirmedRepeat(services, rtgsDraft()), CLERK);
    if (!first.ok || !second.ok) throw new Error('send failed');
    expect(second.value.reference > first.value.reference).toBe(true);
    expect(services.sandbox!.transaction(first.value.reference)?.processedCount).toBe(1);
    expect(services.sandbox!.transaction(second.value.reference)?.processedCount).toBe(1);
  });
  // Last: it stops this workstation's journal, as any row edited outside the app does.
  it('refuses a receipt whose row was edited in the file, naming it, and stops the journal (D68)', async () => {
    const sent = await services.transfers.send(confirmedRepeat(services, rtgsDraft()), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    const { reference } = sent.value;
    // Another program rewrites the summary columns (the trigger that guards some is dropped).
    tamper(
      services.journal.path,
      `UPDATE transfers SET amount = '999999.00', currency = 'UGX', destination_country = 'UG',
        recipient_name = 'Someone Else', recipient_account = '9999999999', source_account = '1234'
        WHERE reference = ?`,
      reference,
    );
    const named = `Transfer ${reference} was written outside Remit Desk: it does not carry the journal's seal (table transfers).`;
    expect(() => services.transfers.receipt(reference)).toThrow(named);
    expect(services.seal.problem()).toMatchObject({
      alteredRow: { table: 'transfers', key: reference },
    });
  });
});

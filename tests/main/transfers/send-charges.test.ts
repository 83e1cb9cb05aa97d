import { describe, expect, it } from 'vitest';
import { groupedAmount } from '@shared/domain/money';
import type { ImtDraft } from '@shared/domain/transfer-drafts';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { rawJournal } from '../journal/fixtures';
import { imtDraft } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';
import { deskStation, openDesk } from '../operators/desk-fixture';

const TARIFF = {
  rtgs: {},
  imt: { KES: { kind: 'fixed', fee: '75.00' } },
};

/** In Kenyan shillings from a branch in Uganda: priced at the day's rate, or refused without one. */
function inShillings(): ImtDraft {
  return imtDraft({ transfer: { amount: '1000.00' } });
}

/**
 * D124: the fee, the rate and the total to pay are priced in main from the settings of the
 * moment, at the review and again at the send, and journaled with the transfer under its seal.
 */
describe('a transfer priced at the review and at the send', () => {
  const bank = useFileBank();

  async function pricedDesk() {
    const station = await deskStation(bank);
    await station.desk.signIn('admin');
    const saved = await station.desk.call('updateSettings', { section: 'tariff', value: TARIFF });
    if (!saved.ok) throw new Error(saved.error.message);
    await station.desk.signIn('clerk');
    return station;
  }

  it('shows the fee on the review and journals it with the payment method, sealed', async () => {
    const { desk, services } = await pricedDesk();
    const draft = imtDraft({ paymentMethod: 'account' });
    expect(await desk.call('priceDraft', draft)).toEqual({
      ok: true,
      value: {
        fee: '75.00',
        currency: 'KES',
        rate: null,
        total: `${(Number(draft.transfer.amount) + 75).toFixed(2)}`,
        branchCurrency: 'KES',
        indicative: false,
      },
    });
    const sent = await desk.call('sendTransfer', draft);
    if (!sent.ok) throw new Error(sent.error.message);
    const record = services.journal.transfers.getByReference(sent.value.reference)!;
    expect(record.charges).toMatchObject({ fee: '75.00', feeCurrency: 'KES', rate: null });
    expect(record.paymentMethod).toBe('account');
    // The amount sent is the customer's; the fee is the branch's and never in the body.
    expect(record.body).not.toContain('75.00');
  });

  it('refuses a new send that says nothing of how the customer pays, sending nothing', async () => {
    const { desk, services } = await pricedDesk();
    const unpaid = { ...imtDraft(), paymentMethod: undefined };
    expect(await desk.call('sendTransfer', unpaid)).toEqual({
      ok: false,
      error: {
        code: 'invalid',
        message:
          'Nothing was sent: how the customer pays is not chosen. Choose cash, a debit of their account or a cheque on the review, then send again.',
        text: { key: 'payment.method.notSent' },
        fields: [
          {
            path: 'paymentMethod',
            message: 'Choose how the customer pays: cash, a debit of their account, or a cheque.',
          },
        ],
      },
    });
    expect(services.journal.transfers.inState('reserved')).toEqual([]);
    expect(await desk.call('sendTransfer', { ...unpaid, paymentMethod: 'card' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', fields: [{ path: 'paymentMethod' }] },
    });
  });

  it('refuses a send whose total is not the one the review showed, sending nothing (D154)', async () => {
    const { desk, services } = await pricedDesk();
    const draft = imtDraft({ paymentMethod: 'cash' });
    const reviewed = await desk.call('priceDraft', draft);
    if (!reviewed.ok) throw new Error(reviewed.error.message);
    // The admin raises the fee while the customer, told the review's total, pays at the counter.
    await desk.signIn('admin');
    const raised = { rtgs: {}, imt: { KES: { kind: 'fixed', fee: '95.00' } } };
    const saved = await desk.call('updateSettings', { section: 'tariff', value: raised });
    if (!saved.ok) throw new Error(saved.error.message);
    await desk.signIn('clerk');
    const priced = await desk.call('priceDraft', draft);
    if (!priced.ok) throw new Error(priced.error.message);
    expect(priced.value.total).not.toBe(reviewed.value.total);
    const told = { ...draft, reviewedTotal: reviewed.value.total };
    expect(await desk.call('sendTransfer', told)).toEqual({
      ok: false,
      error: {
        code: 'price-changed',
        message: `Nothing was sent: the exchange rate or the fee changed since the review, and the total to pay is now ${groupedAmount(priced.value.total)} KES, not ${groupedAmount(reviewed.value.total)} KES. Tell the customer the new total, then confirm again.`,
        text: expect.objectContaining({ key: 'charges.refusal.changed' }),
      },
    });
    expect(services.journal.transfers.any()).toBe(false);
    expect(services.journal.transfers.getByDraftId(draft.draftId)).toBeUndefined();

    // Confirmed again at the total the review now shows, it goes, charged as shown.
    const sent = await desk.call('sendTransfer', { ...draft, reviewedTotal: priced.value.total });
    if (!sent.ok) throw new Error(sent.error.message);
    const record = services.journal.transfers.getByReference(sent.value.reference)!;
    expect(record.charges).toMatchObject({ fee: '95.00', total: priced.value.total });
    expect(await desk.call('sendTransfer', { ...draft, reviewedTotal: '1.5' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-request', fields: [{ path: 'reviewedTotal' }] },
    });
  });

  it('refuses a send in another currency with no rate or a stale one, naming it', async () => {
    const { desk, services } = await pricedDesk();
    await desk.signIn('admin');
    const workstation = { ...services.settings.review().settings.workstation, countryCode: 'UG' };
    const moved = await desk.call('updateSettings', { section: 'workstation', value: workstation });
    if (!moved.ok) throw new Error(moved.error.message);
    await desk.signIn('clerk');
    const missing = await desk.call('priceDraft', inShillings());
    expect(missing).toMatchObject({ ok: false, error: { code: 'rate-missing' } });
    expect(await desk.call('sendTransfer', inShillings())).toMatchObject({
      ok: false,
      error: { code: 'rate-missing', message: expect.stringMatching(/No exchange rate from/) },
    });

    await desk.signIn('admin');
    const rates = { maxAgeHours: 1, rates: { KES: { rate: '28.8' } } };
    const saved = await desk.call('updateSettings', { section: 'rates', value: rates });
    if (!saved.ok) throw new Error(saved.error.message);
    await desk.signIn('clerk');
    expect(await desk.call('priceDraft', inShillings())).toMatchObject({
      ok: true,
      value: { fee: '75.00', total: '30960.00', rate: { rate: '28.8' }, indicative: false },
    });
    bank.clock.advance(2 * 3_600_000);
    await desk.signIn('clerk');
    expect(await desk.call('sendTransfer', inShillings())).toMatchObject({
      ok: false,
      error: { code: 'rate-stale', message: expect.stringMatching(/more than the 1 hours/) },
    });
  });

  it('finds a fee edited in the file while the app was stopped', async () => {
    const station = await pricedDesk();
    const sent = await station.desk.call('sendTransfer', imtDraft());
    if (!sent.ok) throw new Error(sent.error.message);
    station.desk.dispose();
    await station.services.close();
    const raw = rawJournal(`${station.dataDir}/${JOURNAL_FILE_NAME}`);
    sealFunctionsWithoutKey(raw);
    raw.exec("DROP TRIGGER transfers_charges_immutable; UPDATE transfers SET fee = '0.00'");
    raw.close();
    const restarted = await bank.station({ dataDir: station.dataDir, stores: station.stores });
    bank.teardown.add(() => openDesk(restarted.services, bank.clock.read).dispose());
    expect(restarted.services.seal.problem()).toMatchObject({
      alteredRow: { table: 'transfers', key: sent.value.reference },
    });
  });
});

import { emptyCustomer } from '@shared/schemas/customer-schemas';
import { describe, expect, it } from 'vitest';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { TransferCorrection } from '@shared/domain/transfer-correction';
import { CLERK, transferRows } from '../engine/engine-fixture';
import { correctedDraft, imtDraft, rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { expectWordedAnswer } from '../../support/worded-answer';

/*
 * D45: "Correct and send as new" starts a new draft from a refused transfer's signed body, with the
 * field the bank named, for the clerk who sent it, and only when no money moved. The new draft is
 * sent like any other: a new reference, the refused one untouched.
 */
const INSTRUCTION = { formNumber: 'IF-2026/0107', idAndSignatureChecked: true as const };

/**
 * A draft's details as a correction gives them back: no draft id, no instruction, and no payment
 * method (D124): how the customer pays is chosen again on the new transfer's review.
 */
function detailsOf({
  draftId: _draftId,
  instruction: _instruction,
  paymentMethod: _paymentMethod,
  ...details
}: TransferDraft) {
  // D77: the customer as the form keeps it, an optional detail not given as an empty field.
  return { ...details, customer: { ...emptyCustomer(details.kind), ...details.customer } };
}

/** The draft a clerk sends from a correction, with this draft id and instruction. */
function resent(correction: TransferCorrection, draftId: string): TransferDraft {
  return correctedDraft(correction, { draftId, instruction: INSTRUCTION });
}

describe('correcting a refused transfer', () => {
  const bank = useFileBank();

  type Station = Awaited<ReturnType<typeof bank.station>>;

  /** Sends `draft`, which the bank refuses, and asks for its correction as the clerk who sent it. */
  async function refusedAndCorrected(station: Station, draft: TransferDraft) {
    const refused = await station.services.transfers.send(draft, CLERK);
    if (!refused.ok) throw new Error(refused.error.message);
    expect(refused.value.state).toBe('rejected');
    const correction = station.services.transfers.correction(refused.value.reference, CLERK);
    if (!correction.ok) throw new Error(correction.error.message);
    return { refused: refused.value, correction: correction.value };
  }

  /** A workstation ready for RTGS: its purpose list fetched, as the form does first. */
  async function rtgsStation() {
    const station = await bank.station();
    expect((await station.services.purposes.list()).ok).toBe(true);
    return station;
  }

  it('gives the signed details back as a new draft, with the field the bank named', async () => {
    const station = await rtgsStation();
    const refusedDraft = rtgsDraft({
      destination: { accountNumber: '1100194977499' },
      instruction: INSTRUCTION,
    });
    const { refused, correction } = await refusedAndCorrected(station, refusedDraft);
    expect(correction).toEqual({
      correcting: refused.reference,
      state: 'rejected',
      draft: detailsOf(refusedDraft),
      field: 'destination.accountNumber',
      fieldMessage:
        "Recipient's account number: the bank found no such account. Check the number with the customer and correct it.",
      reason: refused.message,
    });
    // What a clerk reads as the reason names the field in words, never its path.
    expect(correction.reason).toMatch(/^Recipient's account number was not found/);

    // Corrected and sent as new: its own reference; the refused transfer stays as it was.
    const fixed = resent(correction, crypto.randomUUID());
    if (fixed.kind !== 'rtgs') throw new Error('an RTGS correction');
    fixed.destination.accountNumber = '1100194977404';
    const sent = await station.services.transfers.send(fixed, CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value.state).toBe('succeeded');
    expect(sent.value.reference).not.toBe(refused.reference);
    const rows = transferRows(station.services.journal.path);
    expect(rows.map((row) => [row.reference, row.state])).toEqual([
      [refused.reference, 'rejected'],
      [sent.value.reference, 'succeeded'],
    ]);
  });

  it('keeps every detail of a mobile-wallet transfer, an e-mail left out as an empty field', async () => {
    const station = await bank.station();
    const refusedDraft = imtDraft({
      sender: { email: '' },
      destination: { walletName: 'Airtel Money' },
      instruction: INSTRUCTION,
    });
    const { correction } = await refusedAndCorrected(station, refusedDraft);
    expect(correction.draft).toEqual(detailsOf(refusedDraft));
    expect(correction.field).toBe('destination.walletName');
    expect(correction.fieldMessage).toBe(
      'Mobile wallet: the bank did not accept it. Check it with the customer and correct it.',
    );
  });

  it('is offered for a transfer that never reached the bank, with no field to highlight', async () => {
    const station = await rtgsStation();
    bank.sandbox.setFault({ route: 'rtgs', fault: 'status', status: 401 });
    const notSent = await station.services.transfers.send(rtgsDraft(), CLERK);
    if (!notSent.ok) throw new Error(notSent.error.message);
    expect(notSent.value.state).toBe('not_sent');
    const correction = station.services.transfers.correction(notSent.value.reference, CLERK);
    if (!correction.ok) throw new Error(correction.error.message);
    expect(correction.value).toMatchObject({ state: 'not_sent', field: null, fieldMessage: null });
    expect(correction.value.reason).toContain('No money moved');
  });

  it('is refused for a transfer that was sent, or whose outcome is unknown: money may move', async () => {
    const station = await rtgsStation();
    const sent = await station.services.transfers.send(rtgsDraft(), CLERK);
    if (!sent.ok) throw new Error(sent.error.message);
    expect(sent.value.state).toBe('succeeded');
    const again = station.services.transfers.correction(sent.value.reference, CLERK);
    expect(again.ok).toBe(false);
    if (again.ok) return;
    expect(again.error.code).toBe('not-correctable');
    expect(again.error.message).toContain('would pay the recipient twice');

    bank.sandbox.setFault({ route: 'rtgs', fault: 'status', status: 503 });
    const unknown = await station.services.transfers.send(
      rtgsDraft({ transfer: { amount: '1250.00' } }),
      CLERK,
    );
    if (!unknown.ok) throw new Error(unknown.error.message);
    expect(unknown.value.state).toBe('unknown');
    const refused = station.services.transfers.correction(unknown.value.reference, CLERK);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.error).toEqual({
      code: 'not-correctable',
      message: `Nobody knows yet whether transfer ${unknown.value.reference} reached the bank, so it must not be sent again, not even as a new transfer. A supervisor confirms its outcome with the bank first.`,
    });
  });

  it("is the sending clerk's alone, and names a reference the journal does not hold", async () => {
    const station = await rtgsStation();
    const refused = await station.services.transfers.send(
      rtgsDraft({ destination: { accountNumber: '1100194977499' } }),
      CLERK,
    );
    if (!refused.ok) throw new Error(refused.error.message);
    const other = station.services.transfers.correction(refused.value.reference, 'clerk-2');
    expect(!other.ok && other.error.code).toBe('not-own-transfer');
    // The same clerk, whatever the case they typed their id in.
    expect(station.services.transfers.correction(refused.value.reference, 'CLERK-1').ok).toBe(true);
    const missing = station.services.transfers.correction('109999999999', CLERK);
    expect(!missing.ok && missing.error).toMatchObject({
      code: 'not-found',
      message:
        "No transfer with reference 109999999999 is in this workstation's journal. Check the number on the receipt.",
    });
    // With its message, for the clerk's language (D65).
    expectWordedAnswer((missing as { error: { message: string } }).error, 'send.settle.notFound');
  });
});

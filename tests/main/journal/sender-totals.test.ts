import { join } from 'node:path';
import { rawJournal } from './fixtures';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { describe, expect, it } from 'vitest';
import { migrate } from '../../../electron/main/journal/migrations';
import * as senderDocument from '../../../electron/main/journal/migrations/008-sender-document';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { senderDocumentKey } from '../../../electron/main/journal/sender-totals';
import { openTempJournal, reservation, tempDataDir } from './fixtures';
import { D2_IMT_CUSTOMER } from '../../shared/d2-example';

const DAY_FROM = '2026-11-23T21:00:00.000Z'; // 24 November 00:00 in Nairobi
const DAY_TO = '2026-11-24T21:00:00.000Z';

/** An IMT reservation whose body names the sender's document as typed. */
function imt(documentNumber: string, amount: string, at: string, documentType = 'NationalId') {
  const r = reservation({ kind: 'imt', amount, at });
  return {
    ...r,
    body: JSON.stringify({
      sender: { name: 'Jane Wanjiku', documentType, documentNumber },
      transfer: { amount, currencyCode: 'KES', reference: r.reference },
    }),
  };
}

describe("the journal's IMT amounts per sender document", () => {
  it('files each IMT body under its document, one document however it was typed', () => {
    const journal = openTempJournal();
    journal.transfers.reserve(imt('ab-12/34', '100.00', '2026-11-24T06:00:00.000Z'));
    journal.transfers.reserve(imt('AB1234', '250.50', '2026-11-24T09:00:00.000Z'));
    journal.transfers.reserve(imt('AB1234', '999.00', '2026-11-24T09:30:00.000Z', 'Passport'));
    journal.transfers.reserve(reservation({ at: '2026-11-24T10:00:00.000Z' })); // an RTGS
    const key = senderDocumentKey('NationalId', 'Ab-1234');
    expect(key).toBe('NationalId:AB1234');
    expect(journal.senderTotals.imtAmounts(key, 'KES', DAY_FROM, DAY_TO)).toEqual([
      '100.00',
      '250.50',
    ]);
    expect(
      journal.senderTotals.imtAmounts(
        senderDocumentKey('Passport', 'AB1234'),
        'KES',
        DAY_FROM,
        DAY_TO,
      ),
    ).toEqual(['999.00']);
  });

  it('counts one document by its issuing country too, and a row without a block for each (D160)', () => {
    const journal = openTempJournal();
    const at = '2026-11-24T06:00:00.000Z';
    /** An IMT whose customer's Kenyan or Ugandan national ID is typed as the sender's. */
    const of = (number: string, amount: string, documentCountry: string | null) => ({
      ...imt(number, amount, at),
      ...(documentCountry === null
        ? {}
        : {
            customer: {
              ...D2_IMT_CUSTOMER,
              documentNumber: number,
              documentCountry,
            },
          }),
    });
    journal.transfers.reserve(of('12345678', '100.00', 'KE'));
    journal.transfers.reserve(of('1234-5678', '200.00', 'KE'));
    journal.transfers.reserve(of('12345678', '400.00', 'UG'));
    // Journaled before the customer block (019): no country known.
    journal.transfers.reserve(of('12345678', '800.00', null));
    const key = senderDocumentKey('NationalId', '12345678');
    const amounts = (country: string | null) =>
      journal.senderTotals.imtAmounts(key, 'KES', DAY_FROM, DAY_TO, country).sort();
    // Two customers who share the number are two days; neither one is split.
    expect(amounts('KE')).toEqual(['100.00', '200.00', '800.00']);
    expect(amounts('UG')).toEqual(['400.00', '800.00']);
    expect(amounts('TZ')).toEqual(['800.00']);
    expect(amounts(null)).toEqual(['100.00', '200.00', '400.00', '800.00']);
  });

  it('keeps to the day asked for, the currency asked for, and transfers that did not fail', () => {
    const journal = openTempJournal();
    journal.transfers.reserve(imt('12345678', '1.00', '2026-11-23T20:59:59.999Z')); // the 23rd
    const kept = journal.transfers.reserve(imt('12345678', '2.00', DAY_FROM));
    const refused = journal.transfers.reserve(imt('12345678', '4.00', '2026-11-24T12:00:00.000Z'));
    const unknown = journal.transfers.reserve(imt('12345678', '8.00', '2026-11-24T13:00:00.000Z'));
    journal.transfers.reserve(imt('12345678', '16.00', DAY_TO)); // the 25th
    const by = { operatorId: 'clerk-1', action: 'transfer.outcome' };
    journal.transfers.move(refused.id, 'reserved', { state: 'sending' }, DAY_FROM, by);
    journal.transfers.move(refused.id, 'sending', { state: 'rejected' }, DAY_FROM, by);
    journal.transfers.move(unknown.id, 'reserved', { state: 'sending' }, DAY_FROM, by);
    journal.transfers.move(unknown.id, 'sending', { state: 'unknown' }, DAY_FROM, by);
    const key = senderDocumentKey('NationalId', '12345678');
    expect(journal.senderTotals.imtAmounts(key, 'KES', DAY_FROM, DAY_TO).sort()).toEqual([
      '2.00',
      '8.00',
    ]);
    expect(journal.senderTotals.imtAmounts(key, 'UGX', DAY_FROM, DAY_TO)).toEqual([]);
    expect(kept.state).toBe('reserved');
  });

  it('never lets the document of a journaled transfer change', () => {
    const dir = tempDataDir();
    const journal = openTempJournal(dir);
    const row = journal.transfers.reserve(imt('12345678', '1.00', DAY_FROM));
    journal.close();
    const raw = rawJournal(join(dir, JOURNAL_FILE_NAME));
    sealFunctionsWithoutKey(raw);
    expect(() =>
      raw.prepare("UPDATE transfers SET sender_document = 'NationalId:1' WHERE id = ?").run(row.id),
    ).toThrow(/immutable/);
    raw.close();
  });

  it('fills the document of IMT transfers journaled before the column existed', () => {
    const dir = tempDataDir();
    const raw = rawJournal(join(dir, JOURNAL_FILE_NAME));
    sealFunctionsWithoutKey(raw);
    migrate(raw, senderDocument.version - 1);
    const r = imt('x-99/1', '70.00', DAY_FROM);
    raw
      .prepare(
        `INSERT INTO transfers (reference, draft_id, kind, body, amount, currency, destination_country,
          recipient_name, recipient_account, source_account, operator_id, environment, state,
          created_at, updated_at)
         VALUES (?, ?, 'imt', ?, '70.00', 'KES', 'KE', 'Faith', '+254712345678', '0011547896523',
          'clerk-1', 'sandbox', 'succeeded', ?, ?)`,
      )
      .run(r.reference, r.draftId, r.body, DAY_FROM, DAY_FROM);
    raw.close();

    const journal = openTempJournal(dir);
    expect(
      journal.senderTotals.imtAmounts(
        senderDocumentKey('NationalId', 'X991'),
        'KES',
        DAY_FROM,
        DAY_TO,
      ),
    ).toEqual(['70.00']);
  });

  it('finds the day through the index, not by reading every transfer', () => {
    const dir = tempDataDir();
    openTempJournal(dir).close();
    const raw = rawJournal(join(dir, JOURNAL_FILE_NAME), { readonly: true });
    const plan = raw
      .prepare(
        `EXPLAIN QUERY PLAN SELECT amount FROM transfers WHERE sender_document = 'a' AND kind = 'imt'
          AND currency = 'KES' AND created_at >= 'x' AND created_at < 'y'
          AND state NOT IN ('rejected', 'not_sent')`,
      )
      .all() as { detail: string }[];
    raw.close();
    expect(plan.map((step) => step.detail).join(' ')).toMatch(
      /USING INDEX transfers_sender_document/,
    );
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Customer } from '@shared/domain/customer';
import {
  CONTROL_TOTALS_SQL,
  type CustomerDocument,
} from '../../../electron/main/journal/control-totals';
import type { Journal } from '../../../electron/main/journal/journal';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { RowSealError } from '../../../electron/main/journal/row-seal-error';
import type { Reservation } from '../../../electron/main/journal/transfers-repo';
import { D2_CUSTOMER } from '../../shared/d2-example';
import { planOf } from './migrations/old-journal';
import { openTempJournal, rawJournal, reservation, tamper, tempDataDir } from './fixtures';

/*
 * D81 in the journal: the transfers the controls by customer add up, one customer's by their ID
 * document (RTGS and IMT alike) and one source account's to one recipient, in a currency and a
 * span, without those that failed; each through its own index of migration 021.
 */

const JANE: CustomerDocument = { type: 'NationalId', number: '12345678', country: 'KE' };
const FROM = '2026-11-23T21:00:00.000Z'; // 24 November 00:00 in Nairobi
const TO = '2026-11-24T21:00:00.000Z';
const MOVE = { operatorId: 'clerk-1', action: 'transfer.outcome' };

function reserve(
  journal: Journal,
  at: string,
  overrides: Partial<Reservation> & { customer?: Customer | null } = {},
) {
  return journal.transfers.reserve(
    reservation({ at, customer: { ...D2_CUSTOMER }, amount: '100.00', ...overrides }),
  );
}

/** Moves a reserved transfer to `state` through `sending`, as a send does. */
function end(journal: Journal, id: number, state: 'rejected' | 'not_sent' | 'unknown') {
  journal.transfers.move(id, 'reserved', { state: 'sending' }, FROM, MOVE);
  journal.transfers.move(id, 'sending', { state }, FROM, MOVE);
}

const references = (records: { reference: string }[]) => records.map((r) => r.reference);

describe("the journal's transfers of a customer", () => {
  it('finds one ID document across products, however its number was typed, oldest first', () => {
    const journal = openTempJournal();
    const rtgs = reserve(journal, '2026-11-24T06:00:00.000Z');
    const imt = reserve(journal, '2026-11-24T05:00:00.000Z', {
      kind: 'imt',
      customer: { ...D2_CUSTOMER, documentNumber: '1234-5678' },
    });
    // The same number on another document type, or issued by another country: someone else.
    reserve(journal, '2026-11-24T07:00:00.000Z', {
      customer: { ...D2_CUSTOMER, documentType: 'Passport' },
    });
    reserve(journal, '2026-11-24T07:30:00.000Z', {
      customer: { ...D2_CUSTOMER, documentCountry: 'UG' },
    });
    // Journaled before the customer block: no customer to count it under (D77).
    reserve(journal, '2026-11-24T08:00:00.000Z', { customer: null });
    expect(references(journal.controlTotals.ofCustomer(JANE, 'KES', FROM, TO))).toEqual([
      imt.reference,
      rtgs.reference,
    ]);
  });

  it('keeps to the currency, the span [from, to) and the transfers that did not fail', () => {
    const journal = openTempJournal();
    reserve(journal, '2026-11-23T20:59:59.999Z'); // the 23rd in Nairobi
    const first = reserve(journal, FROM);
    reserve(journal, '2026-11-24T09:00:00.000Z', { currency: 'UGX' });
    const refused = reserve(journal, '2026-11-24T10:00:00.000Z');
    const neverSent = reserve(journal, '2026-11-24T11:00:00.000Z');
    const unknown = reserve(journal, '2026-11-24T12:00:00.000Z');
    reserve(journal, TO); // the 25th
    end(journal, refused.id, 'rejected');
    end(journal, neverSent.id, 'not_sent');
    end(journal, unknown.id, 'unknown');
    // An outcome not known may have paid out: it counts until a supervisor settles it.
    expect(references(journal.controlTotals.ofCustomer(JANE, 'KES', FROM, TO))).toEqual([
      first.reference,
      unknown.reference,
    ]);
    expect(journal.controlTotals.ofCustomer(JANE, 'UGX', FROM, TO)).toHaveLength(1);
  });

  it('stops a decision on a transfer row edited outside the app', () => {
    const dir = tempDataDir();
    const journal = openTempJournal(dir);
    const row = reserve(journal, '2026-11-24T06:00:00.000Z', { amount: '900000.00' });
    tamper(
      join(dir, JOURNAL_FILE_NAME),
      "UPDATE transfers SET amount = '9.00' WHERE id = ?",
      row.id,
    );
    expect(() => journal.controlTotals.ofCustomer(JANE, 'KES', FROM, TO)).toThrow(RowSealError);
  });
});

describe("the journal's transfers of a source account to a recipient", () => {
  it('finds the account and the recipient in either spelling of a mobile number', () => {
    const journal = openTempJournal();
    const national = reserve(journal, '2026-11-24T06:00:00.000Z', {
      kind: 'imt',
      recipientAccount: '0712345678',
    });
    const e164 = reserve(journal, '2026-11-24T07:00:00.000Z', {
      kind: 'imt',
      recipientAccount: '+254712345678',
    });
    reserve(journal, '2026-11-24T07:30:00.000Z', { kind: 'imt', recipientAccount: '0799999999' });
    reserve(journal, '2026-11-24T08:00:00.000Z', {
      kind: 'imt',
      recipientAccount: '0712345678',
      sourceAccount: '0022222222222',
    });
    const failed = reserve(journal, '2026-11-24T09:00:00.000Z', {
      kind: 'imt',
      recipientAccount: '0712345678',
    });
    end(journal, failed.id, 'rejected');
    const found = journal.controlTotals.toRecipient(
      { sourceAccount: '0011547896523', recipientAccounts: ['+254712345678', '0712345678'] },
      'KES',
      FROM,
      TO,
    );
    expect(references(found)).toEqual([national.reference, e164.reference]);
    expect(
      journal.controlTotals.toRecipient(
        { sourceAccount: '0011547896523', recipientAccounts: ['0712345678', '0712345678'] },
        'USD',
        FROM,
        TO,
      ),
    ).toEqual([]);
  });
});

describe("the controls' queries (D81)", () => {
  it('search their own index, never the whole table', () => {
    const dir = tempDataDir();
    openTempJournal(dir).close();
    const raw = rawJournal(join(dir, JOURNAL_FILE_NAME), { readonly: true });
    const customer = planOf(raw, CONTROL_TOTALS_SQL.ofCustomer, {
      number: '1',
      type: 'NationalId',
      country: 'KE',
      currency: 'KES',
      from: FROM,
      to: TO,
    });
    const pair = planOf(raw, CONTROL_TOTALS_SQL.toRecipient, {
      sourceAccount: '1',
      recipient: '2',
      otherSpelling: '3',
      currency: 'KES',
      from: FROM,
      to: TO,
    });
    raw.close();
    expect(customer).toMatch(
      /^SEARCH transfers USING INDEX transfers_customer_currency \(customer_document=\? AND <expr>=\? AND <expr>=\? AND currency=\? AND created_at>\? AND created_at<\?\)/,
    );
    expect(pair).toMatch(
      /SEARCH transfers USING INDEX transfers_account_recipient \(source_account=\? AND recipient_account=\? AND currency=\? AND created_at>\? AND created_at<\?\)/,
    );
    for (const plan of [customer, pair]) expect(plan).not.toMatch(/\bSCAN transfers\b/);
  });
});

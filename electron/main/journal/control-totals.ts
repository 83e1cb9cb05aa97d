import type { Database } from 'better-sqlite3';
import type { RowSeals } from './row-seal';
import { toTransferRecord, type TransferRecord } from './transfer-rows';

/**
 * D81: a customer as the controls by customer know them: their ID document, its type, its number
 * as the journal keys it (019's `customer_document`: capitals without spaces, "-" or "/") and the
 * country that issued it, as the customer block records them.
 */
export interface CustomerDocument {
  type: string;
  number: string;
  country: string;
}

/** D81: a source account's transfers to one recipient account or mobile number, in any spelling. */
export interface AccountToRecipient {
  sourceAccount: string;
  /**
   * The recipient's account number, or mobile number in each of its two spellings (D11: national
   * and E.164); an account number is given twice.
   */
  recipientAccounts: readonly [string, string];
}

/** Failed transfers moved no money: refused by the bank, and never sent. */
// catalog-ignore: SQL, not words
const DID_NOT_FAIL = "state NOT IN ('rejected', 'not_sent')";

/**
 * The two queries, each on its own index of migration 021 with the index's own expressions (a
 * test holds their plans to it), named so a journal without the index fails loudly rather than
 * reading every transfer.
 */
export const CONTROL_TOTALS_SQL = {
  ofCustomer: `
    SELECT * FROM transfers INDEXED BY transfers_customer_currency
    WHERE customer_document = @number
      AND json_extract(customer, '$.documentType') = @type
      AND json_extract(customer, '$.documentCountry') = @country
      AND currency = @currency AND created_at >= @from AND created_at < @to
      AND ${DID_NOT_FAIL}
    ORDER BY created_at, id`,
  toRecipient: `
    SELECT * FROM transfers INDEXED BY transfers_account_recipient
    WHERE source_account = @sourceAccount AND recipient_account IN (@recipient, @otherSpelling)
      AND currency = @currency AND created_at >= @from AND created_at < @to
      AND ${DID_NOT_FAIL}
    ORDER BY created_at, id`,
} as const;

/**
 * The transfers the controls by customer add up (D81): one customer's, and one source account's
 * to one recipient, in a currency and a span [from, to), that did not fail, oldest first. Every row
 * is verified, since a decision is taken on it (D68).
 */
export class ControlTotals {
  private readonly statements;

  constructor(
    db: Database,
    private readonly seals: RowSeals,
  ) {
    this.statements = {
      ofCustomer: db.prepare(CONTROL_TOTALS_SQL.ofCustomer),
      toRecipient: db.prepare(CONTROL_TOTALS_SQL.toRecipient),
    };
  }

  /** The customer's transfers in `currency` journaled in [from, to) that did not fail. */
  ofCustomer(
    customer: CustomerDocument,
    currency: string,
    from: string,
    to: string,
  ): TransferRecord[] {
    return this.records(this.statements.ofCustomer.all({ ...customer, currency, from, to }));
  }

  /** The account's transfers to the recipient in `currency` journaled in [from, to) that did not fail. */
  toRecipient(
    pair: AccountToRecipient,
    currency: string,
    from: string,
    to: string,
  ): TransferRecord[] {
    return this.records(
      this.statements.toRecipient.all({
        sourceAccount: pair.sourceAccount,
        recipient: pair.recipientAccounts[0],
        otherSpelling: pair.recipientAccounts[1],
        currency,
        from,
        to,
      }),
    );
  }

  private records(rows: unknown[]): TransferRecord[] {
    return rows.map((row) => toTransferRecord(this.seals.verifyRow('transfers', row))!);
  }
}

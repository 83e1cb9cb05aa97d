import type { Database } from 'better-sqlite3';

/**
 * The key the journal files an IMT transfer's sender document under (migrations/
 * 008-sender-document.ts fills the `sender_document` column from the body with the same rule): the
 * type, and the number in capitals without "-" or "/", so one document typed two ways is still one
 * document.
 */
export function senderDocumentKey(documentType: string, documentNumber: string): string {
  return `${documentType}:${documentNumber.toUpperCase().replace(/[-/]/g, '')}`;
}

/**
 * The IMT amounts journaled for one sender's ID document, for the daily total per document. D160:
 * the document is the customer's whole, its issuing country too, as the customer block (019)
 * records it: a Ugandan national ID that shares a Kenyan one's number is another customer's day. A
 * transfer journaled without a block (before 019) names no country and counts for each: a customer
 * is never split, two may be counted together only there.
 */
export class SenderTotals {
  private readonly statements;

  constructor(db: Database) {
    this.statements = {
      // Failed transfers moved no money: rejected, and not sent. Every other state counts,
      // outcome unknown included: the money may have gone.
      amounts: db.prepare(`
        SELECT reference, amount FROM transfers
        WHERE sender_document = @document AND kind = 'imt' AND currency = @currency
          AND created_at >= @from AND created_at < @to
          AND state NOT IN ('rejected', 'not_sent')
          AND (@country IS NULL OR customer IS NULL
            OR json_extract(customer, '$.documentCountry') = @country)`),
    };
  }

  /**
   * The amount texts of the document's IMT transfers in `currency` created in [from, to), of the
   * document issued by `country` (null: any, for a draft without a customer block).
   */
  imtAmounts(
    document: string,
    currency: string,
    from: string,
    to: string,
    country: string | null = null,
  ): string[] {
    return this.imtTransfers(document, currency, from, to, country).map((row) => row.amount);
  }

  /** The same transfers with their references (D128: counted once with head office's). */
  imtTransfers(
    document: string,
    currency: string,
    from: string,
    to: string,
    country: string | null = null,
  ): { reference: string; amount: string }[] {
    return this.statements.amounts.all({ document, currency, from, to, country }) as {
      reference: string;
      amount: string;
    }[];
  }
}

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

/** The IMT amounts journaled for one sender's ID document, for the daily total per document. */
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
          AND state NOT IN ('rejected', 'not_sent')`),
    };
  }

  /** The amount texts of the document's IMT transfers in `currency` created in [from, to). */
  imtAmounts(document: string, currency: string, from: string, to: string): string[] {
    return this.imtTransfers(document, currency, from, to).map((row) => row.amount);
  }

  /** The same transfers with their references (D128: counted once with head office's). */
  imtTransfers(
    document: string,
    currency: string,
    from: string,
    to: string,
  ): { reference: string; amount: string }[] {
    return this.statements.amounts.all({ document, currency, from, to }) as {
      reference: string;
      amount: string;
    }[];
  }
}

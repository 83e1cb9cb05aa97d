import type { Language, MessageRef } from '../i18n/catalog';
import type { ChargesRecord, PaymentMethod } from './charges';
import type { Customer } from './customer';
import type { ReceiptApproval } from './controls';
import type { SendOperation } from '../api/paths';
import type { EnvironmentName } from './environments';
import type { TransferState } from './transfer-states';

/**
 * Why the bank refused a transfer, beyond the clerk's message (D45): the field
 * it named, for "Correct and send as new" to highlight, and its own words, kept for support.
 */
export interface ReceiptRejection {
  /** The body path the service named (`destination.accountNumber`); null when it named none. */
  field: string | null;
  /** That field as the form labels it ("Recipient's account number"); null with no field. */
  fieldLabel: string | null;
  /** The service's own text, shown below the clerk's words; null when it gave none. */
  serviceText: string | null;
}

/**
 * What a clerk sees after a send and what a receipt prints. Built from the journal row and the
 * exact body that was sent, so the amount text is the one that was signed. It carries no secret:
 * no token, no signature, no key, no credential.
 */
export interface ReceiptView {
  reference: string;
  kind: SendOperation;
  state: TransferState;
  stateLabel: string;
  /** Why the state is what it is and who acts next; null for a plain success. */
  message: string | null;
  /**
   * `message`'s words, where main has them (the body sent is unreadable), for the window to word
   * in the operator's language (D65); absent where `message` is what the journal recorded.
   */
  messageText?: MessageRef;
  environment: EnvironmentName;
  amount: string;
  currency: string;
  date: string;
  sourceName: string;
  sourceAccount: string;
  destinationCountry: string;
  destinationCountryName: string;
  recipientName: string;
  /** Bank account (RTGS) or mobile number (IMT). */
  recipientAccount: string;
  bankCode: string | null;
  /** The bank's name as the branch list holds it now (null when the code is not listed). */
  bankName: string | null;
  walletName: string | null;
  /** The wallet's label as the branch list holds it now (null when it is not listed). */
  walletLabel: string | null;
  purposeCode: string | null;
  /**
   * The purpose's name in the list cached for the transfer's environment, shown before its code
   * (D62); absent where no name is at hand (a list never fetched there).
   */
  purposeName?: string | null;
  description: string | null;
  transactionId: string | null;
  serviceStatus: string | null;
  /** D6: an RTGS sent outside the window goes out when this window opens. */
  queuedUntil: string | null;
  operatorId: string;
  /** The operator's name as the journal holds it now; absent where no name is at hand. */
  operatorName?: string | null;
  /** The customer's signed instruction form's number (the bank's copy prints it); null if none. */
  instructionFormNumber: string | null;
  /** The clerk confirmed the customer's ID and signature against the instruction form. */
  idAndSignatureChecked: boolean;
  /** D113: the branch day it belongs to (null: journaled before, the day of `createdAt`). */
  businessDay?: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * The supervisors' approvals (D42) that let this transfer through (above the approval
   * threshold, or repeating a waiting transfer), for the bank's copy only. Absent or empty: none.
   */
  approvals?: ReceiptApproval[];
  /** For a rejected transfer only: what the service said (null for every other state). */
  rejection: ReceiptRejection | null;
  /** D47: the refused (or not sent) transfer this one corrects; absent or null: none. */
  corrects?: string | null;
  /**
   * D47: the transfer that corrected this refused one ("Corrected as …"): it cannot be corrected
   * again. Absent or null: not corrected.
   */
  correctedBy?: { reference: string; createdAt: string } | null;
  /**
   * D46: the clerk confirmed a second transfer the customer asked for, with their reason and the
   * earlier transfers it repeats; for the bank's screens and copy. Absent or null: none.
   */
  repeat?: { reason: string; earlier: string[] } | null;
  /**
   * D77: the customer at the counter, as journaled; absent or null for a transfer journaled
   * before the block existed.
   */
  customer?: Customer | null;
  /**
   * D77: who sent it, as the receipts name the sender: the customer, else (an IMT journaled
   * before the block) the body's sender; never the branch account's holder. Null: not recorded.
   */
  senderName?: string | null;
  /**
   * D86: the language both copies of the receipt print in, as the review chose it; absent or
   * null for a transfer journaled before the choice (printed in English).
   */
  receiptLanguage?: Language | null;
  /**
   * D124: the fee, rate and total to pay the send priced, and how the customer paid; both
   * copies print them. Absent or null for a transfer journaled before fees.
   */
  charges?: ChargesRecord | null;
  paymentMethod?: PaymentMethod | null;
}

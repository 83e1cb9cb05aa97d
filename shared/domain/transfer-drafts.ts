import type { ImtRequest } from '../api/imt-request';
import type { RtgsRequest } from '../api/rtgs-request';
import type { Language } from '../i18n/catalog';
import type { PaymentMethod } from './charges';
import type { Customer } from './customer';

/**
 * A draft is what the clerk fills in: the wire body without what the app generates
 * (transfer.reference, transfer.date, transfer.type, destination.type), plus the kind and a
 * `draftId` the form generates once per draft (UUID v4), so that a double-submitted draft is sent
 * only once.
 */
/**
 * The customer's signed instruction at the counter: the number of the form they signed, and the
 * clerk's word that their ID and signature were checked. Journaled with the transfer and printed
 * on the bank's copy; never part of the body sent to the bank. Optional in a draft, which the
 * review's checks see before the clerk types it; main sends no new draft without it (D41).
 */
export interface CounterInstruction {
  formNumber: string;
  /** Always `true` when given: the review does not let a clerk confirm without it. */
  idAndSignatureChecked: true;
}

/**
 * The clerk's word, typed on the review, that the customer asked for a second transfer although
 * this one repeats earlier ones (the same customer, recipient, amount and currency in the repeat
 * window, or the same instruction form): D46. Like the instruction, paperwork of the counter that
 * is journaled beside the transfer and never sent to the bank.
 */
export interface RepeatConfirmation {
  /** Why, in the clerk's words: what the customer said. */
  reason: string;
  /** The earlier transfers the review named, which the clerk confirms this one repeats. */
  earlier: string[];
}

/** What the counter adds to a draft beside the body's fields. */
interface CounterPaperwork {
  instruction?: CounterInstruction;
  /** D47: the reference of the refused (or not sent) transfer this draft corrects, once. */
  corrects?: string;
  /** D46: present when the clerk confirmed a second transfer on the review. */
  repeat?: RepeatConfirmation;
  /**
   * D77: who is sending, with the ID document seen. Optional in a draft as the instruction is;
   * main sends no new draft without it. An IMT's `sender` must be made of it (senderOfCustomer).
   */
  customer?: Customer;
  /**
   * D86: the customer's language, chosen on the review: both copies of the receipt print in it.
   * Absent: the branch's (a setting). Journaled with the transfer, never sent to the bank.
   */
  receiptLanguage?: Language;
  /**
   * D124: how the customer pays (cash, a debit of their account, a cheque), chosen on the review.
   * Optional in a draft as the instruction is; main sends no new draft without it.
   */
  paymentMethod?: PaymentMethod;
  /**
   * D154: the total to pay the review showed the customer (main's price then: two-decimal text in
   * the branch's currency), put in at the confirm. The send prices the draft again and refuses
   * when its total is another (a rate or a fee changed meanwhile), so the customer pays what they
   * agreed to. Journaled as the charges, never sent to the bank.
   */
  reviewedTotal?: string;
}

export interface RtgsDraft extends CounterPaperwork {
  kind: 'rtgs';
  draftId: string;
  source: RtgsRequest['source'];
  destination: Omit<RtgsRequest['destination'], 'type'>;
  transfer: Omit<RtgsRequest['transfer'], 'type' | 'reference' | 'date'>;
}

export interface ImtDraft extends CounterPaperwork {
  kind: 'imt';
  draftId: string;
  source: ImtRequest['source'];
  sender: ImtRequest['sender'];
  destination: Omit<ImtRequest['destination'], 'type'>;
  transfer: Omit<ImtRequest['transfer'], 'type' | 'reference' | 'date'>;
}

export type TransferDraft = RtgsDraft | ImtDraft;

/** An optional field is left out of the body when the clerk left it empty. */
function optional<K extends string>(key: K, value: string | undefined): Partial<Record<K, string>> {
  return value === undefined || value === '' ? {} : ({ [key]: value } as Record<K, string>);
}

/**
 * The exact RTGS body for a validated draft: a fresh object with the fields in the interface's
 * order, so JSON.stringify gives the same text on every run, and nothing from the draft that is not
 * a body field can ride along.
 */
export function buildRtgsBody(draft: RtgsDraft, reference: string, date: string): RtgsRequest {
  const { source, destination, transfer } = draft;
  return {
    source: {
      countryCode: source.countryCode,
      currency: source.currency,
      name: source.name,
      accountNumber: source.accountNumber,
    },
    destination: {
      type: 'bank',
      countryCode: destination.countryCode,
      name: destination.name,
      bankCode: destination.bankCode,
      accountNumber: destination.accountNumber,
    },
    transfer: {
      type: 'RTGS',
      amount: transfer.amount,
      currencyCode: transfer.currencyCode,
      reference,
      date,
      description: transfer.description,
      purposeOfPaymentCode: transfer.purposeOfPaymentCode,
    },
  };
}

/** The exact IMT body (D3: it carries transfer.reference), fields in the interface's order. */
export function buildImtBody(draft: ImtDraft, reference: string, date: string): ImtRequest {
  const { source, sender, destination, transfer } = draft;
  return {
    source: {
      countryCode: source.countryCode,
      name: source.name,
      accountNumber: source.accountNumber,
    },
    sender: {
      name: sender.name,
      documentType: sender.documentType,
      documentNumber: sender.documentNumber,
      countryCode: sender.countryCode,
      mobileNumber: sender.mobileNumber,
      ...optional('email', sender.email),
    },
    destination: {
      type: 'mobile',
      countryCode: destination.countryCode,
      name: destination.name,
      mobileNumber: destination.mobileNumber,
      walletName: destination.walletName,
      documentType: destination.documentType,
      documentNumber: destination.documentNumber,
    },
    transfer: {
      type: 'MobileWallet',
      amount: transfer.amount,
      currencyCode: transfer.currencyCode,
      reference,
      date,
      ...optional('description', transfer.description),
    },
  };
}

export function buildRequestBody(draft: RtgsDraft, reference: string, date: string): RtgsRequest;
export function buildRequestBody(draft: ImtDraft, reference: string, date: string): ImtRequest;
export function buildRequestBody(
  draft: TransferDraft,
  reference: string,
  date: string,
): RtgsRequest | ImtRequest;
export function buildRequestBody(
  draft: TransferDraft,
  reference: string,
  date: string,
): RtgsRequest | ImtRequest {
  return draft.kind === 'rtgs'
    ? buildRtgsBody(draft, reference, date)
    : buildImtBody(draft, reference, date);
}

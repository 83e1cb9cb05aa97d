import type { BankEntry } from '../domain/branch-lists';
import type { PurposesView } from '../domain/purposes-view';
import type { ReceiptView } from '../domain/receipt';
import type { RtgsCalendar } from '../domain/rtgs-calendar';
import type { TransferCorrection } from '../domain/transfer-correction';
import type { TransferDraft } from '../domain/transfer-drafts';
import type { Language } from '../i18n/catalog';
import type { TransferRules } from '../schemas/transfer-rules';
import { event, op } from './define';

/*
 * The clerk's counter: what the send forms need, the purposes, the send itself, a receipt, and a
 * refused transfer's details for a new draft. The review's checks are in controls-contract.ts.
 */

/**
 * What the send forms need besides the purpose list: the rules the schemas are built from (limits,
 * account formats, and the branch's source accounts and wallets to pick from), each country's RTGS
 * calendar, and the banks to pick from.
 */
export interface TransferFormRules {
  rules: Omit<TransferRules, 'purposeCodes'>;
  rtgsCalendar: RtgsCalendar;
  banks: BankEntry[];
  /**
   * The admin's request timeout: how long a send waits for the bank's answer once it went out.
   * The IMT review says it where no answer comes (the bank's test service, D56).
   */
  requestTimeoutMs: number;
  /** D86: the branch's language, which the review offers first as the receipt's language. */
  branchLanguage: Language;
}

export interface SendProgressEvent {
  draftId: string;
  reference: string;
  stage: 'reserved' | 'sending' | 'attempt-finished' | 'finished';
  attempt?: number;
}

export const transfersOperations = {
  transferFormRules: op<void, TransferFormRules, 'invalid-settings'>()(
    'transfers:form-rules',
    'clerk',
  ),
  listPurposes: op<void, PurposesView, 'purposes-unavailable'>()('purposes:list', 'clerk'),
  refreshPurposes: op<void, PurposesView, 'purposes-unavailable'>()('purposes:refresh', 'clerk'),
  sendTransfer: op<
    TransferDraft,
    ReceiptView,
    | 'invalid'
    | 'not-ready'
    | 'draft-conflict'
    | 'references-unavailable'
    | 'journal-failed'
    | 'possible-duplicate'
    | 'needs-approval'
    | 'draft-refused'
    | 'already-corrected'
    | 'repeat-unconfirmed'
    // D80: the instruction form number was given for an earlier transfer.
    | 'form-number-used'
    // D124: a transfer in another currency than the branch's with no rate, or a stale one.
    | 'rate-missing'
    | 'rate-stale'
    // D154: the total to pay is no longer the one the review showed the customer.
    | 'price-changed'
  >()('transfers:send', 'clerk'),
  getReceipt: op<{ reference: string }, ReceiptView, 'not-found'>()('receipts:get', [
    'clerk',
    'supervisor',
  ]),
  // D45: a refused transfer's details for a new draft, the clerk's own only.
  correctTransfer: op<
    { reference: string },
    TransferCorrection,
    'not-found' | 'not-correctable' | 'not-own-transfer' | 'already-corrected'
  >()('transfers:correction', 'clerk'),
};

export const transfersEvents = {
  sendProgress: event<SendProgressEvent>()('transfers:progress'),
};

import type { PrintedView, PrintOutput } from '@shared/domain/desk-files';
import { receiptRefusedForIdentity } from '@shared/domain/bank-identity';
import { dateInTimeZone } from '@shared/domain/calendar-date';
import type { Session } from '@shared/domain/operators';
import type { ReceiptView } from '@shared/domain/receipt';
import type { Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, type AppError, type Result } from '@shared/result';
import type { Desktop } from '../desktop/desktop';
import type { Journal } from '../journal/journal';
import { oneAtATime } from '@shared/one-at-a-time';
import type { SettingsStore } from '../settings/settings-store';
import { returnViewOf } from '../journal/transfer-returns-repo';
import { printTransferCopy, type TransferPrint, type WriteError } from './desk-files';
import { refundDocument } from './refund-document';

/*
 * D120: the customer's refund receipt, printed or saved as PDF by a supervisor once a return or a
 * recall is recorded. Like a transfer's receipt (D38): the first print is the original, every
 * later one COPY n, each recorded with its audit row only once it went out; one print at a time,
 * so two clicks cannot both be COPY 1; refused without the bank's identity (D53).
 */

export type RefundPrintError =
  WriteError | AppError<'not-found' | 'no-return' | 'bank-identity-missing'>;

export interface RefundReceipts {
  print: TransferPrint<RefundPrintError>;
}

export interface RefundReceiptsOptions {
  journal: Journal;
  settings: SettingsStore;
  desktop: Desktop;
  /** The transfer's receipt view, with the branch lists' names (as its own receipt prints). */
  receipt: (reference: string) => ReceiptView | null;
  timeZone: () => string;
  now: () => number;
}

export function createRefundReceipts(options: RefundReceiptsOptions): RefundReceipts {
  const inTurn = oneAtATime();
  return {
    print: (reference, output, by, language = 'en') =>
      inTurn(() => printRefund(options, reference, output, by, language)),
  };
}

async function printRefund(
  deps: RefundReceiptsOptions,
  reference: string,
  to: PrintOutput,
  by: Session,
  language: Language,
): Promise<Result<PrintedView, RefundPrintError>> {
  const { journal } = deps;
  const receipt = deps.receipt(reference);
  const record = journal.transfers.getByReference(reference);
  if (!receipt || !record) {
    return fail(worded('not-found', 'returns.refused.notFound', { reference }));
  }
  const returned = journal.returns.forTransfer(record.id);
  if (!returned) return fail(worded('no-return', 'returns.refused.noReturn', { reference }));
  const { settings } = deps.settings.review();
  const unnamed = receiptRefusedForIdentity(settings.bankIdentity);
  if (unnamed) return fail({ code: 'bank-identity-missing' as const, message: unnamed });
  const paper = settings.workstation.receiptPaper ?? 'a4';
  const copyNumber = journal.returns.printed(returned.id);
  const printedAt = deps.now();
  const nameOf = (operatorId: string) =>
    journal.operators.get(operatorId)?.displayName ?? operatorId;
  const document = refundDocument({
    receipt,
    returned: returnViewOf(journal, returned),
    identity: settings.bankIdentity,
    workstation: settings.workstation,
    recordedBy: nameOf(returned.operatorId),
    timeZone: deps.timeZone(),
    paper,
    copyNumber,
    printedAt,
    printedBy: nameOf(by.operatorId),
    // D86: in the transfer's language, as its receipt; the bank's copy with the branch's.
    language: receipt.receiptLanguage ?? 'en',
    branchLanguage: settings.workstation.language ?? 'en',
  });
  return printTransferCopy(
    deps,
    document,
    { fileWord: 'refund', reference, copyNumber, paper, printedAt, to, by },
    language,
    (print) =>
      journal.returns.recordPrint({
        ...print,
        returnId: returned.id,
        calendarDay: dateInTimeZone(printedAt, deps.timeZone()),
      }),
  );
}

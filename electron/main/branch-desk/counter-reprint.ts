import { randomUUID } from 'node:crypto';
import { receiptRefusedForIdentity } from '@shared/domain/bank-identity';
import type {
  CounterReprintCode,
  CounterReprinted,
  CounterReprintRequest,
} from '@shared/domain/branch-relay';
import { operatorText, type Session } from '@shared/domain/operators';
import type { ReceiptView } from '@shared/domain/receipt';
import type { IpcError } from '@shared/ipc/define';
import { worded } from '@shared/i18n/worded';
import type { Language } from '@shared/i18n/catalog';
import { fail, ok, type Result } from '@shared/result';
import type { Desktop } from '../desktop/desktop';
import type { HeadOfficeService } from '../head-office/head-office-service';
import {
  replicatedApprovals,
  replicatedAttempts,
  replicatedTransfer,
} from '../head-office/receipt-answers';
import type { Journal } from '../journal/journal';
import { oneAtATime } from '@shared/one-at-a-time';
import { printTo } from '../reports/desk-files';
import { receiptDocument } from '../reports/receipt-document';
import type { SettingsStore } from '../settings/settings-store';
import { approvalViews } from '../transfers/receipt-names';
import { receiptViewOf, signedBodyOf } from '../transfers/receipt-view';

/*
 * D138: a supervisor at this counter reprints the receipt of another counter's transfer from head
 * office's copy of that counter's journal. The rows are read whole or not at all; the receipt is
 * the one this workstation prints of its own transfers (receipt-document.ts: the same words, no
 * compliance mark on either copy, D148), marked COPY n and headed with the counter that made it.
 * The reprint is audited here with that counter's number, and the counter is told (D136's
 * `reprint` message), which audits it there at its next contact.
 */

export const REPRINTED_FOR_COUNTER = 'receipt.reprinted-for-counter';

export type CounterReprintError = IpcError<CounterReprintCode>;

export interface CounterReprintDeps {
  headOffice: Pick<HeadOfficeService, 'branchDesk' | 'receipts' | 'messages'>;
  journal: Pick<Journal, 'operators' | 'audit'>;
  settings: Pick<SettingsStore, 'review'>;
  desktop: Desktop;
  /** Names beside the receipt's codes, as this workstation names its own (receipt-names.ts). */
  named: (receipt: ReceiptView) => ReceiptView;
  timeZone: () => string;
  now: () => number;
}

export interface CounterReprints {
  reprint(
    request: CounterReprintRequest,
    by: Session,
    language?: Language,
  ): Promise<Result<CounterReprinted, CounterReprintError>>;
}

const unavailable = () => fail(worded('head-office-unavailable', 'branchDesk.reprint.unavailable'));

/** The receipt as head office holds it, or why there is none to print. */
async function receiptFrom(deps: CounterReprintDeps, request: CounterReprintRequest) {
  const read = await deps.headOffice.receipts.read(request.workstationId, request.reference);
  if (!read.ok) {
    return read.error.refusal?.refused === 'transfer-unknown'
      ? fail(worded('not-found', 'branchDesk.reprint.notFound', { reference: request.reference }))
      : unavailable();
  }
  const page = read.value;
  const record = replicatedTransfer(page.transfer);
  const attempts = record ? replicatedAttempts(page.attempts, record.id) : null;
  const approvals = record ? replicatedApprovals(page.approvals, record.id) : null;
  // The receipt says what the signed body says: a body that is not this transfer's is no receipt.
  if (!record || !attempts || !approvals || record.reference !== request.reference) {
    return fail(worded('receipt-unreadable', 'branchDesk.reprint.unreadable'));
  }
  if (!signedBodyOf(record).readable) {
    return fail(worded('receipt-unreadable', 'branchDesk.reprint.unreadable'));
  }
  // The number the original receipt carried in its header (D77's desk columns).
  const workstation = Number(record.desk?.workstation) || null;
  // The owner's approvals, not this journal's (which has none of its transfers), D42.
  const receipt = {
    ...deps.named(receiptViewOf(record, attempts)),
    approvals: approvalViews(approvals),
  };
  return ok({ page, workstation, receipt });
}

async function reprint(
  deps: CounterReprintDeps,
  request: CounterReprintRequest,
  by: Session,
  language: Language,
): Promise<Result<CounterReprinted, CounterReprintError>> {
  const desk = deps.headOffice.branchDesk();
  if (!desk) return unavailable();
  if (by.role !== 'supervisor' || request.workstationId === desk.workstationId) {
    return fail(worded('reprint-not-allowed', 'branchDesk.reprint.ownCounter'));
  }
  const found = await receiptFrom(deps, request);
  if (!found.ok) return found;
  const { page, receipt, workstation } = found.value;
  const { settings } = deps.settings.review();
  const unnamed = receiptRefusedForIdentity(settings.bankIdentity);
  if (unnamed) return fail({ code: 'bank-identity-missing' as const, message: unnamed });
  const nameOf = (id: string) => deps.journal.operators.get(id)?.displayName ?? id;
  const paper = settings.workstation.receiptPaper ?? 'a4';
  const copyNumber = Math.max(1, page.printed);
  const printedAt = deps.now();
  const document = receiptDocument({
    receipt,
    identity: settings.bankIdentity,
    workstation: settings.workstation,
    operatorName: receipt.operatorName ?? receipt.operatorId,
    purposeName: receipt.purposeName ?? null,
    timeZone: deps.timeZone(),
    paper,
    copyNumber,
    printedAt,
    printedBy: nameOf(by.operatorId),
    language: receipt.receiptLanguage ?? 'en',
    branchLanguage: settings.workstation.language ?? 'en',
    elsewhere: { madeAt: page.ownerNumber, printedAt: desk.number, workstation },
  });
  const name = `receipt-${request.reference}-copy-${copyNumber}.pdf`;
  const sent = await printTo(deps, document, request.output, name, language);
  if (!sent.ok) return sent;
  const at = new Date(printedAt).toISOString();
  const told = await deps.headOffice.messages.send({
    messageId: randomUUID(),
    to: request.workstationId,
    kind: 'reprint',
    reference: request.reference,
    payload: { copyNumber, printedAt: at },
    senderId: by.operatorId,
    senderName: operatorText(by.operatorId, deps.journal.operators.get(by.operatorId)?.displayName),
  });
  deps.journal.audit.append({
    at,
    operatorId: by.operatorId,
    action: REPRINTED_FOR_COUNTER,
    details: {
      reference: request.reference,
      copy: `COPY ${copyNumber}`,
      counter: page.ownerNumber,
      output: request.output,
      paper,
      file: sent.value,
      ownerTold: told.ok,
    },
  });
  return ok({ file: sent.value, copyNumber, counter: page.ownerNumber, ownerTold: told.ok });
}

export function createCounterReprints(deps: CounterReprintDeps): CounterReprints {
  // One at a time, so two clicks read the copies printed after each other's.
  const inTurn = oneAtATime();
  return {
    reprint: (request, by, language = 'en') => inTurn(() => reprint(deps, request, by, language)),
  };
}

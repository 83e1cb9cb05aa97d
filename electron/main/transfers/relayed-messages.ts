import type {
  MessageRefusal,
  RelayedReprint,
  RelayedSettlement,
  WorkstationMessage,
} from '../../../hq/protocol/workstation-messages';
import type { SettleRequest } from '@shared/domain/settlements';
import { MESSAGE_ACTIONS, type KeptMessage } from '../journal/head-office-messages-repo';
import type { MessageOutcome } from '../head-office/head-office-messages';
import { settleTransfer, type SettlementDeps } from './settlements';

/*
 * D136: a message head office held for this workstation, applied here once: a settlement asked by
 * a supervisor at another counter goes through this counter's own settlement rules (settlements.ts:
 * waiting, not their own transfer, the transaction id, a never-arrived only of an unknown), and a
 * reprint made at another counter is audited here. Whatever the outcome, the message is kept with
 * it in the same transaction, so it is applied once and its reply can always be sent again.
 */

export type { MessageOutcome };
export type MessageApplyDeps = Pick<SettlementDeps, 'journal' | 'now' | 'timeZone'>;

const REFUSALS_KNOWN: readonly string[] = [
  'not-found',
  'not-waiting',
  'own-transfer',
  'transaction-id-differs',
  'outcome-not-possible',
];

/** The settlement a relayed payload asks for; null for one that would send again (never relayed). */
function settleRequestOf(reference: string, payload: RelayedSettlement): SettleRequest | null {
  switch (payload.outcome) {
    case 'succeeded':
      return {
        reference,
        outcome: 'succeeded',
        transactionId: payload.transactionId,
        ...(payload.note ? { note: payload.note } : {}),
      };
    case 'failed':
      return { reference, outcome: 'failed', failure: payload.failure, note: payload.note };
    case 'still_unknown':
      return { reference, outcome: 'still_unknown', note: payload.note };
    default:
      return null;
  }
}

function settle(deps: MessageApplyDeps, message: WorkstationMessage): MessageOutcome {
  const stateNow = () => deps.journal.transfers.getByReference(message.reference)?.state ?? '';
  const request = settleRequestOf(message.reference, message.payload as RelayedSettlement);
  if (!request) return { outcome: 'refused', refusal: 'resend-not-relayed', state: stateNow() };
  // The supervisor at the other counter, whose role head office and that counter answered for.
  const settled = settleTransfer(deps, request, {
    operatorId: message.senderId,
    role: 'supervisor',
  });
  if (settled.ok) return { outcome: 'applied', refusal: null, state: stateNow() };
  const code = settled.error.code;
  return {
    outcome: 'refused',
    refusal: (REFUSALS_KNOWN.includes(code) ? code : 'malformed') as MessageRefusal,
    state: stateNow(),
  };
}

function auditReprint(deps: MessageApplyDeps, message: WorkstationMessage): MessageOutcome {
  const record = deps.journal.transfers.getByReference(message.reference);
  if (!record) return { outcome: 'refused', refusal: 'not-found', state: '' };
  const payload = message.payload as RelayedReprint;
  deps.journal.audit.append({
    at: new Date(deps.now()).toISOString(),
    operatorId: message.senderId,
    action: MESSAGE_ACTIONS.reprintedElsewhere,
    details: {
      reference: message.reference,
      copy: `COPY ${payload.copyNumber}`,
      counter: message.fromNumber,
      printedAt: payload.printedAt,
      messageId: message.messageId,
    },
  });
  return { outcome: 'applied', refusal: null, state: record.state };
}

/**
 * Applies a message signed by head office (checked by the caller) once: a message kept already is
 * answered as kept. Everything it writes commits with the kept message, or nothing does.
 */
export function applyMessage(
  deps: MessageApplyDeps,
  signed: { text: string; signature: string },
  message: WorkstationMessage,
): MessageOutcome {
  const { journal } = deps;
  return journal.transaction(() => {
    const kept = journal.headOfficeMessages.find(message.messageId);
    if (kept) {
      return {
        outcome: kept.outcome,
        refusal: kept.refusal as MessageRefusal | null,
        state: kept.state,
      };
    }
    const done =
      message.kind === 'settlement' ? settle(deps, message) : auditReprint(deps, message);
    const record: KeptMessage = {
      messageId: message.messageId,
      kind: message.kind,
      reference: message.reference,
      fromWorkstation: message.from,
      fromNumber: message.fromNumber,
      senderId: message.senderId,
      sentAt: message.sentAt,
      message: signed.text,
      signature: signed.signature,
      ...done,
      appliedAt: new Date(deps.now()).toISOString(),
    };
    journal.headOfficeMessages.keep(record);
    return done;
  });
}

import { randomUUID } from 'node:crypto';
import type { Session } from '@shared/domain/operators';
import type { CounterSettleAsked, CounterSettleRequest } from '@shared/domain/branch-relay';
import type { SettlementAsked, TransferLogRow } from '@shared/domain/transfer-log';
import type { IpcError } from '@shared/ipc/define';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type Result } from '@shared/result';
import type { MessageState, RelayedSettlement } from '../../../hq/protocol/workstation-messages';
import type { HeadOfficeService } from '../head-office/head-office-service';
import type { Journal } from '../journal/journal';
import { operatorText } from '@shared/domain/operators';

/*
 * D136: a supervisor at this counter settles another counter's transfer from the branch's desk.
 * It travels as a message through head office; the owning counter applies it under its own rules
 * at its next contact. A re-send is never asked (no request here can say it): only the owning
 * counter sends. The desk's waiting list marks each row with the last settlement asked of it.
 */

/**
 * A settlement asked of another counter, audited here once head office took it: the owning
 * counter audits what it applied in the asker's name, but this workstation's trail must show
 * that its supervisor asked, what and of whom, as D138 audits a reprint at both counters.
 */
export const COUNTER_SETTLEMENT_ACTION = 'settlement.counter-asked';

export type CounterSettleError = IpcError<
  'head-office-unavailable' | 'settlement-pending' | 'settlement-not-allowed'
>;

export interface CounterSettlementsDeps {
  headOffice: Pick<HeadOfficeService, 'messages' | 'branchDesk'>;
  journal: Pick<Journal, 'operators' | 'audit'>;
  now: () => number;
}

export interface CounterSettlements {
  ask(
    request: CounterSettleRequest,
    by: Session,
  ): Promise<Result<CounterSettleAsked, CounterSettleError>>;
  /** The rows with the last settlement asked of their counter, read from head office once. */
  marked(rows: TransferLogRow[]): Promise<TransferLogRow[]>;
}

function payloadOf(request: CounterSettleRequest): RelayedSettlement {
  switch (request.outcome) {
    case 'succeeded':
      return {
        outcome: 'succeeded',
        transactionId: request.transactionId,
        note: request.note ?? '',
      };
    case 'failed':
      return { outcome: 'failed', failure: request.failure, note: request.note };
    case 'still_unknown':
      return { outcome: 'still_unknown', note: request.note };
  }
}

function askedOf(state: MessageState): SettlementAsked {
  return {
    state: state.reply ? state.reply.outcome : 'waiting',
    refusal: state.reply?.refusal ?? null,
    askedBy: state.message.senderName,
    askedAt: state.message.sentAt,
  };
}

export function createCounterSettlements(deps: CounterSettlementsDeps): CounterSettlements {
  return {
    async ask(request, by) {
      const desk = deps.headOffice.branchDesk();
      if (!desk) return fail(worded('head-office-unavailable', 'branchDesk.relay.unavailable'));
      if (request.workstationId === desk.workstationId) {
        return fail(worded('settlement-not-allowed', 'branchDesk.relay.ownCounter'));
      }
      const { workstationId: to, reference } = request;
      const messageId = randomUUID();
      const payload = payloadOf(request);
      const sent = await deps.headOffice.messages.send({
        messageId,
        to,
        kind: 'settlement',
        reference,
        payload,
        senderId: by.operatorId,
        senderName: operatorText(
          by.operatorId,
          deps.journal.operators.get(by.operatorId)?.displayName,
        ),
      });
      if (sent.ok) {
        const counter = sent.value.message.toNumber;
        deps.journal.audit.append({
          at: new Date(deps.now()).toISOString(),
          operatorId: by.operatorId,
          action: COUNTER_SETTLEMENT_ACTION,
          details: { reference, counter, workstation: to, messageId, ...payload },
        });
        return ok({ reference, counter });
      }
      const refused = sent.error.refusal?.refused;
      if (refused === 'message-pending') {
        return fail(worded('settlement-pending', 'branchDesk.relay.pending', { reference }));
      }
      if (refused === 'message-not-allowed') {
        return fail(
          worded('settlement-not-allowed', 'branchDesk.relay.notAllowed', {
            reason: sent.error.refusal!.message,
          }),
        );
      }
      return fail(worded('head-office-unavailable', 'branchDesk.relay.unavailable'));
    },
    async marked(rows) {
      const others = rows.filter((row) => row.counter && !row.counter.own);
      if (others.length === 0) return rows;
      const sent = await deps.headOffice.messages.sent();
      if (!sent.ok) return rows;
      // Newest first: the first message of a reference is its last settlement asked.
      const last = new Map<string, MessageState>();
      for (const state of sent.value.messages) {
        const key = `${state.message.to}/${state.message.reference}`;
        if (state.message.kind === 'settlement' && !last.has(key)) last.set(key, state);
      }
      return rows.map((row) => {
        const counter = row.counter;
        if (!counter || counter.own || !counter.workstationId) return row;
        const state = last.get(`${counter.workstationId}/${row.reference}`);
        return state ? { ...row, counter: { ...counter, asked: askedOf(state) } } : row;
      });
    },
  };
}

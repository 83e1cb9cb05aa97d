import { SealedRepo } from './sealed-repo';

/*
 * D136: the messages head office held for this workstation, kept once each was applied or
 * refused here, with the text head office signed. Found by head office's id before anything is
 * applied, so a message fetched again (its reply lost) is replied to as kept, never applied twice.
 */

export const MESSAGE_ACTIONS = {
  applied: 'head-office.message-applied',
  refused: 'head-office.message-refused',
  /** A reprint of this workstation's receipt made at another counter of the branch. */
  reprintedElsewhere: 'receipt.reprinted-elsewhere',
} as const;

export interface KeptMessage {
  messageId: string;
  kind: 'settlement' | 'reprint';
  reference: string;
  fromWorkstation: string;
  fromNumber: number;
  senderId: string;
  sentAt: string;
  /** The text head office signed, and its signature. */
  message: string;
  signature: string;
  outcome: 'applied' | 'refused';
  refusal: string | null;
  /** The transfer's state here after it (or when refused); '' when none has the reference. */
  state: string;
  appliedAt: string;
}

interface MessageRow {
  message_id: string;
  kind: KeptMessage['kind'];
  reference: string;
  from_workstation: string;
  from_number: number;
  sender_id: string;
  sent_at: string;
  message: string;
  signature: string;
  outcome: KeptMessage['outcome'];
  refusal: string | null;
  state: string;
  applied_at: string;
}

export class HeadOfficeMessagesRepo extends SealedRepo {
  private readonly statements = {
    get: this.db.prepare('SELECT * FROM head_office_messages WHERE message_id = ?'),
    insert: this.db.prepare(`
      INSERT INTO head_office_messages (message_id, kind, reference, from_workstation, from_number,
        sender_id, sent_at, message, signature, outcome, refusal, state, applied_at)
      VALUES (@messageId, @kind, @reference, @fromWorkstation, @fromNumber, @senderId, @sentAt,
        @message, @signature, @outcome, @refusal, @state, @appliedAt)`),
  };

  /** The message as kept here, its seal checked; null when it was never applied nor refused. */
  find(messageId: string): KeptMessage | null {
    const row = this.seals.verifyRow(
      'head_office_messages',
      this.statements.get.get(messageId) as MessageRow | undefined,
    );
    if (!row) return null;
    return {
      messageId: row.message_id,
      kind: row.kind,
      reference: row.reference,
      fromWorkstation: row.from_workstation,
      fromNumber: row.from_number,
      senderId: row.sender_id,
      sentAt: row.sent_at,
      message: row.message,
      signature: row.signature,
      outcome: row.outcome,
      refusal: row.refusal,
      state: row.state,
      appliedAt: row.applied_at,
    };
  }

  /**
   * Keeps what became of a message, with its audit row, in the caller's transaction (where the
   * settlement it applied, if any, was written): the two commit together or not at all.
   */
  keep(kept: KeptMessage): void {
    this.immediate(() => {
      this.statements.insert.run(kept);
      this.audit.append({
        at: kept.appliedAt,
        operatorId: kept.senderId,
        action: kept.outcome === 'applied' ? MESSAGE_ACTIONS.applied : MESSAGE_ACTIONS.refused,
        details: {
          messageId: kept.messageId,
          kind: kept.kind,
          reference: kept.reference,
          counter: kept.fromNumber,
          fromWorkstation: kept.fromWorkstation,
          sentAt: kept.sentAt,
          refusal: kept.refusal,
          state: kept.state,
          signature: kept.signature,
        },
      });
    });
  }
}

import {
  MESSAGES_MAX,
  MESSAGES_SENT_DAYS,
  signMessage,
  signSentPage,
  type MessageReply,
  type MessageReplyRequest,
  type MessageSend,
  type MessageState,
  type MessagesAnswer,
  type MessagesRequest,
  type MessagesSentAnswer,
  type MessagesSentRequest,
  type WorkstationMessage,
} from '../../protocol/workstation-messages';
import type { Queryable } from '../db/db';
import { headOfficeKey } from '../keys/head-office-key';
import { refusal, type Answer } from '../refusals';
import { signedCall, type SignedRequest, type Verdict } from '../replication/signed-call';
import type { ServiceDeps } from '../service-deps';
import type { LockedWorkstation } from '../workstations/locked-workstation';

/*
 * D136: messages head office holds for one workstation of a branch. A supervisor signed in at
 * another workstation of the branch sends one (a settlement of the owner's transfer, a reprint's
 * audit); the owner fetches what waits for it at each contact, applies each once and replies;
 * the branch's desks read the messages back with their replies. Every call is signed by a
 * workstation of the branch (signedCall); nothing crosses to another branch.
 */

interface MessageRow {
  message: string;
  signature: string;
  outcome: MessageReply['outcome'] | null;
  refusal: MessageReply['refusal'];
  state: string | null;
  replied_at: Date | null;
}

const MESSAGE_COLUMNS = `m.message, m.signature, r.outcome, r.refusal, r.state, r.replied_at`;
const WITH_REPLY = `workstation_messages m
  LEFT JOIN workstation_message_replies r ON r.message_id = m.message_id`;

function stateOf(row: MessageRow): MessageState {
  return {
    message: JSON.parse(row.message) as WorkstationMessage,
    reply:
      row.outcome === null
        ? null
        : {
            outcome: row.outcome,
            refusal: row.refusal,
            state: row.state ?? '',
            repliedAt: new Date(row.replied_at!).toISOString(),
          },
  };
}

async function messageIn(tx: Queryable, messageId: string): Promise<MessageRow | null> {
  const [row] = await tx.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM ${WITH_REPLY} WHERE m.message_id = $1`,
    [messageId],
  );
  return row ?? null;
}

const notAllowed = (why: string): Verdict<never> => ({
  ok: false,
  refusal: refusal('message-not-allowed', why),
});

/**
 * Who may send: a supervisor (D125's rule: an operator head office manages only as an active
 * supervisor of the branch; one it does not manage is the signing workstation's to answer for),
 * to another active workstation of the same branch.
 */
async function sendRefusal(
  tx: Queryable,
  ws: LockedWorkstation,
  send: MessageSend,
): Promise<{ why: string } | { number: number }> {
  if (send.to === ws.id) return { why: 'A counter applies its own settlements itself.' };
  const [to] = await tx.query<{ branch_code: string; number: number; state: string }>(
    'SELECT branch_code, number, state FROM workstations WHERE id = $1',
    [send.to],
  );
  if (!to || to.branch_code !== ws.branch.code || to.state !== 'active') {
    return { why: `Workstation ${send.to} is not an active counter of branch ${ws.branch.code}.` };
  }
  const [managed] = await tx.query<{ branch_code: string; role: string; active: boolean }>(
    'SELECT branch_code, role, active FROM branch_operators WHERE lower(operator_id) = $1',
    [send.senderId.toLowerCase()],
  );
  if (managed && (managed.branch_code !== ws.branch.code || managed.role !== 'supervisor')) {
    return {
      why: `${send.senderId} is not a supervisor of branch ${ws.branch.code} at head office.`,
    };
  }
  if (managed && !managed.active) return { why: `${send.senderId} is deactivated at head office.` };
  return { number: Number(to.number) };
}

/** The fields that make a message the same when it is sent again. */
function sameMessage(kept: WorkstationMessage, ws: LockedWorkstation, send: MessageSend): boolean {
  return (
    kept.from === ws.id &&
    kept.to === send.to &&
    kept.kind === send.kind &&
    kept.reference === send.reference &&
    kept.senderId === send.senderId &&
    JSON.stringify(kept.payload) === JSON.stringify(send.payload)
  );
}

/** POST /api/v1/message-send: kept once by its id, signed; a resend answers it as kept. */
export async function sendMessage(
  deps: ServiceDeps,
  request: SignedRequest<MessageSend>,
): Promise<Answer<MessageState>> {
  const key = await headOfficeKey(deps.db);
  return signedCall(deps, 'message-send', request, async (tx, ws) => {
    const send = request.body;
    // One transfer's settlements are asked one after the other, whichever desk asks.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`message:${send.reference}`]);
    const kept = await messageIn(tx, send.messageId);
    if (kept) {
      const state = stateOf(kept);
      if (sameMessage(state.message, ws, send)) return { ok: true, value: state };
      return {
        ok: false,
        refusal: refusal(
          'malformed',
          `Message ${send.messageId} was sent before with other details. A new message takes a new id.`,
        ),
      };
    }
    if ('copyNumber' in send.payload !== (send.kind === 'reprint')) {
      return {
        ok: false,
        refusal: refusal('malformed', `A ${send.kind} message carries a ${send.kind}'s details.`),
      };
    }
    const checked = await sendRefusal(tx, ws, send);
    if ('why' in checked) return notAllowed(checked.why);
    if (send.kind === 'settlement') {
      const [waiting] = await tx.query<{ sender_id: string }>(
        `SELECT m.sender_id FROM ${WITH_REPLY}
          WHERE m.to_workstation = $1 AND m.reference = $2 AND m.kind = 'settlement'
            AND r.message_id IS NULL`,
        [send.to, send.reference],
      );
      if (waiting) {
        return {
          ok: false,
          refusal: refusal(
            'message-pending',
            `${waiting.sender_id} has already asked Counter ${checked.number} to settle ${send.reference}; it is waiting for that counter.`,
          ),
        };
      }
    }
    const at = deps.now();
    const message: WorkstationMessage = {
      messageId: send.messageId,
      branchCode: ws.branch.code,
      to: send.to,
      toNumber: checked.number,
      from: ws.id,
      fromNumber: ws.number,
      kind: send.kind,
      reference: send.reference,
      payload: send.payload,
      senderId: send.senderId,
      senderName: send.senderName,
      sentAt: at.toISOString(),
    };
    const signed = signMessage(key.privateKey, message);
    await tx.query(
      `INSERT INTO workstation_messages (message_id, branch_code, to_workstation, from_workstation,
         kind, reference, sender_id, sent_at, message, signature)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        message.messageId,
        message.branchCode,
        message.to,
        message.from,
        message.kind,
        message.reference,
        message.senderId,
        at,
        signed.text,
        signed.signature,
      ],
    );
    return { ok: true, value: { message, reply: null } };
  });
}

/** POST /api/v1/messages: what waits for the signing workstation, oldest first, each signed. */
export function waitingMessages(
  deps: ServiceDeps,
  request: SignedRequest<MessagesRequest>,
): Promise<Answer<MessagesAnswer>> {
  return signedCall(deps, 'messages', request, async (tx, ws) => {
    const rows = await tx.query<{ message: string; signature: string }>(
      `SELECT m.message, m.signature FROM ${WITH_REPLY}
        WHERE m.to_workstation = $1 AND r.message_id IS NULL
        ORDER BY m.sent_at, m.message_id LIMIT $2`,
      [ws.id, MESSAGES_MAX],
    );
    const messages = rows.map((row) => ({ text: row.message, signature: row.signature }));
    return { ok: true, value: { messages, at: deps.now().toISOString() } };
  });
}

/** POST /api/v1/message-reply: the owner's reply, recorded once; the same again as recorded. */
export function replyToMessage(
  deps: ServiceDeps,
  request: SignedRequest<MessageReplyRequest>,
): Promise<Answer<MessageState>> {
  return signedCall(deps, 'message-reply', request, async (tx, ws) => {
    const asked = request.body;
    const kept = await messageIn(tx, asked.messageId);
    const state = kept ? stateOf(kept) : null;
    if (!state || state.message.to !== ws.id) {
      return {
        ok: false,
        refusal: refusal(
          'message-unknown',
          `Head office holds no message ${asked.messageId} for this workstation.`,
        ),
      };
    }
    // Replied before (the answer was lost, or the counter applied it again): as recorded.
    if (state.reply) return { ok: true, value: state };
    const at = deps.now();
    await tx.query(
      `INSERT INTO workstation_message_replies (message_id, outcome, refusal, state, replied_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [asked.messageId, asked.outcome, asked.refusal, asked.state, at],
    );
    const reply = {
      outcome: asked.outcome,
      refusal: asked.refusal,
      state: asked.state,
      repliedAt: at.toISOString(),
    };
    return { ok: true, value: { message: state.message, reply } };
  });
}

/** POST /api/v1/messages-sent: the branch's messages of the last days, newest first, signed. */
export async function sentMessages(
  deps: ServiceDeps,
  request: SignedRequest<MessagesSentRequest>,
): Promise<Answer<MessagesSentAnswer>> {
  const key = await headOfficeKey(deps.db);
  return signedCall(deps, 'messages-sent', request, async (tx, ws) => {
    const at = deps.now();
    const since = new Date(at.getTime() - MESSAGES_SENT_DAYS * 86_400_000);
    const rows = await tx.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM ${WITH_REPLY}
        WHERE m.branch_code = $1 AND m.sent_at >= $2
        ORDER BY m.sent_at DESC, m.message_id LIMIT $3`,
      [ws.branch.code, since, MESSAGES_MAX * 4],
    );
    const page = {
      workstationId: ws.id,
      branchCode: ws.branch.code,
      at: at.toISOString(),
      messages: rows.map(stateOf),
    };
    return { ok: true, value: signSentPage(key.privateKey, page) };
  });
}

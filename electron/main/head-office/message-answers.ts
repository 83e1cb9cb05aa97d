import {
  MESSAGE_KINDS,
  MESSAGE_REFUSALS,
  RELAYED_FAILURES,
  type MessagePayload,
  type MessageReply,
  type MessageState,
  type MessagesAnswer,
  type MessagesSentAnswer,
  type MessagesSentPage,
  type SignedMessage,
  type WorkstationMessage,
} from '../../../hq/protocol/workstation-messages';
import { parseJsonObject } from '../json-object';

/*
 * D136: head office's answers about messages read as the wire says, each field checked: an answer
 * that is not what head office sends is no answer, and a message that is not read whole is not
 * applied. Signatures are the caller's to check, with head office's key, before these read a field.
 */

type Fields = Record<string, unknown>;

const isText = (value: unknown, max = 500): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isNote = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 500;
const isInstant = (value: unknown): value is string =>
  isText(value, 40) && !Number.isNaN(Date.parse(value));
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
const objectOf = (value: unknown): Fields | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : null;
const oneOf = <T>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

function payloadOf(kind: string, value: unknown): MessagePayload | null {
  const o = objectOf(value);
  if (!o) return null;
  if (kind === 'reprint') {
    return isNumber(o.copyNumber) && isInstant(o.printedAt)
      ? { copyNumber: o.copyNumber, printedAt: o.printedAt }
      : null;
  }
  // Only what a relayed settlement may be: a re-send is no payload here.
  if (o.outcome === 'succeeded' && isText(o.transactionId, 64) && isNote(o.note)) {
    return { outcome: 'succeeded', transactionId: o.transactionId, note: o.note };
  }
  if (o.outcome === 'failed' && oneOf(RELAYED_FAILURES, o.failure) && isText(o.note)) {
    return { outcome: 'failed', failure: o.failure, note: o.note };
  }
  if (o.outcome === 'still_unknown' && isText(o.note)) {
    return { outcome: 'still_unknown', note: o.note };
  }
  return null;
}

/** A message as head office signed it, read from its text; null when any field is not right. */
export function readMessage(value: unknown): WorkstationMessage | null {
  const o = typeof value === 'string' ? parseJsonObject(value) : objectOf(value);
  if (!o || !oneOf(MESSAGE_KINDS, o.kind)) return null;
  const texts = ['messageId', 'branchCode', 'to', 'from', 'reference', 'senderId', 'senderName'];
  if (!texts.every((name) => isText(o[name], 100))) return null;
  if (!isNumber(o.toNumber) || !isNumber(o.fromNumber) || !isInstant(o.sentAt)) return null;
  const payload = payloadOf(o.kind, o.payload);
  if (!payload) return null;
  return {
    messageId: o.messageId as string,
    branchCode: o.branchCode as string,
    to: o.to as string,
    toNumber: o.toNumber,
    from: o.from as string,
    fromNumber: o.fromNumber,
    kind: o.kind,
    reference: o.reference as string,
    payload,
    senderId: o.senderId as string,
    senderName: o.senderName as string,
    sentAt: o.sentAt,
  };
}

function signedOf(value: unknown): SignedMessage | null {
  const o = objectOf(value);
  if (!o || !isText(o.text, 10_000) || !isText(o.signature, 200)) return null;
  return { text: o.text, signature: o.signature };
}

/** POST /api/v1/messages's answer: the signed messages, unread until their signature is checked. */
export function readMessagesAnswer(body: string): MessagesAnswer | null {
  const o = parseJsonObject(body);
  if (!o || !Array.isArray(o.messages) || !isInstant(o.at)) return null;
  const messages = o.messages.map(signedOf);
  if (messages.some((m) => m === null)) return null;
  return { messages: messages as SignedMessage[], at: o.at };
}

function replyOf(value: unknown): MessageReply | null | undefined {
  if (value === null) return null;
  const o = objectOf(value);
  if (!o || !oneOf(['applied', 'refused'] as const, o.outcome)) return undefined;
  if (o.refusal !== null && !oneOf(MESSAGE_REFUSALS, o.refusal)) return undefined;
  if (typeof o.state !== 'string' || !isInstant(o.repliedAt)) return undefined;
  return { outcome: o.outcome, refusal: o.refusal, state: o.state, repliedAt: o.repliedAt };
}

/** A message with its reply, as head office answers a send or a reply. */
export function readMessageState(value: unknown): MessageState | null {
  const o = typeof value === 'string' ? parseJsonObject(value) : objectOf(value);
  if (!o) return null;
  const message = readMessage(o.message);
  const reply = replyOf(o.reply);
  return message && reply !== undefined ? { message, reply } : null;
}

/** POST /api/v1/messages-sent's answer: the page's text and its signature. */
export function readSentAnswer(body: string): MessagesSentAnswer | null {
  const o = parseJsonObject(body);
  if (!o || !isText(o.page, 2_000_000) || !isText(o.signature, 200)) return null;
  return { page: o.page, signature: o.signature };
}

/** The page inside it, once its signature is checked. */
export function readSentPage(text: string): MessagesSentPage | null {
  const o = parseJsonObject(text);
  if (!o || !isText(o.workstationId, 100) || !isText(o.branchCode, 100)) return null;
  if (!isInstant(o.at) || !Array.isArray(o.messages)) return null;
  const messages = o.messages.map(readMessageState);
  if (messages.some((m) => m === null)) return null;
  return {
    workstationId: o.workstationId,
    branchCode: o.branchCode,
    at: o.at,
    messages: messages as MessageState[],
  };
}

import { signBytes, verifyBytes } from './chain';

/*
 * D136: a signed message head office holds for one workstation of a branch, sent by a supervisor
 * signed in at another workstation of that branch: a settlement of the owner's transfer, or the
 * audit of a reprint of its receipt. The sender signs its request as every other (wire.ts); head
 * office keeps the message as JSON text and signs that text's exact bytes with its key, so the
 * owning workstation checks the signature before it reads a field. The owner fetches what waits
 * for it at each contact, applies each message once by its id, and replies applied or refused;
 * the sender's desk reads its branch's messages with their replies.
 */

export const MESSAGE_PATHS = {
  send: '/api/v1/message-send',
  waiting: '/api/v1/messages',
  reply: '/api/v1/message-reply',
  sent: '/api/v1/messages-sent',
} as const;

export const MESSAGE_KINDS = ['settlement', 'reprint'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * What a settlement at another counter may record. A re-send is never relayed: only the owning
 * counter sends, so nothing can be paid twice.
 */
export const RELAYED_OUTCOMES = ['succeeded', 'failed', 'still_unknown'] as const;
export const RELAYED_FAILURES = ['never_arrived', 'refused'] as const;

export type RelayedSettlement =
  | { outcome: 'succeeded'; transactionId: string; note: string }
  | { outcome: 'failed'; failure: (typeof RELAYED_FAILURES)[number]; note: string }
  | { outcome: 'still_unknown'; note: string };

/** A print of the owner's receipt made at another counter: which copy, and when. */
export interface RelayedReprint {
  copyNumber: number;
  printedAt: string;
}

export type MessagePayload = RelayedSettlement | RelayedReprint;

/** The most messages one answer carries (a counter applies them a few at a time). */
export const MESSAGES_MAX = 50;
/** How far back the sender's desk reads its branch's messages. */
export const MESSAGES_SENT_DAYS = 7;

/** POST /api/v1/message-send, signed by the sender's workstation, naming the signed-in supervisor. */
export interface MessageSend {
  workstationId: string;
  /** A UUID the sender makes once: a resend is the same message. */
  messageId: string;
  /** The owning workstation (head office's id, as the branch's transfers name it). */
  to: string;
  kind: MessageKind;
  reference: string;
  payload: MessagePayload;
  senderId: string;
  senderName: string;
}

/** A message as head office keeps it and signs it. */
export interface WorkstationMessage {
  messageId: string;
  branchCode: string;
  to: string;
  toNumber: number;
  from: string;
  fromNumber: number;
  kind: MessageKind;
  reference: string;
  payload: MessagePayload;
  senderId: string;
  senderName: string;
  /** Head office's clock. */
  sentAt: string;
}

/** The message as JSON text and head office's signature over its bytes. */
export interface SignedMessage {
  text: string;
  signature: string;
}

/** Why the owner refused a message: its settlement rules' codes, or the relay's own. */
export const MESSAGE_REFUSALS = [
  'not-found',
  'not-waiting',
  'own-transfer',
  'transaction-id-differs',
  'outcome-not-possible',
  'resend-not-relayed',
  'malformed',
] as const;
export type MessageRefusal = (typeof MESSAGE_REFUSALS)[number];

/** POST /api/v1/message-reply, signed by the owner: what became of a message, once. */
export interface MessageReplyRequest {
  workstationId: string;
  messageId: string;
  outcome: 'applied' | 'refused';
  /** Null when applied. */
  refusal: MessageRefusal | null;
  /** The transfer's state at the owner after it (or when refused). */
  state: string;
}

export interface MessageReply {
  outcome: 'applied' | 'refused';
  refusal: MessageRefusal | null;
  state: string;
  repliedAt: string;
}

/** A message with its reply, once the owner gave one. */
export interface MessageState {
  message: WorkstationMessage;
  reply: MessageReply | null;
}

/** POST /api/v1/messages, signed by the owner: what waits for it, oldest first. */
export interface MessagesRequest {
  workstationId: string;
}

export interface MessagesAnswer {
  messages: SignedMessage[];
  at: string;
}

/** POST /api/v1/messages-sent, signed: the branch's messages of the last days, with replies. */
export interface MessagesSentRequest {
  workstationId: string;
}

export interface MessagesSentPage {
  workstationId: string;
  branchCode: string;
  at: string;
  messages: MessageState[];
}

/** The page as JSON text, signed over its bytes (as D127's branch pages). */
export interface MessagesSentAnswer {
  page: string;
  signature: string;
}

export function signMessage(privateKeyPem: string, message: WorkstationMessage): SignedMessage {
  const text = JSON.stringify(message);
  return { text, signature: signBytes(privateKeyPem, text) };
}

export function signSentPage(privateKeyPem: string, page: MessagesSentPage): MessagesSentAnswer {
  const text = JSON.stringify(page);
  return { page: text, signature: signBytes(privateKeyPem, text) };
}

/** Whether `text` is signed by head office's key (never throws). */
export function signedByHeadOffice(headOfficeKeyPem: string, text: string, signature: string) {
  return verifyBytes(headOfficeKeyPem, text, signature);
}

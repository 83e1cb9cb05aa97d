import {
  MESSAGE_KINDS,
  MESSAGE_REFUSALS,
  RELAYED_FAILURES,
  type MessageKind,
  type MessagePayload,
  type MessageReply,
  type MessageState,
  type MessagesAnswer,
  type MessagesSentAnswer,
  type MessagesSentPage,
  type RelayedReprint,
  type RelayedSettlement,
  type SignedMessage,
  type WorkstationMessage,
} from '../../../hq/protocol/workstation-messages';
import {
  anyText,
  instant,
  listOf,
  note,
  object,
  oneOf,
  orNull,
  positiveInteger,
  readFields,
  text,
  type FieldReader,
  type Fields,
} from './answer-fields';

/*
 * D136: head office's answers about messages read as the wire says, each field checked: an answer
 * that is not what head office sends is no answer, and a message that is not read whole is not
 * applied. Signatures are the caller's to check, with head office's key, before these read a field.
 */

const REPRINT: Fields<RelayedReprint> = { copyNumber: positiveInteger, printedAt: instant };

type Settled<O> = Extract<RelayedSettlement, { outcome: O }>;

// Only what a relayed settlement may be: a re-send is no payload here.
const SUCCEEDED: Fields<Settled<'succeeded'>> = {
  outcome: oneOf(['succeeded'] as const),
  transactionId: text(64),
  note: note(),
};
const FAILED: Fields<Settled<'failed'>> = {
  outcome: oneOf(['failed'] as const),
  failure: oneOf(RELAYED_FAILURES),
  note: text(),
};
const STILL_UNKNOWN: Fields<Settled<'still_unknown'>> = {
  outcome: oneOf(['still_unknown'] as const),
  note: text(),
};

function payloadOf(kind: MessageKind, value: unknown): MessagePayload | null {
  if (typeof value === 'string') return null;
  if (kind === 'reprint') return readFields(value, REPRINT);
  return (
    readFields(value, SUCCEEDED) ?? readFields(value, FAILED) ?? readFields(value, STILL_UNKNOWN)
  );
}

const MESSAGE: Fields<WorkstationMessage> = {
  messageId: text(100),
  branchCode: text(100),
  to: text(100),
  toNumber: positiveInteger,
  from: text(100),
  fromNumber: positiveInteger,
  kind: oneOf(MESSAGE_KINDS),
  reference: text(100),
  // Read below, by the message's kind.
  payload: (value) => value as MessagePayload,
  senderId: text(100),
  senderName: text(100),
  sentAt: instant,
};

/** A message as head office signed it, read from its text; null when any field is not right. */
export function readMessage(value: unknown): WorkstationMessage | null {
  const message = readFields(value, MESSAGE);
  const payload = message && payloadOf(message.kind, message.payload);
  return message && payload ? { ...message, payload } : null;
}

const SIGNED: Fields<SignedMessage> = { text: text(10_000), signature: text(200) };

/** POST /api/v1/messages's answer: the signed messages, unread until their signature is checked. */
export function readMessagesAnswer(body: string): MessagesAnswer | null {
  return readFields<MessagesAnswer>(body, { messages: listOf(object(SIGNED)), at: instant });
}

const REPLY: Fields<MessageReply> = {
  outcome: oneOf(['applied', 'refused'] as const),
  refusal: orNull(oneOf(MESSAGE_REFUSALS)),
  state: anyText,
  repliedAt: instant,
};

const MESSAGE_STATE: Fields<MessageState> = {
  message: (value) => readMessage(value) ?? undefined,
  reply: orNull(object(REPLY)),
};

/** A message with its reply, as head office answers a send or a reply. */
export function readMessageState(value: unknown): MessageState | null {
  return readFields(value, MESSAGE_STATE);
}

/** POST /api/v1/messages-sent's answer: the page's text and its signature. */
export function readSentAnswer(body: string): MessagesSentAnswer | null {
  return readFields<MessagesSentAnswer>(body, { page: text(2_000_000), signature: text(200) });
}

const MESSAGE_STATES: FieldReader<MessageState[]> = listOf(object(MESSAGE_STATE));

/** The page inside it, once its signature is checked. */
export function readSentPage(page: string): MessagesSentPage | null {
  return readFields<MessagesSentPage>(page, {
    workstationId: text(100),
    branchCode: text(100),
    at: instant,
    messages: MESSAGE_STATES,
  });
}

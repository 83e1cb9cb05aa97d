import {
  MESSAGE_PATHS,
  signedByHeadOffice,
  type MessageSend,
  type MessageRefusal,
  type MessageState,
  type MessagesSentPage,
} from '../../../hq/protocol/workstation-messages';
import { worded } from '@shared/i18n/worded';
import { fail, ok } from '@shared/result';
import { parseJsonObject } from '../json-object';
import {
  readMessage,
  readMessagesAnswer,
  readMessageState,
  readSentAnswer,
  readSentPage,
} from './message-answers';
import type { HeadOfficeClient, HeadOfficeLink, HeadOfficeResult } from './head-office-client';

/*
 * D136: the workstation's calls for messages between the branch's counters. A supervisor's desk
 * sends one for the counter that owns a transfer and reads back the branch's messages with their
 * replies (signed by head office, checked here); at every contact, after its settings, a counter
 * fetches what waits for it, checks head office's signature on each before reading it, applies
 * each once and replies.
 */

/** What became of a message here, as the reply tells head office. */
export interface MessageOutcome {
  outcome: 'applied' | 'refused';
  refusal: MessageRefusal | null;
  state: string;
}

export interface HeadOfficeMessages {
  send(request: Omit<MessageSend, 'workstationId'>): Promise<HeadOfficeResult<MessageState>>;
  sent(): Promise<HeadOfficeResult<MessagesSentPage>>;
}

const notLinked = () =>
  fail(worded('unreachable', 'headOffice.client.unreachable', { address: '—' }));
const badAnswer = () => fail(worded('bad-acknowledgement', 'headOffice.client.badAcknowledgement'));

export function createHeadOfficeMessages(deps: {
  link: () => HeadOfficeLink | null;
  client: Pick<HeadOfficeClient, 'call'>;
}): HeadOfficeMessages {
  return {
    async send(request) {
      const link = deps.link();
      if (!link) return notLinked();
      return deps.client.call(
        link,
        MESSAGE_PATHS.send,
        request,
        readMessageState,
        (state) =>
          state.message.messageId === request.messageId &&
          state.message.from === link.workstationId &&
          state.message.to === request.to,
      );
    },
    async sent() {
      const link = deps.link();
      if (!link) return notLinked();
      const answer = await deps.client.call(link, MESSAGE_PATHS.sent, {}, readSentAnswer, (a) =>
        signedByHeadOffice(link.headOfficeKey, a.page, a.signature),
      );
      if (!answer.ok) return answer;
      const page = readSentPage(answer.value.page);
      if (!page || page.workstationId !== link.workstationId) return badAnswer();
      return ok(page);
    },
  };
}

export interface MessageSyncDeps {
  client: Pick<HeadOfficeClient, 'call'>;
  /** Applies a message once (transfers/relayed-messages.ts); what became of it, to reply. */
  apply: (
    signed: { text: string; signature: string },
    message: NonNullable<ReturnType<typeof readMessage>>,
  ) => MessageOutcome;
}

/**
 * Fetches what waits for this workstation and applies each message in order. A message not signed
 * by head office stops the contact (no answer of head office's); one signed but not readable
 * here, or for another workstation or branch, is refused as malformed, so it does not wait forever.
 */
export async function syncMessages(
  deps: MessageSyncDeps,
  link: HeadOfficeLink,
  branchCode: string,
): Promise<HeadOfficeResult<null>> {
  const answer = await deps.client.call(
    link,
    MESSAGE_PATHS.waiting,
    {},
    readMessagesAnswer,
    () => true,
  );
  if (!answer.ok) return answer;
  for (const signed of answer.value.messages) {
    if (!signedByHeadOffice(link.headOfficeKey, signed.text, signed.signature)) return badAnswer();
    const message = readMessage(signed.text);
    const ours = message?.to === link.workstationId && message.branchCode === branchCode;
    const messageId = message?.messageId ?? idOf(signed.text);
    if (messageId === null) return badAnswer();
    const outcome: MessageOutcome =
      message && ours
        ? deps.apply(signed, message)
        : { outcome: 'refused', refusal: 'malformed', state: '' };
    const replied = await deps.client.call(
      link,
      MESSAGE_PATHS.reply,
      { messageId, ...outcome },
      parseJsonObject,
      // Only which message was answered: one this workstation could not read is answered too.
      (state) => (state['message'] as { messageId?: unknown } | null)?.messageId === messageId,
    );
    if (!replied.ok) return replied;
  }
  return ok(null);
}

function idOf(text: string): string | null {
  const id = parseJsonObject(text)?.['messageId'];
  return typeof id === 'string' ? id : null;
}

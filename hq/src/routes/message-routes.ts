import type { FastifyInstance } from 'fastify';
import type {
  MessageReplyRequest,
  MessageSend,
  MessagesRequest,
  MessagesSentRequest,
} from '../../protocol/workstation-messages';
import type { HqDeps } from '../server';
import {
  replyToMessage,
  sendMessage,
  sentMessages,
  waitingMessages,
} from '../workstation-messages/workstation-messages';
import { MESSAGE_REPLY_SCHEMA, MESSAGE_SEND_SCHEMA, MESSAGES_SCHEMA } from './message-schemas';
import { reply, signedRequest } from './protocol-scope';

/**
 * D136: messages for another counter of the branch, inside the protocol's scope: a supervisor's
 * desk sends one, the owner fetches and replies, the desks read them back. Each signed by the
 * calling workstation.
 */
export function messageRoutes(scope: FastifyInstance, deps: HqDeps): void {
  scope.post('/api/v1/message-send', { schema: { body: MESSAGE_SEND_SCHEMA } }, async (r, to) =>
    reply(to, await sendMessage(deps, signedRequest<MessageSend>(r))),
  );
  scope.post('/api/v1/messages', { schema: { body: MESSAGES_SCHEMA } }, async (r, to) =>
    reply(to, await waitingMessages(deps, signedRequest<MessagesRequest>(r))),
  );
  scope.post('/api/v1/message-reply', { schema: { body: MESSAGE_REPLY_SCHEMA } }, async (r, to) =>
    reply(to, await replyToMessage(deps, signedRequest<MessageReplyRequest>(r))),
  );
  scope.post('/api/v1/messages-sent', { schema: { body: MESSAGES_SCHEMA } }, async (r, to) =>
    reply(to, await sentMessages(deps, signedRequest<MessagesSentRequest>(r))),
  );
}

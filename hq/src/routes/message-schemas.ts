import {
  MESSAGE_KINDS,
  MESSAGE_REFUSALS,
  RELAYED_FAILURES,
} from '../../protocol/workstation-messages';

/**
 * D136: the JSON schemas of the messages' bodies (workstation-messages.ts), strict as the
 * protocol's others: no coercion, no extra field, no NUL character. A re-send is no outcome here:
 * it is never relayed.
 */

const NO_NUL = '^[^\\u0000]*$';
const LINE = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }) as const;
const NOTE = { type: 'string', maxLength: 500, pattern: '^[^\\u0000]*$' } as const;
const WORKSTATION_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' };
const UUID = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;
const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$';

const payload = (required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required,
  properties,
});

const PAYLOAD = {
  oneOf: [
    payload(['outcome', 'transactionId', 'note'], {
      outcome: { const: 'succeeded' },
      transactionId: LINE(64),
      note: NOTE,
    }),
    payload(['outcome', 'failure', 'note'], {
      outcome: { const: 'failed' },
      failure: { enum: RELAYED_FAILURES },
      note: LINE(500),
    }),
    payload(['outcome', 'note'], { outcome: { const: 'still_unknown' }, note: LINE(500) }),
    payload(['copyNumber', 'printedAt'], {
      copyNumber: { type: 'integer', minimum: 1, maximum: 10_000 },
      printedAt: { type: 'string', pattern: INSTANT },
    }),
  ],
} as const;

export const MESSAGE_SEND_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'workstationId',
    'messageId',
    'to',
    'kind',
    'reference',
    'payload',
    'senderId',
    'senderName',
  ],
  properties: {
    workstationId: WORKSTATION_ID,
    messageId: UUID,
    to: WORKSTATION_ID,
    kind: { enum: MESSAGE_KINDS },
    reference: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' },
    payload: PAYLOAD,
    senderId: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL },
    senderName: LINE(100),
  },
} as const;

export const MESSAGES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId'],
  properties: { workstationId: WORKSTATION_ID },
} as const;

export const MESSAGE_REPLY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'messageId', 'outcome', 'refusal', 'state'],
  properties: {
    workstationId: WORKSTATION_ID,
    messageId: UUID,
    outcome: { enum: ['applied', 'refused'] },
    refusal: { enum: [...MESSAGE_REFUSALS, null] },
    state: { type: 'string', maxLength: 32, pattern: '^[a-z_]*$' },
  },
} as const;

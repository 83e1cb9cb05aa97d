import { MAX_BATCH_ENTRIES } from '../../protocol/wire';

/**
 * The JSON schemas of the protocol's bodies (wire.ts), checked by Fastify before a handler runs.
 * Strict: no coercion, no extra field, no NUL character (PostgreSQL's text holds none).
 */

const NO_NUL = '^[^\\u0000]*$';
const HASH = { type: 'string', pattern: '^[0-9a-f]{64}$' };
const WORKSTATION_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' };
// ISO 8601 UTC, as wire.ts says.
const INSTANT = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$',
} as const;
const SEQ = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };

const CHANGE = {
  type: 'object',
  additionalProperties: false,
  required: ['seq', 'at', 'table', 'op', 'key', 'row', 'prev', 'hash'],
  properties: {
    seq: SEQ,
    // ISO 8601 UTC, as wire.ts says: the outbox's clock, kept as sent (the hash covers it).
    at: INSTANT,
    table: { type: 'string', pattern: '^[A-Za-z_][A-Za-z0-9_]{0,62}$' },
    op: { enum: ['insert', 'update', 'delete'] },
    key: { type: 'string', minLength: 2, maxLength: 4096, pattern: NO_NUL },
    row: { type: ['string', 'null'], pattern: NO_NUL },
    prev: HASH,
    hash: HASH,
  },
} as const;

export const PUSH_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'changes'],
  properties: {
    workstationId: WORKSTATION_ID,
    changes: { type: 'array', minItems: 1, maxItems: MAX_BATCH_ENTRIES, items: CHANGE },
  },
} as const;

export const STATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId'],
  properties: { workstationId: WORKSTATION_ID },
} as const;

export const REBUILD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'after', 'limit'],
  properties: {
    workstationId: WORKSTATION_ID,
    after: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    limit: { type: 'integer', minimum: 1, maximum: MAX_BATCH_ENTRIES },
  },
} as const;

export const ENROL_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'publicKey', 'label'],
  properties: {
    code: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL },
    publicKey: { type: 'string', minLength: 1, maxLength: 4096, pattern: NO_NUL },
    // A host name as the PC reports it: printable, one line.
    label: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: '^[^\\u0000-\\u001f\\u007f]+$',
    },
  },
} as const;

export const OPERATORS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'after'],
  properties: {
    workstationId: WORKSTATION_ID,
    after: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
  },
} as const;

/** D121: up to 128 characters as a person counts them, so at most 256 UTF-16 units. */
const PASSWORD = { type: 'string', minLength: 1, maxLength: 256, pattern: NO_NUL };

export const OPERATOR_PASSWORD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'operatorId', 'currentPassword', 'newPassword'],
  properties: {
    workstationId: WORKSTATION_ID,
    operatorId: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL },
    currentPassword: PASSWORD,
    newPassword: PASSWORD,
  },
} as const;

/** D128: a transfer reserved before its send, or released. */
export const RESERVATION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'workstationId',
    'reference',
    'release',
    'senderDocument',
    'currency',
    'amount',
    'at',
    'from',
    'to',
  ],
  properties: {
    workstationId: WORKSTATION_ID,
    reference: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z-]+$' },
    release: { type: 'boolean' },
    senderDocument: { type: 'string', minLength: 1, maxLength: 128, pattern: NO_NUL },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    amount: { type: 'string', maxLength: 24, pattern: '^\\d+\\.\\d{2}$' },
    at: INSTANT,
    from: INSTANT,
    to: INSTANT,
  },
} as const;

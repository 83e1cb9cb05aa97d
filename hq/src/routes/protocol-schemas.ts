import { MAX_BATCH_ENTRIES } from '../../protocol/wire';
import { BRANCH_KINDS, BRANCH_MARKS, BRANCH_PAGE_MAX } from '../../protocol/branch-desk';

/**
 * The JSON schemas of the protocol's bodies (wire.ts), checked by Fastify before a handler runs.
 * Strict: no coercion, no extra field, no NUL character (PostgreSQL's text holds none).
 */

const NO_NUL = '^[^\\u0000]*$';
const HASH = { type: 'string', pattern: '^[0-9a-f]{64}$' };
const WORKSTATION_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' };
// ISO 8601 UTC, as the outbox's clock writes it.
const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?Z$';
const SEQ = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };

const CHANGE = {
  type: 'object',
  additionalProperties: false,
  required: ['seq', 'at', 'table', 'op', 'key', 'row', 'prev', 'hash'],
  properties: {
    seq: SEQ,
    // ISO 8601 UTC, as wire.ts says: the outbox's clock, kept as sent (the hash covers it).
    at: { type: 'string', pattern: INSTANT },
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
    waiting: {
      type: 'object',
      additionalProperties: false,
      required: ['count', 'since'],
      properties: {
        count: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
        since: { type: ['string', 'null'], pattern: INSTANT },
      },
    },
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

/** D126: the same question as the operators' (who asks, and after which version). */
export const SETTINGS_SCHEMA = OPERATORS_SCHEMA;

/** D139: one chunk of a list file (a 128 MB list has 128 chunks of 1 MiB). */
export const LIST_FILE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'fileId', 'chunk'],
  properties: {
    workstationId: WORKSTATION_ID,
    fileId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    chunk: { type: 'integer', minimum: 0, maximum: 1024 },
  },
} as const;

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' };
const SHORT_TEXT = { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL };

/** D127: the desk's log filters, each as the desk's own schema lets it through. */
export const BRANCH_TRANSFERS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'filters', 'after', 'limit'],
  properties: {
    workstationId: WORKSTATION_ID,
    filters: {
      type: 'object',
      additionalProperties: false,
      properties: {
        from: DAY,
        to: DAY,
        kind: { enum: [...BRANCH_KINDS] },
        state: { type: 'string', pattern: '^[a-z-]{1,32}$' },
        operatorId: SHORT_TEXT,
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        text: { type: 'string', minLength: 1, maxLength: 200, pattern: NO_NUL },
        amount: { type: 'string', pattern: '^\\d{1,15}\\.\\d{2}$' },
        marked: { enum: [...BRANCH_MARKS] },
      },
    },
    after: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['createdAt', 'workstationId', 'transferId'],
      properties: {
        createdAt: { type: 'string', pattern: INSTANT },
        workstationId: WORKSTATION_ID,
        transferId: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
      },
    },
    limit: { type: 'integer', minimum: 1, maximum: BRANCH_PAGE_MAX },
  },
} as const;

/** D138: what another counter's receipt reads, for a reprint at this desk. */
export const BRANCH_RECEIPT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'owner', 'reference'],
  properties: {
    workstationId: WORKSTATION_ID,
    owner: WORKSTATION_ID,
    reference: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[0-9A-Za-z-]+$' },
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
    at: { type: 'string', pattern: INSTANT },
    from: { type: 'string', pattern: INSTANT },
    to: { type: 'string', pattern: INSTANT },
    // D133: a review's read, the split window's customer and the duplicate guard's match.
    peek: { type: 'boolean' },
    kind: { type: 'string', enum: ['imt', 'rtgs'] },
    customer: {
      type: 'object',
      additionalProperties: false,
      required: ['document', 'from'],
      properties: {
        document: { type: 'string', minLength: 1, maxLength: 200, pattern: NO_NUL },
        from: { type: 'string', pattern: INSTANT },
      },
    },
    // D137: the recipient's day total.
    recipient: {
      type: 'object',
      additionalProperties: false,
      required: ['accounts'],
      properties: {
        accounts: {
          type: 'array',
          minItems: 2,
          maxItems: 2,
          items: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL },
        },
      },
    },
    duplicate: {
      type: 'object',
      additionalProperties: false,
      required: ['sourceAccount', 'recipientAccount', 'since'],
      properties: {
        sourceAccount: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL },
        recipientAccount: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL },
        since: { type: 'string', pattern: INSTANT },
      },
    },
  },
} as const;

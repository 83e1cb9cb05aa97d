import { APPROVAL_GROUND_RULES, REMOTE_APPROVAL_PURPOSES } from '../../protocol/approval-wire';

/**
 * D125: the JSON schemas of the approval requests' bodies (approval-wire.ts), strict as the
 * protocol's others (protocol-schemas.ts): no coercion, no extra field, no NUL character.
 */

const NO_NUL = '^[^\\u0000]*$';
/** One line a person reads: printable, no control character. */
const LINE = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }) as const;
const WORKSTATION_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9-]+$' };
const UUID = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;
const OPERATOR_ID = { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL } as const;
const AMOUNT = { type: 'string', pattern: '^\\d{1,15}\\.\\d{2}$' } as const;
const REFERENCE = { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9-]+$' };

const GROUND = {
  type: 'object',
  additionalProperties: false,
  required: ['rule', 'total', 'earlier'],
  properties: {
    rule: { enum: APPROVAL_GROUND_RULES },
    total: AMOUNT,
    earlier: { type: 'array', maxItems: 200, items: REFERENCE },
  },
} as const;

export const APPROVAL_ASK_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'workstationId',
    'requestId',
    'purpose',
    'draftId',
    'fingerprint',
    'amount',
    'currency',
    'recipient',
    'customer',
    'grounds',
    'requesterId',
    'requesterName',
  ],
  properties: {
    workstationId: WORKSTATION_ID,
    requestId: UUID,
    purpose: { enum: REMOTE_APPROVAL_PURPOSES },
    draftId: { type: 'string', minLength: 1, maxLength: 64, pattern: NO_NUL },
    fingerprint: { type: 'string', pattern: '^[0-9a-f]{64}$' },
    amount: AMOUNT,
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    recipient: LINE(300),
    customer: LINE(300),
    grounds: { type: 'array', minItems: 1, maxItems: 3, items: GROUND },
    requesterId: OPERATOR_ID,
    requesterName: LINE(100),
  },
} as const;

export const APPROVAL_WAITING_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId'],
  properties: { workstationId: WORKSTATION_ID },
} as const;

export const APPROVAL_DECIDE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'requestId', 'decision', 'approverId', 'approverName', 'reason'],
  properties: {
    workstationId: WORKSTATION_ID,
    requestId: UUID,
    decision: { enum: ['approved', 'refused'] },
    approverId: OPERATOR_ID,
    approverName: LINE(100),
    reason: LINE(500),
  },
} as const;

export const APPROVAL_STATUS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['workstationId', 'requestId'],
  properties: { workstationId: WORKSTATION_ID, requestId: UUID },
} as const;

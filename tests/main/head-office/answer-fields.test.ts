import { describe, expect, it } from 'vitest';
import {
  instant,
  listOf,
  object,
  oneOf,
  orNull,
  readFields,
  text,
} from '../../../electron/main/head-office/answer-fields';
import { readStatusAnswer } from '../../../electron/main/head-office/approval-answers';
import { readMessage } from '../../../electron/main/head-office/message-answers';

/* D125, D136: head office's answers read field by field, by one reader told the fields. */

const AT = '2026-11-28T08:00:00.000Z';

describe('readFields', () => {
  const fields = {
    id: text(8),
    at: instant,
    kind: oneOf(['a', 'b'] as const),
    tags: listOf(text()),
    inner: orNull(object({ n: text() })),
  };
  const good = { id: 'x1', at: AT, kind: 'a', tags: ['t'], inner: null };

  it('keeps the fields it is told, in their order, from an object or its JSON text', () => {
    const read = readFields({ ...good, extra: 'dropped' }, fields);
    expect(read).toEqual(good);
    expect(Object.keys(read!)).toEqual(['id', 'at', 'kind', 'tags', 'inner']);
    expect(readFields(JSON.stringify(good), fields)).toEqual(good);
  });

  it('answers null when any field is missing or not right', () => {
    for (const wrong of [
      { id: undefined },
      { id: 'much too long' },
      { at: 'yesterday' },
      { kind: 'c' },
      { tags: ['t', ''] },
      { inner: { n: 7 } },
      { inner: JSON.stringify({ n: 'text' }) },
    ]) {
      expect(readFields({ ...good, ...wrong }, fields), JSON.stringify(wrong)).toBeNull();
    }
    expect(readFields('not json', fields)).toBeNull();
    expect(readFields(['x1'], fields)).toBeNull();
  });
});

describe('the signed answers read with it', () => {
  it('reads a message whole, its payload by its kind, and nothing of a re-send', () => {
    const message = {
      messageId: 'm-1',
      branchCode: 'KSM',
      to: 'ws-a',
      toNumber: 1,
      from: 'ws-b',
      fromNumber: 2,
      kind: 'settlement',
      reference: 'RD-1',
      payload: { outcome: 'succeeded', transactionId: 'TX-1', note: '' },
      senderId: 'super.grace',
      senderName: 'Grace Njeri',
      sentAt: AT,
    };
    expect(readMessage(JSON.stringify(message))).toEqual(message);
    const resend = { ...message, payload: { outcome: 'resend', note: 'x' } };
    expect(readMessage(resend)).toBeNull();
    expect(readMessage({ ...message, kind: 'reprint' })).toBeNull();
  });

  it('reads a status whose decision is there exactly when it is decided', () => {
    const waiting = { requestId: 'r-1', state: 'waiting', expiresAt: AT, decision: null };
    expect(readStatusAnswer(JSON.stringify(waiting))).toEqual(waiting);
    expect(readStatusAnswer(JSON.stringify({ ...waiting, state: 'decided' }))).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  signedByHeadOffice,
  type MessageSend,
  type MessagesSentPage,
  type SignedMessage,
  type WorkstationMessage,
} from '../../../hq/protocol/workstation-messages';
import { setBranchOperatorActive } from '../../../hq/src/branch-operators/branch-operator-accounts';
import { ADMIN_SESSION } from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import {
  enrolledWorkstation,
  headOfficeOperatorsOf,
  signedCall,
  twoOfABranch,
  type EnrolledWorkstation,
} from '../support/workstation';

/*
 * D136: a message head office holds for one workstation, sent by a supervisor at another of the
 * branch: kept once and signed, fetched by the owner only, replied to once, read back by the
 * branch's desks with its reply; a second settlement of a transfer waits for the first, a
 * re-send is no message at all, and nothing is rewritten.
 */

function settlementTo(
  from: EnrolledWorkstation,
  to: EnrolledWorkstation,
  over: Partial<MessageSend> = {},
): MessageSend {
  return {
    workstationId: from.id,
    messageId: randomUUID(),
    to: to.id,
    kind: 'settlement',
    reference: `RD-${randomUUID().slice(0, 8).toUpperCase()}`,
    payload: { outcome: 'succeeded', transactionId: 'TX-991', note: 'Bank confirmed by phone' },
    senderId: 'super.grace',
    senderName: 'Grace Njeri',
    ...over,
  };
}

describe.each(DATABASE_KINDS)('workstation messages on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  const post = (ws: EnrolledWorkstation, path: string, body: object) =>
    signedCall(hq.url, ws, path, body);
  const waitingAt = async (ws: EnrolledWorkstation) => {
    const answer = await post(ws, 'messages', {});
    expect(answer.status).toBe(200);
    return (answer.body.messages as SignedMessage[]).map((signed) => {
      expect(signedByHeadOffice(ws.answer.headOfficeKey, signed.text, signed.signature)).toBe(true);
      return JSON.parse(signed.text) as WorkstationMessage;
    });
  };

  test.skipIf(kind.skip)(
    'a settlement sent at B waits for A alone, is replied to once, and B reads it back',
    async () => {
      const { a, b } = await twoOfABranch(hq.url, hq.db);
      const elsewhere = await enrolledWorkstation(hq.url, hq.db);
      const send = settlementTo(b, a);
      const sent = await post(b, 'message-send', send);
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({
        message: { to: a.id, toNumber: 1, from: b.id, fromNumber: 2, reference: send.reference },
        reply: null,
      });
      // Sent again (the answer lost): the same message, once.
      expect((await post(b, 'message-send', send)).body).toEqual(sent.body);
      const changed = { ...send, payload: { outcome: 'still_unknown', note: 'Asked again' } };
      expect(await post(b, 'message-send', changed)).toMatchObject({
        status: 400,
        body: { refused: 'malformed' },
      });
      // Another settlement of the same transfer waits for the first.
      const second = await post(b, 'message-send', {
        ...send,
        messageId: randomUUID(),
        senderId: 'super.other',
      });
      expect(second).toMatchObject({ status: 409, body: { refused: 'message-pending' } });
      expect(second.body.message).toMatch(/Counter 1/);

      // Only A fetches it, signed; B and another branch's counter see nothing for them.
      expect((await waitingAt(a)).map((m) => m.messageId)).toEqual([send.messageId]);
      expect(await waitingAt(b)).toEqual([]);
      expect(await waitingAt(elsewhere)).toEqual([]);
      const foreign = await post(elsewhere, 'message-reply', {
        messageId: send.messageId,
        outcome: 'applied',
        refusal: null,
        state: 'succeeded',
      });
      expect(foreign).toMatchObject({ status: 404, body: { refused: 'message-unknown' } });

      const reply = {
        messageId: send.messageId,
        outcome: 'refused',
        refusal: 'not-waiting',
        state: 'succeeded',
      };
      const replied = await post(a, 'message-reply', reply);
      expect(replied.body.reply).toMatchObject({ outcome: 'refused', refusal: 'not-waiting' });
      // Replied again (A applied it again after a lost answer): as recorded.
      expect(
        (await post(a, 'message-reply', { ...reply, outcome: 'applied', refusal: null })).body,
      ).toEqual(replied.body);
      expect(await waitingAt(a)).toEqual([]);

      // Every desk of the branch reads it back with its reply, signed; another branch does not.
      const read = await post(b, 'messages-sent', {});
      expect(signedByHeadOffice(b.answer.headOfficeKey, read.body.page, read.body.signature)).toBe(
        true,
      );
      const page = JSON.parse(read.body.page) as MessagesSentPage;
      expect(page.workstationId).toBe(b.id);
      expect(
        page.messages.find((m) => m.message.messageId === send.messageId)?.reply,
      ).toMatchObject({ outcome: 'refused', refusal: 'not-waiting' });
      const other = JSON.parse((await post(elsewhere, 'messages-sent', {})).body.page);
      expect(other.messages).toEqual([]);
      // Once replied, a new settlement of the transfer may be asked.
      const after = await post(b, 'message-send', { ...send, messageId: randomUUID() });
      expect(after.status).toBe(200);
      await expect(
        hq.db.query("UPDATE workstation_message_replies SET outcome = 'applied'"),
      ).rejects.toThrow(/append-only/);
    },
  );

  test.skipIf(kind.skip)(
    'a re-send is never relayed; a message goes to another counter of the branch only',
    async () => {
      const { a, b } = await twoOfABranch(hq.url, hq.db);
      const elsewhere = await enrolledWorkstation(hq.url, hq.db);
      const resend = settlementTo(b, a, { payload: { outcome: 'resend', note: 'x' } as never });
      expect((await post(b, 'message-send', resend)).status).toBe(400);
      const self = await post(b, 'message-send', settlementTo(b, b));
      expect(self).toMatchObject({ status: 403, body: { refused: 'message-not-allowed' } });
      const across = await post(elsewhere, 'message-send', settlementTo(elsewhere, a));
      expect(across).toMatchObject({ status: 403, body: { refused: 'message-not-allowed' } });
      const mixed = settlementTo(b, a, { kind: 'reprint' });
      expect((await post(b, 'message-send', mixed)).body).toMatchObject({ refused: 'malformed' });
      const reprint = settlementTo(b, a, {
        kind: 'reprint',
        payload: { copyNumber: 2, printedAt: new Date().toISOString() },
      });
      expect((await post(b, 'message-send', reprint)).status).toBe(200);
    },
  );

  test.skipIf(kind.skip)(
    'an operator head office manages sends only as an active supervisor of the branch',
    async () => {
      const { a, b } = await twoOfABranch(hq.url, hq.db);
      const { deps, supervisor, clerk } = await headOfficeOperatorsOf(hq.db, a);
      const by = (senderId: string) => post(b, 'message-send', settlementTo(b, a, { senderId }));
      expect((await by(clerk)).body).toMatchObject({ refused: 'message-not-allowed' });
      await setBranchOperatorActive(deps, ADMIN_SESSION, supervisor, { active: false });
      expect((await by(supervisor)).body.message).toMatch(/deactivated at head office/);
      await setBranchOperatorActive(deps, ADMIN_SESSION, supervisor, { active: true });
      expect((await by(supervisor)).status).toBe(200);
    },
  );
});

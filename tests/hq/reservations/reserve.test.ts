import { describe, expect, test } from 'vitest';
import { reservationIsSigned } from '../../../hq/protocol/chain';
import {
  customerDocumentKey,
  type ReservationAnswer,
  type ReservationRequest,
} from '../../../hq/protocol/wire';
import { DATABASE_KINDS } from '../support/databases';
import { ROUTES } from '../../../hq/src/start';
import { clockFrom } from '../../support/shifted-clock';
import { headOfficeForBlock } from '../support/head-office';
import { JournalChanges, transferRow } from '../support/journal-changes';
import {
  enrolledWorkstation,
  evidenceOf,
  push,
  signedPost,
  type EnrolledWorkstation,
} from '../support/workstation';

/*
 * D128: a transfer reserved at head office before its send. Head office counts the document's
 * day over every workstation, the replicated transfers and the reservations not yet replicated,
 * one reference once, and answers signed; a retry answers the same; two counters at once are
 * counted one after the other.
 */
let documents = 0;

describe.each(DATABASE_KINDS)('reservations on $name', (kind) => {
  const day = { from: '2026-11-27T21:00:00.000Z', to: '2026-11-28T21:00:00.000Z' };
  const at = '2026-11-28T09:00:00.000Z';
  // Head office's clock reads the tests' instant (D157 refuses a reservation far from it).
  const hq = headOfficeForBlock(kind, ROUTES, { now: clockFrom(at) });
  const newDocument = () => `NationalId:${process.pid}${(documents += 1)}`;

  const reserve = (
    ws: EnrolledWorkstation,
    fields: Partial<ReservationRequest> & { reference: string; senderDocument: string },
  ) =>
    signedPost(
      hq.url,
      '/api/v1/reservations',
      {
        workstationId: ws.id,
        release: false,
        currency: 'KES',
        amount: '100000.00',
        at,
        ...day,
        ...fields,
      },
      ws.keys.privateKey,
    );

  test.skipIf(kind.skip)('counts every workstation, once a reference, signed', async () => {
    const [a, b] = [
      await enrolledWorkstation(hq.url, hq.db),
      await enrolledWorkstation(hq.url, hq.db),
    ];
    const doc = newDocument();
    const first = await reserve(a, { reference: '101', senderDocument: doc });
    expect(first.status).toBe(200);
    const answer = first.body as ReservationAnswer;
    expect(answer).toMatchObject({ workstationId: a.id, reference: '101', counted: [] });
    expect(reservationIsSigned(a.answer.headOfficeKey, answer)).toBe(true);
    expect(
      reservationIsSigned(a.answer.headOfficeKey, {
        ...answer,
        counted: [{ reference: 'x', amount: '1.00' }],
      }),
    ).toBe(false);

    // The other counter sees the reservation; a retry of the first answers as it did.
    const second = (await reserve(b, { reference: '201', senderDocument: doc, amount: '5.00' }))
      .body as ReservationAnswer;
    expect(second.counted).toEqual([{ reference: '101', amount: '100000.00' }]);
    expect((await reserve(a, { reference: '101', senderDocument: doc })).body).toEqual(answer);

    // The first transfer arrives replicated, then failed: its row wins over its reservation, and
    // a transfer that moved no money is not counted. Another day and another document are not.
    const journal = new JournalChanges();
    const row = (
      id: number,
      reference: string,
      extra: Record<string, unknown>,
      amount = '100000.00',
    ) =>
      journal.change(
        'transfers',
        'insert',
        { id },
        {
          ...transferRow({
            id,
            reference,
            kind: 'imt',
            amount,
            createdAt: at,
            senderDocument: doc,
          }),
          ...extra,
        },
      );
    const pushed = await push(hq.url, a, [
      row(1, '101', { state: 'rejected' }),
      row(2, '102', { state: 'accepted' }, '7.00'),
      row(3, '103', { created_at: '2026-11-27T20:00:00.000Z' }),
      row(4, '104', { sender_document: 'Passport:X1' }),
    ]);
    expect(pushed.status).toBe(200);
    const third = (await reserve(b, { reference: '202', senderDocument: doc }))
      .body as ReservationAnswer;
    expect(third.counted.map((c) => [c.reference, c.amount]).sort()).toEqual([
      ['102', '7.00'],
      ['201', '5.00'],
    ]);

    // Released: no longer counted; releasing again answers the same.
    const released = await reserve(b, { reference: '201', senderDocument: doc, release: true });
    expect(released.body).toMatchObject({ released: true, counted: [] });
    expect(reservationIsSigned(b.answer.headOfficeKey, released.body as ReservationAnswer)).toBe(
      true,
    );
    expect(
      (await reserve(b, { reference: '201', senderDocument: doc, release: true })).body,
    ).toEqual(released.body);
    const fourth = (await reserve(a, { reference: '105', senderDocument: doc }))
      .body as ReservationAnswer;
    expect(fourth.counted.map((c) => c.reference).sort()).toEqual(['102', '202']);
  });

  test.skipIf(kind.skip)(
    "D133: the customer's split window and a waiting duplicate at another counter",
    async () => {
      const [a, b] = [
        await enrolledWorkstation(hq.url, hq.db),
        await enrolledWorkstation(hq.url, hq.db),
      ];
      const number = `${process.pid}${(documents += 1)}`;
      const customer = customerDocumentKey({ type: 'NationalId', number, country: 'KE' });
      const journal = new JournalChanges();
      const row = (id: number, reference: string, extra: Record<string, unknown>) =>
        journal.change(
          'transfers',
          'insert',
          { id },
          {
            ...transferRow({ id, reference, amount: '400000.00', createdAt: at }),
            customer_document: number,
            source_account: `S${number}`,
            ...extra,
          },
        );
      expect(
        (
          await push(hq.url, a, [
            // A week ago, RTGS in USD, waiting for its outcome; another customer; a month ago.
            row(1, '601', { created_at: '2026-11-21T09:00:00.000Z', state: 'unknown' }),
            row(2, '602', { customer_document: 'OTHER', state: 'accepted_pending' }),
            row(3, '603', { created_at: '2026-10-20T09:00:00.000Z' }),
          ])
        ).status,
      ).toBe(200);
      // A reservation at the same counter, not yet replicated, counts as reserved.
      const lists = {
        kind: 'rtgs' as const,
        customer: { document: customer, from: '2026-10-29T09:00:00.000Z' },
        duplicate: {
          sourceAccount: `S${number}`,
          recipientAccount: '0123456789012',
          since: '2026-11-21T09:00:00.000Z',
        },
        amount: '400000.00',
      };
      await reserve(a, { reference: '604', senderDocument: customer, ...lists });
      const answer = (await reserve(b, { reference: '701', senderDocument: customer, ...lists }))
        .body as ReservationAnswer;
      expect(reservationIsSigned(b.answer.headOfficeKey, answer)).toBe(true);
      expect(reservationIsSigned(b.answer.headOfficeKey, { ...answer, waiting: [] })).toBe(false);
      expect(answer.counted).toEqual([]);
      expect(answer.series!.map((t) => [t.reference, t.kind, t.state])).toEqual([
        ['601', 'rtgs', 'unknown'],
        ['604', 'rtgs', 'reserved'],
      ]);
      expect(answer.series![0]).toMatchObject({
        amount: '400000.00',
        currency: 'KES',
        createdAt: '2026-11-21T09:00:00.000Z',
      });
      // Waiting at the other counter: the unsettled transfer and the reservation (the other
      // customer's too: the guard matches the account and the recipient, not the customer).
      expect(answer.waiting!.map((t) => t.reference).sort()).toEqual(['601', '602', '604']);
      // A counter's own are its journal's to find: the first counter is told only of the other's.
      const own = (await reserve(a, { reference: '605', senderDocument: customer, ...lists }))
        .body as ReservationAnswer;
      expect(own.waiting!.map((t) => t.reference)).toEqual(['701']);
      expect(own.series!.map((t) => t.reference)).toEqual(['601', '604', '701']);
      // A review's read answers the same lists, signed, and holds nothing.
      const peek = (
        await reserve(b, { reference: 'review', senderDocument: customer, ...lists, peek: true })
      ).body as ReservationAnswer;
      expect(reservationIsSigned(b.answer.headOfficeKey, peek)).toBe(true);
      expect(peek.waiting!.map((t) => t.reference).sort()).toEqual(['601', '602', '604', '605']);
      const [held] = await hq.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM hq_reservations WHERE reference = 'review'",
      );
      expect(held!.n).toBe(0);
      // An RTGS reservation is never in an IMT daily total.
      const imt = (await reserve(b, { reference: '702', senderDocument: customer }))
        .body as ReservationAnswer;
      expect(imt.counted).toEqual([]);
      expect(imt.series).toBeUndefined();
    },
  );

  test.skipIf(kind.skip)('two counters at once: the second counts the first', async () => {
    const [a, b] = [
      await enrolledWorkstation(hq.url, hq.db),
      await enrolledWorkstation(hq.url, hq.db),
    ];
    const doc = newDocument();
    // The barrier: both requests are sent together, and answered only once both are in.
    const [one, two] = await Promise.all([
      reserve(a, { reference: '301', senderDocument: doc, amount: '300000.00' }),
      reserve(b, { reference: '401', senderDocument: doc, amount: '300000.00' }),
    ]);
    const counted = [one.body as ReservationAnswer, two.body as ReservationAnswer].map(
      (answer) => answer.counted.length,
    );
    // One was counted first and saw nothing; the other saw it: at a 500,000 limit only one passes.
    expect(counted.sort()).toEqual([0, 1]);
  });

  test.skipIf(kind.skip)(
    'D137: a reservation stops counting once its journal is past it without its transfer',
    async () => {
      const [a, b] = [
        await enrolledWorkstation(hq.url, hq.db),
        await enrolledWorkstation(hq.url, hq.db),
      ];
      const doc = newDocument();
      // Counter a crashed after its reservation: its transfer was never journaled.
      await reserve(a, { reference: '801', senderDocument: doc });
      const countedAtB = async (reference: string) =>
        (
          (await reserve(b, { reference, senderDocument: doc, amount: '1.00' }))
            .body as ReservationAnswer
        ).counted
          .map((c) => c.reference)
          .filter((r) => r === '801');
      expect(await countedAtB('901')).toEqual(['801']);
      // Back, a's journal sends what it journaled: within the grace, the transfer may still come.
      const journal = new JournalChanges();
      const other = (id: number, journaledAt: string) =>
        journal.transfer(
          { id, reference: `8${id}`, createdAt: journaledAt },
          'insert',
          journaledAt,
        );
      expect((await push(hq.url, a, [other(11, '2026-11-28T09:05:00.000Z')])).status).toBe(200);
      expect(await countedAtB('902')).toEqual(['801']);
      // Journaled more than ten minutes after it, and no transfer 801: it was never sent.
      expect((await push(hq.url, a, [other(12, '2026-11-28T09:11:00.000Z')])).status).toBe(200);
      expect(await countedAtB('903')).toEqual([]);
      // A reservation taken after that push is not proved by it, whatever its clock says.
      await reserve(a, { reference: '802', senderDocument: doc });
      expect(
        (
          (await reserve(b, { reference: '904', senderDocument: doc, amount: '1.00' }))
            .body as ReservationAnswer
        ).counted.map((c) => c.reference),
      ).toContain('802');
    },
  );

  test.skipIf(kind.skip)(
    "D157: refuses an instant a day off head office's clock, serves one within five minutes",
    async () => {
      const ws = await enrolledWorkstation(hq.url, hq.db);
      const doc = newDocument();
      const DAY = 86_400_000;
      // The PC's clock a day ahead or behind: its instant and its day both shifted, as it sends.
      const shifted = (ms: number) => ({
        at: new Date(Date.parse(at) + ms).toISOString(),
        from: new Date(Date.parse(day.from) + ms).toISOString(),
        to: new Date(Date.parse(day.to) + ms).toISOString(),
      });
      const ahead = await reserve(ws, { reference: '701', senderDocument: doc, ...shifted(DAY) });
      expect(ahead.status).toBe(409);
      expect(ahead.body).toMatchObject({ refused: 'clock-off' });
      expect((ahead.body as { message: string }).message).toMatch(
        /^This PC's clock is about 1 day ahead of head office's .*Ask IT to set the clock/,
      );
      const behind = await reserve(ws, {
        reference: '702',
        senderDocument: doc,
        ...shifted(-DAY),
        peek: true,
      });
      expect(behind.status).toBe(409);
      expect(behind.body).toMatchObject({ refused: 'clock-off' });
      expect((behind.body as { message: string }).message).toMatch(/about 1 day behind/);
      expect((await evidenceOf(hq.db, ws.id)).map((e) => [e.endpoint, e.reason])).toEqual([
        ['reservations', 'clock-off'],
        ['reservations', 'clock-off'],
      ]);
      // Nothing was held for them: another counter's reservation counts neither.
      const other = await enrolledWorkstation(hq.url, hq.db);
      const seen = await reserve(other, { reference: '711', senderDocument: doc, amount: '1.00' });
      expect((seen.body as ReservationAnswer).counted).toEqual([]);
      // Within the tolerance (a clock four minutes off), served as before and counted.
      const near = await reserve(ws, {
        reference: '703',
        senderDocument: doc,
        ...shifted(-4 * 60_000),
      });
      expect(near.status).toBe(200);
      expect((near.body as ReservationAnswer).counted).toEqual([
        { reference: '711', amount: '1.00' },
      ]);
      // A release only frees: it is served whatever the clock says.
      const freed = await reserve(ws, {
        reference: '703',
        senderDocument: doc,
        release: true,
        ...shifted(DAY),
      });
      expect(freed.body).toMatchObject({ released: true });
    },
  );

  test.skipIf(kind.skip)(
    "D160: a document's IMT day is its issuing country's; a row that names none counts for each",
    async () => {
      const [a, b] = [
        await enrolledWorkstation(hq.url, hq.db),
        await enrolledWorkstation(hq.url, hq.db),
      ];
      const number = `${process.pid}${(documents += 1)}`;
      const doc = `NationalId:${number}`;
      const of = (country: string) => ({
        document: customerDocumentKey({ type: 'NationalId', number, country }),
        from: '2026-10-29T09:00:00.000Z',
      });
      const counted = async (
        ws: EnrolledWorkstation,
        reference: string,
        customer?: { document: string; from: string },
      ) =>
        (
          (await reserve(ws, { reference, senderDocument: doc, ...(customer ? { customer } : {}) }))
            .body as ReservationAnswer
        ).counted
          .map((c) => c.reference)
          .sort();
      // A Kenyan's national ID reserved at one counter; a counter before D133 names no customer.
      expect(await counted(a, '801', of('KE'))).toEqual([]);
      expect(await counted(a, '802')).toEqual(['801']);
      // A Ugandan national ID of the same number is another customer: the Kenyan's is not theirs.
      expect(await counted(b, '803', of('UG'))).toEqual(['802']);
      expect(await counted(b, '804', of('KE'))).toEqual(['801', '802']);
      // Replicated from a third counter: a row with the Ugandan's block, one with the Kenyan's,
      // one journaled before the customer block.
      const c = await enrolledWorkstation(hq.url, hq.db);
      const journal = new JournalChanges();
      const row = (id: number, reference: string, customer: Record<string, string> | null) =>
        journal.change(
          'transfers',
          'insert',
          { id },
          {
            ...transferRow({
              id,
              reference,
              kind: 'imt',
              amount: '10.00',
              createdAt: at,
              senderDocument: doc,
            }),
            customer: customer === null ? null : JSON.stringify(customer),
            customer_document: customer === null ? null : number,
          },
        );
      const block = (country: string) => ({
        name: 'Someone',
        documentType: 'NationalId',
        documentNumber: number,
        documentCountry: country,
      });
      const pushed = await push(hq.url, c, [
        row(1, '811', block('UG')),
        row(2, '812', block('KE')),
        row(3, '813', null),
      ]);
      expect(pushed.status).toBe(200);
      expect(await counted(b, '805', of('KE'))).toEqual(['801', '802', '804', '812', '813']);
      expect(await counted(b, '806', of('UG'))).toEqual(['802', '803', '811', '813']);
    },
  );

  test.skipIf(kind.skip)(
    'refuses a window that is not a branch day, kept as evidence',
    async () => {
      const ws = await enrolledWorkstation(hq.url, hq.db);
      const refused = await reserve(ws, {
        reference: '501',
        senderDocument: newDocument(),
        at: '2026-11-29T09:00:00.000Z',
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ refused: 'malformed' });
      expect((await evidenceOf(hq.db, ws.id))[0]).toMatchObject({ endpoint: 'reservations' });
      const wrongKey = await signedPost(
        hq.url,
        '/api/v1/reservations',
        {
          workstationId: ws.id,
          reference: '502',
          release: false,
          senderDocument: 'x',
          currency: 'KES',
          amount: '1.00',
          at,
          ...day,
        },
        (await enrolledWorkstation(hq.url, hq.db)).keys.privateKey,
      );
      expect(wrongKey.body).toMatchObject({ refused: 'bad-signature' });
    },
  );
});

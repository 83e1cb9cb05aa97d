import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { consoleProjection } from '../../../hq/src/projections';
import { openConsole, type ConsoleUnderTest } from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { JournalChanges, KAMPALA, NAIROBI } from '../support/journal-changes';

/*
 * The records routes (D102) as compliance reads them: a page filtered by query, the same rows as
 * a CSV file with the branch and workstation first, and every cell a spreadsheet could run as a
 * formula written as text.
 */
const FORMULAS = [
  '=HYPERLINK("http://evil.example","click")',
  '+254 700',
  '-2+3',
  '@SUM(A1:A9)',
  '\tTabbed',
  '\rCarriage',
];

describe.each(DATABASE_KINDS)('the console records on $name', (kind) => {
  let hq: ConsoleUnderTest;
  let cora: string;
  beforeAll(async () => {
    if (kind.skip) return;
    hq = await openConsole(kind);
    const admin = await hq.firstAdmin();
    cora = await hq.operator('compliance', 'cora.compliance', admin);
    const nairobi = new JournalChanges();
    const kampala = new JournalChanges();
    await hq.db.transaction((tx) =>
      consoleProjection(
        tx,
        NAIROBI,
        FORMULAS.map((name, i) =>
          nairobi.transfer({
            id: i + 1,
            reference: `RD00000000${String(i + 1).padStart(2, '0')}`,
            createdAt: `2026-11-02T0${i}:00:00.000Z`,
            recipientName: name,
            customerName: 'Wanjiru, "Jane"',
          }),
        ).concat([
          nairobi.operator('clerk.jane', 'Jane Wanjiru'),
          nairobi.audit(1, '2026-11-02T06:00:00.000Z', 'transfer.sent', {
            reference: 'RD0000000001',
            note: '=1+1',
          }),
          // D140: head office's own act at the workstation, by the id that is no operator's.
          nairobi.audit(
            2,
            '2026-11-02T05:00:00.000Z',
            'screening.list-imported',
            {},
            'head-office',
          ),
        ]),
      ),
    );
    await hq.db.transaction((tx) =>
      consoleProjection(tx, KAMPALA, [
        kampala.transfer({
          id: 1,
          reference: 'RD0000000901',
          createdAt: '2026-11-02T09:00:00.000Z',
          currency: 'UGX',
        }),
      ]),
    );
  });
  afterAll(async () => hq?.close());

  const get = (path: string) => hq.get(path, cora);

  test.skipIf(kind.skip)('a page of the log, filtered and paged by query', async () => {
    const page = await get('/transfers?branch=NBO01&limit=4');
    expect(page.statusCode).toBe(200);
    const body = page.json() as {
      rows: { reference: string; branchCode: string }[];
      nextCursor: string;
    };
    expect(body.rows.map((r) => r.reference)).toEqual([
      'RD0000000006',
      'RD0000000005',
      'RD0000000004',
      'RD0000000003',
    ]);
    const next = (
      await get(`/transfers?branch=NBO01&limit=4&cursor=${body.nextCursor}`)
    ).json() as typeof body;
    expect(next.rows.map((r) => r.reference)).toEqual(['RD0000000002', 'RD0000000001']);
    expect(next.nextCursor).toBeNull();
    expect((await get('/transfers?currency=UGX')).json().rows).toHaveLength(1);
  });

  test.skipIf(kind.skip)(
    'a search by words is an event of the console, once a search (D143)',
    async () => {
      const searches = () =>
        hq.db.query<{ operator_id: string; details: { words: string } }>(
          "SELECT operator_id, details FROM console_events WHERE action = 'records.searched' ORDER BY id",
        );
      const before = (await searches()).length;
      const first = (await get('/transfers?text=%20Wanjiru%20&limit=4')).json() as {
        rows: unknown[];
        nextCursor: string;
      };
      expect(first.rows).toHaveLength(4);
      await get(`/transfers?text=Wanjiru&limit=4&cursor=${first.nextCursor}`);
      await get('/transfers?branch=NBO01&currency=KES');
      const added = (await searches()).slice(before);
      expect(added).toEqual([{ operator_id: 'cora.compliance', details: { words: 'Wanjiru' } }]);
    },
  );

  test.skipIf(kind.skip)('a bad filter is refused, naming it', async () => {
    const bad = await get('/transfers?from=2026-13-01&currency=kes&colour=red');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/filter it does not know/);
    const dates = await get('/transfers?from=2026-11-05&to=2026-11-01');
    expect(dates.json().fields).toEqual([{ path: 'to', message: 'To must be on or after From.' }]);
    const short = await get('/transfers?text=ab');
    expect(short.json().fields[0].message).toMatch(/at least 3 characters/);
    expect((await get('/transfers?cursor=abc')).json().message).toMatch(/first page/);
  });

  test.skipIf(kind.skip)(
    'the CSV file: branch and workstation first, formulas written as text',
    async () => {
      const file = await get('/transfers.csv?branch=NBO01');
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^text\/csv/);
      expect(file.headers['content-disposition']).toBe(
        'attachment; filename="receipt-log-2026-11-02.csv"',
      );
      const text = file.body;
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text.split('\r\n')).toHaveLength(FORMULAS.length + 2); // header, rows, the last CRLF
      const [header, ...rows] = parse(text.slice(1), { relax_column_count: false }) as string[][];
      expect(header!.slice(0, 3)).toEqual(['Branch', 'Workstation', 'Reference']);
      const recipient = header!.indexOf('Recipient');
      const sender = header!.indexOf('Sender');
      // Newest first: the last name of the list is the first row.
      expect(rows.map((row) => row[recipient])).toEqual(
        [...FORMULAS].reverse().map((name) => `'${name}`),
      );
      expect(rows.every((row) => row[0] === 'NBO01' && row[1] === '1')).toBe(true);
      expect(rows[0]![sender]).toBe('Wanjiru, "Jane"');
      // The operator's name in a column of its own after the id's, which keeps its content.
      const operator = header!.indexOf('Operator');
      expect(header![operator + 1]).toBe('Operator name');
      expect(rows[0]!.slice(operator, operator + 2)).toEqual(['clerk.jane', 'Jane Wanjiru']);
      const events = await hq.db.query<{ action: string; details: { list: string } }>(
        "SELECT action, details FROM console_events WHERE action = 'records.exported'",
      );
      expect(events.map((e) => e.details.list)).toContain('transfers');
    },
  );

  test.skipIf(kind.skip)('the audit trail as CSV, formula-safe too', async () => {
    const file = await get('/audit.csv');
    const [header, row, headOffice] = parse(file.body.slice(1)) as string[][];
    expect(header).toEqual([
      'Branch',
      'Workstation',
      'Entry',
      "Date and time (branch's clock)",
      'Recorded at (UTC)',
      'Operator',
      'Operator name',
      'Action',
      'Details',
    ]);
    expect(row!.slice(0, 3)).toEqual(['NBO01', '1', '1']);
    expect(row![3]).toBe('2026-11-02 09:00:00 EAT');
    expect(row!.slice(5, 7)).toEqual(['clerk.jane', 'Jane Wanjiru']);
    expect(row![8]).toBe('{"reference":"RD0000000001","note":"=1+1"}');
    // Head office's own act: its id as the journal keeps it, and the words its screen gives it.
    expect(headOffice!.slice(5, 7)).toEqual(['head-office', 'Head office']);
    const flags = await get('/flags.csv');
    expect(flags.body).toBe(
      "\uFEFFBranch,Workstation,Reference,Flagged at (branch's clock),Flagged by,Flagged by (name),Note,Outcome,Report reference,Reviewed by,Reviewed by (name),Reviewed at (UTC)\r\n",
    );
  });
});

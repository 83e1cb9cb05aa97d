import { describe, expect, test } from 'vitest';
import { CUT_NOTE, WITHHELD, withoutCustomerData } from '../../../hq/src/evidence/customer-data';
import { EVIDENCE_BODY_CHARS } from '../../../hq/src/evidence/refused-requests';
import { JournalChanges } from '../support/journal-changes';

/*
 * D158: a refused body as a head-office admin reads it, on plain data: a push of the journal's
 * transfer rows as a workstation sends them, whole and cut at the evidence's cap.
 */

/** What a transfer row (scripts/bench/hq-journal-rows.ts) says of its customer and recipient. */
const CUSTOMERS = [
  'Jane Wanjiru',
  '12345678', // the sender's ID document
  '1980-02-03', // date of birth
  'Moi Avenue, Nairobi', // the sender's address
  '+254722000111', // the sender's mobile number
  'John Otieno',
  '0123456789012', // the recipient's account
  '1100223344', // the source account
  'Acme Traders',
];

function push(transfers: number): string {
  const journal = new JournalChanges();
  const changes = Array.from({ length: transfers }, (_, i) =>
    journal.transfer({
      id: i + 1,
      reference: `RD${String(401 + i).padStart(10, '0')}`,
      createdAt: '2026-11-02T06:00:00.000Z',
      currency: 'KES',
      senderDocument: 'NationalId:12345678:KE',
    }),
  );
  return JSON.stringify({ workstationId: 'ws-nbo-1', changes });
}

describe('a refused body without its customers’ data (D158)', () => {
  test('a push keeps its structure, keys, references, states and amounts', () => {
    const body = push(2);
    for (const text of CUSTOMERS) expect(body).toContain(text);

    const shown = withoutCustomerData(body);
    for (const text of CUSTOMERS) expect(shown).not.toContain(text);

    const read = JSON.parse(shown) as { workstationId: string; changes: Record<string, string>[] };
    expect(read.workstationId).toBe('ws-nbo-1');
    expect(read.changes).toHaveLength(2);
    const first = read.changes[0]!;
    expect(first).toMatchObject({ seq: 1, table: 'transfers', op: 'insert', key: '{"id":1}' });
    expect(first.hash).toMatch(/^[0-9a-f]{64}$/);
    const row = JSON.parse(first.row!) as Record<string, unknown>;
    expect(row).toMatchObject({
      id: 1,
      reference: 'RD0000000401',
      kind: 'rtgs',
      amount: '1500.00',
      currency: 'KES',
      state: 'reserved',
      operator_id: 'clerk.jane',
      created_at: '2026-11-02T06:00:00.000Z',
      branch_code: 'NBO01',
      recipient_name: WITHHELD,
      recipient_account: WITHHELD,
      source_account: WITHHELD,
      sender_document: WITHHELD,
    });
    // Text holding JSON is read field by field: the customer's keys stay, their values do not.
    expect(JSON.parse(row.customer as string)).toEqual({
      name: WITHHELD,
      documentType: WITHHELD,
      documentNumber: WITHHELD,
      documentCountry: WITHHELD,
      documentExpiry: WITHHELD,
      dateOfBirth: WITHHELD,
      nationality: WITHHELD,
      address: WITHHELD,
      countryCode: WITHHELD,
      mobileNumber: WITHHELD,
    });
    expect(JSON.parse(row.body as string)).toMatchObject({
      transfer: { amount: '1500.00', currencyCode: 'KES', reference: 'RD0000000401' },
      source: { name: WITHHELD, accountNumber: WITHHELD },
      destination: { name: WITHHELD, accountNumber: WITHHELD },
    });
  });

  test('a body cut at 64 KiB is read as far as it goes, and says where it stops', () => {
    const body = push(60);
    expect(body.length).toBeGreaterThan(EVIDENCE_BODY_CHARS);
    const kept = body.slice(0, EVIDENCE_BODY_CHARS);
    for (const text of CUSTOMERS) expect(kept).toContain(text);

    const shown = withoutCustomerData(kept);
    for (const text of CUSTOMERS) expect(shown).not.toContain(text);
    expect(shown.endsWith(CUT_NOTE)).toBe(true);
    const read = JSON.parse(shown.slice(0, -CUT_NOTE.length)) as { changes: { seq: number }[] };
    expect(read.changes.length).toBeGreaterThan(10);
    expect(read.changes[10]).toMatchObject({ seq: 11, table: 'transfers' });
    expect(shown).toContain('RD0000000411');

    // Cut anywhere, even inside a name or an escape, nothing of a customer shows.
    for (let cut = 200; cut < 3000; cut += 7) {
      const at = withoutCustomerData(body.slice(0, cut));
      for (const text of CUSTOMERS) expect([cut, at.includes(text)]).toEqual([cut, false]);
    }
  });

  test('whatever is not JSON is withheld whole; a field named __proto__ too', () => {
    expect(withoutCustomerData('')).toBe('');
    expect(withoutCustomerData('Jane Wanjiru 12345678')).toBe(WITHHELD);
    expect(withoutCustomerData('"Jane Wanjiru"')).toBe(WITHHELD);
    expect(withoutCustomerData('{"reference":"RD1","name":"Jane" garbage')).toBe(
      `{"reference":"RD1","name":"${WITHHELD}"}${CUT_NOTE}`,
    );
    expect(withoutCustomerData('{"__proto__":{"name":"Jane"},"amount":"5.00"}')).toBe(
      `{"__proto__":{"name":"${WITHHELD}"},"amount":"5.00"}`,
    );
    // Nested deeper than any row (anyone can have such a body refused): withheld, not a crash.
    const deep = `${'{"id":['.repeat(20_000)}"Jane Wanjiru"${']}'.repeat(20_000)}`;
    for (const text of [deep, deep.slice(0, EVIDENCE_BODY_CHARS)]) {
      const shown = withoutCustomerData(text);
      expect(shown).not.toContain('Jane');
      expect(shown.includes(WITHHELD) || shown.endsWith(CUT_NOTE)).toBe(true);
    }
    // A number of a field not listed may be a document's or a phone's; true and null say nothing.
    expect(withoutCustomerData('{"phone":254722000111,"held":true,"note":null}')).toBe(
      `{"phone":"${WITHHELD}","held":true,"note":null}`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { useFileBank } from '../engine/file-bank';
import { CLERK, receivedBodyText, transferRows } from '../engine/engine-fixture';
import { imtDraft, rtgsDraft } from '../engine/drafts';

/**
 * A send whose text holds an invisible character, or is not in NFC, is refused in main (D67),
 * whatever the window sent: no journal row, no reference taken, nothing at the bank. The message
 * names the field and the character to remove.
 */
describe('text the bank and the printer can trust, checked in main', () => {
  const bank = useFileBank();

  it('refuses invisible characters in names and descriptions before anything is used', async () => {
    const station = await bank.station({});
    expect((await station.services.purposes.list()).ok).toBe(true);
    const cases = [
      {
        draft: rtgsDraft({ destination: { name: 'Amina\u200bOdhiambo' } }),
        path: 'destination.name',
        message:
          /^Recipient's name contains an invisible formatting character \(U\+200B\).*Remove it/,
      },
      {
        draft: rtgsDraft({ transfer: { description: 'School fees\u{e0041}' } }),
        path: 'transfer.description',
        message: /invisible tag character \(U\+E0041\)/,
      },
      {
        // D77: the IMT's sender is made of the customer, whose name field the clerk typed.
        draft: imtDraft({ sender: { name: 'Jane\u3164Wanjiku' } }),
        path: 'customer.name',
        message: /Hangul filler, which shows as a blank \(U\+3164\)/,
      },
      {
        draft: imtDraft({ destination: { name: 'Zoë Ñandú'.normalize('NFD') } }),
        path: 'destination.name',
        message: /accented letters stored in a form the bank may read differently/,
      },
    ];
    for (const { draft, path, message } of cases) {
      const sent = await station.services.transfers.send(draft, CLERK);
      expect(sent.ok, path).toBe(false);
      if (sent.ok) continue;
      expect(sent.error.code).toBe('invalid');
      expect(sent.error.fields?.map((f) => f.path)).toEqual([path]);
      expect(sent.error.fields?.[0]?.message).toMatch(message);
    }
    expect(transferRows(station.services.journal.path)).toEqual([]);
    expect(await station.store.readHighWater()).toBeNull();
    expect(bank.sandbox.transactions()).toEqual([]);
  });

  it('sends composed accented names exactly as reviewed', async () => {
    const station = await bank.station({});
    // The RTGS form offers, and main accepts, only codes from the service's own list.
    expect((await station.services.purposes.list()).ok).toBe(true);
    const sent = await station.services.transfers.send(
      rtgsDraft({ destination: { name: 'Amélie Uwase' } }),
      CLERK,
    );
    if (!sent.ok) throw new Error(sent.error.message);
    const body = receivedBodyText(bank.sandbox, sent.value.reference);
    expect(body).toContain('Amélie Uwase');
    expect(body).toBe(body?.normalize('NFC'));
  });
});

import { describe, expect, it } from 'vitest';
import { approvals } from '@shared/i18n/en/approvals';
import { counter } from '@shared/i18n/en/counter';
import { controls, repeats } from '@shared/i18n/en/send/controls';
import { TIPPING_OFF } from '../../support/tipping-off';

/*
 * D80, no tipping-off (FATF R.21): the words of the clerk's counter screens (the review the
 * customer reads, the forms, the receipt screen) and main's messages shown on the review name no
 * threshold, reporting mark, split series or screening result. Those words are on the bank's copy
 * and the supervisor's and compliance screens only; the customer's copy is scanned where it is
 * made (tests/main/reports/receipt-document.test.ts) and printed (tests/e2e/controls.test.ts).
 */

/**
 * The clerk's own suspicion flag (D43): a dialog the clerk opens to write for the compliance
 * officer, which itself says not to tell the customer; and the menu entry of the flags' page.
 */
const CLERKS_OWN = [
  'counter.dialogs.flag.',
  'counter.frame.page.suspicionFlags',
  // The menu entries of the sanctions pages (D78), which only admins and compliance officers open.
  'counter.frame.page.sanctionsLists',
  'counter.frame.page.heldTransfers',
];

/** Every sentence of a catalog area: its texts, and its functions given stand-in values. */
function sentences(area: unknown, path: string): [string, string][] {
  if (typeof area === 'string') return [[path, area]];
  if (typeof area === 'function') {
    const stand = new Proxy(
      {},
      { get: (_target, key) => (key === 'count' ? 2 : `‹${String(key)}›`) },
    );
    return [[path, String((area as (values: unknown) => unknown)(stand))]];
  }
  if (area && typeof area === 'object') {
    return Object.entries(area).flatMap(([key, value]) => sentences(value, `${path}.${key}`));
  }
  return [];
}

describe('the words a customer may read at the counter (D80)', () => {
  const areas = {
    counter: sentences(counter, 'counter').filter(
      ([path]) => !CLERKS_OWN.some((own) => path.startsWith(own)),
    ),
    'send.controls': sentences(controls, 'send.controls'),
    'send.repeats': sentences(repeats, 'send.repeats'),
  };

  it.each(Object.entries(areas))(
    '%s names no threshold, mark, series or screening',
    (_area, all) => {
      expect(all.length).toBeGreaterThan(5);
      expect(all.filter(([, sentence]) => TIPPING_OFF.test(sentence))).toEqual([]);
    },
  );

  it('gives the clerk a neutral compliance note, which says nothing of why', () => {
    const note = sentences(counter.review.controls.complianceNote, 'note').map(([, s]) => s);
    expect(note.join(' ')).toBe(
      'Compliance note. Kept with this transfer for the bank. Nothing to ask the customer: send as usual.',
    );
  });

  it("keeps why a transfer needs approval for the supervisor's dialog, once their password is checked (D81)", () => {
    // What the supervisor reads: the day's totals by rule. The scan above would catch each of
    // them on the counter's words or main's review messages.
    const grounds = sentences(approvals.grounds, 'approvals.grounds').filter(([path]) =>
      /\.(customer|recipient)$/.test(path),
    );
    expect(grounds).toHaveLength(2);
    for (const [, sentence] of grounds) expect(sentence).toMatch(TIPPING_OFF);
    // The review's approval notice and dialog say the transfer's own amount, whichever rule asks.
    const asked = [
      ...sentences(controls.approvalNeeded, 'send.controls.approvalNeeded'),
      ...sentences(counter.review.controls.approval, 'counter.review.controls.approval'),
    ].map(([, sentence]) => sentence);
    for (const sentence of asked) expect(sentence).not.toMatch(/total|earlier|today|day's/i);
  });

  it('catches the words the review used to say', () => {
    // The sentence the review showed before D80, which taught customers to structure.
    expect(
      TIPPING_OFF.test(
        'This transfer is at or above the reporting threshold of 1,500,000.00 KES: it will be marked as reportable for the compliance officer.',
      ),
    ).toBe(true);
    expect(TIPPING_OFF.test('A possible match on a sanctions list')).toBe(true);
  });
});

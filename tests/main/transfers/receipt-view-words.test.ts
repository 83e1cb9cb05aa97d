import { describe, expect, it } from 'vitest';
import { receiptViewOf } from '../../../electron/main/transfers/receipt-view';
import { openTempJournal } from '../journal/fixtures';
import { seedTransfer } from '../journal/seed-transfers';
import { expectWordedAnswer } from '../../support/worded-answer';

/*
 * A receipt whose signed body the journal cannot read says so by its message (D65), so the
 * clerk's and the supervisor's windows word it in their language; what the journal recorded
 * for a readable one stays the journal's text.
 */
describe('a receipt main cannot read the body of', () => {
  it('says so by its message, worded whole in French and Swahili', () => {
    const journal = openTempJournal();
    const record = seedTransfer(journal);
    const readable = receiptViewOf(record);
    expect(readable.messageText).toBeUndefined();

    const unreadable = receiptViewOf({ ...record, body: '{"transfer":{"reference":"other"}}' });
    const said = { message: unreadable.message!, text: unreadable.messageText! };
    const words = expectWordedAnswer(said, 'receipt.bodyUnreadable');
    expect(words.en).toMatch(
      /^The journal’s copy of what was sent for this transfer cannot be read/,
    );
    expect(words.fr).toMatch(/^La copie dans le journal /);
    journal.close();
  });
});

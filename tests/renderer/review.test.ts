import { describe, expect, it } from 'vitest';
import { reviewSections } from '../../renderer/src/components/transfer/review';

describe('the review of a draft', () => {
  const draft = {
    source: { countryCode: 'KE', name: 'Jane Wanjiru' },
    transfer: { amount: '1000.50', description: '' },
  };
  const sections = reviewSections(
    draft,
    ['source.countryCode', 'source.name', 'transfer.amount', 'transfer.description'],
    { source: "Sender's account details", transfer: 'Transfer details' },
    {
      source: { countryCode: "Sender's account country", name: "Sender's name" },
      transfer: { amount: 'Amount', description: 'Description' },
    },
    (field, value) => (field === 'countryCode' ? `${value} in words` : null),
  );

  it('has one section per group and one row per field, in the order given', () => {
    expect(sections.map((s) => s.title)).toEqual(["Sender's account details", 'Transfer details']);
    expect(sections.flatMap((s) => s.rows.map((r) => r.path))).toEqual([
      'source.countryCode',
      'source.name',
      'transfer.amount',
      'transfer.description',
    ]);
  });

  it('shows each value exactly, with words for codes, and no note for an empty field', () => {
    expect(sections[0]!.rows[0]).toEqual({
      path: 'source.countryCode',
      label: "Sender's account country",
      value: 'KE',
      note: 'KE in words',
    });
    expect(sections[1]!.rows).toEqual([
      { path: 'transfer.amount', label: 'Amount', value: '1000.50', note: null },
      { path: 'transfer.description', label: 'Description', value: '', note: null },
    ]);
  });
});

import { buildScreeningIndex, screenParties } from './matcher';

/** A name typed at the counter, a listed name, and whether they are the same person. */
export interface LabelledPair {
  readonly party: string;
  readonly listed: string;
  readonly match: boolean;
}

export interface MatchRates {
  readonly pairs: number;
  readonly precision: number;
  readonly recall: number;
  readonly falseMatches: number;
  readonly missed: number;
}

/**
 * Precision and recall of the screening on a labelled set at a threshold (D78), each pair screened
 * as a transfer is: the party against a list holding the listed name. The test and the bench
 * read the same figures.
 */
export function matchRates(pairs: readonly LabelledPair[], threshold: number): MatchRates {
  let found = 0;
  let falseMatches = 0;
  let missed = 0;
  for (const pair of pairs) {
    const index = buildScreeningIndex([
      {
        listId: 'labelled',
        entryId: '1',
        kind: 'individual',
        names: [pair.listed],
        datesOfBirth: [],
        idNumbers: [],
      },
    ]);
    const held =
      screenParties(index, [{ role: 'recipient', name: pair.party }], threshold).length > 0;
    if (held && pair.match) found += 1;
    else if (held) falseMatches += 1;
    else if (pair.match) missed += 1;
  }
  return {
    pairs: pairs.length,
    precision: found + falseMatches === 0 ? 1 : found / (found + falseMatches),
    recall: found + missed === 0 ? 1 : found / (found + missed),
    falseMatches,
    missed,
  };
}

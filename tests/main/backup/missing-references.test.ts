import { describe, expect, it } from 'vitest';
import { REFERENCE_EPOCH_MS } from '@shared/domain/references';
import {
  counterTime,
  missingReferences,
  type MissingInput,
} from '../../../electron/main/backup/missing-references';

const ref = (counter: number, workstation = 42) =>
  `${workstation}${String(counter).padStart(10, '0')}`;

function input(over: Partial<MissingInput>): MissingInput {
  return {
    environment: 'live',
    keychain: { highWater: null, list: null },
    journalLast: 1_000,
    holds: () => false,
    workstation: 42,
    replacementPc: false,
    now: REFERENCE_EPOCH_MS + 5_000 * 100,
    ...over,
  };
}

const one = (counter: number, workstation = 42) => ({
  environment: 'live',
  reference: ref(counter, workstation),
  afterReference: null,
  issuedAt: counterTime(counter),
});
const span = (after: number, upTo: number) => ({
  environment: 'live',
  reference: ref(upTo),
  afterReference: ref(after),
  issuedAt: counterTime(upTo),
});

describe('which references a restored journal lacks (D69)', () => {
  it('names each one the keychain lists after the journal’s last, and none the journal holds', () => {
    const issued = [900, 1_000, 1_200, 1_300, 1_400].map((counter) => ({
      workstation: 42,
      counter,
    }));
    expect(
      missingReferences(
        input({
          keychain: { highWater: 1_400, list: { floor: 500, issued } },
          holds: (reference) => reference === ref(1_300),
        }),
      ),
    ).toEqual([one(1_200), one(1_400)]);
  });

  it('names nothing when the journal reaches the mark', () => {
    const issued = [{ workstation: 42, counter: 1_000 }];
    expect(
      missingReferences(input({ keychain: { highWater: 1_000, list: { floor: null, issued } } })),
    ).toEqual([]);
  });

  it('keeps as a span what the list no longer names, and what was issued after it was written', () => {
    const issued = [{ workstation: 43, counter: 1_600 }];
    expect(
      missingReferences(input({ keychain: { highWater: 1_900, list: { floor: 1_500, issued } } })),
    ).toEqual([span(1_000, 1_500), one(1_600, 43), span(1_600, 1_900)]);
  });

  it('keeps the whole way to the mark as a span when there is no list, or it is damaged', () => {
    for (const list of [null, 'damaged'] as const) {
      expect(missingReferences(input({ keychain: { highWater: 1_900, list } }))).toEqual([
        span(1_000, 1_900),
      ]);
    }
  });

  it('on a replacement PC, whose keychain never saw them, keeps everything after the journal up to now', () => {
    expect(missingReferences(input({ replacementPc: true }))).toEqual([span(1_000, 5_000)]);
    // On the same PC a keychain with no mark issued none.
    expect(missingReferences(input({}))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createBranchFactsCache } from '../../../electron/main/transfers/branch-facts';
import { NO_FACTS } from '../../../electron/main/transfers/branch-merge';
import { rtgsDraft } from '../engine/drafts';

/*
 * D133: head office's read at a review, kept by the draft as it is: the review's two checks ask
 * once together, a changed draft asks again, and a failed read leaves nothing behind.
 */
describe("the review's read of head office", () => {
  it('asks once for two checks at once, and keeps the answer by the draft as it is', async () => {
    let asked = 0;
    const cache = createBranchFactsCache(() => {
      asked += 1;
      return Promise.resolve({ ...NO_FACTS, waiting: [] });
    });
    const draft = rtgsDraft();
    await Promise.all([cache.refresh(draft), cache.refresh(draft)]);
    expect(asked).toBe(1);
    expect(cache.of(draft)).toEqual(NO_FACTS);
    const changed = { ...draft, transfer: { ...draft.transfer, amount: '1.00' } };
    expect(cache.of(changed)).toBeNull();
  });

  it('forgets the draft when head office cannot be asked', async () => {
    let answer: Promise<typeof NO_FACTS | null> = Promise.resolve(NO_FACTS);
    const cache = createBranchFactsCache(() => answer);
    const draft = rtgsDraft();
    await cache.refresh(draft);
    answer = Promise.reject(new Error('down'));
    await cache.refresh(draft);
    expect(cache.of(draft)).toBeNull();
  });
});

import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { BranchFacts } from './branch-merge';
import { draftFingerprint } from './duplicate-guard';

/*
 * D133: what head office last answered for a draft at its review, kept for the review's synchronous
 * checks and the supervisor's decision on it. Keyed by the draft as it is now (its fingerprint), so
 * a changed amount or recipient asks again; a few drafts at once at one counter, the oldest dropped.
 * The send never trusts it alone: it reads again under the lock, with its reservation.
 */

const KEPT = 16;

export interface BranchFactsCache {
  /** Asks head office for the draft's facts now (nothing when not enrolled); never rejects. */
  refresh(draft: TransferDraft): Promise<void>;
  /** The facts last answered for the draft as it is, or null. */
  of(draft: TransferDraft): BranchFacts | null;
}

export function createBranchFactsCache(
  ask: (draft: TransferDraft) => Promise<BranchFacts | null>,
): BranchFactsCache {
  const kept = new Map<string, BranchFacts>();
  // The review's two checks ask together: one question to head office serves both.
  const asking = new Map<string, Promise<void>>();
  async function refreshed(key: string, draft: TransferDraft): Promise<void> {
    const facts = await ask(draft).catch(() => null);
    kept.delete(key);
    if (facts === null) return;
    kept.set(key, facts);
    while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  }
  return {
    refresh(draft) {
      const key = draftFingerprint(draft);
      const pending = asking.get(key);
      if (pending) return pending;
      const done = refreshed(key, draft).finally(() => asking.delete(key));
      asking.set(key, done);
      return done;
    },
    of: (draft) => kept.get(draftFingerprint(draft)) ?? null,
  };
}

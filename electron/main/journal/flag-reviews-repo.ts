import type { FlagReview, FlagOutcome } from '@shared/domain/controls';
import { asFields } from './row-fields';
import { SealedRepo } from './sealed-repo';

/** The audit row of a compliance officer's review of a suspicion flag (D79). */
export const FLAG_REVIEWED_ACTION = 'suspicion.reviewed';

export interface NewFlagReview {
  flagId: number;
  outcome: FlagOutcome;
  reportReference: string | null;
  note: string;
  reviewedBy: string;
  reviewedAt: string;
}

interface ReviewRow {
  flag_id: number;
  outcome: FlagOutcome;
  report_reference: string | null;
  note: string;
  reviewed_by: string;
  reviewed_at: string;
}

/**
 * Suspicion flags' reviews (D79): one per flag, append-only and sealed, each written with its
 * audit row in one transaction. Read with `SELECT *` and checked against their seals, since the
 * compliance list decides from them which flags are still open.
 */
export class FlagReviewsRepo extends SealedRepo {
  private readonly statements = {
    flag: this.db.prepare('SELECT * FROM suspicion_flags WHERE id = ?'),
    review: this.db.prepare('SELECT * FROM flag_reviews WHERE flag_id = ?'),
    insert: this.db.prepare(`
      INSERT INTO flag_reviews (flag_id, outcome, report_reference, note, reviewed_by,
        reviewed_at)
      VALUES (@flagId, @outcome, @reportReference, @note, @reviewedBy, @reviewedAt)`),
  };

  /** Whether the flag exists (its row checked against its seal). */
  flagExists(flagId: number): boolean {
    return this.seals.verifyRow('suspicion_flags', this.statements.flag.get(flagId)) !== undefined;
  }

  /** The review of a flag, or null while it is open. */
  reviewOf(flagId: number): FlagReview | null {
    const row = this.seals.verifyRow(
      'flag_reviews',
      this.statements.review.get(flagId) as ReviewRow | undefined,
    );
    return row ? toReview(row) : null;
  }

  /** The reviews of these flags, by flag id (open flags are absent). */
  reviewsOf(flagIds: readonly number[]): Map<number, FlagReview> {
    const reviews = new Map<number, FlagReview>();
    if (flagIds.length === 0) return reviews;
    const rows = this.db
      .prepare(
        // catalog-ignore: SQL, not words
        `SELECT * FROM flag_reviews WHERE flag_id IN (${flagIds.map(() => '?').join(', ')})`,
      )
      .all(...flagIds) as ReviewRow[];
    for (const row of this.seals.verifyRows('flag_reviews', rows)) {
      reviews.set(row.flag_id, toReview(row));
    }
    return reviews;
  }

  /**
   * Records the review with its audit row; false when the flag was reviewed meanwhile (the
   * first review stands).
   */
  record(review: NewFlagReview, reference: string): boolean {
    return this.immediate(() => {
      if (this.statements.review.get(review.flagId)) return false;
      this.statements.insert.run(review);
      this.audit.append({
        at: review.reviewedAt,
        operatorId: review.reviewedBy,
        action: FLAG_REVIEWED_ACTION,
        details: {
          flag: review.flagId,
          reference,
          outcome: review.outcome,
          reportReference: review.reportReference,
          note: review.note,
        },
      });
      return true;
    });
  }
}

function toReview(row: ReviewRow): FlagReview {
  return asFields(row, 'flag_id');
}

import { oneAtATimePerKey } from '../../../shared/one-at-a-time';

/*
 * D149: a console operator's password checks (sign-in, and the current password of a change),
 * one at a time per operator id within this instance, in the order they came: each reads the
 * lockout only after the one before it has counted its failure, so guesses sent all at once cannot
 * all pass the check while the first is still hashing. Ids are forgotten once their last check
 * settles, so guessed ids leave nothing behind. Instances sharing the database each queue their
 * own; the success is recorded only after reading the lock again (sign-in.ts).
 */

const attempts = oneAtATimePerKey();

export function oneAttemptAtATime<T>(operatorId: string, attempt: () => Promise<T>): Promise<T> {
  return attempts.run(operatorId, attempt);
}

/**
 * Transfer references (D4): 12 decimal digits, unique across every workstation of one customer
 * account, never reused, not even after a crash, a reinstall or a restored backup.
 *
 * Scheme: `WW` + `CCCCCCCCCC`
 *   - `WW` is the workstation number (10–99), set by an admin and distinct per workstation of the
 *     customer account, so two workstations can never produce the same reference.
 *   - `C…` is a 10-digit counter that never goes backwards on this workstation: each new value is
 *     max(last issued + 1, the clock in tenths of a second since 2026-01-01T00:00Z).
 *   - "Last issued" is the larger of two copies: the journal commits it with the transfer that
 *     uses it (so a crash or restart resumes after it, and a clock stepped backwards only slows
 *     the counter to +1 steps), and a high-water mark in the OS keychain is raised before that
 *     commit (so restoring an older journal, or reinstalling the app, still resumes after it).
 *   - If both copies are lost (a new machine), the counter restarts from the clock, which is
 *     already past every value issued before: the counter runs ahead of the clock only while
 *     transfers are issued faster than ten a second, by a tenth of a second each, far less than
 *     the time a machine rebuild takes.
 *   - Ten digits of tenths of a second last until 2057; the scheme refuses to wrap around.
 */

import { text } from '../i18n/catalog';
export const REFERENCE_LENGTH = 12;
export const REFERENCE_PATTERN = /^\d{12}$/;
export const WORKSTATION_MIN = 10;
export const WORKSTATION_MAX = 99;
export const REFERENCE_EPOCH_MS = Date.UTC(2026, 0, 1);
export const COUNTER_UNIT_MS = 100;
export const COUNTER_MAX = 9_999_999_999;

export function isReference(value: unknown): value is string {
  return typeof value === 'string' && REFERENCE_PATTERN.test(value);
}

export function isWorkstationNumber(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= WORKSTATION_MIN &&
    value <= WORKSTATION_MAX
  );
}

export class ReferenceSpaceExhaustedError extends Error {
  constructor() {
    // Its message reaches the clerk, after "nothing was sent".
    super(text('transfer.referencesExhausted'));
    this.name = 'ReferenceSpaceExhaustedError';
  }
}

/** The counter value to use next, given the last one committed (null on a fresh journal). */
export function nextCounter(lastIssued: number | null, nowMs: number): number {
  const fromClock = Math.max(0, Math.floor((nowMs - REFERENCE_EPOCH_MS) / COUNTER_UNIT_MS));
  const next = Math.max(lastIssued === null ? 0 : lastIssued + 1, fromClock);
  if (next > COUNTER_MAX) throw new ReferenceSpaceExhaustedError();
  return next;
}

export function formatReference(workstation: number, counter: number): string {
  if (!isWorkstationNumber(workstation)) {
    throw new RangeError(`Workstation number must be ${WORKSTATION_MIN}–${WORKSTATION_MAX}.`);
  }
  if (!Number.isInteger(counter) || counter < 0 || counter > COUNTER_MAX) {
    throw new RangeError('Reference counter out of range.');
  }
  return `${workstation}${String(counter).padStart(10, '0')}`;
}

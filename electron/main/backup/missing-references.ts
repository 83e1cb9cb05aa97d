import type { EnvironmentName } from '@shared/domain/environments';
import { COUNTER_UNIT_MS, formatReference, REFERENCE_EPOCH_MS } from '@shared/domain/references';
import type { IssuedReferences } from '../keys/secret-store';
import type { NewUnreconciled } from '../journal/unreconciled-repo';

/*
 * Which references issued on this workstation a restored journal does not hold (D69), from what
 * the keychain kept: each reference it names, and, where it cannot name them, the span between
 * the last number known and the mark. Pure: the journal and the keychain are read by the caller.
 */

export interface MissingInput {
  environment: EnvironmentName;
  /** The keychain's mark and list; null on a keychain that holds neither (a replacement PC). */
  keychain: IssuedReferences;
  /** The journal's last counter committed (reference_state), null when it issued none. */
  journalLast: number | null;
  /** Whether the journal holds a transfer under this reference. */
  holds: (reference: string) => boolean;
  /** The workstation number now, for a span whose references the keychain cannot name. */
  workstation: number;
  /**
   * Restored on another PC (keys from the escrow file): this keychain never saw the references
   * issued after the backup, so every one after the journal's last up to now is a span.
   */
  replacementPc: boolean;
  now: number;
}

/** When a counter was issued (D20: tenths of a second since the epoch; never before its time). */
export function counterTime(counter: number): string {
  return new Date(REFERENCE_EPOCH_MS + counter * COUNTER_UNIT_MS).toISOString();
}

function counterNow(now: number): number {
  return Math.max(0, Math.floor((now - REFERENCE_EPOCH_MS) / COUNTER_UNIT_MS));
}

export function missingReferences(input: MissingInput): NewUnreconciled[] {
  const { environment, keychain, workstation } = input;
  const last = input.journalLast ?? 0;
  const missing: NewUnreconciled[] = [];
  const span = (after: number, upTo: number) => {
    if (upTo <= after) return;
    missing.push({
      environment,
      reference: formatReference(workstation, upTo),
      afterReference: formatReference(workstation, after),
      issuedAt: counterTime(upTo),
    });
  };
  const list = keychain.list === null || keychain.list === 'damaged' ? null : keychain.list;
  // What the list can no longer name (dropped for space, or issued before it began).
  let known = last;
  if (list && list.floor !== null) {
    span(last, list.floor);
    known = Math.max(known, list.floor);
  }
  for (const one of list?.issued ?? []) {
    if (one.counter <= last) continue;
    known = Math.max(known, one.counter);
    const reference = formatReference(one.workstation, one.counter);
    if (input.holds(reference)) continue;
    missing.push({
      environment,
      reference,
      afterReference: null,
      issuedAt: counterTime(one.counter),
    });
  }
  // Issued while the list could not be written (or before the keychain kept one).
  const top = input.replacementPc
    ? Math.max(keychain.highWater ?? 0, counterNow(input.now))
    : keychain.highWater;
  if (top !== null) span(known, top);
  return missing;
}

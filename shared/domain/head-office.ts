import type { MessageRef } from '../i18n/catalog';
import { LOOPBACK_ADDRESS } from '../loopback-host';
import type { PublishedState } from './published-settings';
import type { ListKey } from './screening';

/*
 * The workstation's connection to head office (D91, D99), as the admin's screens and the IPC
 * contract see it: what an admin types to enrol, what is kept once enrolled, and the replication's
 * status. No key, token or code is in any of them.
 */

/** What an admin types on the Head office page, as head office shows it beside the code. */
export interface HeadOfficeEnrolment {
  /** `https://host[:port]`, or `http://127.0.0.1:port` in development. */
  address: string;
  /** The one-time enrolment code head office gave for this workstation. */
  code: string;
  /** The SHA-256 fingerprint of head office's certificate; empty for http://127.0.0.1. */
  fingerprint: string;
}

export interface HeadOfficeBranch {
  code: string;
  name: string;
  /** ISO 3166 alpha-2, one of the six countries. */
  country: string;
  /** IANA time zone. */
  timeZone: string;
}

/** The enrolled connection, as the admin reads it. */
export interface HeadOfficeConnectionView {
  address: string;
  /** The pinned fingerprint (colon-separated upper-case hex); null over http://127.0.0.1. */
  fingerprint: string | null;
  workstationId: string;
  branch: HeadOfficeBranch;
  /** The workstation's number within its branch. */
  number: number;
  enrolledAt: string;
  /** The admin who enrolled it: id. */
  enrolledBy: string;
}

/** Why replication does not go on by itself, worded for the admin (errorText in the renderer). */
export interface HeadOfficeProblem {
  message: string;
  text?: MessageRef;
  /** Whether the sender stopped for it (revoked, refused, a broken chain): retried only at a start. */
  stopped: boolean;
}

/** The replication's status, for admins and supervisors. */
export interface HeadOfficeStatusView {
  /** Null until an admin has enrolled this workstation. */
  enrolled: HeadOfficeConnectionView | null;
  /** Changes of the journal head office has not acknowledged yet. */
  waiting: number;
  /** When the oldest of them was committed (ISO 8601), or null when none waits. */
  oldestWaitingAt: string | null;
  /** Head office's clock on its last acknowledgement, and the last change it acknowledged. */
  lastAckAt: string | null;
  lastAckSeq: number | null;
  problem: HeadOfficeProblem | null;
  /** D126: the version of head office's settings this workstation runs, or null: none yet. */
  settings: PublishedState | null;
  /** D139: each sanctions list head office publishes, and whether it is in force here yet. */
  listFiles: PublishedListFileStatus[];
  /**
   * D157: head office's last refusal to count this PC's transfers because its clock is off (when,
   * by this PC's clock, and head office's words, which say how far off), or null: none since the
   * start, or a reservation served since.
   */
  clockOff: { at: string; said: string } | null;
}

/** D139: a list file head office publishes: its version and date, and whether it runs here. */
export interface PublishedListFileStatus {
  list: ListKey;
  version: number;
  date: string;
  /** False until it is downloaded, checked and imported (retried at each contact). */
  runs: boolean;
}

/** The digits of a SHA-256 fingerprint, in any of the spellings people copy it in. */
const FINGERPRINT_DIGITS = /^[0-9a-f]{64}$/i;

/**
 * A fingerprint as typed (with colons, spaces or dashes between the pairs, any case) in the
 * spelling certificateFingerprint writes (`AB:CD:…`), or null when it is not 32 bytes of hex.
 */
export function normalFingerprint(typed: string): string | null {
  const digits = typed.replace(/[\s:-]/g, '');
  if (!FINGERPRINT_DIGITS.test(digits)) return null;
  return digits.toUpperCase().match(/../g)!.join(':');
}

/** The enrolment code as head office compares it: upper case, without spaces. */
export function normalEnrolmentCode(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

export type HeadOfficeAddressProblem =
  'empty' | 'not-web-address' | 'https-only' | 'no-credentials' | 'no-path';

/**
 * Head office's address as the client uses it (`https://host[:port]`, no trailing slash), or why
 * not. Plain HTTP only to 127.0.0.1 (development, D99): anything else must be TLS, pinned.
 */
export function checkHeadOfficeAddress(
  typed: string,
): { ok: true; origin: string; plain: boolean } | { ok: false; problem: HeadOfficeAddressProblem } {
  const trimmed = typed.trim();
  if (trimmed === '') return { ok: false, problem: 'empty' };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, problem: 'not-web-address' };
  }
  const plain = url.protocol === 'http:' && url.hostname === LOOPBACK_ADDRESS;
  if (url.protocol !== 'https:' && !plain) return { ok: false, problem: 'https-only' };
  if (url.username || url.password) return { ok: false, problem: 'no-credentials' };
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    return { ok: false, problem: 'no-path' };
  }
  return { ok: true, origin: url.origin, plain };
}

/**
 * Why a request to head office did not get its answer (D99), each worded for the admin:
 * - `unreachable`: no connection; `timeout`: no answer in time;
 * - `certificate-mismatch`: the certificate is not the one whose fingerprint was typed (nothing sent);
 * - `tls-failed`: no secure connection could be made;
 * - `refused`: head office refused, in its own words (`Refusal`);
 * - `unexpected-answer`: an answer that is not head office's;
 * - `bad-acknowledgement`: an acknowledgement not signed by head office's key, or not for us.
 */
export const HEAD_OFFICE_FAILURES = [
  'unreachable',
  'timeout',
  'certificate-mismatch',
  'tls-failed',
  'refused',
  'unexpected-answer',
  'bad-acknowledgement',
] as const;
export type HeadOfficeFailure = (typeof HEAD_OFFICE_FAILURES)[number];

/** Why an enrolment did not happen: head office's answer, or this workstation's own stop. */
export type HeadOfficeEnrolmentFailure =
  HeadOfficeFailure | 'already-enrolled' | 'keychain-failed' | 'busy';

/**
 * A takeover from head office under way on a new PC (D112): whose journal it rebuilds, and how far
 * it got. `rebuilt`: every change is in, and the start that follows swaps the journal in.
 */
export interface TakeoverView {
  address: string;
  branch: HeadOfficeBranch;
  number: number;
  /** The last change copied so far. */
  reached: number;
  /** The last change head office holds of the workstation replaced. */
  of: number;
  state: 'pulling' | 'rebuilt';
}

/** What the takeover answers once every change is in: the app starts again on the journal. */
export interface TakeoverDone {
  changes: number;
  branch: HeadOfficeBranch;
  number: number;
}

/**
 * Why a takeover stopped: head office's answer (the enrolment's, or a page's), or this PC's own:
 * `rebuild-refused` a change or an acknowledgement that does not check; `not-a-replacement` a code
 * that enrols a new workstation; `under-way` a takeover begun already (resume it); `no-takeover`
 * none to resume; `already-set-up` operators exist; `journal-failed` the staging journal.
 */
export type TakeoverFailure =
  | HeadOfficeEnrolmentFailure
  | 'rebuild-refused'
  | 'not-a-replacement'
  | 'under-way'
  | 'no-takeover'
  | 'already-set-up'
  | 'journal-failed';

import { number, object, string, type Schema } from 'yup';
import type { RefusalCode } from '../protocol/wire';

/*
 * Branches and workstations as the console's admins manage them (D101, over the ingest's services,
 * D96): the requests, checked here for their shape (the services check the values and answer
 * with what is wrong), and the views, which the services (hq/src/enrolment, hq/src/evidence)
 * answer as they are: this folder is what the page and the server both read.
 */

export const BRANCH_COUNTRY_NAMES = {
  KE: 'Kenya',
  UG: 'Uganda',
  TZ: 'Tanzania',
  RW: 'Rwanda',
  SS: 'South Sudan',
  CD: 'DR Congo',
} as const;
export type BranchCountryCode = keyof typeof BRANCH_COUNTRY_NAMES;

/** Each country's IANA zones, the first its capital's: what the branch form offers. */
export const COUNTRY_ZONES: Readonly<Record<BranchCountryCode, readonly string[]>> = {
  KE: ['Africa/Nairobi'],
  UG: ['Africa/Kampala'],
  TZ: ['Africa/Dar_es_Salaam'],
  RW: ['Africa/Kigali'],
  SS: ['Africa/Juba'],
  CD: ['Africa/Kinshasa', 'Africa/Lubumbashi'],
};

export interface BranchView {
  code: string;
  name: string;
  country: BranchCountryCode;
  timeZone: string;
}

/** A workstation as the console lists it, with how its replication stands (enrolment/health.ts). */
export interface WorkstationView {
  id: string;
  branch: { code: string; name: string };
  number: number;
  /** What the PC calls itself (its host name), from its enrolment. */
  label: string | null;
  /** awaiting-enrolment: registered, no PC enrolled yet. */
  status: 'awaiting-enrolment' | 'active' | 'revoked';
  enrolledAt: string | null;
  revokedAt: string | null;
  /** When head office last took a signed request from it (push, state or rebuild). */
  lastSeenAt: string | null;
  /** The highest seq head office holds, the chain's head there, and when it acknowledged them. */
  storedSeq: number;
  head: string;
  lastAckAt: string;
  /**
   * refused-recently: a push was refused after the last one head office took (lastRefusal says
   * why); replication from this workstation is stopped until that is mended.
   */
  chain: 'ok' | 'refused-recently';
  lastRefusal: { at: string; reason: RefusalCode; message: string } | null;
  /** The newest code that may still enrol a PC for it. */
  openCode: { purpose: 'enrol' | 'replace'; expiresAt: string } | null;
}

/** GET /console/api/workstations: every workstation, and what a PC pins when it enrols. */
export interface WorkstationList {
  workstations: WorkstationView[];
  /** The service certificate's SHA-256 fingerprint; null when head office serves plain HTTP. */
  certificateFingerprint: string | null;
}

/** A code just issued: shown once, beside the fingerprint the PC's admin types with it. */
export interface IssuedCodeView {
  code: string;
  purpose: 'enrol' | 'replace';
  expiresAt: string;
  workstation: { id: string; branchCode: string; number: number };
  certificateFingerprint: string | null;
}

export type ProtocolEndpoint =
  | 'enrol'
  | 'push'
  | 'state'
  | 'rebuild'
  | 'operators'
  | 'operator-password'
  // D125: a clerk's request for approval, the branch's waiting list, a decision, its status.
  | 'approval-ask'
  | 'approval-waiting'
  | 'approval-decide'
  | 'approval-status'
  // D126: the branch's published settings.
  | 'settings'
  // D127: a page of the branch's other counters' transfers, for the supervisor's desk.
  | 'branch-transfers'
  // D128: a transfer reserved at head office before its send.
  | 'reservations'
  // D136: messages for another counter of the branch: sent, fetched, replied to, read back.
  | 'message-send'
  | 'messages'
  | 'message-reply'
  | 'messages-sent'
  // D138: what another counter's receipt reads, for a reprint at a desk of the branch.
  | 'branch-receipt'
  // D139: a chunk of a sanctions list file published to the branch.
  | 'list-file';

/** A request head office refused, kept as evidence (evidence/refused-requests.ts). */
export interface RefusedView {
  id: number;
  workstationId: string | null;
  at: string;
  endpoint: ProtocolEndpoint;
  reason: RefusalCode;
  message: string;
  seq: number | null;
  /** The body kept (D95); for a head-office admin, without its customers' data (D158). */
  body: string;
  bodyBytes: number;
  bodySha256: string;
  remoteAddress: string | null;
  /** D158: set when `body` is shown with its customers' data withheld (to a head-office admin). */
  customerDataWithheld?: boolean;
}

export const BRANCH_LABELS = {
  code: 'Branch code',
  name: 'Branch name',
  country: 'Country',
  timeZone: 'Time zone',
} as const;

const text = (label: string) =>
  string()
    .strict()
    .typeError(`${label} must be text.`)
    .required(`Enter the ${label.toLowerCase()}.`);

function request(what: string, shape: Record<string, Schema>) {
  return object(shape)
    .strict()
    .noUnknown(`The ${what} has a field it does not know: send only the form's fields.`)
    .required(`The ${what} is missing.`)
    .typeError(`The ${what} must be an object of named fields.`);
}

export const branchSchema = request('branch', {
  code: text(BRANCH_LABELS.code).max(16, 'A branch code is at most 16 characters.'),
  name: text(BRANCH_LABELS.name).max(120, 'A branch name is at most 120 characters.'),
  country: text(BRANCH_LABELS.country).oneOf(
    Object.keys(BRANCH_COUNTRY_NAMES),
    'Choose the country the branch is in.',
  ),
  timeZone: text(BRANCH_LABELS.timeZone).max(64, 'Choose the branch’s time zone from the list.'),
}) as unknown as Schema<BranchView>;

export const newWorkstationSchema = request('workstation', {
  branchCode: text('Branch').max(16, 'Choose a branch from the list.'),
  number: number()
    .strict()
    .optional()
    .typeError('A workstation number is a whole number.')
    .integer('A workstation number is a whole number.'),
}) as unknown as Schema<{ branchCode: string; number?: number }>;

/**
 * What crosses between a workstation and head office (D91), as plain types. Both sides import this
 * folder and nothing else of each other: the workstation never reads head office's code, head
 * office never reads the workstation's.
 *
 * Every request a workstation makes after enrolment is a JSON body signed with its Ed25519 key
 * (the signature over the body's exact bytes, in the `x-remit-signature` header, base64), naming
 * the workstation in the body. Head office answers JSON; its acknowledgements are signed with its
 * own Ed25519 key, whose public half the workstation received at enrolment.
 */

/** The hex SHA-256 before a workstation's first change. */
export const GENESIS = '0'.repeat(64);

/** Header carrying a signed body's signature (base64 Ed25519 over the body's bytes). */
export const SIGNATURE_HEADER = 'x-remit-signature';

/** The largest body head office reads; a larger one is refused unread. */
export const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** The most changes a workstation puts in one batch. */
export const MAX_BATCH_ENTRIES = 500;

export type ChangeOp = 'insert' | 'update' | 'delete';

/**
 * One committed change of the workstation's journal, as its outbox holds it. `row` is the row's
 * JSON text exactly as the outbox stored it (null for a delete), so both sides hash the same bytes.
 */
export interface Change {
  /** 1, 2, 3 … per workstation, without gaps. */
  seq: number;
  /** The workstation's clock when the change committed (ISO 8601 UTC). */
  at: string;
  table: string;
  op: ChangeOp;
  /** The row's primary key as JSON text (e.g. `{"reference":"RD-…"}`). */
  key: string;
  row: string | null;
  /** The hash of the change before it (GENESIS for seq 1). */
  prev: string;
  /** changeHash(this): chains the changes, so a rewrite of one changes every hash after it. */
  hash: string;
}

/** POST /api/v1/enrol (unsigned: the code is the proof). */
export interface EnrolRequest {
  code: string;
  /** The workstation's Ed25519 public key, SPKI PEM. */
  publicKey: string;
  /** What the workstation calls itself (host name), for head office's console. */
  label: string;
}

export interface EnrolAnswer {
  workstationId: string;
  branch: { code: string; name: string; country: string; timeZone: string };
  /** The workstation's number within its branch (1, 2, …). */
  number: number;
  /** Head office's Ed25519 public key (SPKI PEM), which signs every acknowledgement. */
  headOfficeKey: string;
  /** Set when the code enrols a replacement: what head office holds of the workstation replaced. */
  replacing: { seq: number; head: string } | null;
}

/** POST /api/v1/push, signed. */
export interface PushRequest {
  workstationId: string;
  changes: Change[];
  /**
   * D127: what still waits on the workstation after this batch (how many changes, and when the
   * oldest of them was made), kept by head office for the branch's end of day. Absent from a
   * workstation older than D127.
   */
  waiting?: { count: number; since: string | null };
}

/** What head office holds of a workstation's chain, signed by head office. */
export interface Ack {
  workstationId: string;
  /** The highest seq stored (0: none). */
  seq: number;
  /** That change's hash (GENESIS for 0). */
  head: string;
  /** Head office's clock when it signed. */
  at: string;
  /** base64 Ed25519 over ackBytes(ack). */
  signature: string;
}

/** POST /api/v1/state, signed: head office's latest acknowledgement, without pushing. */
export interface StateRequest {
  workstationId: string;
}

/** POST /api/v1/rebuild, signed by a replacement: the replaced workstation's changes from `after`. */
export interface RebuildRequest {
  workstationId: string;
  after: number;
  limit: number;
}

export interface RebuildAnswer {
  changes: Change[];
  /** Head office's acknowledgement of the whole chain, to check the last change against. */
  ack: Ack;
}

/** The roles a branch operator holds at a workstation (the workstation's own, D115). */
export const BRANCH_ROLES = ['clerk', 'supervisor', 'compliance', 'auditor', 'admin'] as const;
export type BranchRole = (typeof BRANCH_ROLES)[number];

/**
 * One change of a branch operator at head office (D115): the operator as they stand after it, with
 * the bank-wide version that numbers it. `verifier` is the scrypt verifier of the password set at
 * head office (`scrypt$N$r$p$salt$hash`), never the password. `mustChange`: an admin set that
 * password, so the operator chooses their own at the next sign-in (D121); `password-changed` is
 * that choice, made at a workstation and sent to head office.
 */
export interface BranchOperatorChange {
  version: number;
  /** Head office's clock when the change was made. */
  at: string;
  action:
    | 'created'
    | 'deactivated'
    | 'reactivated'
    | 'unlocked'
    | 'role-changed'
    | 'password-set'
    | 'password-changed';
  operatorId: string;
  branchCode: string;
  displayName: string;
  role: BranchRole;
  verifier: string;
  mustChange: boolean;
  active: boolean;
}

/** POST /api/v1/operators, signed: the changes of the workstation's branch after `after`. */
export interface OperatorsRequest {
  workstationId: string;
  after: number;
}

/** The most operator changes in one answer; the workstation asks again after `through`. */
export const MAX_OPERATOR_CHANGES = 500;

export interface OperatorsAnswer {
  workstationId: string;
  after: number;
  /** The version the workstation has once it applies these: ask after it next time. */
  through: number;
  changes: BranchOperatorChange[];
  /** Head office's clock when it signed: the workstation's proof of contact. */
  at: string;
  /** base64 Ed25519 over operatorsBytes(answer), with head office's key. */
  signature: string;
}

/**
 * POST /api/v1/operator-password, signed (D121): a head-office-managed operator's own new password,
 * typed at the workstation after it checked the current one. Sent only over the pinned TLS
 * channel; head office checks both against its own verifier and the password rules, keeps only
 * the new verifier it computes, and never keeps or logs the body.
 */
export interface OperatorPasswordRequest {
  workstationId: string;
  operatorId: string;
  currentPassword: string;
  newPassword: string;
}

/** Head office's answer: the operator as they now stand, signed with its key. */
export interface OperatorPasswordAnswer {
  workstationId: string;
  change: BranchOperatorChange;
  /** Head office's clock when it signed. */
  at: string;
  /** base64 Ed25519 over operatorPasswordBytes(answer), with head office's key. */
  signature: string;
}

/** POST /api/v1/settings, signed (D126): the branch's published settings, if newer than `after`. */
export interface SettingsRequest {
  workstationId: string;
  after: number;
}

export interface SettingsAnswer {
  workstationId: string;
  /** The branch the settings are for: the workstation's own, or the answer is not head office's. */
  branchCode: string;
  after: number;
  /** Head office's newest version of the branch's settings (0: none published yet). */
  version: number;
  /**
   * The branch's settings at `version`, as JSON text (each published section, D126), when
   * `version` is newer than `after`; empty otherwise. Text, so what is signed is what is read.
   */
  settings: string;
  /** Head office's clock when it signed: the workstation's proof of contact. */
  at: string;
  /** base64 Ed25519 over settingsBytes(answer), with head office's key. */
  signature: string;
}

/**
 * POST /api/v1/list-file, signed (D139): one chunk of a sanctions list file head office publishes
 * to the workstation's branch now (its id from the signed settings answer). Chunks are numbered
 * from 0; the workstation checks the whole file's size and SHA-256 against that signed answer
 * before it uses a byte, so the chunks themselves need no signature.
 */
export interface ListFileRequest {
  workstationId: string;
  fileId: number;
  chunk: number;
}

export interface ListFileAnswer {
  fileId: number;
  chunk: number;
  /** How many chunks the file has. */
  chunks: number;
  /** The chunk's bytes, base64. */
  bytes: string;
}

/**
 * POST /api/v1/reservations, signed (D128): an IMT transfer reserved at head office before its
 * send, by the reference it will carry, with what the branch-wide daily total per ID document
 * counts: the sender's document key (type and number as the journal files it), the currency and
 * amount, the instant of the check and the branch's day [from, to) it falls in. `release` frees a
 * reservation the workstation will not send (refused at its counter, or failed before it went).
 */
export interface ReservationRequest {
  workstationId: string;
  reference: string;
  release: boolean;
  senderDocument: string;
  currency: string;
  amount: string;
  at: string;
  from: string;
  to: string;
  /**
   * D133: read only, for the review: the lists answered signed, nothing reserved nor kept (the
   * send reserves, and reads them again under the lock).
   */
  peek?: boolean;
  /** D133: the transfer's kind; absent in D128's requests, which were IMT only. */
  kind?: 'imt' | 'rtgs';
  /**
   * D133: the customer's (ID document's) transfers of the widest split window, every kind and
   * currency: the document as customerDocumentKey writes it, and the window's first instant (at
   * most 31 days before `at`).
   */
  customer?: { document: string; from: string };
  /**
   * D133: the duplicate guard's match, the journal's columns as typed: source account, recipient
   * account or mobile number (with `amount` and `currency`), and the guard's first instant (at
   * most 8 days before `at`).
   */
  duplicate?: { sourceAccount: string; recipientAccount: string; since: string };
  /**
   * D137: the recipient's day total (D81): the recipient account or mobile number in its two
   * spellings (an account twice), paid from `duplicate.sourceAccount` in the branch's day
   * [from, to), the kind and currency the request's.
   */
  recipient?: { accounts: [string, string] };
}

/**
 * D133: one of a customer's transfers at any workstation of the bank, as the controls by customer
 * read it: a replicated transfer with its state, or another reservation (`reserved`) whose
 * transfer has not arrived yet.
 */
export interface BranchTransfer {
  reference: string;
  kind: string;
  amount: string;
  currency: string;
  createdAt: string;
  state: string;
}

/** D81, D133: a customer's key at head office, the same on both sides: type, number, country. */
export function customerDocumentKey(c: { type: string; number: string; country: string }): string {
  return `${c.type}:${c.number}:${c.country}`;
}

/** One transfer head office counted: a replicated transfer or another reservation, by reference. */
export interface CountedTransfer {
  reference: string;
  amount: string;
}

/**
 * Head office's answer, signed with its key: every other transfer of the document, currency and
 * day that did not fail, over every workstation of the bank, this reference left out. The same
 * reference asked again answers the same (the first answer is kept).
 */
export interface ReservationAnswer {
  workstationId: string;
  reference: string;
  released: boolean;
  counted: CountedTransfer[];
  /** D133: the customer's transfers of the split window at the other counters, newest kept. */
  series?: BranchTransfer[];
  /** D133: the other counters' transfers the duplicate guard finds waiting. */
  waiting?: BranchTransfer[];
  /** D137: the other counters' transfers of the day from the same account to the same recipient. */
  toRecipient?: BranchTransfer[];
  /** Head office's clock when it first answered. */
  at: string;
  /** base64 Ed25519 over reservationBytes(answer), with head office's key. */
  signature: string;
}

/**
 * The most transfers one answer counts, and the most of each list of D133 (a document's day holds
 * a handful, its 30 days a few dozen; a larger one is cut, the newest kept).
 */
export const MAX_COUNTED = 1_000;

/** Every refusal head office answers, with a status code: a stable code and a sentence. */
export const REFUSALS = [
  'malformed',
  'too-large',
  'unknown-workstation',
  'revoked',
  'bad-signature',
  'gap',
  'fork',
  'broken-chain',
  'code-unknown',
  'code-expired',
  'code-used',
  'unknown-operator',
  'operator-inactive',
  'wrong-password',
  'weak-password',
  // D125: a supervisor's decision on a request at head office, refused.
  'request-unknown',
  'request-closed',
  'approver-not-allowed',
  // D136: a message for another counter of the branch, refused.
  'message-not-allowed',
  'message-unknown',
  'message-pending',
  // D138: a transfer head office does not hold for another counter of the branch.
  'transfer-unknown',
  // D139: a list file the workstation's branch does not run now (or a chunk past its end).
  'list-file-unknown',
  // D157: a reservation whose instant is too far from head office's clock (the PC's clock is off).
  'clock-off',
] as const;
export type RefusalCode = (typeof REFUSALS)[number];

export interface Refusal {
  refused: RefusalCode;
  /** What is wrong and what to do, in English (head office's operators read it; D91). */
  message: string;
  /** For a gap or a fork: the seq head office expected, or the first that differs. */
  seq?: number;
}

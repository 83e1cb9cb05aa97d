import {
  createHash,
  createPrivateKey,
  createPublicKey,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import type {
  Ack,
  BranchOperatorChange,
  Change,
  OperatorPasswordAnswer,
  OperatorsAnswer,
  SettingsAnswer,
  ReservationAnswer,
  BranchTransfer,
} from './wire';

/**
 * The arithmetic both sides share (D91): a change's hash, an acknowledgement's bytes, and Ed25519
 * signatures over bytes. No I/O, so a test gives it plain data.
 */

/** The exact text hashed for a change: a JSON array, so no field can run into the next. */
export function changeBytes(change: Omit<Change, 'hash'>): string {
  return JSON.stringify([
    change.prev,
    change.seq,
    change.at,
    change.table,
    change.op,
    change.key,
    change.row,
  ]);
}

export function changeHash(change: Omit<Change, 'hash'>): string {
  return createHash('sha256').update(changeBytes(change)).digest('hex');
}

/**
 * The first change in `changes` that does not follow from `prev` and `afterSeq` (its seq, its
 * link or its own hash), or null when they all do.
 */
export function firstBrokenLink(
  changes: readonly Change[],
  afterSeq: number,
  prev: string,
): { seq: number; problem: 'seq' | 'link' | 'hash' } | null {
  let seq = afterSeq;
  let head = prev;
  for (const change of changes) {
    if (change.seq !== seq + 1) return { seq: change.seq, problem: 'seq' };
    if (change.prev !== head) return { seq: change.seq, problem: 'link' };
    if (changeHash(change) !== change.hash) return { seq: change.seq, problem: 'hash' };
    seq = change.seq;
    head = change.hash;
  }
  return null;
}

export function ackBytes(ack: Omit<Ack, 'signature'>): string {
  return JSON.stringify(['remit-desk-ack-1', ack.workstationId, ack.seq, ack.head, ack.at]);
}

/*
 * Keys read from their PEM once (D123): reading a PEM costs more than the Ed25519 operation, and
 * head office verifies a push and signs its acknowledgement with the same few hundred keys all
 * day. Bounded: past MAX_KEYS the map starts again, so a stream of new keys cannot grow it.
 */
const MAX_KEYS = 1_000;
const privateKeys = new Map<string, KeyObject>();
const publicKeys = new Map<string, KeyObject>();

function keyOf(cache: Map<string, KeyObject>, pem: string, read: (pem: string) => KeyObject) {
  let key = cache.get(pem);
  if (!key) {
    key = read(pem);
    if (cache.size >= MAX_KEYS) cache.clear();
    cache.set(pem, key);
  }
  return key;
}

/**
 * Whether `pem` is an Ed25519 key of that kind (PKCS#8 private, SPKI public); never throws. Read
 * through the same cache, so the workstation's check of its key and of head office's before each
 * signed call (a reservation is on the send path) parses each PEM once.
 */
export function isEd25519Pem(kind: 'private' | 'public', pem: string): boolean {
  try {
    const key =
      kind === 'private'
        ? keyOf(privateKeys, pem, createPrivateKey)
        : keyOf(publicKeys, pem, createPublicKey);
    return key.asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}

/** base64 Ed25519 signature of `bytes` with a PKCS#8 PEM private key. */
export function signBytes(privateKeyPem: string, bytes: string | Buffer): string {
  const key = keyOf(privateKeys, privateKeyPem, createPrivateKey);
  return sign(null, Buffer.from(bytes), key).toString('base64');
}

/** Whether `signature` (base64) is `publicKeyPem`'s Ed25519 signature of `bytes`; never throws. */
export function verifyBytes(
  publicKeyPem: string,
  bytes: string | Buffer,
  signature: string,
): boolean {
  try {
    const key = keyOf(publicKeys, publicKeyPem, createPublicKey);
    if (key.asymmetricKeyType !== 'ed25519') return false;
    return verify(null, Buffer.from(bytes), key, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

export function signAck(privateKeyPem: string, ack: Omit<Ack, 'signature'>): Ack {
  return { ...ack, signature: signBytes(privateKeyPem, ackBytes(ack)) };
}

export function ackIsSigned(headOfficeKeyPem: string, ack: Ack): boolean {
  return verifyBytes(headOfficeKeyPem, ackBytes(ack), ack.signature);
}

/** One operator change as both signed answers carry it: every field, in a fixed order. */
function operatorChangeTuple(c: BranchOperatorChange): unknown[] {
  return [
    c.version,
    c.at,
    c.action,
    c.operatorId,
    c.branchCode,
    c.displayName,
    c.role,
    c.verifier,
    c.mustChange,
    c.active,
  ];
}

/** The exact text head office signs for an operators answer: every field, in a fixed order. */
export function operatorsBytes(answer: Omit<OperatorsAnswer, 'signature'>): string {
  return JSON.stringify([
    'remit-desk-operators-2',
    answer.workstationId,
    answer.after,
    answer.through,
    answer.at,
    answer.changes.map(operatorChangeTuple),
  ]);
}

/** D121: what head office signs when it took an operator's own new password from a workstation. */
export function operatorPasswordBytes(answer: Omit<OperatorPasswordAnswer, 'signature'>): string {
  return JSON.stringify([
    'remit-desk-operator-password-1',
    answer.workstationId,
    answer.at,
    operatorChangeTuple(answer.change),
  ]);
}

export function signOperatorPassword(
  privateKeyPem: string,
  answer: Omit<OperatorPasswordAnswer, 'signature'>,
): OperatorPasswordAnswer {
  return { ...answer, signature: signBytes(privateKeyPem, operatorPasswordBytes(answer)) };
}

export function operatorPasswordIsSigned(
  headOfficeKeyPem: string,
  answer: OperatorPasswordAnswer,
): boolean {
  return verifyBytes(headOfficeKeyPem, operatorPasswordBytes(answer), answer.signature);
}

export function signOperators(
  privateKeyPem: string,
  answer: Omit<OperatorsAnswer, 'signature'>,
): OperatorsAnswer {
  return { ...answer, signature: signBytes(privateKeyPem, operatorsBytes(answer)) };
}

export function operatorsAreSigned(headOfficeKeyPem: string, answer: OperatorsAnswer): boolean {
  return verifyBytes(headOfficeKeyPem, operatorsBytes(answer), answer.signature);
}

/** D126: the exact text head office signs for a settings answer: every field, in a fixed order. */
export function settingsBytes(answer: Omit<SettingsAnswer, 'signature'>): string {
  return JSON.stringify([
    'remit-desk-settings-1',
    answer.workstationId,
    answer.branchCode,
    answer.after,
    answer.version,
    answer.at,
    answer.settings,
  ]);
}

export function signSettings(
  privateKeyPem: string,
  answer: Omit<SettingsAnswer, 'signature'>,
): SettingsAnswer {
  return { ...answer, signature: signBytes(privateKeyPem, settingsBytes(answer)) };
}

export function settingsAreSigned(headOfficeKeyPem: string, answer: SettingsAnswer): boolean {
  return verifyBytes(headOfficeKeyPem, settingsBytes(answer), answer.signature);
}

/** D128: what head office signs when it answers a reservation: every field, in a fixed order. */
export function reservationBytes(answer: Omit<ReservationAnswer, 'signature'>): string {
  return JSON.stringify([
    'remit-desk-reservation-1',
    answer.workstationId,
    answer.reference,
    answer.released,
    answer.at,
    answer.counted.map((c) => [c.reference, c.amount]),
    // D133's lists, only when the answer has them: an answer kept before them still verifies.
    ...(answer.series || answer.waiting || answer.toRecipient
      ? [(answer.series ?? []).map(branchRow), (answer.waiting ?? []).map(branchRow)]
      : []),
    // D137's list after them, likewise only when the answer has it.
    ...(answer.toRecipient ? [answer.toRecipient.map(branchRow)] : []),
  ]);
}

function branchRow(t: BranchTransfer): string[] {
  return [t.reference, t.kind, t.amount, t.currency, t.createdAt, t.state];
}

export function signReservation(
  privateKeyPem: string,
  answer: Omit<ReservationAnswer, 'signature'>,
): ReservationAnswer {
  return { ...answer, signature: signBytes(privateKeyPem, reservationBytes(answer)) };
}

export function reservationIsSigned(headOfficeKeyPem: string, answer: ReservationAnswer): boolean {
  return verifyBytes(headOfficeKeyPem, reservationBytes(answer), answer.signature);
}

/** SHA-256 of a certificate's DER, as the colon-separated upper-case hex browsers show. */
export function certificateFingerprint(der: Buffer): string {
  return createHash('sha256').update(der).digest('hex').toUpperCase().match(/../g)?.join(':') ?? '';
}

import { createPublicKey } from 'node:crypto';
import type { EnrolAnswer, EnrolRequest, Refusal, RefusalCode } from '../../protocol/wire';
import type { Queryable } from '../db/db';
import { keepRefused } from '../evidence/refused-requests';
import { headOfficeKey } from '../keys/head-office-key';
import { refusal, utcText, type Answer } from '../refusals';
import type { ServiceDeps } from '../service-deps';
import {
  capital,
  lockWorkstation,
  workstationName,
  type LockedWorkstation,
} from '../workstations/locked-workstation';
import { hashCode } from './codes';

interface CodeRow {
  workstation_id: string;
  purpose: 'enrol' | 'replace';
  expires_at: Date;
  used_at: Date | null;
  superseded_at: Date | null;
}

/** The key as SPKI PEM in one canonical spelling, or null unless it is an Ed25519 public key. */
export function ed25519PublicKey(pem: string): string | null {
  try {
    const key = createPublicKey({ key: pem, format: 'pem' });
    if (key.type !== 'public' || key.asymmetricKeyType !== 'ed25519') return null;
    return key.export({ type: 'spki', format: 'pem' }).toString();
  } catch {
    return null;
  }
}

/**
 * POST /api/v1/enrol: a PC presents a code head office issued and its Ed25519 public key; head
 * office registers the key for the code's workstation and answers with head office's own key. A
 * replacement code retires the workstation's old key (its pushes are refused from then on), keeps
 * the workstation's id and chain, and answers what head office holds of that chain (D96).
 */
export async function enrol(
  deps: ServiceDeps,
  request: EnrolRequest,
  context: { remoteAddress?: string } = {},
): Promise<Answer<EnrolAnswer>> {
  const answer = await enrolInTransaction(deps, request);
  if (!answer.ok) {
    // The code itself is not kept: a mistyped code may be one character from a valid one.
    await keepRefused(deps.db, deps.now(), {
      endpoint: 'enrol',
      refusal: answer.error,
      workstationId: answer.workstationId,
      body: JSON.stringify({ ...request, code: '(withheld)' }),
      remoteAddress: context.remoteAddress,
    });
    return { ok: false, error: answer.error };
  }
  return answer;
}

/** A refusal remembers the workstation its code was for, to keep the evidence under it. */
type Attempt =
  { ok: true; value: EnrolAnswer } | { ok: false; error: Refusal; workstationId: string | null };

async function enrolInTransaction(deps: ServiceDeps, request: EnrolRequest): Promise<Attempt> {
  const publicKey = ed25519PublicKey(request.publicKey);
  if (!publicKey) {
    return refused(
      null,
      'malformed',
      'publicKey is not an Ed25519 public key in SPKI PEM ("-----BEGIN PUBLIC KEY-----"). Enrol again from the workstation, which makes the key itself.',
    );
  }
  const hoKey = await headOfficeKey(deps.db);
  const codeHash = hashCode(request.code);
  return deps.db.transaction(async (tx) => {
    // The code's workstation first, unlocked: its head row is locked before the code row, in the
    // order issuing a code takes them, so the two never wait for each other.
    const [peek] = await tx.query<{ workstation_id: string }>(
      'SELECT workstation_id FROM enrolment_codes WHERE code_hash = $1',
      [codeHash],
    );
    if (!peek) {
      return refused(
        null,
        'code-unknown',
        "Head office issued no such enrolment code. Type the code exactly as head office's console showed it (four groups of four letters and digits), or ask head office for a new one.",
      );
    }
    const ws = (await lockWorkstation(tx, peek.workstation_id))!;
    const [code] = await tx.query<CodeRow>(
      `SELECT workstation_id, purpose, expires_at, used_at, superseded_at
         FROM enrolment_codes WHERE code_hash = $1 FOR UPDATE`,
      [codeHash],
    );
    const now = deps.now();
    const stale = codeProblem(code!, now) ?? enrolledAlready(code!, ws);
    if (stale) return refused(ws.id, stale.code, stale.message);
    if (await keyTaken(tx, publicKey)) {
      return refused(
        ws.id,
        'malformed',
        'This public key is already enrolled at head office. Enrol again from the workstation: it makes a new key pair for each enrolment.',
      );
    }
    if (code!.purpose === 'replace' && ws.publicKey) {
      await tx.query(
        `INSERT INTO retired_keys (public_key, workstation_id, enrolled_at, retired_at) VALUES ($1, $2, $3, $4)`,
        [ws.publicKey, ws.id, ws.enrolledAt, now],
      );
    }
    await tx.query(
      `UPDATE workstations
          SET public_key = $2, label = $3, state = 'active', enrolled_at = $4, revoked_at = NULL
        WHERE id = $1`,
      [ws.id, publicKey, request.label, now],
    );
    await tx.query('UPDATE enrolment_codes SET used_at = $2 WHERE code_hash = $1', [codeHash, now]);
    return { ok: true as const, value: enrolAnswer(ws, hoKey.publicKey, code!.purpose) };
  });
}

function refused(workstationId: string | null, code: RefusalCode, message: string): Attempt {
  return { ok: false, error: refusal(code, message), workstationId };
}

function codeProblem(
  code: CodeRow,
  now: Date,
): { code: 'code-used' | 'code-expired'; message: string } | null {
  if (code.used_at) {
    return {
      code: 'code-used',
      message: `This enrolment code was used at ${utcText(code.used_at)}: a code enrols one PC, once. Ask head office for a new code (a replacement code, if this PC is to take over the workstation).`,
    };
  }
  if (code.superseded_at) {
    return {
      code: 'code-expired',
      message: `This enrolment code stopped working at ${utcText(code.superseded_at)}: head office issued a newer one for the workstation, or revoked it. Use the newest code head office issued.`,
    };
  }
  if (code.expires_at.getTime() <= now.getTime()) {
    return {
      code: 'code-expired',
      message: `This enrolment code expired at ${utcText(code.expires_at)} (a code is valid for 24 hours). Ask head office for a new one.`,
    };
  }
  return null;
}

/** An enrolment code for a workstation that has a PC: issuing one refuses this; kept as a guard. */
function enrolledAlready(
  code: CodeRow,
  ws: LockedWorkstation,
): { code: 'code-used'; message: string } | null {
  if (code.purpose !== 'enrol' || (ws.enrolledAt === null && ws.state === 'active')) return null;
  return {
    code: 'code-used',
    message: `${capital(workstationName(ws))} already has a PC enrolled. To put it on this PC, ask head office for a replacement code.`,
  };
}

async function keyTaken(tx: Queryable, publicKey: string): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM workstations WHERE public_key = $1
     UNION ALL SELECT 1 FROM retired_keys WHERE public_key = $1`,
    [publicKey],
  );
  return rows.length > 0;
}

function enrolAnswer(
  ws: LockedWorkstation,
  headOfficePublicKey: string,
  purpose: 'enrol' | 'replace',
): EnrolAnswer {
  return {
    workstationId: ws.id,
    branch: ws.branch,
    number: ws.number,
    headOfficeKey: headOfficePublicKey,
    replacing: purpose === 'replace' ? { seq: ws.ack.seq, head: ws.ack.head } : null,
  };
}

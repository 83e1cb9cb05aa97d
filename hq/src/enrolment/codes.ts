import { createHash, randomInt } from 'node:crypto';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import type { ServiceDeps } from '../service-deps';
import { capital, lockWorkstation, workstationName } from '../workstations/locked-workstation';
import { supersedeOpenCodes } from './workstations';

/** Letters and digits nobody misreads from a screen (no I, L, O, 0 or 1): 31 of them. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** How long a code enrols a PC after it is issued. */
export const CODE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type CodePurpose = 'enrol' | 'replace';

export interface IssuedCode {
  /** XXXX-XXXX-XXXX-XXXX: shown once, to the admin who issued it; head office keeps its hash. */
  code: string;
  purpose: CodePurpose;
  expiresAt: string;
  workstation: { id: string; branchCode: string; number: number };
}

export type CodeError = AppError<'unknown' | 'already-enrolled' | 'revoked' | 'not-enrolled'>;

/** A fresh code: 16 characters of 31, about 79 bits, in four groups of four. */
export function makeCode(): string {
  const chars = Array.from({ length: 16 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join('')).join('-');
}

/** What is stored and looked up (D96): the code as typed, in capitals, without spaces or dashes, hashed. */
export function hashCode(typed: string): string {
  const plain = typed.toUpperCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`remit-desk-enrol-1:${plain}`).digest('hex');
}

/**
 * Issues a one-time code that enrols a PC for the workstation (`enrol`: its first PC), or a new
 * PC in place of the one it had (`replace`: the old key is retired when the new PC enrols). Any
 * earlier open code of the workstation stops working, so only the newest one shown is valid.
 */
export async function issueEnrolmentCode(
  deps: ServiceDeps,
  input: { workstationId: string; purpose: CodePurpose },
): Promise<Result<IssuedCode, CodeError>> {
  return deps.db.transaction(async (tx) => {
    const ws = await lockWorkstation(tx, input.workstationId);
    if (!ws) {
      return fail({
        code: 'unknown' as const,
        message: `Head office knows no workstation ${String(input.workstationId).slice(0, 40)}; choose one from the list.`,
      });
    }
    const name = workstationName(ws);
    const firstPc = ws.enrolledAt === null && ws.state === 'active';
    if (input.purpose === 'enrol' && !firstPc) {
      return fail({
        code: ws.state === 'revoked' ? ('revoked' as const) : ('already-enrolled' as const),
        message: `${capital(name)} ${ws.state === 'revoked' ? 'is revoked' : 'already has a PC enrolled'}; to put it on a new PC, issue a replacement code.`,
      });
    }
    if (input.purpose === 'replace' && firstPc) {
      return fail({
        code: 'not-enrolled' as const,
        message: `${capital(name)} has no PC enrolled yet, so there is nothing to replace; issue an enrolment code.`,
      });
    }
    const now = deps.now();
    await supersedeOpenCodes(tx, ws.id, now);
    const code = makeCode();
    const expiresAt = new Date(now.getTime() + CODE_LIFETIME_MS);
    await tx.query(
      `INSERT INTO enrolment_codes (code_hash, workstation_id, purpose, issued_at, expires_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [hashCode(code), ws.id, input.purpose, now, expiresAt],
    );
    return ok({
      code,
      purpose: input.purpose,
      expiresAt: expiresAt.toISOString(),
      workstation: { id: ws.id, branchCode: ws.branch.code, number: ws.number },
    });
  });
}

import { randomUUID } from 'node:crypto';
import { signAck } from '../../protocol/chain';
import { GENESIS } from '../../protocol/wire';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import type { Queryable } from '../db/db';
import { headOfficeKey } from '../keys/head-office-key';
import type { ServiceDeps } from '../service-deps';
import { lockWorkstation } from '../workstations/locked-workstation';

export interface RegisteredWorkstation {
  id: string;
  branchCode: string;
  number: number;
}

export type WorkstationError = AppError<'invalid' | 'unknown-branch' | 'exists' | 'unknown'>;

/**
 * Registers a workstation number in a branch (the next free one when `number` is absent), with
 * the head of an empty chain signed by head office; a PC enrols for it with a code (codes.ts).
 */
export async function registerWorkstation(
  deps: ServiceDeps,
  input: { branchCode: string; number?: number },
): Promise<Result<RegisteredWorkstation, WorkstationError>> {
  const branchCode = String(input.branchCode ?? '')
    .trim()
    .toUpperCase();
  if (
    input.number !== undefined &&
    !(Number.isInteger(input.number) && input.number >= 1 && input.number <= 9999)
  ) {
    return fail({
      code: 'invalid',
      message: `A workstation number is a whole number from 1 to 9999, not "${String(input.number)}".`,
    });
  }
  const key = await headOfficeKey(deps.db);
  return deps.db.transaction(async (tx) => {
    // The branch row locked: two admins adding "the next" workstation get two numbers.
    const [branch] = await tx.query<{ code: string }>(
      'SELECT code FROM branches WHERE code = $1 FOR UPDATE',
      [branchCode],
    );
    if (!branch) {
      return fail({
        code: 'unknown-branch' as const,
        message: `No branch has the code ${branchCode.slice(0, 20)}; register the branch first.`,
      });
    }
    const number = input.number ?? (await nextNumber(tx, branchCode));
    // Checked, not caught: under the branch's lock no one else adds this number meanwhile, and a
    // unique violation would abort the transaction.
    const [taken] = await tx.query(
      'SELECT 1 FROM workstations WHERE branch_code = $1 AND number = $2',
      [branchCode, number],
    );
    if (taken) {
      return fail({
        code: 'exists' as const,
        message: `Branch ${branchCode} already has a workstation ${number}; choose another number, or enrol a PC for that one.`,
      });
    }
    const id = randomUUID();
    const now = deps.now();
    await tx.query(
      `INSERT INTO workstations (id, branch_code, number, created_at) VALUES ($1, $2, $3, $4)`,
      [id, branchCode, number, now],
    );
    const ack = signAck(key.privateKey, {
      workstationId: id,
      seq: 0,
      head: GENESIS,
      at: now.toISOString(),
    });
    await tx.query(
      `INSERT INTO workstation_heads (workstation_id, seq, head, ack_at, ack_signature, updated_at)
       VALUES ($1, 0, $2, $3, $4, $5)`,
      [id, GENESIS, ack.at, ack.signature, now],
    );
    return ok({ id, branchCode, number });
  });
}

async function nextNumber(tx: Queryable, branchCode: string): Promise<number> {
  const [row] = await tx.query<{ top: number | null }>(
    'SELECT max(number) AS top FROM workstations WHERE branch_code = $1',
    [branchCode],
  );
  return (row?.top ?? 0) + 1;
}

/** Open enrolment codes of the workstation stop working: a newer code or a revocation replaced them. */
export async function supersedeOpenCodes(
  tx: Queryable,
  workstationId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE enrolment_codes SET superseded_at = $2
      WHERE workstation_id = $1 AND used_at IS NULL AND superseded_at IS NULL`,
    [workstationId, now],
  );
}

/**
 * Revokes a workstation (a PC stolen, or taken out of service): its pushes are refused from now
 * on, and its open enrolment codes stop working. A replacement code enrols a new PC for it.
 * Revoking a revoked workstation answers when it was revoked.
 */
export async function revokeWorkstation(
  deps: ServiceDeps,
  workstationId: string,
): Promise<Result<{ revokedAt: string }, WorkstationError>> {
  return deps.db.transaction(async (tx) => {
    const ws = await lockWorkstation(tx, workstationId);
    if (!ws) {
      return fail({
        code: 'unknown' as const,
        message: `Head office knows no workstation ${workstationId.slice(0, 40)}; choose one from the list.`,
      });
    }
    if (ws.state === 'revoked' && ws.revokedAt)
      return ok({ revokedAt: ws.revokedAt.toISOString() });
    const now = deps.now();
    await tx.query(`UPDATE workstations SET state = 'revoked', revoked_at = $2 WHERE id = $1`, [
      ws.id,
      now,
    ]);
    await supersedeOpenCodes(tx, ws.id, now);
    return ok({ revokedAt: now.toISOString() });
  });
}

import { signOperators } from '../../protocol/chain';
import {
  MAX_OPERATOR_CHANGES,
  type BranchOperatorChange,
  type OperatorsAnswer,
  type OperatorsRequest,
} from '../../protocol/wire';
import { headOfficeKey } from '../keys/head-office-key';
import type { Answer } from '../refusals';
import { signedCall, type SignedRequest } from '../replication/signed-call';
import type { ServiceDeps } from '../service-deps';

interface Row {
  version: number | string;
  at: Date;
  action: BranchOperatorChange['action'];
  operator_id: string;
  branch_code: string;
  display_name: string;
  role: BranchOperatorChange['role'];
  verifier: string;
  must_change: boolean;
  active: boolean;
}

/**
 * POST /api/v1/operators (D115): the changes to the operators of the signing workstation's branch
 * after the version it has, oldest first, signed with head office's key. `through` is the last
 * change's version when the page is full, else the newest committed version of the whole bank
 * (versions commit in order, branch-operator-accounts.ts), so the next question starts there.
 */
export async function operatorChanges(
  deps: ServiceDeps,
  request: SignedRequest<OperatorsRequest>,
): Promise<Answer<OperatorsAnswer>> {
  const key = await headOfficeKey(deps.db);
  return signedCall(deps, 'operators', request, async (tx, ws) => {
    const after = request.body.after;
    const [newest] = await tx.query<{ v: number | string | null }>(
      'SELECT max(version) AS v FROM branch_operator_versions',
    );
    const rows = await tx.query<Row>(
      `SELECT version, at, action, operator_id, branch_code, display_name, role, verifier,
              must_change, active
         FROM branch_operator_versions
        WHERE branch_code = $1 AND version > $2
        ORDER BY version LIMIT $3`,
      [ws.branch.code, after, MAX_OPERATOR_CHANGES],
    );
    const changes = rows.map((r): BranchOperatorChange => ({
      version: Number(r.version),
      at: new Date(r.at).toISOString(),
      action: r.action,
      operatorId: r.operator_id,
      branchCode: r.branch_code,
      displayName: r.display_name,
      role: r.role,
      verifier: r.verifier,
      mustChange: r.must_change,
      active: r.active,
    }));
    const full = changes.length === MAX_OPERATOR_CHANGES;
    const through = full ? changes.at(-1)!.version : Math.max(after, Number(newest?.v ?? 0));
    const answer = signOperators(key.privateKey, {
      workstationId: ws.id,
      after,
      through,
      changes,
      at: deps.now().toISOString(),
    });
    return { ok: true, value: answer };
  });
}

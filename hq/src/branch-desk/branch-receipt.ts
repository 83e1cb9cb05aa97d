import { CHECKED_OFFLINE_MARK } from '../../../shared/domain/control-marks';
import {
  signReceiptPage,
  type BranchReceiptAnswer,
  type BranchReceiptRequest,
  type ReplicatedRow,
} from '../../protocol/branch-receipt';
import { askedHash } from '../../protocol/branch-desk';
import type { Queryable } from '../db/db';
import { headOfficeKey } from '../keys/head-office-key';
import { refusal, type Answer } from '../refusals';
import { signedCall, type SignedRequest, type Verdict } from '../replication/signed-call';
import type { ServiceDeps } from '../service-deps';
import type { LockedWorkstation } from '../workstations/locked-workstation';

/*
 * POST /api/v1/branch-receipt (D138): what the receipt of one transfer of another workstation of
 * the signer's branch reads, as head office received it: the last image of its `transfers` row,
 * its `attempts`, the supervisors' approvals kept with it, and the copies already printed (the owner's `receipt_prints`, and the reprints
 * other desks relayed to it, D136). Never the signer's own transfer: its own journal has it.
 *
 * The rows are read from the stored changes (D95), not a projection: a reprint is rare, and a
 * projection would copy every signed body a second time. The changes are partitioned by when head
 * office received them, which is after the transfer was made, so only the months from the
 * transfer's on are read (a day earlier, for a workstation's clock that runs ahead).
 */

interface Found {
  workstation_number: number;
  transfer_id: string | number;
  created_at: Date;
  marks: string[];
  checked_offline: boolean;
}

const RECEIPT_TABLES = ['transfers', 'attempts', 'receipt_prints', 'transfer_approvals'];

async function rowsOf(tx: Queryable, owner: string, found: Found) {
  const transferId = Number(found.transfer_id);
  return tx.query<{ table_name: string; key: string; row: string }>(
    `SELECT table_name, key, row FROM changes
      WHERE workstation_id = $1 AND received_at >= $2::timestamptz - interval '1 day'
        AND table_name = ANY($3::text[]) AND row IS NOT NULL
        AND CASE WHEN table_name = 'transfers' THEN key = $4
                 ELSE (row::jsonb ->> 'transfer_id') = $5 END
      ORDER BY seq`,
    [
      owner,
      found.created_at,
      RECEIPT_TABLES,
      JSON.stringify({ id: transferId }),
      String(transferId),
    ],
  );
}

async function receiptOf(
  tx: Queryable,
  ws: LockedWorkstation,
  request: BranchReceiptRequest,
): Promise<Verdict<Omit<Parameters<typeof signReceiptPage>[1], 'asked' | 'at'>>> {
  const [found] = await tx.query<Found>(
    `SELECT workstation_number, transfer_id, created_at, marks, checked_offline FROM hq_transfers
      WHERE branch_code = $1 AND workstation_id = $2 AND workstation_id <> $3 AND reference = $4
      ORDER BY created_at DESC LIMIT 1`,
    [ws.branch.code, request.owner, ws.id, request.reference],
  );
  if (!found) {
    return {
      ok: false,
      refusal: refusal(
        'transfer-unknown',
        `Head office holds no transfer ${request.reference} of another workstation of branch ${ws.branch.code}.`,
      ),
    };
  }
  // The last image of each row wins: a transfer is inserted, then updated as it moves.
  const images = new Map<string, { table: string; row: ReplicatedRow }>();
  for (const change of await rowsOf(tx, request.owner, found)) {
    images.set(`${change.table_name}\u0000${change.key}`, {
      table: change.table_name,
      row: JSON.parse(change.row) as ReplicatedRow,
    });
  }
  const of = (table: string) => [...images.values()].filter((i) => i.table === table);
  const transfer = of('transfers')[0]?.row;
  if (!transfer) {
    return {
      ok: false,
      refusal: refusal(
        'transfer-unknown',
        `Head office holds no row of transfer ${request.reference}: its changes may not have arrived.`,
      ),
    };
  }
  const [relayed] = await tx.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM workstation_messages
      WHERE to_workstation = $1 AND reference = $2 AND kind = 'reprint'`,
    [request.owner, request.reference],
  );
  return {
    ok: true,
    value: {
      workstationId: ws.id,
      branchCode: ws.branch.code,
      owner: request.owner,
      ownerNumber: found.workstation_number,
      transfer,
      attempts: of('attempts')
        .map((i) => i.row)
        .sort((a, b) => Number(a['n']) - Number(b['n'])),
      // In the order the owner's bank copy lists them (controls-repo.ts: used_at, approval_id).
      approvals: of('transfer_approvals')
        .map((i) => i.row)
        .sort(
          (a, b) =>
            String(a['used_at']).localeCompare(String(b['used_at'])) ||
            String(a['approval_id']).localeCompare(String(b['approval_id'])),
        ),
      printed: of('receipt_prints').length + Number(relayed?.n ?? 0),
      marks: found.checked_offline ? [...found.marks, CHECKED_OFFLINE_MARK] : found.marks,
    },
  };
}

export async function branchReceipt(
  deps: ServiceDeps,
  request: SignedRequest<BranchReceiptRequest>,
): Promise<Answer<BranchReceiptAnswer>> {
  const key = await headOfficeKey(deps.db);
  return signedCall(deps, 'branch-receipt', request, async (tx, ws) => {
    const found = await receiptOf(tx, ws, request.body);
    if (!found.ok) return found;
    return {
      ok: true,
      value: signReceiptPage(key.privateKey, {
        ...found.value,
        asked: askedHash(request.raw),
        at: deps.now().toISOString(),
      }),
    };
  });
}

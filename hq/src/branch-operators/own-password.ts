import { signOperatorPassword } from '../../protocol/chain';
import type { OperatorPasswordAnswer, OperatorPasswordRequest } from '../../protocol/wire';
import { validateOwnPasswordChange } from '../../../shared/schemas/operator-schemas';
import { headOfficeKey } from '../keys/head-office-key';
import { hashPassword, verifyPassword, type ScryptParams } from '../../protocol/password-hash';
import { refusal, type Answer } from '../refusals';
import { signedCall, type SignedRequest, type Verdict } from '../replication/signed-call';
import type { ServiceDeps } from '../service-deps';
import { SECRET_FIELDS, withheldFields } from '../evidence/refused-requests';
import { publish, type Row } from './branch-operator-accounts';

/*
 * POST /api/v1/operator-password (D121): a head-office-managed operator's own new password, typed
 * at a workstation of their branch, which signed the request and had checked the current password
 * against its copy of the verifier. Head office checks again against its own (a password set here
 * meanwhile wins), applies the workstation's rules, computes the new verifier and publishes it as a
 * version of its own; the answer, signed, lets the workstation write the same verifier at once.
 * The passwords live only in this request: never stored, logged or kept as evidence.
 */

export interface OwnPasswordDeps extends ServiceDeps {
  scrypt: ScryptParams;
}

const no = <T>(code: Parameters<typeof refusal>[0], message: string): Verdict<T> => ({
  ok: false,
  refusal: refusal(code, message),
});

/** The withheld form of a refused body, kept as evidence instead of the passwords. */
export function withheldPasswords(raw: Buffer | string): string {
  return withheldFields(raw, SECRET_FIELDS['operator-password']!);
}

export async function changeOwnPassword(
  deps: OwnPasswordDeps,
  request: SignedRequest<OperatorPasswordRequest>,
): Promise<Answer<OperatorPasswordAnswer>> {
  const key = await headOfficeKey(deps.db);
  const { operatorId, currentPassword, newPassword } = request.body;
  return signedCall(
    deps,
    'operator-password',
    request,
    async (tx, ws) => {
      const [row] = await tx.query<Row>(
        'SELECT * FROM branch_operators WHERE operator_id = lower($1) FOR UPDATE',
        [operatorId],
      );
      // Another branch's operator is answered as one head office does not know.
      if (!row || row.branch_code !== ws.branch.code) {
        return no(
          'unknown-operator',
          `Head office has no operator ${operatorId.slice(0, 40)} at branch ${ws.branch.code}.`,
        );
      }
      if (!row.active) {
        return no(
          'operator-inactive',
          `${row.display_name} (${row.operator_id}) is deactivated at head office.`,
        );
      }
      const checked = validateOwnPasswordChange({ currentPassword, newPassword }, row.operator_id);
      if (!checked.ok) {
        const why = checked.error.fields[0]?.message ?? checked.error.message;
        return no('weak-password', why);
      }
      if ((await verifyPassword(currentPassword, row.verifier)) !== 'match') {
        return no(
          'wrong-password',
          `The current password is not the one head office holds for ${row.operator_id}: it was changed at head office meanwhile. Sign in again with the password head office set.`,
        );
      }
      const verifier = await hashPassword(newPassword, deps.scrypt);
      const next: Row = { ...row, verifier, must_change: false };
      await tx.query(
        'UPDATE branch_operators SET verifier = $2, must_change = false WHERE operator_id = $1',
        [row.operator_id, verifier],
      );
      const now = deps.now();
      const after = await publish(
        tx,
        next,
        'password-changed',
        { operatorId: row.operator_id, workstationId: ws.id },
        now,
      );
      const answer = signOperatorPassword(key.privateKey, {
        workstationId: ws.id,
        at: now.toISOString(),
        change: {
          version: Number(after.version),
          at: now.toISOString(),
          action: 'password-changed',
          operatorId: after.operator_id,
          branchCode: after.branch_code,
          displayName: after.display_name,
          role: after.role,
          verifier: after.verifier,
          mustChange: after.must_change,
          active: after.active,
        },
      });
      return { ok: true, value: answer };
    },
    // Kept as evidence if refused: the body without its passwords.
    withheldPasswords(request.raw),
  );
}

import { describe, expect, test } from 'vitest';
import { operatorsAreSigned } from '../../../hq/protocol/chain';
import type { OperatorsAnswer } from '../../../hq/protocol/wire';
import {
  createBranchOperator,
  listBranchOperators,
  setBranchOperatorActive,
  setBranchOperatorPassword,
  setBranchOperatorRole,
  unlockBranchOperator,
} from '../../../hq/src/branch-operators/branch-operator-accounts';
import { consoleDeps } from '../../../hq/src/operators/console-deps';
import { verifyPassword } from '../../../hq/protocol/password-hash';
import { ADMIN_SESSION, CHEAP_SCRYPT } from '../support/console';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import {
  enrolledWorkstation,
  evidenceOf,
  makeKeyPair,
  signedPost,
  type EnrolledWorkstation,
} from '../support/workstation';

/*
 * The branches' operators at head office (D115): each change a bank-wide version, kept once and
 * append-only, and fetched by the workstations of the operator's branch only, signed.
 */
const PASSWORD = 'Copper kettle harbour 19';

describe.each(DATABASE_KINDS)('branch operators on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  const deps = () => consoleDeps(hq.db, () => new Date(), { scrypt: CHEAP_SCRYPT });
  const fetchOps = (ws: EnrolledWorkstation, after: number, key = ws.keys.privateKey) =>
    signedPost(hq.url, '/api/v1/operators', { workstationId: ws.id, after }, key);

  test.skipIf(kind.skip)('an admin creates an operator; their branch fetches it', async () => {
    const nairobi = await enrolledWorkstation(hq.url, hq.db);
    const other = await enrolledWorkstation(hq.url, hq.db);
    const branchCode = nairobi.answer.branch.code;
    const made = await createBranchOperator(deps(), ADMIN_SESSION, {
      operatorId: 'wanjiru.k',
      branchCode,
      displayName: 'Wanjiru Kamau',
      role: 'clerk',
      password: PASSWORD,
    });
    expect(made).toMatchObject({ ok: true, value: { operatorId: 'wanjiru.k', active: true } });
    const again = await createBranchOperator(deps(), ADMIN_SESSION, {
      operatorId: 'wanjiru.k',
      branchCode: other.answer.branch.code,
      displayName: 'Another',
      role: 'clerk',
      password: PASSWORD,
    });
    expect(again).toMatchObject({ ok: false, error: { code: 'operator-exists' } });
    // D140: the id the journal names head office by is no person's, at any branch.
    const reserved = await createBranchOperator(deps(), ADMIN_SESSION, {
      operatorId: 'head-office',
      branchCode,
      displayName: 'Someone',
      role: 'admin',
      password: PASSWORD,
    });
    expect(reserved).toMatchObject({
      ok: false,
      error: { code: 'invalid', fields: [{ path: 'operatorId' }] },
    });
    expect(reserved.ok || reserved.error.message).toMatch(/names head office in the journal/);

    const fetched = await fetchOps(nairobi, 0);
    expect(fetched.status).toBe(200);
    const answer = fetched.body as OperatorsAnswer;
    expect(operatorsAreSigned(nairobi.answer.headOfficeKey, answer)).toBe(true);
    expect(answer.changes).toHaveLength(1);
    const [change] = answer.changes;
    expect(change).toMatchObject({ operatorId: 'wanjiru.k', role: 'clerk', action: 'created' });
    // The verifier, never the password: it verifies the password and does not contain it.
    expect(JSON.stringify(answer)).not.toContain(PASSWORD);
    expect(await verifyPassword(PASSWORD, change!.verifier)).toBe('match');
    expect(answer.through).toBeGreaterThanOrEqual(change!.version);

    // Another branch's workstation sees none of it.
    const elsewhere = (await fetchOps(other, 0)).body as OperatorsAnswer;
    expect(elsewhere.changes).toEqual([]);
  });

  test.skipIf(kind.skip)('each change is a new version, fetched after the one held', async () => {
    const ws = await enrolledWorkstation(hq.url, hq.db);
    const branchCode = ws.answer.branch.code;
    await createBranchOperator(deps(), ADMIN_SESSION, {
      operatorId: 'otieno.s',
      branchCode,
      displayName: 'Otieno Said',
      role: 'clerk',
      password: PASSWORD,
    });
    const first = (await fetchOps(ws, 0)).body as OperatorsAnswer;
    expect(first.changes.map((c) => c.action)).toEqual(['created']);

    await setBranchOperatorRole(deps(), ADMIN_SESSION, 'otieno.s', { role: 'supervisor' });
    await unlockBranchOperator(deps(), ADMIN_SESSION, 'otieno.s');
    await setBranchOperatorActive(deps(), ADMIN_SESSION, 'otieno.s', { active: false });
    const weak = await setBranchOperatorPassword(deps(), ADMIN_SESSION, 'otieno.s', {
      password: 'password',
    });
    expect(weak).toMatchObject({ ok: false, error: { code: 'invalid' } });

    const next = (await fetchOps(ws, first.through)).body as OperatorsAnswer;
    expect(next.changes.map((c) => [c.action, c.role, c.active])).toEqual([
      ['role-changed', 'supervisor', true],
      ['unlocked', 'supervisor', true],
      ['deactivated', 'supervisor', false],
    ]);
    const versions = next.changes.map((c) => c.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect((await fetchOps(ws, next.through)).body.changes).toEqual([]);

    const listed = await listBranchOperators(deps());
    expect(listed.find((o) => o.operatorId === 'otieno.s')).toMatchObject({
      role: 'supervisor',
      active: false,
      version: versions.at(-1),
    });
    // Every change audited: the version rows stay, and cannot be rewritten.
    await expect(
      hq.db.query(
        "UPDATE branch_operator_versions SET role = 'admin' WHERE operator_id = 'otieno.s'",
      ),
    ).rejects.toThrow(/append-only/);
    const events = await hq.db.query<{ action: string }>(
      "SELECT action FROM console_events WHERE details->>'operatorId' = 'otieno.s' ORDER BY id",
    );
    expect(events.map((e) => e.action)).toEqual([
      'branch-operator.created',
      'branch-operator.role-changed',
      'branch-operator.unlocked',
      'branch-operator.deactivated',
    ]);
  });

  test.skipIf(kind.skip)('an unsigned or foreign request is refused and kept', async () => {
    const ws = await enrolledWorkstation(hq.url, hq.db);
    const forged = await fetchOps(ws, 0, makeKeyPair().privateKey);
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ refused: 'bad-signature' });
    const [kept] = await evidenceOf(hq.db, ws.id);
    expect(kept).toMatchObject({ endpoint: 'operators', reason: 'bad-signature' });
  });
});

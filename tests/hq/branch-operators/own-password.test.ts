import { describe, expect, test } from 'vitest';
import { operatorPasswordIsSigned } from '../../../hq/protocol/chain';
import type { OperatorPasswordAnswer, OperatorsAnswer } from '../../../hq/protocol/wire';
import {
  createBranchOperator,
  setBranchOperatorActive,
} from '../../../hq/src/branch-operators/branch-operator-accounts';
import { revokeWorkstation } from '../../../hq/src/enrolment/workstations';
import { consoleRoutes } from '../../../hq/src/console/console-routes';
import { consoleDeps } from '../../../hq/src/operators/console-deps';
import { consoleProjection } from '../../../hq/src/projections';
import { protocolRoutes } from '../../../hq/src/routes/protocol-routes';
import { PUSH_SLOTS } from '../../../hq/src/routes/push-slots';
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
 * D121: a branch operator's own new password, sent by a workstation of their branch, signed. Head
 * office checks the signature, the operator's branch, the current password against its verifier
 * and the rules; it keeps only the new verifier, audits the change, answers it signed, and
 * publishes it to the branch. No refusal keeps a password as evidence.
 */
const FIRST = 'Copper kettle harbour 19';
const CHOSEN = 'Violet orchard ladder 63';

describe.each(DATABASE_KINDS)("an operator's own password on $name", (kind) => {
  // The verifiers head office makes of new passwords at scrypt's cheapest: their cost is tested
  // with the hashing itself, and at full cost each change took seconds.
  const hq = headOfficeForBlock(kind, [
    protocolRoutes([consoleProjection], PUSH_SLOTS, CHEAP_SCRYPT),
    consoleRoutes({ overrides: { scrypt: CHEAP_SCRYPT } }),
  ]);
  const deps = () => consoleDeps(hq.db, () => new Date(), { scrypt: CHEAP_SCRYPT });
  const send = (
    ws: EnrolledWorkstation,
    body: { operatorId: string; currentPassword: string; newPassword: string },
    key = ws.keys.privateKey,
  ) => signedPost(hq.url, '/api/v1/operator-password', { workstationId: ws.id, ...body }, key);
  const operatorAt = async (ws: EnrolledWorkstation, operatorId: string) => {
    const made = await createBranchOperator(deps(), ADMIN_SESSION, {
      operatorId,
      branchCode: ws.answer.branch.code,
      displayName: 'Wanjiru Kamau',
      role: 'clerk',
      password: FIRST,
    });
    if (!made.ok) throw new Error(made.error.message);
    return made.value;
  };

  test.skipIf(kind.skip)('is taken, audited, answered signed and published', async () => {
    const ws = await enrolledWorkstation(hq.url, hq.db);
    const made = await operatorAt(ws, 'wanjiru.k');
    expect(made.mustChangePassword).toBe(true);

    const sent = await send(ws, {
      operatorId: 'Wanjiru.K',
      currentPassword: FIRST,
      newPassword: CHOSEN,
    });
    expect(sent.status).toBe(200);
    const answer = sent.body as OperatorPasswordAnswer;
    expect(operatorPasswordIsSigned(ws.answer.headOfficeKey, answer)).toBe(true);
    expect(answer.change).toMatchObject({
      operatorId: 'wanjiru.k',
      action: 'password-changed',
      mustChange: false,
      active: true,
    });
    expect(await verifyPassword(CHOSEN, answer.change.verifier)).toBe('match');
    expect(JSON.stringify(answer)).not.toContain(CHOSEN);

    // The branch's workstations fetch it as any other change.
    const fetched = await signedPost(
      hq.url,
      '/api/v1/operators',
      { workstationId: ws.id, after: 0 },
      ws.keys.privateKey,
    );
    const published = (fetched.body as OperatorsAnswer).changes.map((c) => [
      c.action,
      c.mustChange,
    ]);
    expect(published).toEqual([
      ['created', true],
      ['password-changed', false],
    ]);
    const [event] = await hq.db.query<{ operator_id: string; details: Record<string, unknown> }>(
      `SELECT operator_id, details FROM console_events
        WHERE action = 'branch-operator.password-changed'`,
    );
    expect(event).toMatchObject({
      operator_id: 'wanjiru.k',
      details: { operatorId: 'wanjiru.k', workstationId: ws.id, version: answer.change.version },
    });
    const [version] = await hq.db.query<{ by_workstation: string }>(
      `SELECT by_workstation FROM branch_operator_versions WHERE version = $1`,
      [answer.change.version],
    );
    expect(version?.by_workstation).toBe(ws.id);
    const everything = JSON.stringify(await hq.db.query('SELECT * FROM branch_operator_versions'));
    expect(everything).not.toContain(CHOSEN);

    // The current password again, or the old one: refused.
    const reused = await send(ws, {
      operatorId: 'wanjiru.k',
      currentPassword: CHOSEN,
      newPassword: CHOSEN,
    });
    expect(reused).toMatchObject({ status: 422, body: { refused: 'weak-password' } });
    const stale = await send(ws, {
      operatorId: 'wanjiru.k',
      currentPassword: FIRST,
      newPassword: 'Amber meadow kettle 71',
    });
    expect(stale).toMatchObject({ status: 409, body: { refused: 'wrong-password' } });
    const kept = await evidenceOf(hq.db, ws.id);
    expect(kept.map((k) => k.endpoint)).toEqual(['operator-password', 'operator-password']);
    expect(JSON.stringify(kept)).not.toMatch(/Copper|Violet|Amber/);
  });

  test.skipIf(kind.skip)(
    'refuses a forged signature, a revoked workstation, another branch',
    async () => {
      const ws = await enrolledWorkstation(hq.url, hq.db);
      const other = await enrolledWorkstation(hq.url, hq.db);
      await operatorAt(ws, 'otieno.s');
      const body = { operatorId: 'otieno.s', currentPassword: FIRST, newPassword: CHOSEN };

      const forged = await send(ws, body, makeKeyPair().privateKey);
      expect(forged).toMatchObject({ status: 401, body: { refused: 'bad-signature' } });
      const elsewhere = await send(other, body);
      expect(elsewhere).toMatchObject({ status: 404, body: { refused: 'unknown-operator' } });
      const weak = await send(ws, { ...body, newPassword: 'password' });
      expect(weak).toMatchObject({ status: 422, body: { refused: 'weak-password' } });
      const malformed = await send(ws, { ...body, newPassword: 'x'.repeat(300) });
      expect(malformed).toMatchObject({ status: 400, body: { refused: 'malformed' } });

      await setBranchOperatorActive(deps(), ADMIN_SESSION, 'otieno.s', { active: false });
      const inactive = await send(ws, body);
      expect(inactive).toMatchObject({ status: 403, body: { refused: 'operator-inactive' } });
      await setBranchOperatorActive(deps(), ADMIN_SESSION, 'otieno.s', { active: true });
      expect((await revokeWorkstation({ db: hq.db, now: () => new Date() }, ws.id)).ok).toBe(true);
      const revoked = await send(ws, body);
      expect(revoked).toMatchObject({ status: 403, body: { refused: 'revoked' } });

      // Nothing changed, and no refusal kept a password.
      const [row] = await hq.db.query<{ verifier: string }>(
        "SELECT verifier FROM branch_operators WHERE operator_id = 'otieno.s'",
      );
      expect(await verifyPassword(FIRST, row!.verifier)).toBe('match');
      const kept = [...(await evidenceOf(hq.db, ws.id)), ...(await evidenceOf(hq.db, other.id))];
      expect(kept.map((k) => k.reason).sort()).toEqual([
        'bad-signature',
        'malformed',
        'operator-inactive',
        'revoked',
        'unknown-operator',
        'weak-password',
      ]);
      expect(JSON.stringify(kept)).not.toMatch(/Copper|Violet|xxxx/);
    },
  );
});

import { describe, expect, it } from 'vitest';
import {
  createBranchOperator,
  setBranchOperatorActive,
} from '../../../hq/src/branch-operators/branch-operator-accounts';
import { consoleDeps } from '../../../hq/src/operators/console-deps';
import {
  createOperatorService,
  type SessionEnded,
} from '../../../electron/main/operators/operator-service';
import { contactOf, enrolledCounters, FIRST_ADMIN, HQ_ADMIN, newBranch } from './enrolled-counters';
import { useRealHeadOffice } from './real-head-office-fixture';
import { CHEAP_SCRYPT } from '../operators/fixtures';
import { hashPassword } from '../../../hq/protocol/password-hash';

/*
 * D115 against head office itself (PGlite, plain HTTP on loopback): an operator made at head
 * office signs in at an enrolled workstation with the password set there, a deactivation reaches
 * the workstation at its next contact and signs the operator out, the silence rule lets only
 * admins in, and the local operator screens refuse changes once enrolled.
 */
const office = useRealHeadOffice('remit-hq-ops-');
const { stores } = office;

const hqConsole = () => consoleDeps(office.hq.db, () => new Date(), { scrypt: CHEAP_SCRYPT });
const PASSWORD = 'Copper kettle harbour 19';
const ADMIN_PASSWORD = FIRST_ADMIN.password;

async function enrolledWorkstation() {
  const branchCode = await newBranch(office.hq, 'Mombasa');
  const clock = { offsetMs: 0 };
  const now = () => Date.now() + clock.offsetMs;
  const [made] = await enrolledCounters(office.hq, stores, 1, {
    branchCode,
    deps: () => ({ now, silenceHours: () => 12, timeZone: () => 'Africa/Nairobi' }),
    operators: (journal, service) =>
      createOperatorService({
        journal,
        now,
        scryptParams: CHEAP_SCRYPT,
        headOffice: () => service.gate(),
        headOfficeChanges: service.onOperatorsApplied,
        headOfficePassword: (request) => service.changeOperatorPassword(request),
      }),
    opened: office.opened,
  });
  const { journal, service, operators } = made!;
  if (!operators) throw new Error('The counter keeps its operators open.');
  /** A contact: a commit wakes the sender, which pushes and then fetches the operators. */
  const contact = (until: () => boolean) => contactOf({ journal, service }, until, now);
  return { branchCode, journal, service, operators, clock, contact };
}

describe("head office's operators at a workstation", () => {
  it('signs in with the password set at head office, and is signed out when deactivated there', async () => {
    const ws = await enrolledWorkstation();
    const made = await createBranchOperator(hqConsole(), HQ_ADMIN, {
      operatorId: 'wanjiru.k',
      branchCode: ws.branchCode,
      displayName: 'Wanjiru Kamau',
      role: 'clerk',
      password: PASSWORD,
    });
    expect(made.ok).toBe(true);
    await ws.contact(() => ws.journal.operators.get('wanjiru.k') !== undefined);
    const record = ws.journal.operators.get('wanjiru.k')!;
    expect(record).toMatchObject({ role: 'clerk', active: true, mustChangePassword: true });
    expect(record.headOfficeVersion).toBeGreaterThan(0);
    expect(ws.journal.headOfficeOperators.through()).toBeGreaterThanOrEqual(
      record.headOfficeVersion!,
    );
    const applied = ws.journal.audit
      .entries()
      .filter((row) => row.action === 'operator.head-office-applied');
    expect(applied.at(-1)?.details).toMatchObject({
      operatorId: 'wanjiru.k',
      change: 'created',
      version: record.headOfficeVersion,
    });

    const signedIn = await ws.operators.signIn({ operatorId: 'wanjiru.k', password: PASSWORD });
    expect(signedIn).toMatchObject({ ok: true, value: { role: 'clerk' } });
    const ended: SessionEnded[] = [];
    ws.operators.onSessionEnded((e) => ended.push(e));

    await setBranchOperatorActive(hqConsole(), HQ_ADMIN, 'wanjiru.k', { active: false });
    await ws.contact(() => ws.journal.operators.get('wanjiru.k')?.active === false);
    expect(ended.map((e) => e.reason)).toEqual(['head-office']);
    expect(ws.operators.current()).toBeNull();
    const again = await ws.operators.signIn({ operatorId: 'wanjiru.k', password: PASSWORD });
    expect(again).toMatchObject({ ok: false, error: { code: 'bad-credentials' } });
  }, 60_000);

  it("changes a head-office operator's password there, and never only here", async () => {
    const ws = await enrolledWorkstation();
    await createBranchOperator(hqConsole(), HQ_ADMIN, {
      operatorId: 'achieng.o',
      branchCode: ws.branchCode,
      displayName: 'Achieng Otieno',
      role: 'clerk',
      password: PASSWORD,
    });
    await ws.contact(() => ws.journal.operators.get('achieng.o') !== undefined);
    const signedIn = await ws.operators.signIn({ operatorId: 'achieng.o', password: PASSWORD });
    expect(signedIn).toMatchObject({ ok: true, value: { mustChangePassword: true } });
    const by = { operatorId: 'achieng.o', role: 'clerk' as const };
    const CHOSEN = 'Violet orchard ladder 63';

    // Without head office's connection, nothing changes anywhere.
    const cut = createOperatorService({
      journal: ws.journal,
      now: Date.now,
      scryptParams: CHEAP_SCRYPT,
      headOffice: () => ws.service.gate(),
    });
    const refused = await cut.changeOwnPassword(
      { currentPassword: PASSWORD, newPassword: CHOSEN },
      by,
    );
    cut.dispose();
    expect(refused).toMatchObject({ ok: false });
    const before = ws.journal.operators.get('achieng.o')!;
    expect(before.mustChangePassword).toBe(true);

    const changed = await ws.operators.changeOwnPassword(
      { currentPassword: PASSWORD, newPassword: CHOSEN },
      by,
    );
    expect(changed).toMatchObject({ ok: true, value: { mustChangePassword: false } });
    const after = ws.journal.operators.get('achieng.o')!;
    expect(after.mustChangePassword).toBe(false);
    expect(after.headOfficeVersion).toBeGreaterThan(before.headOfficeVersion!);
    const [held] = await office.hq.db.query<{ must_change: boolean; version: string }>(
      "SELECT must_change, version FROM branch_operators WHERE operator_id = 'achieng.o'",
    );
    expect(held).toMatchObject({ must_change: false });
    expect(Number(held!.version)).toBe(after.headOfficeVersion);
    expect(ws.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: 'achieng.o',
      action: 'operator.password-changed',
      details: { afterReset: true, headOfficeVersion: after.headOfficeVersion },
    });
    ws.operators.signOut();
    // Offline sign-in takes the new password at once; the next contact changes nothing more.
    await ws.contact(() => ws.journal.headOfficeOperators.through() >= after.headOfficeVersion!);
    const again = await ws.operators.signIn({ operatorId: 'achieng.o', password: CHOSEN });
    expect(again).toMatchObject({ ok: true, value: { mustChangePassword: false } });
    ws.operators.signOut();
    const old = await ws.operators.signIn({ operatorId: 'achieng.o', password: PASSWORD });
    expect(old).toMatchObject({ ok: false, error: { code: 'bad-credentials' } });
  }, 60_000);

  it('lets only admins sign in after the admin-set hours without head office', async () => {
    const ws = await enrolledWorkstation();
    await createBranchOperator(hqConsole(), HQ_ADMIN, {
      operatorId: 'otieno.s',
      branchCode: ws.branchCode,
      displayName: 'Otieno Said',
      role: 'supervisor',
      password: PASSWORD,
    });
    await ws.contact(() => ws.journal.operators.get('otieno.s') !== undefined);
    expect(ws.service.gate()).toEqual({ enrolled: true, silence: null });

    ws.clock.offsetMs = 13 * 60 * 60_000;
    expect(ws.service.gate().silence).toMatchObject({ hours: 12 });
    const refused = await ws.operators.signIn({ operatorId: 'otieno.s', password: PASSWORD });
    expect(refused).toMatchObject({ ok: false, error: { code: 'head-office-silent' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/not heard from head office since/);
    const admin = await ws.operators.signIn({
      operatorId: 'amina.admin',
      password: ADMIN_PASSWORD,
    });
    expect(admin.ok).toBe(true);
    ws.operators.signOut();

    // The next contact lifts it.
    await ws.contact(() => ws.service.gate().silence === null);
    const back = await ws.operators.signIn({ operatorId: 'otieno.s', password: PASSWORD });
    expect(back.ok).toBe(true);
  }, 60_000);

  it('refuses local changes to the operators once enrolled', async () => {
    const ws = await enrolledWorkstation();
    const admin = { operatorId: 'amina.admin', role: 'admin' as const };
    const created = await ws.operators.create(
      { operatorId: 'local.clerk', displayName: 'Local Clerk', role: 'clerk', password: PASSWORD },
      admin,
    );
    expect(created).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
    if (!created.ok) expect(created.error.message).toMatch(/managed|head office/i);
    expect(ws.operators.setRole({ operatorId: 'amina.admin', role: 'clerk' }, admin)).toMatchObject(
      { ok: false },
    );
    expect(ws.operators.list().map((o) => o.operatorId)).toEqual(['amina.admin']);
  }, 60_000);

  it('lets an admin here deactivate an operator made here before the enrolment, and no more (D152)', async () => {
    const ws = await enrolledWorkstation();
    const admin = { operatorId: 'amina.admin', role: 'admin' as const };
    // A supervisor added at this workstation before it enrolled: head office never knew them.
    ws.journal.operators.create(
      {
        operatorId: 'kamau.sup',
        displayName: 'Kamau Supervisor',
        role: 'supervisor',
        passwordHash: await hashPassword(PASSWORD, CHEAP_SCRYPT),
        at: new Date().toISOString(),
        createdBy: 'amina.admin',
      },
      { firstOnly: false },
    );
    expect(ws.operators.list().find((o) => o.operatorId === 'kamau.sup')).not.toHaveProperty(
      'managedAtHeadOffice',
    );
    // Nobody but an admin; and the admin may not change anything else of theirs.
    expect(
      ws.operators.setActive('kamau.sup', false, { operatorId: 'kamau.sup', role: 'supervisor' }),
    ).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
    expect(ws.operators.setRole({ operatorId: 'kamau.sup', role: 'admin' }, admin)).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
    const signedIn = await ws.operators.signIn({ operatorId: 'kamau.sup', password: PASSWORD });
    expect(signedIn.ok).toBe(true);

    const off = ws.operators.setActive('kamau.sup', false, admin);
    expect(off).toMatchObject({ ok: true, value: { operatorId: 'kamau.sup', active: false } });
    // Signed out at once, and refused from then on.
    expect(ws.operators.current()).toBeNull();
    expect(
      await ws.operators.signIn({ operatorId: 'kamau.sup', password: PASSWORD }),
    ).toMatchObject({ ok: false });
    // Bringing them back is head office's, under the same id.
    expect(ws.operators.setActive('kamau.sup', true, admin)).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });

    // One head office manages stays head office's, even to deactivate.
    const made = await createBranchOperator(hqConsole(), HQ_ADMIN, {
      operatorId: 'mutua.d152',
      displayName: 'Daniel Mutua',
      role: 'clerk',
      branchCode: ws.branchCode,
      password: PASSWORD,
    });
    expect(made.ok).toBe(true);
    await ws.contact(() => ws.journal.operators.get('mutua.d152') !== undefined);
    expect(ws.operators.list().find((o) => o.operatorId === 'mutua.d152')).toMatchObject({
      managedAtHeadOffice: true,
    });
    expect(ws.operators.setActive('mutua.d152', false, admin)).toMatchObject({
      ok: false,
      error: { code: 'wrong-role' },
    });
    expect(ws.journal.operators.get('mutua.d152')?.active).toBe(true);
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import {
  createBranchOperator,
  setBranchOperatorActive,
} from '../../../hq/src/branch-operators/branch-operator-accounts';
import { consoleDeps } from '../../../hq/src/operators/console-deps';
import { publishSetting } from '../../../hq/src/settings/published-settings';
import {
  createSettingsStore,
  type SettingsStore,
} from '../../../electron/main/settings/settings-store';
import { DEFAULT_SCREENING } from '@shared/domain/screening';
import { contactOf, enrolledCounters, HQ_ADMIN, newBranch } from './enrolled-counters';
import { useRealHeadOffice } from './real-head-office-fixture';
import { CHEAP_SCRYPT } from '../operators/fixtures';

/*
 * D156: head office's database restored from an older backup. The operators' and the settings'
 * versions the backup lacks were fetched by the workstations already; what head office's admins
 * publish after the restore must still reach them (a deactivated operator above all), so a version
 * is never one a workstation may hold already. Head office itself (PGlite, plain HTTP on loopback)
 * and a real journal.
 */
const office = useRealHeadOffice('remit-hq-restored-');

const hqConsole = () => consoleDeps(office.hq.db, () => new Date(), { scrypt: CHEAP_SCRYPT });
const PASSWORD = 'Copper kettle harbour 19';

async function enrolledWorkstation() {
  const branchCode = await newBranch(office.hq, 'Nakuru');
  const made: { settings?: SettingsStore } = {};
  const [counter] = await enrolledCounters(office.hq, office.stores, 1, {
    branchCode,
    deps: (journal) => ({ settings: (made.settings = createSettingsStore(journal, Date.now)) }),
    opened: office.opened,
  });
  const { journal, service } = counter!;
  const contact = (until: () => boolean) => contactOf({ journal, service }, until);
  return { branchCode, journal, service, settings: made.settings!, contact };
}

/**
 * What a restore to the moment after `version` leaves of `table`: the rows after it gone. The
 * append-only trigger guards the app's writes, not a restore, so it is off for the delete.
 */
async function restoredTo(
  table: 'branch_operator_versions' | 'settings_versions',
  version: number,
) {
  const { db } = office.hq;
  await db.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  try {
    await db.query(`DELETE FROM ${table} WHERE version > $1`, [version]);
  } finally {
    await db.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }
}

/** A restore takes minutes: head office's clock has moved on past the moment it went back from. */
const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 250));

describe("head office's database restored from an older backup", () => {
  it('brings an operator deactivated after the restore to the counter', async () => {
    const ws = await enrolledWorkstation();
    const make = (operatorId: string, displayName: string) =>
      createBranchOperator(hqConsole(), HQ_ADMIN, {
        operatorId,
        branchCode: ws.branchCode,
        displayName,
        role: 'clerk',
        password: PASSWORD,
      });
    expect((await make('kept.one', 'Kept One')).ok).toBe(true);
    expect((await make('lost.one', 'Lost One')).ok).toBe(true);
    await ws.contact(() => ws.journal.operators.get('lost.one') !== undefined);
    const kept = ws.journal.operators.get('kept.one')!.headOfficeVersion!;
    const through = ws.journal.headOfficeOperators.through();
    expect(through).toBeGreaterThan(kept);

    // Head office goes back to its backup taken after kept.one was made: lost.one is gone there.
    await restoredTo('branch_operator_versions', kept);
    await office.hq.db.query("DELETE FROM branch_operators WHERE operator_id = 'lost.one'");
    await aMomentLater();

    // The bank then lets kept.one go: the counter must hear of it at its next contact.
    const gone = await setBranchOperatorActive(hqConsole(), HQ_ADMIN, 'kept.one', {
      active: false,
    });
    expect(gone).toMatchObject({ ok: true });
    const [newest] = await office.hq.db.query<{ v: string }>(
      'SELECT max(version) AS v FROM branch_operator_versions',
    );
    expect(Number(newest!.v)).toBeGreaterThan(through);
    await ws.contact(() => ws.journal.operators.get('kept.one')?.active === false);
  }, 60_000);

  it('brings the settings published after the restore to the counter', async () => {
    const ws = await enrolledWorkstation();
    const publish = async (maxListAgeDays: number) => {
      const done = await publishSetting(hqConsole(), HQ_ADMIN, {
        branchCode: ws.branchCode,
        section: 'screening',
        value: { ...DEFAULT_SCREENING, maxListAgeDays },
      });
      expect(done.ok).toBe(true);
      const [row] = await office.hq.db.query<{ v: string }>(
        'SELECT max(version) AS v FROM settings_versions',
      );
      return Number(row!.v);
    };
    const maxAgeHere = () => {
      const current = ws.settings.current();
      return current.ok ? current.value.screening.maxListAgeDays : null;
    };

    const first = await publish(5);
    await publish(6);
    await ws.contact(() => maxAgeHere() === 6);

    await restoredTo('settings_versions', first);
    await aMomentLater();

    // Published after the restore: a version above any the counter holds, so it applies there.
    const after = await publish(4);
    expect(after).toBeGreaterThan(ws.settings.published()!.version);
    await ws.contact(() => maxAgeHere() === 4);
    expect(ws.settings.published()!.version).toBe(after);
  }, 60_000);
});

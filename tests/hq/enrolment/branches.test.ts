import { describe, expect, test } from 'vitest';
import { listBranches, registerBranch, type Branch } from '../../../hq/src/enrolment/branches';
import { listWorkstations } from '../../../hq/src/enrolment/health';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import { enrolledWorkstation, makeChanges, push } from '../support/workstation';

describe.each(DATABASE_KINDS)('branches and workstations on $name', (kind) => {
  const hq = headOfficeForBlock(kind);
  const deps = hq.deps;
  const branch = (over: Partial<Branch>): Branch => ({
    code: 'KLA-01',
    name: 'Kampala Road',
    country: 'UG',
    timeZone: 'Africa/Kampala',
    ...over,
  });

  test.skipIf(kind.skip)('registers a branch once, checked, and says what is wrong', async () => {
    const made = await registerBranch(
      deps(),
      branch({ code: ' kla-01 ', timeZone: 'africa/kampala' }),
    );
    expect(made).toEqual({ ok: true, value: branch({}) });
    expect(await listBranches(deps())).toContainEqual(branch({}));
    const refusals: [Partial<Branch>, RegExp][] = [
      [{}, /^A branch with the code KLA-01 is already registered; choose another code/],
      [{ code: 'K' }, /^The branch code "K" is not usable: give 2 to 16 letters/],
      [{ code: 'KLA-02', name: '  ' }, /^Give the branch a name of 1 to 120 characters/],
      [
        { code: 'KLA-02', country: 'ZA' as never },
        /^The country must be one of KE, UG, TZ, RW, SS, CD .*not "ZA"/,
      ],
      [
        { code: 'KLA-02', timeZone: 'Kampala' },
        /^"Kampala" is not a time zone: give its IANA name/,
      ],
      [{ code: 'KLA-02', timeZone: 'Africa/Atlantis' }, /^"Africa\/Atlantis" is not a time zone/],
    ];
    for (const [over, message] of refusals) {
      const refused = await registerBranch(deps(), branch(over));
      expect(refused.ok).toBe(false);
      expect(refused.ok ? '' : refused.error.message).toMatch(message);
    }
  });

  test.skipIf(kind.skip)(
    'numbers workstations per branch, the next one even when asked together',
    async () => {
      await registerBranch(
        deps(),
        branch({ code: 'DAR-01', country: 'TZ', timeZone: 'Africa/Dar_es_Salaam' }),
      );
      const together = await Promise.all(
        Array.from({ length: 4 }, () => registerWorkstation(deps(), { branchCode: 'dar-01' })),
      );
      expect(together.map((r) => (r.ok ? r.value.number : 0)).sort()).toEqual([1, 2, 3, 4]);
      expect(await registerWorkstation(deps(), { branchCode: 'DAR-01', number: 9 })).toMatchObject({
        ok: true,
        value: { number: 9 },
      });
      const taken = await registerWorkstation(deps(), { branchCode: 'DAR-01', number: 9 });
      expect(taken.ok ? '' : taken.error.message).toMatch(
        /^Branch DAR-01 already has a workstation 9/,
      );
      const zero = await registerWorkstation(deps(), { branchCode: 'DAR-01', number: 0 });
      expect(zero).toMatchObject({ ok: false, error: { code: 'invalid' } });
      const nowhere = await registerWorkstation(deps(), { branchCode: 'XXX-99' });
      expect(nowhere.ok ? '' : nowhere.error.message).toMatch(
        /^No branch has the code XXX-99; register the branch first/,
      );
      const listed = await listWorkstations(deps(), { branchCode: 'DAR-01' });
      expect(listed.map((w) => [w.number, w.status])).toEqual([
        [1, 'awaiting-enrolment'],
        [2, 'awaiting-enrolment'],
        [3, 'awaiting-enrolment'],
        [4, 'awaiting-enrolment'],
        [9, 'awaiting-enrolment'],
      ]);
    },
  );

  test.skipIf(kind.skip)(
    'lists replication health: last seen, stored seq, a refusal until mended',
    async () => {
      const ws = await enrolledWorkstation(hq.url, hq.db);
      const health = async () => (await listWorkstations(deps())).find((w) => w.id === ws.id)!;
      expect(await health()).toMatchObject({
        status: 'active',
        lastSeenAt: null,
        storedSeq: 0,
        chain: 'ok',
      });
      const chain = makeChanges(6);
      const acked = await push(hq.url, ws, chain.slice(0, 3));
      expect(await health()).toMatchObject({
        storedSeq: 3,
        head: chain[2]!.hash,
        lastAckAt: acked.body.at,
        chain: 'ok',
        lastRefusal: null,
      });
      expect((await health()).lastSeenAt).not.toBeNull();
      await push(hq.url, ws, chain.slice(4));
      expect(await health()).toMatchObject({
        storedSeq: 3,
        chain: 'refused-recently',
        lastRefusal: { reason: 'gap', message: expect.stringMatching(/Send from change 4/) },
      });
      await push(hq.url, ws, chain.slice(3));
      expect(await health()).toMatchObject({
        storedSeq: 6,
        chain: 'ok',
        lastRefusal: { reason: 'gap' },
      });
    },
  );
});

import { expectWordedAnswer } from '../../support/worded-answer';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE } from '@shared/domain/audit-trail';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { sealFunctionsWithoutKey } from '../../../electron/main/journal/migrations/row-seal-triggers';
import { rawJournal } from '../journal/fixtures';
import { parseCsv } from '../../support/csv';
import { useHarnessDesktop } from '../../support/harness-printer';
import { rtgsDraft } from '../engine/drafts';
import { useFileBank } from '../engine/file-bank';
import { deskStation, PEOPLE } from '../operators/desk-fixture';

/**
 * D79 through the router, as the window calls it: a compliance officer closes a suspicion flag
 * with its outcome, once, sealed and audited; nobody else can; the audit trail is paged and
 * filtered for admins, auditors and compliance officers, and saved as CSV only when the chain
 * checks, holding the chain's own entries.
 */
describe('the compliance officer and the audit trail over IPC', () => {
  const bank = useFileBank();
  const { dir, desktop } = useHarnessDesktop('remit-desk-oversight-');

  async function flagged() {
    const station = await deskStation(bank, { desktop });
    const { desk } = station;
    await desk.signIn('clerk');
    const sent = await desk.call('sendTransfer', rtgsDraft());
    if (!sent.ok) throw new Error(sent.error.message);
    const reference = sent.value.reference;
    const raised = await desk.call('flagSuspicion', {
      reference,
      note: 'Customer nervous, cash in new notes',
    });
    if (!raised.ok) throw new Error(raised.error.message);
    await desk.signIn('compliance');
    const listed = await desk.call('listSuspicionFlags', {});
    if (!listed.ok) throw new Error(listed.error.message);
    return { ...station, reference, flagId: listed.value.flags[0]!.id };
  }

  it('closes a flag as reported with its reference, once, sealed and audited', async () => {
    const { desk, services, reference, flagId } = await flagged();
    expect(await desk.call('listSuspicionFlags', { status: 'open' })).toMatchObject({
      ok: true,
      value: { flags: [{ id: flagId, review: null }] },
    });
    // Reported needs the report's reference; no action takes none.
    expect(
      await desk.call('reviewSuspicionFlag', { flagId, outcome: 'reported', note: 'Filed' }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-request',
        fields: [
          {
            path: 'reportReference',
            message: 'Enter the reference the financial intelligence unit gave the report.',
          },
        ],
      },
    });
    expect(
      await desk.call('reviewSuspicionFlag', {
        flagId,
        outcome: 'no_action',
        reportReference: 'STR-1',
        note: 'Nothing',
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });

    const closed = await desk.call('reviewSuspicionFlag', {
      flagId,
      outcome: 'reported',
      reportReference: 'FRC/STR/2026/0042',
      note: 'Cash source not explained; reported to the FRC',
    });
    expect(closed).toMatchObject({
      ok: true,
      value: {
        id: flagId,
        transfer: { reference },
        review: {
          outcome: 'reported',
          reportReference: 'FRC/STR/2026/0042',
          reviewedBy: PEOPLE.compliance.operatorId,
        },
      },
    });
    // The first outcome stands.
    expect(
      await desk.call('reviewSuspicionFlag', { flagId, outcome: 'no_action', note: 'Changed' }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'reviewed-already',
        message: `Suspicion flag ${flagId} was already closed by ${PEOPLE.compliance.operatorId}; its outcome stands. Reload the list to see it.`,
      },
    });
    expect(
      await desk.call('reviewSuspicionFlag', { flagId: 999, outcome: 'no_action', note: 'None' }),
    ).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await desk.call('listSuspicionFlags', { status: 'open' })).toMatchObject({
      ok: true,
      value: { flags: [] },
    });
    expect(await desk.call('listSuspicionFlags', { status: 'reviewed' })).toMatchObject({
      ok: true,
      value: { flags: [{ id: flagId }] },
    });
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      operatorId: PEOPLE.compliance.operatorId,
      action: 'suspicion.reviewed',
      details: {
        flag: flagId,
        reference,
        outcome: 'reported',
        reportReference: 'FRC/STR/2026/0042',
      },
    });
    expect(services.journal.rowSeals.startCheck({ everything: true }).found).toBeNull();

    // The flags' CSV carries the outcome.
    const file = join(dir, `flags-${flagId}.csv`);
    desktop.dialogs.answer('saveFile', file);
    expect(await desk.call('exportSuspicionFlags', {})).toMatchObject({ ok: true });
    const [header, row] = parseCsv(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
    expect(header).toEqual(expect.arrayContaining(['Outcome', 'Report reference', 'Closed by']));
    expect(row![header!.indexOf('Outcome')]).toBe('Reported');
    expect(row![header!.indexOf('Report reference')]).toBe('FRC/STR/2026/0042');
  });

  it('lets only a compliance officer close a flag, and no longer shows flags to supervisors', async () => {
    const { desk, services, flagId } = await flagged();
    const review = { flagId, outcome: 'no_action', note: 'Known customer, salary' } as const;
    for (const person of ['clerk', 'supervisor', 'admin', 'auditor'] as const) {
      await desk.signIn(person);
      const entries = services.journal.audit.entries().length;
      expect(await desk.call('reviewSuspicionFlag', review), person).toMatchObject({
        ok: false,
        error: { code: 'wrong-role' },
      });
      expect(services.journal.audit.entries().length).toBe(entries);
    }
    for (const person of ['clerk', 'supervisor', 'admin'] as const) {
      await desk.signIn(person);
      expect(await desk.call('listSuspicionFlags', {}), person).toMatchObject({
        ok: false,
        error: { code: 'wrong-role' },
      });
    }
    await desk.signIn('auditor');
    expect(await desk.call('listSuspicionFlags', {})).toMatchObject({
      ok: true,
      value: { flags: [{ id: flagId, review: null }] },
    });
  });

  it('audits the flags saved as CSV: who, what they asked for and where, never the notes', async () => {
    const { desk, services } = await flagged();
    await desk.signIn('auditor');
    const entries = services.journal.audit.entries().length;
    desktop.dialogs.answer('saveFile', null);
    expect(await desk.call('exportSuspicionFlags', {})).toEqual({ ok: true, value: null });
    expect(services.journal.audit.entries()).toHaveLength(entries);

    const file = join(dir, 'flags-audited.csv');
    desktop.dialogs.answer('saveFile', file);
    expect(await desk.call('exportSuspicionFlags', { status: 'open' })).toEqual({
      ok: true,
      value: { file, rows: 1 },
    });
    const exported = services.journal.audit.entries().at(-1)!;
    expect(exported).toMatchObject({
      operatorId: PEOPLE.auditor.operatorId,
      action: 'suspicion.exported',
      details: { status: 'open', file, rows: 1 },
    });
    expect(JSON.stringify(exported.details)).not.toContain('nervous');
  });

  it('refuses the flag to the officer who entered its transfer, a clerk since (D149)', async () => {
    const { desk, services, reference, flagId } = await flagged();
    await desk.signIn('admin');
    const promoted = await desk.call('setOperatorRole', {
      operatorId: PEOPLE.clerk.operatorId,
      role: 'compliance',
    });
    expect(promoted).toMatchObject({ ok: true });
    await desk.signIn('clerk');
    const review = { flagId, outcome: 'no_action', note: 'Salary, as the customer said' };
    const own = await desk.call('reviewSuspicionFlag', review);
    expect(own).toMatchObject({ ok: false, error: { code: 'own-transfer' } });
    const words = expectWordedAnswer(
      (own as { error: { message: string } }).error,
      'oversight.flags.ownTransfer',
    );
    expect(words.en).toContain(reference);
    expect(services.journal.audit.entries().some((e) => e.action === 'suspicion.reviewed')).toBe(
      false,
    );
    // Another compliance officer closes it.
    await desk.signIn('compliance');
    expect(await desk.call('reviewSuspicionFlag', review)).toMatchObject({
      ok: true,
      value: { id: flagId, review: { outcome: 'no_action' } },
    });
  });

  it('a review row edited outside the app stops the list and names the row', async () => {
    const { desk, services, dataDir, flagId } = await flagged();
    await desk.call('reviewSuspicionFlag', { flagId, outcome: 'no_action', note: 'Salary' });
    const raw = rawJournal(join(dataDir, JOURNAL_FILE_NAME));
    sealFunctionsWithoutKey(raw);
    raw.exec('DROP TRIGGER flag_reviews_no_update');
    raw.exec(`UPDATE flag_reviews SET outcome = 'reported', report_reference = 'X-1'`);
    raw.close();
    const answer = await desk.call('listSuspicionFlags', {});
    expect(answer).toMatchObject({ ok: false, error: { code: 'journal-check-failed' } });
    expect(JSON.stringify(answer)).toContain(`The compliance review of suspicion flag ${flagId}`);
    // The row is named by its table's code and key, so each language words the whole finding.
    const stopped = expectWordedAnswer(
      (answer as { error: { message: string } }).error,
      'journal.rows.altered',
    );
    expect(stopped.fr).toContain(`L’examen de conformité du signalement de soupçon ${flagId}`);
    expect(stopped.sw).toContain('flag_reviews');
    expect(stopped.sw).not.toContain('The compliance review');
    expect(services.journal.audit.entries().some((e) => e.action === 'suspicion.reviewed')).toBe(
      true,
    );
  });

  it('pages and filters the audit trail for admins, auditors and compliance officers', async () => {
    const { desk, services, reference } = await flagged();
    for (const person of ['clerk', 'supervisor'] as const) {
      await desk.signIn(person);
      for (const name of ['auditTrail', 'exportAuditTrail'] as const) {
        expect(await desk.call(name, {}), `${person} ${name}`).toMatchObject({
          ok: false,
          error: { code: 'wrong-role' },
        });
      }
    }
    // More entries than a page holds, written through the journal's own audit log.
    for (let i = 0; i < AUDIT_PAGE_SIZE; i += 1) {
      services.journal.audit.append({
        at: new Date(Date.parse('2026-11-24T10:00:00.000Z') + i * 1000).toISOString(),
        operatorId: 'sup-2',
        action: 'receipt.printed',
        details: { copy: i + 1 },
      });
    }
    await desk.signIn('auditor');
    const all = services.journal.audit.entries();
    const first = await desk.call('auditTrail', {});
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value.total).toBe(all.length);
    expect(first.value.pages).toBe(Math.ceil(all.length / AUDIT_PAGE_SIZE));
    expect(first.value.rows[0]!.seq).toBe(all.at(-1)!.seq);
    expect(first.value.rows.every((row) => row.checked)).toBe(true);
    const second = await desk.call('auditTrail', { page: 2 });
    expect(second.ok && second.value.rows[0]!.seq).toBe(all.at(-1)!.seq - AUDIT_PAGE_SIZE);

    const byReference = await desk.call('auditTrail', { reference });
    expect(byReference.ok && byReference.value.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['suspicion.flagged', 'transfer.reserved']),
    );
    const clerkSignIns = await desk.call('auditTrail', {
      operatorId: PEOPLE.clerk.operatorId,
      group: 'sessions',
    });
    expect(clerkSignIns.ok && clerkSignIns.value.rows.map((row) => row.action)).toEqual(
      all
        .filter((e) => e.operatorId === PEOPLE.clerk.operatorId && e.action.startsWith('session.'))
        .map((e) => e.action)
        .reverse(),
    );
    expect(await desk.call('auditTrail', { from: '2000-01-01', to: '2000-01-02' })).toMatchObject({
      ok: true,
      value: { rows: [], total: 0, page: 1, pages: 1 },
    });
    expect(await desk.call('auditTrail', { reference: '12', page: 0, group: 'x' })).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-request',
        fields: expect.arrayContaining([
          {
            path: 'reference',
            message: 'Transfer reference must be the 12 digits printed on the receipt.',
          },
          { path: 'page', message: 'Page must be a whole number from 1.' },
          { path: 'group', message: 'Choose an action from the list.' },
        ]),
      },
    });
  });

  it('saves the trail as CSV holding the chain’s own entries, and refuses a broken chain', async () => {
    const { desk, services, dataDir } = await flagged();
    await desk.signIn('admin');
    const file = join(dir, 'audit.csv');
    desktop.dialogs.answer('saveFile', file);
    const before = services.journal.audit.entries();
    const saved = await desk.call('exportAuditTrail', {});
    expect(saved).toEqual({
      ok: true,
      value: { file, rows: before.length, chainFirst: 1, chainLast: before.at(-1)!.seq },
    });
    const content = readFileSync(file, 'utf8');
    expect(content.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(content.slice(1));
    const at = (name: string) => header!.indexOf(name);
    // Each record is the journal's own row: number, time, operator, action and both MACs.
    const raw = rawJournal(join(dataDir, JOURNAL_FILE_NAME), { readonly: true });
    const stored = raw.prepare('SELECT * FROM audit ORDER BY seq').all() as Record<
      string,
      unknown
    >[];
    raw.close();
    expect(rows.map((row) => Number(row[at('Entry')]))).toEqual(before.map((e) => e.seq));
    for (const [i, row] of rows.entries()) {
      expect(row[at('When (UTC)')]).toBe(stored[i]!.at);
      expect(row[at('Operator')]).toBe(stored[i]!.operator_id ?? '');
      expect(row[at('Action code')]).toBe(stored[i]!.action);
      expect(row[at('MAC')]).toBe(stored[i]!.hash);
      expect(row[at('MAC of the entry before')]).toBe(stored[i]!.prev_hash);
    }
    expect(services.journal.audit.entries().at(-1)).toMatchObject({
      action: 'audit.exported',
      operatorId: PEOPLE.admin.operatorId,
      details: { rows: before.length },
    });

    // An entry changed outside the app: nothing is written, and the answer says which.
    const tamper = rawJournal(join(dataDir, JOURNAL_FILE_NAME));
    tamper.exec('DROP TRIGGER IF EXISTS audit_no_update');
    tamper.exec(`UPDATE audit SET details = '{"note":"=HYPERLINK(1)"}' WHERE seq = 3`);
    tamper.close();
    const second = join(dir, 'audit-after.csv');
    desktop.dialogs.answer('saveFile', second);
    const refused = await desk.call('exportAuditTrail', {});
    expect(refused).toMatchObject({ ok: false, error: { code: 'chain-broken' } });
    expect(refused.ok ? '' : refused.error.message).toContain('3');
    // The finding in the officer's language too, though their pages hold no journal words.
    const words = expectWordedAnswer(
      (refused as { error: { message: string } }).error,
      'oversight.audit.chainBroken',
    );
    expect(words.fr).toMatch(/^La piste d’audit n’a pas été enregistrée .*La ligne d’audit 3 /);
    expect(() => readFileSync(second)).toThrow();
    const page = await desk.call('auditTrail', {});
    expect(page.ok && page.value.rows.find((row) => row.seq === 3)?.checked).toBe(false);
  });
});

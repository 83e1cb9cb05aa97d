import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createBranchOperator,
  setBranchOperatorActive,
} from '../../hq/src/branch-operators/branch-operator-accounts';
import { listWorkstations } from '../../hq/src/enrolment/health';
import { revokeWorkstation } from '../../hq/src/enrolment/workstations';
import { consoleDeps } from '../../hq/src/operators/console-deps';
import { startHeadOffice, type StartedHeadOffice } from '../../hq/src/start';
import { clockFrom } from '../support/shifted-clock';
import { HQ_ADMIN, newBranch, workstationToEnrol } from '../main/head-office/enrolled-counters';
import { selfSignedCertificate } from '../support/self-signed';
import { TUESDAY_MORNING, useE2eApp } from './support/e2e-app';
import { expectJournalStoppedByRevocation } from './support/revoked';
import { eventually, fieldError, focusedTestId, followNav, routeOf, textOf } from './support/page';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';
import { fillRtgsForm, JANE_TO_JOHN, waitForPurposes } from './support/transfer-forms';
import { screenshots } from './support/screenshots';
import { signIn, signInAs, signOut } from './support/sign-in';

/*
 * D99: the admin enrols the workstation from the Head office page with what head office shows
 * for it, against head office itself (hq/src/start.ts on PGlite, serving TLS on 127.0.0.1 with an
 * openssl-made certificate); what is typed wrong, and a certificate that is not the one whose
 * fingerprint was typed, are said where the admin looks. Supervisors and admins see the
 * replication's line on their start page. D115: once enrolled, the operators come from head
 * office; the Operators page only reads, and a deactivation there bars sign-in after the next
 * contact.
 */

const WANJIRU = {
  operatorId: 'wanjiru.k',
  displayName: 'Wanjiru Kamau',
  role: 'clerk' as const,
  password: 'Copper kettle harbour 19',
};

async function openHeadOffice(page: Page): Promise<void> {
  await followNav(page, 'nav-head-office');
  await eventually(() => routeOf(page)).toBe('/head-office');
}

describe('enrolling with head office', () => {
  const certificate = selfSignedCertificate();
  const hqDir = mkdtempSync(join(tmpdir(), 'remit-hq-e2e-'));
  let hq: StartedHeadOffice;
  /** The workstation head office registered for this PC, and the code it showed. */
  let registered: { id: string; code: string };
  // D157: head office refuses a reservation far from its clock, so head office and the counter
  // run on one clock, from the tests' Tuesday morning.
  const hqClock = clockFrom(TUESDAY_MORNING);
  const hqDeps = () => ({ db: hq.db, now: hqClock });
  const startHq = (port = 0) =>
    startHeadOffice({
      dataDir: hqDir,
      port,
      tlsCert: certificate.certPath,
      tlsKey: certificate.keyPath,
      now: hqClock,
    });
  const atHeadOffice = async () =>
    (await listWorkstations(hqDeps())).find((w) => w.id === registered.id)!;

  beforeAll(async () => {
    hq = await startHq();
    await newBranch(hq, 'Nairobi Moi Avenue', 'NBO-01');
    registered = await workstationToEnrol(hq, 'NBO-01', 3);
  });
  afterAll(async () => {
    await hq.stop();
    rmSync(hqDir, { recursive: true, force: true });
  });
  const app = useE2eApp({ at: () => hqClock().getTime() });

  test('the admin’s start says the journal is kept only here, and the form has a stop per field', async () => {
    const { page } = app();
    await signInAs(page, ADMIN);
    await eventually(() => textOf(page.getByTestId('admin-replication'))).toBe(
      'Head office This workstation is not enrolled with head office: its journal is kept only on this PC.',
    );
    await openHeadOffice(page);
    expect(await textOf(page.locator('h1'))).toBe('Head office');
    await page.getByTestId('head-office-enrol-form').waitFor();
    await screenshots(page, 'head-office-enrol');

    await page.getByTestId('head-office-address').focus();
    const stops = [];
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Tab');
      stops.push(await focusedTestId(page));
    }
    expect(stops).toEqual(['head-office-code', 'head-office-fingerprint', 'head-office-enrol']);
  });

  test('what is typed wrong is said at its field, and nothing is sent', async () => {
    const { page } = app();
    await page.getByTestId('head-office-address').fill('http://hq.bank.example');
    await page.getByTestId('head-office-fingerprint').fill('AB:CD');
    await page.getByTestId('head-office-enrol').click();
    await eventually(() => textOf(fieldError(page, 'address'))).toBe(
      'Head office’s address begins with https:// (plain http:// only for 127.0.0.1, in development).',
    );
    expect(await textOf(fieldError(page, 'code'))).toBe(
      'Type the enrolment code head office shows for this workstation.',
    );
    expect(await textOf(fieldError(page, 'fingerprint'))).toBe(
      'A fingerprint is 64 hexadecimal digits (0–9, A–F), in pairs separated by colons, as head office shows it.',
    );
    // The errors can show as the fields lose focus, before the submit's own check moves focus.
    await eventually(() => focusedTestId(page)).toBe('head-office-address');
    await screenshots(page, 'head-office-enrol-errors');
    expect((await atHeadOffice()).status).toBe('awaiting-enrolment');
  });

  test('another certificate than the fingerprint typed is refused before a byte is sent', async () => {
    const { page } = app();
    await page.getByTestId('head-office-address').fill(hq.url);
    await page.getByTestId('head-office-code').fill(registered.code);
    await page.getByTestId('head-office-fingerprint').fill(selfSignedCertificate().fingerprint);
    await page.getByTestId('head-office-enrol').click();
    const error = page.getByTestId('head-office-enrol-error');
    await eventually(() => textOf(error)).toBe(
      `The certificate of ${hq.url} does not match the fingerprint typed, so nothing was sent. Check the fingerprint shown beside the enrolment code at head office. The certificate presented has the fingerprint ${hq.certificateFingerprint}.`,
    );
    await screenshots(page, 'head-office-enrol-mismatch', error);
    // The code was not used: head office never heard of the attempt.
    expect((await atHeadOffice()).status).toBe('awaiting-enrolment');
  });

  test('enrols with the right fingerprint, then shows replication first and the connection', async () => {
    const { page } = app();
    // As head office prints it, in lower case and with spaces: the workstation reads either.
    await page
      .getByTestId('head-office-fingerprint')
      .fill(hq.certificateFingerprint!.toLowerCase().replace(/:/g, ' '));
    await page.getByTestId('head-office-enrol').click();
    const enrolled = page.getByTestId('head-office-enrolled');
    await eventually(() => textOf(enrolled)).toBe(
      'This workstation is enrolled with head office, for Nairobi Moi Avenue (NBO-01).',
    );
    await eventually(() => focusedTestId(page)).toBe('head-office-enrolled');
    expect(await textOf(page.getByTestId('head-office-connection'))).toMatch(
      new RegExp(
        `^Branch Nairobi Moi Avenue \\(NBO-01\\) Workstation Number 3 Head office’s address ${hq.url.replace(/\./g, '\\.')} Certificate fingerprint ${hq.certificateFingerprint} Enrolled 2026-11-24 \\d\\d:\\d\\d EAT, by Amina Mohamed \\(admin\\.amina\\)$`,
      ),
    );
    await eventually(() => textOf(page.getByTestId('head-office-replication-text'))).toBe(
      'Every change has reached head office.',
    );
    await eventually(() => textOf(page.getByTestId('head-office-last-ack'))).toMatch(
      /^Head office last acknowledged change \d+, at 2026-\d\d-\d\d \d\d:\d\d [A-Z]+\.$/,
    );
    await screenshots(page, 'head-office-enrolled');
    expect((await atHeadOffice()).status).toBe('active');
  });

  test('the supervisor sees the line on their start page', async () => {
    const { page } = app();
    await signOut(page);
    await signInAs(page, SUPERVISOR);
    await eventually(() => textOf(page.getByTestId('supervisor-replication'))).toBe(
      'Head office Every change has reached head office.',
    );
    await screenshots(
      page,
      'head-office-supervisor-line',
      page.getByTestId('supervisor-replication'),
    );
  });

  test('a transfer sent while head office is stopped waits, and reaches it when it is back', async () => {
    const { page } = app();
    const port = new URL(hq.url).port;
    await hq.stop();
    await signOut(page);
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await fillRtgsForm(page, JANE_TO_JOHN);
    await reviewTransfer(page);
    // The counter does not wait for head office: the receipt comes as it always does.
    const reference = await confirmAndWaitForReceipt(page);

    await signOut(page);
    await signInAs(page, SUPERVISOR);
    const line = page.getByTestId('supervisor-replication-text');
    await eventually(() => textOf(line)).toMatch(
      /^\d+ changes wait to reach head office, the oldest since 2026-\d\d-\d\d \d\d:\d\d [A-Z]+\.$/,
    );
    await eventually(() => textOf(page.getByTestId('supervisor-replication-problem'))).toBe(
      `Replication held up Head office at ${hq.url} cannot be reached. Check the address and this workstation’s network, and that head office’s service is running.`,
    );
    await screenshots(page, 'head-office-waiting', page.getByTestId('supervisor-replication'));

    hq = await startHq(Number(port));
    // Tried again after a backoff of a few seconds: the waiting changes drain, in order.
    await expect
      .poll(() => textOf(line), { timeout: 60_000, interval: 250 })
      .toBe('Every change has reached head office.');
    expect(await page.getByTestId('supervisor-replication-problem').count()).toBe(0);
    const [held] = await hq.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM changes
        WHERE workstation_id = $1 AND table_name = 'transfers' AND row LIKE $2`,
      [registered.id, `%${reference}%`],
    );
    expect(held!.n).toBeGreaterThan(0);
  });

  test('operators come from head office, and one deactivated there cannot sign in', async () => {
    const { page, harness } = app();
    const operators = harness.services.journal.operators;
    const hqConsole = consoleDeps(hq.db, () => new Date());
    const made = await createBranchOperator(hqConsole, HQ_ADMIN, {
      ...WANJIRU,
      branchCode: 'NBO-01',
    });
    expect(made.ok).toBe(true);
    // Signing in is a change of the journal: the sender pushes it, then asks for the operators.
    await signOut(page);
    await signInAs(page, ADMIN);
    await expect
      .poll(() => operators.get(WANJIRU.operatorId)?.active, { timeout: 30_000 })
      .toBe(true);
    await followNav(page, 'nav-head-office');
    await followNav(page, 'nav-operators');
    await eventually(() => textOf(page.getByTestId('operator-row-wanjiru.k'))).toMatch(
      /^Wanjiru Kamau wanjiru\.k Clerk/,
    );
    expect(await textOf(page.getByTestId('operators-managed'))).toMatch(
      /^This workstation is enrolled with head office, so its operators are managed there/,
    );
    // D152: head office's operator has no button; those made here before the enrolment (the
    // clerk, the supervisor…) can only be deactivated here, the admin signed in not themselves.
    const buttons = await page
      .locator('[data-testid="operators-table"] button')
      .evaluateAll((found) => found.map((b) => b.getAttribute('data-testid')));
    const madeHere = app()
      .harness.services.journal.operators.all()
      .filter((o) => o.headOfficeVersion === null && o.operatorId !== ADMIN.operatorId);
    expect(madeHere.map((o) => o.operatorId)).toEqual(
      expect.arrayContaining([CLERK.operatorId, SUPERVISOR.operatorId]),
    );
    expect(buttons.sort()).toEqual(madeHere.map((o) => `deactivate-${o.operatorId}`).sort());
    expect(await page.getByTestId('operator-row-wanjiru.k').locator('button').count()).toBe(0);
    expect(await page.getByTestId('operator-form').count()).toBe(0);
    await screenshots(page, 'head-office-operators-read-only');
    await screenshots(page, 'head-office-operators-made-here', page.getByTestId('operators-table'));

    // D121: the first password was typed at head office: the operator chooses their own, which
    // goes to head office and is taken here at once.
    await signOut(page);
    await signIn(page, WANJIRU);
    await eventually(() => routeOf(page)).toBe('/password');
    await eventually(() => focusedTestId(page)).toBe('current-password');
    await screenshots(page, 'head-office-operator-password');
    const chosen = 'Violet orchard ladder 63';
    await page.getByTestId('current-password').fill(WANJIRU.password);
    await page.getByTestId('new-password').fill(chosen);
    await page.getByTestId('new-password-again').fill(chosen);
    await page.getByTestId('change-password-submit').click();
    await eventually(() => routeOf(page)).toBe('/send/rtgs');
    const [held] = await hq.db.query<{ must_change: boolean }>(
      "SELECT must_change FROM branch_operators WHERE operator_id = 'wanjiru.k'",
    );
    expect(held?.must_change).toBe(false);
    await signOut(page);
    await signInAs(page, { ...WANJIRU, password: chosen });
    await signOut(page);
    const off = await setBranchOperatorActive(hqConsole, HQ_ADMIN, WANJIRU.operatorId, {
      active: false,
    });
    expect(off.ok).toBe(true);
    // The next contact: the clerk's sign-out above woke the sender; an admin's sign-in again.
    await signInAs(page, ADMIN);
    await expect
      .poll(() => operators.get(WANJIRU.operatorId)?.active, { timeout: 30_000 })
      .toBe(false);
    await signOut(page);
    await signIn(page, WANJIRU);
    // As for any wrong password: a deactivated operator learns nothing of the account.
    await eventually(() => textOf(page.getByTestId('sign-in-error'))).toMatch(
      /^The operator id or the password is wrong\. Check both and try again\./,
    );
    expect(routeOf(page)).toBe('/sign-in');
    await signInAs(page, ADMIN);
  });

  test('a revoked workstation’s changes are refused, and the admin reads why', async () => {
    const { page } = app();
    expect((await revokeWorkstation(hqDeps(), registered.id)).ok).toBe(true);
    // Signing in is a change of the journal: the sender pushes it, and head office refuses.
    await signOut(page);
    await signInAs(page, ADMIN);
    await openHeadOffice(page);
    const problem = page.getByTestId('head-office-replication-problem');
    await eventually(() => textOf(problem)).toMatch(
      /^Replication stopped Head office has revoked this workstation: nothing more is sent to it\. Head office said: .+ If this PC is still in use, ask head office\.$/,
    );
    await screenshots(page, 'head-office-revoked', problem);
    const [refused] = await hq.db.query<{ reason: string }>(
      'SELECT reason FROM refused_pushes WHERE workstation_id = $1 ORDER BY at DESC LIMIT 1',
      [registered.id],
    );
    expect(refused?.reason).toBe('revoked');
    await expectJournalStoppedByRevocation(app());
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startHeadOffice, type StartedHeadOffice } from '../../hq/src/start';
import { newBranch, workstationToEnrol } from '../main/head-office/enrolled-counters';
import { clockFrom } from '../support/shifted-clock';
import { selfSignedCertificate } from '../support/self-signed';
import { TUESDAY_MORNING, useE2eApp } from './support/e2e-app';
import { eventually, textOf } from './support/page';
import { ADMIN, CLERK, SUPERVISOR } from './support/people';
import { confirmAndWaitForReceipt, reviewTransfer } from './support/review';
import { screenshots } from './support/screenshots';
import { signInAs, signOut } from './support/sign-in';
import { fillImtForm, JANE_TO_FAITH, waitForPurposes } from './support/transfer-forms';

/*
 * D157 at the counter: a PC whose clock is a day ahead of head office's is refused head office's
 * count of the customer's day; the transfer goes under the offline limits, marked, and the
 * supervisor's and admin's Head office line says the PC's clock is off, in head office's words.
 */
describe("a PC whose clock is a day ahead of head office's", () => {
  const certificate = selfSignedCertificate();
  const hqDir = mkdtempSync(join(tmpdir(), 'remit-hq-clock-'));
  const hqClock = clockFrom(TUESDAY_MORNING);
  let hq: StartedHeadOffice;
  let registered: { id: string; code: string };

  beforeAll(async () => {
    hq = await startHeadOffice({
      dataDir: hqDir,
      port: 0,
      tlsCert: certificate.certPath,
      tlsKey: certificate.keyPath,
      now: hqClock,
    });
    await newBranch(hq, 'Nakuru', 'NKR-01');
    registered = await workstationToEnrol(hq, 'NKR-01');
  });
  afterAll(async () => {
    await hq.stop();
    rmSync(hqDir, { recursive: true, force: true });
  });
  const app = useE2eApp({ at: () => hqClock().getTime() + 86_400_000 });

  test('sends under the offline limits, and the Head office line says the clock is off', async () => {
    const { page, harness } = app();
    const enrolled = await harness.services.headOffice.enrol(
      { address: hq.url, code: registered.code, fingerprint: hq.certificateFingerprint! },
      ADMIN.operatorId,
    );
    expect(enrolled.ok).toBe(true);
    await signInAs(page, CLERK);
    await waitForPurposes(page);
    await page.getByTestId('kind-imt').click();
    await fillImtForm(page, { ...JANE_TO_FAITH, amount: '15,000' });
    await reviewTransfer(page);
    const reference = await confirmAndWaitForReceipt(page);
    expect(harness.services.journal.transfers.getByReference(reference)).toMatchObject({
      checkedOffline: true,
    });
    // Never on the customer's copy.
    expect(await textOf(page.getByTestId('receipt'))).not.toMatch(/clock|offline/i);

    await signOut(page);
    await signInAs(page, SUPERVISOR);
    const clock = page.getByTestId('supervisor-replication-clock');
    await eventually(() => textOf(clock)).toMatch(
      /^This PC's clock Head office last refused to count this PC's transfers in the bank's daily totals at 2026-11-25 \d\d:\d\d EAT, by this PC's time: This PC's clock is about 1 day ahead of head office's/,
    );
    await screenshots(page, 'head-office-clock-off', page.getByTestId('supervisor-replication'));
    await signOut(page);
    await signInAs(page, ADMIN);
    await eventually(() => textOf(page.getByTestId('admin-replication-clock'))).toMatch(
      /^This PC's clock Head office last refused/,
    );
    await screenshots(page, 'head-office-clock-off-admin');
  });
});

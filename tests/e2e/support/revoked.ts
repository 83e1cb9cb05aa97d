import { expect } from 'vitest';
import type { E2eApp } from './e2e-app';

/**
 * D145: a workstation head office revoked stops its journal, not only its sender: nothing more is
 * sent from this PC, and only admins sign in. Waits for the stop, then takes the error main logged.
 */
export async function expectJournalStoppedByRevocation(app: E2eApp): Promise<void> {
  await expect
    .poll(() => app.harness.services.seal.problem()?.message, { timeout: 30_000 })
    .toMatch(/^Head office has revoked this workstation/);
  expect(app.takeMainErrors()).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^The journal differs from its copy at head office\. .*"head-office-revoked"/,
      ),
    ]),
  );
}

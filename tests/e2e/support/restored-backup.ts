import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import { nodeHttp } from '../../../electron/main/bank/node-fetch';
import { createFirstAdmin } from '../../../electron/main/environment/first-admin';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import { createOperatorService } from '../../../electron/main/operators/operator-service';
import { createServices, operatorParts } from '../../../electron/main/services';
import { validRtgsDraft } from './drafts';
import { TEST_SCRYPT, TUESDAY_MORNING, type E2eOptions } from './e2e-app';
import { ADMIN, CLERK, SUPERVISOR } from './people';
import { choseOwnPassword } from '../../support/first-password';

/**
 * A workstation whose journal was restored from a backup, as the supervisor's guide says: one
 * transfer, a backup, then a transfer of each of `amountsAfter` the bank accepts, and the backup
 * copied in place of the journal (the journal and its companions moved aside). The keychain's
 * head and mark are the replaced journal's. `sentAfter` holds their references once it has run.
 *
 * With `inFlight`, a transfer of that amount is being sent as the backup is made (D144): its token
 * is fetched slowly, so the backup holds it in `sending` with no attempt; the PC then sends it and
 * the bank pays. `sentInFlight` holds its reference.
 */
export function restoredBackup(
  amountsAfter: readonly string[],
  options: { inFlight?: string } = {},
) {
  const sentAfter: string[] = [];
  const sentInFlight: string[] = [];
  let clock = TUESDAY_MORNING;
  const beforeStart: NonNullable<E2eOptions['beforeStart']> = async ({
    secretStore,
    dataDir,
    journalKeychain,
  }) => {
    const started = await createServices({
      dataDir,
      secretStore,
      journalKeychain,
      http: nodeHttp,
      now: () => clock,
      sandbox: { rtgsWindow: 'open' },
    });
    if (!started.ok) throw new Error(started.error.message);
    const services = started.value;
    const operators = createOperatorService({
      ...operatorParts(services),
      now: () => clock,
      scryptParams: TEST_SCRYPT,
    });
    const admin = await createFirstAdmin({ operators, services }, ADMIN);
    if (!admin.ok) throw new Error(admin.error.message);
    for (const operator of [CLERK, SUPERVISOR]) {
      const made = await operators.create(operator, operators.current()!);
      if (!made.ok) throw new Error(made.error.message);
      choseOwnPassword(services.journal, operator.operatorId);
    }
    operators.signOut();
    // Each transfer on an instruction form of its own: a form number used again stops the
    // send as a repeat (D46).
    let forms = 0;
    const send = async (amount: string) => {
      const draft = validRtgsDraft(amount);
      forms += 1;
      draft.instruction = { ...draft.instruction!, formNumber: `IF-2026/E2E-${forms}` };
      const sent = await services.transfers.send(draft, CLERK.operatorId);
      if (!sent.ok) throw new Error(sent.error.message);
      return sent.value.reference;
    };
    expect((await services.purposes.list()).ok).toBe(true);
    await send('10.00');
    let inFlight: Promise<string> | null = null;
    if (options.inFlight !== undefined) {
      // The purposes' token has expired: the send fetches another, slowly.
      clock += 20 * 60_000;
      services.sandbox!.setFault({ route: 'token', fault: 'latency', ms: 1_500, times: 1 });
      inFlight = send(options.inFlight);
      await vi.waitFor(() => expect(services.journal.transfers.inState('sending')).toHaveLength(1));
    }
    const folder = mkdtempSync(join(tmpdir(), 'remit-desk-e2e-backups-'));
    const backup = await services.backups.backupTo(folder, {
      operatorId: SUPERVISOR.operatorId,
      role: 'supervisor',
    });
    if (!backup.ok) throw new Error(backup.error.message);
    if (inFlight) sentInFlight.push(await inFlight);
    for (const amount of amountsAfter) sentAfter.push(await send(amount));
    operators.dispose();
    await services.close();

    // The guide's steps: the journal and its companions moved aside, the backup copied in.
    const aside = join(dataDir, 'replaced');
    mkdirSync(aside);
    for (const name of readdirSync(dataDir)) {
      if (name.startsWith(JOURNAL_FILE_NAME)) renameSync(join(dataDir, name), join(aside, name));
    }
    copyFileSync(backup.value.file, join(dataDir, JOURNAL_FILE_NAME));
  };
  return { beforeStart, sentAfter, sentInFlight };
}

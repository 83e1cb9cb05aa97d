import { copyFileSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import type { Services } from '../../../electron/main/services';
import { CLERK, rtgsDraft } from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';

// Backups restored as docs/supervisor-guide.md says, on workstations of the file bank.

/** An RTGS of `amount` the clerk sends and the bank accepts; its reference. */
export async function send(services: Services, amount: string): Promise<string> {
  const sent = await services.transfers.send(rtgsDraft({ transfer: { amount } }), CLERK);
  if (!sent.ok) throw new Error(sent.error.message);
  expect(sent.value.state).toBe('succeeded');
  return sent.value.reference;
}

/** The guide's procedure: with Remit Desk closed, move the journal and its -wal and -shm
 * companions aside (nothing is deleted), and copy the backup in under its name. */
export function restoreBackup(dataDir: string, backup: string): void {
  const aside = join(dataDir, `replaced-${readdirSync(dataDir).length}`);
  mkdirSync(aside);
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(JOURNAL_FILE_NAME)) renameSync(join(dataDir, name), join(aside, name));
  }
  copyFileSync(backup, join(dataDir, JOURNAL_FILE_NAME));
}

/** The file bank's workstations, with the payment purposes fetched as the send form does. */
export function useRestoreBank() {
  const fileBank = useFileBank();
  return {
    clock: fileBank.clock,
    teardown: fileBank.teardown,
    get sandbox() {
      return fileBank.sandbox;
    },
    async station(options: Parameters<typeof fileBank.station>[0] = {}) {
      const station = await fileBank.station(options);
      // A journal stopped by its check may not even read its settings (rows sealed with another
      // key, D68): its purposes are not fetched.
      if (!station.services.seal.problem()) {
        expect((await station.services.purposes.list()).ok).toBe(true);
      }
      return station;
    },
  };
}

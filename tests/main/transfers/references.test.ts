import { copyFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { TransferDraft } from '../../../shared/domain/transfer-drafts';
import { JOURNAL_FILE_NAME } from '../../../electron/main/journal/open-journal';
import type { Services } from '../../../electron/main/services';
import { keychainStores } from '../keys/keychain-fixture';
import {
  CLERK,
  imtDraft,
  rtgsDraft,
  tempDir,
  transferRows,
  type TestWorkstation,
} from '../engine/engine-fixture';
import { useFileBank } from '../engine/file-bank';
import { join } from 'node:path';

/** D4: a reference is never used twice, whatever happens to the journal or the keychain. */
describe('references across sends, restarts and restored files', () => {
  // The clock stands still: every counter after the first comes from "last issued + 1".
  const bank = useFileBank();
  const { teardown } = bank;

  async function send(services: Services, draft: TransferDraft = imtDraft()) {
    const sent = await services.transfers.send(draft, CLERK);
    if (!sent.ok) throw new Error(`${sent.error.code}: ${sent.error.message}`);
    return sent.value;
  }

  function restart(station: TestWorkstation, stores = station.stores) {
    return bank.station({ dataDir: station.dataDir, stores });
  }

  it('gives different drafts sent at once different references, in the order they were committed', async () => {
    const { services } = await bank.station();
    expect((await services.purposes.list()).ok).toBe(true);
    const drafts = [rtgsDraft(), imtDraft(), rtgsDraft(), imtDraft(), rtgsDraft()];
    const sent = await Promise.all(drafts.map((draft) => send(services, draft)));
    expect(sent.map((r) => r.state)).toEqual(Array(5).fill('succeeded'));
    const rows = transferRows(services.journal.path);
    expect(new Set(rows.map((r) => r.reference)).size).toBe(5);
    const references = rows.map((r) => BigInt(r.reference));
    expect(references).toEqual([...references].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const receipt of sent) {
      expect(bank.sandbox.transaction(receipt.reference)?.processedCount).toBe(1);
    }
  });

  it('continues after every reference ever issued when an old copy of the journal is restored', async () => {
    const station = await bank.station();
    const first = await send(station.services);
    await station.services.close();
    const backup = join(tempDir('remit-desk-backup-'), JOURNAL_FILE_NAME);
    copyFileSync(join(station.dataDir, JOURNAL_FILE_NAME), backup);

    const later = await restart(station);
    const second = await send(later.services);
    await later.services.close();

    // The branch restores last night's backup: the journal no longer knows `second`.
    for (const suffix of ['', '-wal', '-shm']) {
      rmSync(join(station.dataDir, JOURNAL_FILE_NAME + suffix), { force: true });
    }
    copyFileSync(backup, join(station.dataDir, JOURNAL_FILE_NAME));
    const restored = await restart(station);
    expect(transferRows(restored.services.journal.path).map((r) => r.reference)).toEqual([
      first.reference,
    ]);
    const third = await send(restored.services);
    expect(third.state).toBe('succeeded');
    expect(BigInt(third.reference) > BigInt(second.reference)).toBe(true);
    expect(bank.sandbox.transaction(third.reference)).toMatchObject({
      processedCount: 1,
      duplicateCount: 0,
    });
  });

  it('continues after the journal’s last reference when the keychain entries are lost', async () => {
    const station = await bank.station();
    const first = await send(station.services);
    await station.services.close();

    // New keychain (e.g. a new Windows profile): credentials and key entered again, no mark.
    const stores = keychainStores();
    teardown.add(() => stores.cleanUp());
    await stores.store('test').saveCredentials({ ...bank.sandbox.credentials });
    await stores.store('test').savePrivateKey(bank.key.privatePem);
    expect(await stores.store('test').readHighWater()).toBeNull();

    const reopened = await restart(station, stores);
    const second = await send(reopened.services);
    expect(second.state).toBe('succeeded');
    expect(BigInt(second.reference) > BigInt(first.reference)).toBe(true);
    expect(await stores.store('test').readHighWater()).toBe(Number(second.reference.slice(2)));
  });
});

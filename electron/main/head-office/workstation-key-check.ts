import { isRowSealError } from '../journal/row-seal-error';
import type { JournalKeychain } from '../keys/journal-keychain';
import type { ReplicationJournal } from '../replication/replication-journal';
import type { ConnectionRecords } from './connection-record';

export interface WorkstationKeyCheckDeps {
  connection: Pick<ConnectionRecords, 'read'>;
  keychain: Pick<JournalKeychain, 'readWorkstationKey'>;
  replication: Pick<ReplicationJournal, 'keyMissing'>;
}

/**
 * D146, at every start: an enrolled journal (not a replacement waiting for its rebuild, D91)
 * whose workstation key this PC's keychain does not hold stops, since nothing it writes could be
 * signed for head office. A keychain that cannot be read is not that: the sender says so and
 * tries again (D100).
 */
export async function checkWorkstationKeyAtStart(deps: WorkstationKeyCheckDeps): Promise<void> {
  let record: ReturnType<ConnectionRecords['read']>;
  try {
    record = deps.connection.read();
  } catch (error) {
    // A settings row edited outside the app: the seal has reported it, and the journal is stopped.
    if (isRowSealError(error)) return;
    throw error;
  }
  if (record === null || record === 'damaged' || record.replacing) return;
  let key: string | null;
  try {
    key = await deps.keychain.readWorkstationKey();
  } catch {
    return;
  }
  if (key === null) deps.replication.keyMissing();
}

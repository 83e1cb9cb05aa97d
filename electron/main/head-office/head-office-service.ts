import type { HeadOfficeStatusView } from '@shared/domain/head-office';
import type { Relauncher } from '../desktop/relauncher';
import type { Journal } from '../journal/journal';
import type { JournalKeychain } from '../keys/journal-keychain';
import type { AppLogger } from '../logging/logger';
import {
  connectionView,
  createConnectionRecords,
  linkFor,
  type ConnectionRecord,
} from './connection-record';
import { createEnrolment, type Enrol } from './enrolment';
import {
  createHeadOfficeClient,
  type HeadOfficeLink,
  type HeadOfficeTimeouts,
} from './head-office-client';
import { postToHeadOffice, type HeadOfficeFetch } from './pinned-transport';
import { createReplicationSender, type SenderDeps, type SenderOutbox } from './replication-sender';
import { stoppedBy } from './sender-outcomes';
import { createTakeover, type Takeover } from './takeover';

/*
 * The workstation's side of head office (D99, D100), built once by the composition root: the
 * enrolment, the background sender and the status admins and supervisors read. The sender wakes
 * after each commit (the audit log's append, which every journal write makes) and on its timer;
 * nothing here is on the send path.
 */

export interface HeadOfficeService {
  status(): HeadOfficeStatusView;
  enrol: Enrol;
  /** A new PC's takeover of a workstation from head office, at first launch (D112). */
  takeover: Takeover;
  /** Resolves once no push is under way (tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface HeadOfficeServiceDeps {
  journal: Journal;
  keychain: JournalKeychain;
  /** The journal's side of replication (D97): the outbox, acknowledgements, status and checks. */
  outbox: SenderOutbox;
  /** The network timeouts the admin set for the bank (Settings, Network). */
  timeouts: () => HeadOfficeTimeouts;
  now: () => number;
  log: AppLogger;
  /** The data folder: a takeover stages its journal beside the live one. */
  dataDir: string;
  /** Starts the app again once a takeover's journal is complete. */
  relauncher: Relauncher;
  fetch?: HeadOfficeFetch;
  timers?: SenderDeps['timers'];
  backoff?: SenderDeps['backoff'];
}

export function createHeadOfficeService(deps: HeadOfficeServiceDeps): HeadOfficeService {
  const records = createConnectionRecords(deps.journal);
  const client = createHeadOfficeClient({
    fetch: deps.fetch ?? postToHeadOffice,
    timeouts: deps.timeouts,
  });

  const enrolled = (): ConnectionRecord | null => {
    const record = records.read();
    return record === 'damaged' ? null : record;
  };

  function link(): HeadOfficeLink | null {
    const record = enrolled();
    // A replacement sends nothing before its journal is rebuilt from head office (D91).
    if (!record || record.replacing) return null;
    return linkFor(record, deps.keychain);
  }

  const sender = createReplicationSender({
    outbox: deps.outbox,
    client,
    link,
    log: deps.log,
    ...(deps.timers ? { timers: deps.timers } : {}),
    ...(deps.backoff ? { backoff: deps.backoff } : {}),
  });
  const unsubscribe = deps.journal.audit.onAppend(() => sender.wake());
  // At start: what waited while the app was closed.
  sender.wake();

  return {
    status() {
      const record = enrolled();
      const outbox = deps.outbox.status();
      return {
        enrolled: record ? connectionView(record) : null,
        waiting: outbox.waiting,
        oldestWaitingAt: outbox.oldestWaitingAt,
        lastAckAt: outbox.lastAck?.at ?? null,
        lastAckSeq: outbox.lastAck?.seq ?? null,
        problem: record?.replacing ? stoppedBy.replacing() : sender.problem(),
      };
    },
    enrol: createEnrolment({
      keychain: deps.keychain,
      records,
      client,
      now: deps.now,
      onEnrolled: () => sender.wake(),
    }),
    takeover: createTakeover({
      dataDir: deps.dataDir,
      keychain: deps.keychain,
      client,
      relauncher: deps.relauncher,
      now: deps.now,
      log: deps.log,
    }),
    settled: () => sender.settled(),
    async close() {
      unsubscribe();
      await sender.close();
    },
  };
}

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
import { reservationsThrough } from './reservations-through';
import {
  createHeadOfficeClient,
  type BranchReservations,
  type HeadOfficeClient,
  type HeadOfficeLink,
  type HeadOfficeResult,
  type HeadOfficeTimeouts,
} from './head-office-client';
import type { BranchOperatorChange, OperatorPasswordRequest } from '../../../hq/protocol/wire';
import type { BranchTransfersPage, BranchTransfersRequest } from '../../../hq/protocol/branch-desk';
import { worded } from '@shared/i18n/worded';
import { fail, ok } from '@shared/result';
import { postToHeadOffice, type HeadOfficeFetch } from './pinned-transport';
import { createReplicationSender, type SenderDeps, type SenderOutbox } from './replication-sender';
import { stoppedBy } from './sender-outcomes';
import { createTakeover, type Takeover } from './takeover';
import { syncOperators } from './operator-sync';
import { createHeadOfficeApprovals, type HeadOfficeApprovals } from './head-office-approvals';
import { syncSettings, type SettingsSyncDeps } from './settings-sync';
import { listFileStatus, syncListFiles, type ListFileTarget } from './list-file-sync';
import {
  createHeadOfficeMessages,
  syncMessages,
  type HeadOfficeMessages,
  type MessageSyncDeps,
} from './head-office-messages';
import { createBranchReceipts, type BranchReceipts } from './branch-receipts';
import { HEAD_OFFICE_SILENCE_HOURS } from '@shared/domain/settings';
import { workstationTimeZone, zonedTimeText } from '@shared/domain/zoned-time';
import type { AppliedOperatorChange } from '../journal/head-office-operators-repo';
import type { HeadOfficeGate } from '../operators/operator-deps';

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

  /**
   * D115: whether head office manages the operators here, and whether it has been silent for
   * longer than the admin allows (then only admins sign in).
   */
  gate(): HeadOfficeGate;
  /**
   * D121: sends a head-office-managed operator's own new password to head office; the operator as
   * head office now holds them (signed, checked), or why not. Nothing is written here.
   */
  changeOperatorPassword(
    request: Omit<OperatorPasswordRequest, 'workstationId'>,
  ): Promise<HeadOfficeResult<BranchOperatorChange>>;
  /**
   * D127: this workstation's place in its branch when enrolled (null otherwise), and a page of
   * the branch's other workstations' transfers as head office holds them, signed and checked.
   */
  branchDesk(): { workstationId: string; number: number; branchCode: string } | null;
  branchTransfers(
    request: Omit<BranchTransfersRequest, 'workstationId'>,
  ): Promise<HeadOfficeResult<BranchTransfersPage>>;
  /**
   * D128: a transfer reserved (or released) at head office before its send, the answer signed and
   * checked; null when this workstation is not enrolled (its counters count alone, as before).
   */
  reservation: BranchReservations['reserve'];
  /** D115: told of head office's operator changes as each contact applies them. */
  onOperatorsApplied(listener: (applied: readonly AppliedOperatorChange[]) => void): () => void;
  /** D125: approvals asked at a counter and decided at a supervisor's desk, through head office. */
  approvals: HeadOfficeApprovals;
  /** D136: messages to and from the branch's other counters, through head office. */
  messages: HeadOfficeMessages;
  /** D138: what another counter's receipt reads, for a reprint at this desk. */
  receipts: BranchReceipts;
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

  /** D115: the hours the admin allows without contact before only admins sign in. */
  silenceHours?: () => number;
  /** The branch's zone, for the time the sign-in screen names. */
  timeZone?: () => string;
  /** D126: the settings store, which applies head office's settings and says which version runs. */
  settings?: SettingsSyncDeps['settings'];
  /** D136: applies a message from another counter once (transfers/relayed-messages.ts). */
  applyMessage?: MessageSyncDeps['apply'];
  /**
   * D151: whether the journal is stopped (it failed its check, D68, D97, D145): messages from the
   * other counters then wait at head office, unread, until it is sound again.
   */
  journalStopped?: () => boolean;
  /** D139: the sanctions lists here, which head office's published list files are imported into. */
  lists?: ListFileTarget;
}

const HOUR_MS = 60 * 60_000;

export function createHeadOfficeService(deps: HeadOfficeServiceDeps): HeadOfficeService {
  const records = createConnectionRecords(deps.journal);
  const direct = createHeadOfficeClient({
    fetch: deps.fetch ?? postToHeadOffice,
    timeouts: deps.timeouts,
  });
  // D115: the last time head office answered this run, signed: a contact. Kept in memory; a
  // start reads the contacts the journal keeps (the last acknowledgement, the operators' version).
  let heardAt: number | null = null;
  const heard = <T extends { ok: boolean }>(answer: T): T => {
    if (answer.ok) heardAt = deps.now();
    return answer;
  };
  const client = heardThrough(direct, heard);
  const reservations = reservationsThrough(deps, link, heard);
  const appliedListeners = new Set<(applied: readonly AppliedOperatorChange[]) => void>();

  const enrolled = () => enrolledRecord(records);

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
    afterPush: (to) =>
      syncAtContact(deps, client, to, enrolled()?.branch.code ?? '', (applied) => {
        for (const listener of [...appliedListeners]) listener(applied);
      }),
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
        settings: record ? (deps.settings?.published() ?? null) : null,
        listFiles: record ? listFileStatus(deps.settings?.published() ?? null, deps.lists) : [],
        clockOff: record ? reservations.clockOff() : null,
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

    gate() {
      const record = enrolled();
      if (!record) return { enrolled: records.read() === 'damaged', silence: null };
      return gateOf(deps, lastContactOf(deps, record, heardAt));
    },
    async changeOperatorPassword(request) {
      const to = link();
      const record = enrolled();
      if (!to || !record) {
        return fail(worded('unreachable', 'headOffice.client.unreachable', { address: '—' }));
      }
      const answer = heard(await direct.operatorPassword(to, request));
      if (!answer.ok) return answer;
      // Signed by head office; and for this workstation's branch, or it is not head office's answer.
      if (answer.value.change.branchCode !== record.branch.code) {
        return fail(worded('bad-acknowledgement', 'headOffice.client.badAcknowledgement'));
      }
      return ok(answer.value.change);
    },
    branchDesk() {
      const record = enrolled();
      if (!record || record.replacing) return null;
      return {
        workstationId: record.workstationId,
        number: record.number,
        branchCode: record.branch.code,
      };
    },
    async branchTransfers(request) {
      const to = link();
      if (!to)
        return fail(worded('unreachable', 'headOffice.client.unreachable', { address: '—' }));
      const answer = heard(await direct.branchTransfers(to, request));
      if (!answer.ok) return answer;
      if (answer.value.branchCode !== enrolled()?.branch.code) {
        return fail(worded('bad-acknowledgement', 'headOffice.client.badAcknowledgement'));
      }
      return answer;
    },
    reservation: reservations.reserve,

    onOperatorsApplied(listener) {
      appliedListeners.add(listener);
      return () => appliedListeners.delete(listener);
    },
    approvals: createHeadOfficeApprovals({ link, client }),
    messages: createHeadOfficeMessages({ link, client }),
    receipts: createBranchReceipts({ link, client, branchCode: () => enrolled()?.branch.code }),
    settled: () => sender.settled(),
    async close() {
      unsubscribe();
      await sender.close();
    },
  };
}

/** The enrolment kept, or null: none, or a damaged record (its own check says so). */
function enrolledRecord(
  records: ReturnType<typeof createConnectionRecords>,
): ConnectionRecord | null {
  const record = records.read();
  return record === 'damaged' ? null : record;
}

/** The client whose every answer passes `heard`: a signed answer is a contact (D115). */
function heardThrough(
  direct: HeadOfficeClient,
  heard: <T extends { ok: boolean }>(answer: T) => T,
): HeadOfficeClient {
  return {
    ...direct,
    push: async (link, changes, waiting) => heard(await direct.push(link, changes, waiting)),
    state: async (link) => heard(await direct.state(link)),
    operators: async (link, after) => heard(await direct.operators(link, after)),
    call: async (link, path, request, read, check) =>
      heard(await direct.call(link, path, request, read, check)),
    settings: async (link, after) => heard(await direct.settings(link, after)),
  };
}

/**
 * At each contact after a push: the operators (D115), the settings (D126) with the sanctions list
 * files they name (D139) and what the branch's other counters asked of this one (D136; not while
 * the journal is stopped, D151), each applied once; the first that fails stops there.
 */
async function syncAtContact(
  deps: HeadOfficeServiceDeps,
  client: HeadOfficeClient,
  to: HeadOfficeLink,
  branchCode: string,
  onApplied: (applied: readonly AppliedOperatorChange[]) => void,
) {
  const operators = await syncOperators(
    { operators: deps.journal.headOfficeOperators, client, now: deps.now, onApplied },
    to,
    branchCode,
  );
  if (!operators.ok) return operators;
  if (deps.settings) {
    const settings = await syncSettings(
      { settings: deps.settings, client, now: deps.now },
      to,
      branchCode,
    );
    if (!settings.ok) return settings;
    const settingsStore = deps.settings;
    if (deps.lists) {
      const lists = await syncListFiles(
        {
          published: () => settingsStore.published(),
          lists: deps.lists,
          client,
          // The code and the list only: the message may name the file, never a byte of it.
          onProblem: (file, error) =>
            deps.log.warn('A sanctions list file from head office was not taken; retried later.', {
              list: file.list,
              version: file.version,
              code: error.code,
            }),
        },
        to,
      );
      if (!lists.ok) return lists;
    }
  }
  if (!deps.applyMessage || deps.journalStopped?.()) return ok(null);
  return syncMessages({ client, apply: deps.applyMessage }, to, branchCode);
}

/**
 * The last time head office was heard from: this run's last signed answer (`heardAt`), else what
 * the journal keeps (head office's clock on its last acknowledgement and on the operators'
 * version), else the enrolment.
 */
function lastContactOf(
  deps: HeadOfficeServiceDeps,
  record: ConnectionRecord,
  heardAt: number | null,
): number {
  const kept = [
    record.enrolledAt,
    deps.outbox.status().lastAck?.at ?? null,
    deps.journal.headOfficeOperators.lastSignedAt(),
  ]
    .filter((at): at is string => at !== null)
    .map((at) => Date.parse(at))
    .filter((ms) => !Number.isNaN(ms));
  return Math.max(heardAt ?? 0, ...kept);
}

/** D115: an enrolled workstation silent longer than the admin allows lets only admins sign in. */
function gateOf(deps: HeadOfficeServiceDeps, last: number) {
  const hours = deps.silenceHours?.() ?? HEAD_OFFICE_SILENCE_HOURS.default;
  if (deps.now() - last <= hours * HOUR_MS) return { enrolled: true, silence: null };
  return {
    enrolled: true,
    silence: {
      since: zonedTimeText(last, deps.timeZone?.() ?? workstationTimeZone(), { date: true }),
      hours,
    },
  };
}

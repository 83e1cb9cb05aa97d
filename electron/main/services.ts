import type { EndOfDayReport } from '@shared/domain/end-of-day';
import { createBranchLog } from './branch-desk/branch-log';
import { withBranch } from './branch-desk/branch-day';
import type { ReceiptView } from '@shared/domain/receipt';
import type { EnvironmentName } from '@shared/domain/environments';
import type { SettingsChange } from '@shared/domain/settings-change';
import { ok, type Result } from '@shared/result';
import { createApprovalAttempts } from './approvals/approval-attempts';
import { createApprovals } from './approvals/approvals';
import { createDeskApprovals } from './transfers/desk-approvals';
import { createBackupService } from './backup/backup-service';
import { createKeyEscrow } from './journal/key-escrow';
import { recordKeysImported } from './journal/escrow-import';
import { createRestoreService } from './backup/restore-service';
import { createBankRuntime } from './bank/bank-runtime';
import { noDesktop, type Desktop } from './desktop/desktop';
import { createBankSetup, type BankSetup } from './environment/bank-setup';
import { bindEarlierCredentials } from './environment/credential-binding';
import { createEarlierSetup } from './environment/earlier-setup';
import { createFirstLaunch } from './environment/first-launch';
import type { Journal } from './journal/journal';
import type { JournalSeal } from './journal/journal-seal';
import type { SecretStore } from './keys/secret-store';
import { secretStoresPerEnvironment } from './keys/secret-stores';
import { closeServices } from './lifecycle/close-services';
import { openCheckedJournal } from './lifecycle/journal-at-start';
import { startSandboxBank, type SandboxBank } from './lifecycle/sandbox-at-start';
import { createWorkInFlight, unlessClosing } from './lifecycle/work-in-flight';
import { createListeners, type Listeners } from './listeners';
import { silentLogger, type AppLogger } from './logging/logger';
import { createPurposesService } from './purposes/purposes-service';
import { purposesWhileOpen } from './purposes/purposes-while-open';
import { branchCountryOf, branchTimeZoneOf } from './reports/branch-zone';
import { createCsvExport } from './reports/csv-export';
import { otherCountersOf } from './branch-desk/branch-log-csv';
import { createDeskFiles } from './reports/desk-files';
import { createRefundReceipts } from './reports/refund-receipts';
import { createEndOfDay } from './reports/end-of-day';
import { createReceiptLog } from './reports/receipt-log';
import { createSuspicionFlags } from './reports/suspicion-flags';
import { createAuditTrail } from './reports/audit-trail';
import type { Services, ServicesOptions, StartupError } from './services-types';
import { createBranchListsStore, type BranchListsStore } from './settings/branch-lists-store';
import { createSettingsStore, type SettingsStore } from './settings/settings-store';
import { createSignInLanguage } from './settings/sign-in-language';
import { createControlDesk } from './transfers/control-desk';
import { createDuplicateDesk } from './transfers/duplicate-desk';
import { createBranchFactsCache } from './transfers/branch-facts';
import { branchFactsOf } from './transfers/branch-limit';
import {
  bankReadiness,
  problemsIn,
  sendProblems,
  sendReadiness,
  type ReadinessDeps,
} from './transfers/readiness';
import { namedReceipt, purposeNameOf } from './transfers/receipt-names';
import { createCustomerLookups } from './transfers/customer-lookups';
import { createReferenceReads } from './transfers/reference-reads';
import { createReferenceAllocator, workstationNumberOf } from './transfers/reference-allocator';
import { WORKSTATION_MIN } from '@shared/domain/references';
import { createRepeatGuard, repeatWindowDaysOf } from './transfers/repeat-guard';
import { createSettlementService } from './transfers/settlements';
import { createTransferReturnService } from './transfers/transfer-returns';
import { createTransferRules } from './transfers/transfer-rules';
import { createTransferService, type SendProgress } from './transfers/transfer-service';
import { ScreeningService } from './screening/screening-service';
import { publishedStop } from './settings/published-stop';
import { createHeadOfficeService } from './head-office/head-office-service';
import type { BranchReservations } from './head-office/head-office-client';
import { finishTakeoverAtStart } from './head-office/takeover-start';
import { HEAD_OFFICE_SILENCE_HOURS } from '@shared/domain/settings';
import { createReplicationJournal } from './replication/replication-journal';
import { createStatementService } from './statements/statement-service';
import { createTellerCash } from './cash/teller-cash-service';
import type { HeadOfficePassword } from './operators/operator-deps';

export type { Services, ServicesOptions, StartupError };

/** What the operator service takes from the services: the journal, its check, the branch's zone. */
export function operatorParts(services: Services) {
  return {
    journal: services.journal,
    journalProblem: () => services.seal.problem(),
    timeZone: services.timeZone,
    // D115: head office manages the operators of an enrolled workstation, and its silence counts.
    headOffice: () => services.headOffice.gate(),
    headOfficeChanges: services.headOffice.onOperatorsApplied,
    // D121: a head-office-managed operator's own new password goes there.
    headOfficePassword: ((request) =>
      services.headOffice.changeOperatorPassword(request)) satisfies HeadOfficePassword,
  };
}

/**
 * How the services wait out a penalty (a clerk's misses by reference, wrong approvals): the
 * injected sleep of tests and the harness, else a timer.
 */
function penaltyWait(options: ServicesOptions): (ms: number) => Promise<void> {
  return options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
}

/**
 * The composition root: every main-process service, built once from a data folder and the stored
 * settings. The Electron main process, the browser harness and the engine tests all start here, so
 * what the tests exercise is what the app runs. The environment is read once at start; changing it
 * takes effect on the next start, so no send ever straddles two environments. It only wires: each
 * rule lives in the module it belongs to.
 */
export async function createServices(
  options: ServicesOptions,
): Promise<Result<Services, StartupError>> {
  const now = options.now ?? Date.now;
  const log = options.log ?? silentLogger;
  const storeOf = secretStoresPerEnvironment(options.secretStore);
  // The start after a takeover's last page swaps its journal in first (D112).
  const takenOver = await finishTakeoverAtStart({
    dataDir: options.dataDir,
    keychain: options.journalKeychain,
    now,
    log,
  });
  if (!takenOver.ok) return takenOver;
  const started = await openCheckedJournal({
    dataDir: options.dataDir,
    journalKeychain: options.journalKeychain,
    storeOf,
    now,
    log,
  });
  if (!started.ok) return started;
  const { journal, seal } = started.value;

  const settingsChanged = createListeners<SettingsChange>();
  const settings = createSettingsStore(journal, now, settingsChanged.emit);
  const environment = settings.review().settings.environment;
  const store = storeOf(environment);
  const branchLists = createBranchListsStore(journal, now, settingsChanged.emit);
  const bank = await startSandboxBank({
    environment,
    dataDir: options.dataDir,
    ...(options.sandbox ? { options: options.sandbox } : {}),
    ...(options.now ? { now: options.now } : {}),
    branchLists,
    journalSound: !seal.problem(),
    store,
    log,
  });
  if (!bank.ok) {
    journal.close();
    return bank;
  }
  // A journal that fails its check, or an earlier setup undecided, binds nothing (D71).
  if (!seal.problem() && !seal.earlierSetup()) {
    await bindEarlierCredentials({ journal, settings, storeOf, now, log });
  }
  const base: Base = {
    options,
    now,
    log,
    journal,
    seal,
    settings,
    branchLists,
    environment,
    store,
    storeOf,
    settingsChanged,
    desktop: options.desktop ?? noDesktop(),
    ...bank.value,
  };
  const sendPath = wireSendPath(base);
  const services = wireDesk(base, sendPath);
  // Beside the seal's check at start: the journal against what head office acknowledged (D97).
  services.replication.checkAtStart();
  // The start after head office's key file was imported on this PC (D75).
  await recordKeysImported({
    dataDir: options.dataDir,
    journal,
    sound: !seal.problem(),
    restore: services.restore,
    now,
    log,
  });
  return ok(services);
}

/** What every part is built from: the journal and its check, the settings, the environment. */
interface Base extends SandboxBank {
  options: ServicesOptions;
  now: () => number;
  log: AppLogger;
  journal: Journal;
  seal: JournalSeal;
  settings: SettingsStore;
  branchLists: BranchListsStore;
  environment: EnvironmentName;
  /** The running environment's keychain entries. */
  store: SecretStore;
  storeOf: (environment: EnvironmentName) => SecretStore;
  settingsChanged: Listeners<SettingsChange>;
  /** File dialogs, printer and relaunch: the caller's, else none (engine tests). */
  desktop: Desktop;
}

type SendPath = ReturnType<typeof wireSendPath>;

/** The bank client, the purposes, the controls and the transfer service (the send path). */
function wireSendPath(base: Base) {
  const { options, now, journal, settings, branchLists, environment } = base;
  const current = () => settings.review().settings;
  // The network settings are read at start, like the environment.
  const http = options.http(current().network);
  const bankRuntime = createBankRuntime({
    store: base.store,
    fetch: http,
    now,
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.turnTimeoutMs ? { turnTimeoutMs: options.turnTimeoutMs } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });
  const work = createWorkInFlight();
  const readiness: ReadinessDeps = {
    environment,
    journal,
    work,
    seal: base.seal,
    settings,
    branchLists,
    store: base.store,
    sandboxUrl: base.sandbox?.url ?? null,
    provision: base.provision,
    clientFor: (endpoint, network) => bankRuntime.clientFor(endpoint, network),
    publishedStop: () => publishedStop({ settings, branchLists, environment, now }),
  };
  const purposes = purposesWhileOpen(
    createPurposesService({
      environment,
      cache: journal.purposes,
      bank: () => bankReadiness(readiness),
      now,
    }),
    work,
  );
  const rules = createTransferRules({
    environment,
    settings,
    branchLists,
    purposeCodes: () => purposes.cachedCodes(),
  });
  const timeZone = options.timeZone ?? (() => branchTimeZoneOf(current(), environment));
  const approvals = createApprovals({ audit: journal.audit, now });
  // D128: head office is made with the desk, after the send path; a send reserves through it once
  // it exists (before that, and on a workstation not enrolled, nothing is reserved).
  const headOfficeReservations: { reserve: BranchReservations['reserve'] | null } = {
    reserve: null,
  };
  const reservations: BranchReservations = {
    reserve: (request) => headOfficeReservations.reserve?.(request) ?? Promise.resolve(null),
  };
  // D133: what head office answers at a review, for the controls by customer and the guard.
  const branchFacts = createBranchFactsCache((draft) =>
    branchFactsOf(
      { journal, environment, settings: current, timeZone, reservations },
      draft,
      now(),
    ),
  );
  const controls = createControlDesk({
    journal,
    approvals,
    thresholds: () => current().controls,
    timeZone,
    now,
    branchFacts: (draft) => branchFacts.of(draft),
  });
  const repeats = createRepeatGuard({
    journal,
    windowDays: () => repeatWindowDaysOf(current().controls),
    timeZone,
  });
  const progress = createListeners<SendProgress>();
  const screening = new ScreeningService({
    journal,
    environment,
    now,
    settings: () => current().screening,
  });
  const transfers = createTransferService({
    journal,
    environment,
    reservations,
    branchFacts: (draft) => branchFacts.of(draft),
    branchLists,
    settings: current,
    timeZone,
    now,
    work,
    references: createReferenceAllocator({
      workstation: () => workstationNumberOf(current(), environment),
      lastCommitted: () => journal.transfers.lastCounter(),
      highWater: base.store,
      now,
    }),
    rules: () => rules.transferRules(),
    readiness: () => sendReadiness(readiness),
    onProgress: progress.emit,
    approvals,
    controls,
    repeats,
    screening,
  });
  return {
    http,
    bankRuntime,
    work,
    readiness,
    purposes,
    rules,
    timeZone,
    approvals,
    controls,
    repeats,
    progress,
    transfers,
    screening,
    headOfficeReservations,
    branchFacts,
  };
}

/** The bank connection, first launch and the supervisor desk, and the whole they make. */
function wireDesk(base: Base, send: SendPath): Services {
  const { options, now, log, journal, seal, settings, environment } = base;
  const setup = createBankSetup({
    journal,
    settings,
    secretStore: base.storeOf,
    running: environment,
    sandbox: base.sandbox,
    http: options.http,
    desktop: base.desktop,
    onSigningKeyChanged: () => send.bankRuntime.forgetClient(),
    now,
    log,
  });
  // A check is bank work: closing waits for it, and refuses one asked for after it began.
  const bankSetup: BankSetup = {
    ...setup,
    check: (name, by) => unlessClosing(send.work, () => setup.check(name, by)),
  };
  const reports = wireReports(base, send, {
    report: (report) => withBranch({ headOffice, now }, report),
    // D132: the log's CSV reads the other counters as the log does.
    otherCounters: (filters, session) => otherCountersOf(headOffice, filters, session),
  });
  const replication = createReplicationJournal({
    journal,
    seal,
    timeZone: send.timeZone,
    now,
    log,
    ...(options.replicationCheckDelayMs === undefined
      ? {}
      : { fullCheckDelayMs: options.replicationCheckDelayMs }),
  });
  const headOffice = createHeadOfficeService({
    journal,
    keychain: options.journalKeychain,
    outbox: replication,
    // The network timeouts the admin set for the bank serve head office too.
    timeouts: () => settings.review().settings.network,
    now,
    log,
    ...(options.headOfficeBackoff ? { backoff: options.headOfficeBackoff } : {}),
    dataDir: options.dataDir,
    relauncher: base.desktop.relauncher,

    silenceHours: () =>
      settings.review().settings.sessions.headOfficeSilenceHours ??
      HEAD_OFFICE_SILENCE_HOURS.default,
    timeZone: send.timeZone,
    settings,
  });
  send.headOfficeReservations.reserve = headOffice.reservation;
  const duplicates = createDuplicateDesk({
    journal,
    approvals: send.approvals,
    now,
    branchFacts: (draft) => send.branchFacts.of(draft),
  });
  let closing: Promise<void> | null = null;
  return {
    // D127: the desk's log and end of day over the branch's counters, through head office.
    branchLog: createBranchLog({
      receiptLog: reports.receiptLog,
      headOffice,
      timeZone: send.timeZone,
    }),
    branchEndOfDay: (report) => withBranch({ headOffice, now }, report),
    environment,
    now,
    timeZone: send.timeZone,
    journal,
    seal,
    replication,
    earlierSetup: createEarlierSetup({
      journal,
      pending: () => seal.earlierSetup(),
      secretStore: base.storeOf,
      now,
    }),
    settings,
    branchLists: base.branchLists,
    transfers: send.transfers,
    purposes: send.purposes,
    bankSetup,
    firstLaunch: createFirstLaunch({
      journal,
      settings,
      branchLists: base.branchLists,
      bankSetup,
      running: environment,
      now,
    }),
    sandbox: base.sandbox,
    ...reports,
    duplicates,
    branchFacts: send.branchFacts,
    referenceReads: createReferenceReads({
      ownerOf: (reference) => journal.transfers.getByReference(reference)?.operatorId ?? null,
      audit: journal.audit,
      now,
      sleep: penaltyWait(options),
    }),
    customerLookups: createCustomerLookups({
      journal,
      timeZone: send.timeZone,
      now,
      sleep: penaltyWait(options),
    }),
    approvalAttempts: createApprovalAttempts({
      audit: journal.audit,
      now,
      sleep: penaltyWait(options),
      timeZone: send.timeZone,
    }),
    repeats: send.repeats,
    approvals: send.approvals,
    controls: send.controls,
    screening: send.screening,
    desktop: base.desktop,
    headOffice,
    // D125: approvals from the supervisor's own desk, through head office.
    deskApprovals: createDeskApprovals({
      headOffice: headOffice.approvals,
      journal,
      approvals: send.approvals,
      approvalNeed: (draft) => send.controls.approvalNeed(draft),
      // D131: what the duplicate guard finds, as the review's check finds it.
      duplicateNeed: async (draft) =>
        (await duplicates.check(draft)).matches.map((match) => match.reference),
      timeZone: send.timeZone,
      now,
    }),
    signInLanguage: createSignInLanguage(options.dataDir, log),
    problems: async (language = 'en') => problemsIn(await sendProblems(send.readiness), language),
    transferRules: () => send.rules.transferRules(),
    formRules: () => send.rules.formRules(),
    needsSupervisor: () => journal.transfers.countNeedingSupervisor(),
    onSendProgress: (listener) => send.progress.add(listener),
    onSettingsChanged: (listener) => base.settingsChanged.add(listener),
    close() {
      closing ??= closeServices({
        network: () => settings.review().settings.network,
        http: send.http,
        work: send.work,
        backups: reports.backups,
        sandbox: base.sandbox,
        headOffice,
        seal,
        replication,
        journal,
        log,
      });
      return closing;
    },
  };
}

/** The receipt log and its CSV, settling, the day's end, backups, flags and the desk's files. */
function wireReports(
  base: Base,
  send: SendPath,
  branch: {
    report: (report: EndOfDayReport) => Promise<EndOfDayReport>;
    otherCounters: NonNullable<Parameters<typeof createCsvExport>[0]['otherCounters']>;
  },
) {
  const { now, log, journal, seal, settings, environment } = base;
  const { timeZone } = send;
  const purposeName = (code: string) => purposeNameOf(journal, code, environment);
  const receiptLog = createReceiptLog({
    journal,
    timeZone,
    country: () => branchCountryOf(settings.review().settings, environment),
  });
  const backups = createBackupService({
    journal,
    now,
    timeZone,
    automaticFolder: () => settings.review().settings.backup.automaticFolder,
    log,
  });
  const endOfDay = createEndOfDay({
    journal,
    timeZone,
    now,
    environment,
    checkJournal: () => seal.checkFile(),
    // The day's automatic copy is made once its transfers are final and counted (D31).
    onClosed: () => void backups.automatic(),
  });
  // A copy that failed, or that the app stopped before, is made at the next start.
  void backups.catchUp();
  const csv = createCsvExport({ log: receiptLog, timeZone, otherCounters: branch.otherCounters });
  const tellerCash = createTellerCash({ journal, timeZone, now });
  const deskFiles = createDeskFiles({
    // D127: head office's service is made after the reports; read when a sheet is made.
    branchReport: (report) => branch.report(report),
    journal,
    settings,
    desktop: base.desktop,
    environment,
    receipt: (reference) => send.transfers.receipt(reference),
    purposeName,
    endOfDay,
    csv,
    backups,
    timeZone,
    now,
    tellerCash,
  });
  const settlementDeps = {
    journal,
    now,
    timeZone,
    named: (receipt: ReceiptView) =>
      namedReceipt({ journal, branchLists: base.branchLists }, receipt),
    purposeName,
  };
  const settlements = createSettlementService(settlementDeps);
  const returns = createTransferReturnService(settlementDeps);
  const refundReceipts = createRefundReceipts({
    journal,
    settings,
    desktop: base.desktop,
    receipt: (reference) => send.transfers.receipt(reference),
    timeZone,
    now,
  });
  const flags = createSuspicionFlags({ journal, timeZone, now });
  const statements = createStatementService({
    journal,
    environment,
    branchLists: base.branchLists,
    settlements,
    settings,
    desktop: base.desktop,
    timeZone,
    now,
  });
  const auditTrail = createAuditTrail({ journal, timeZone, now });
  const keyEscrow = createKeyEscrow({
    journal,
    keychain: base.options.journalKeychain,
    dialogs: base.desktop.dialogs,
    now,
    workstation: () =>
      String(workstationNumberOf(settings.review().settings, environment) ?? 'unnumbered'),
  });
  const restore = createRestoreService({
    journal,
    seal,
    environment,
    issuedReferences: () => base.store.issuedReferences(),
    // Spans are named with the number references are made with now; none set yet (live before
    // its setup) issued none here, and the lowest number keeps the span's words whole.
    workstation: () =>
      workstationNumberOf(settings.review().settings, environment) ?? WORKSTATION_MIN,
    now,
    log,
  });
  return {
    receiptLog,
    csv,
    settlements,
    returns,
    refundReceipts,
    endOfDay,
    backups,
    deskFiles,
    flags,
    keyEscrow,
    restore,
    auditTrail,
    statements,
    tellerCash,
  };
}

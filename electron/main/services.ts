import { createBranchLog } from './branch-desk/branch-log';
import { withBranch } from './branch-desk/branch-day';
import type { SettingsChange } from '@shared/domain/settings-change';
import { ok, type Result } from '@shared/result';
import { createApprovalAttempts } from './approvals/approval-attempts';
import { createDeskApprovals } from './transfers/desk-approvals';
import { recordKeysImported } from './journal/escrow-import';
import { noDesktop } from './desktop/desktop';
import { createBankSetup, type BankSetup } from './environment/bank-setup';
import { bindEarlierCredentials } from './environment/credential-binding';
import { createEarlierSetup } from './environment/earlier-setup';
import { createFirstLaunch } from './environment/first-launch';
import { secretStoresPerEnvironment } from './keys/secret-stores';
import { closeServices } from './lifecycle/close-services';
import { openCheckedJournal } from './lifecycle/journal-at-start';
import { startSandboxBank } from './lifecycle/sandbox-at-start';
import { unlessClosing } from './lifecycle/work-in-flight';
import { createListeners } from './listeners';
import { silentLogger } from './logging/logger';
import { otherCountersOf } from './branch-desk/branch-log-csv';
import type { Services, ServicesOptions, StartupError } from './services-types';
import { createBranchListsStore } from './settings/branch-lists-store';
import { createSettingsStore } from './settings/settings-store';
import { createSignInLanguage } from './settings/sign-in-language';
import { createDuplicateDesk } from './transfers/duplicate-desk';
import { problemsIn, sendProblems } from './transfers/readiness';
import { createCustomerLookups } from './transfers/customer-lookups';
import { createReferenceReads } from './transfers/reference-reads';
import { createHeadOfficeService } from './head-office/head-office-service';
import { screeningTarget } from './head-office/list-file-sync';
import { finishTakeoverAtStart } from './head-office/takeover-start';
import { recordTakeoverReferences } from './head-office/takeover-references';
import { checkWorkstationKeyAtStart } from './head-office/workstation-key-check';
import { createConnectionRecords } from './head-office/connection-record';
import { applyMessage } from './transfers/relayed-messages';
import { createCounterReprints } from './branch-desk/counter-reprint';
import { namedReceipt } from './transfers/receipt-names';
import { createCounterSettlements } from './branch-desk/counter-settlements';
import { HEAD_OFFICE_SILENCE_HOURS } from '@shared/domain/settings';
import { createReplicationJournal } from './replication/replication-journal';
import type { HeadOfficePassword } from './operators/operator-deps';
import { wireSendPath, type Base, type SendPath } from './services-send-path';
import { wireReports } from './services-reports';
import type { HeadOfficeService } from './head-office/head-office-service';

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
  // D146: an enrolled journal on a PC that holds no key of its workstation's (a journal already
  // stopped by its checks is not read further).
  if (!seal.problem()) {
    await checkWorkstationKeyAtStart({
      connection: createConnectionRecords(journal),
      keychain: options.journalKeychain,
      replication: services.replication,
    });
  }
  // The start after head office's key file was imported on this PC (D75).
  await recordKeysImported({
    dataDir: options.dataDir,
    journal,
    sound: !seal.problem(),
    restore: services.restore,
    now,
    log,
  });
  // The start after a takeover (D144): what the replaced PC sent after head office's copy.
  await recordTakeoverReferences({
    dataDir: options.dataDir,
    sound: !seal.problem(),
    restore: services.restore,
    log,
  });
  return ok(services);
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
    report: (report) => withBranch({ headOffice, now, journal }, report),
    // D132: the log's CSV reads the other counters as the log does.
    otherCounters: (filters, session) => otherCountersOf(headOffice, filters, session),
  });
  const { replication, headOffice } = wireHeadOffice(base, send);
  const guards = wireGuards(base, send, headOffice);
  let closing: Promise<void> | null = null;
  const counterSettlements = createCounterSettlements({ headOffice, journal, now });
  return {
    // D127: the desk's log and end of day over the branch's counters, through head office.
    branchLog: createBranchLog({
      receiptLog: reports.receiptLog,
      headOffice,
      timeZone: send.timeZone,
      // D136: each other counter's row with the last settlement asked of it.
      marked: (rows) => counterSettlements.marked(rows),
      journal,
      now,
    }),
    counterSettlements,
    counterReprints: createCounterReprints({
      headOffice,
      journal,
      settings: base.settings,
      desktop: base.desktop,
      named: (receipt) => namedReceipt({ journal, branchLists: base.branchLists }, receipt),
      timeZone: send.timeZone,
      now,
    }),
    branchEndOfDay: (report) => withBranch({ headOffice, now, journal }, report),
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
    ...guards,
    branchFacts: send.branchFacts,
    repeats: send.repeats,
    approvals: send.approvals,
    controls: send.controls,
    screening: send.screening,
    desktop: base.desktop,
    headOffice,
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

/** Head office: the journal's outbox and the service that pushes it and reads from it (D97). */
function wireHeadOffice(base: Base, send: SendPath) {
  const { options, now, log, journal, seal, settings } = base;
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
    lists: screeningTarget(send.screening),
    applyMessage: (signed, message) =>
      applyMessage({ journal, now, timeZone: send.timeZone }, signed, message),
    journalStopped: () => seal.problem() !== null,
  });
  send.headOfficeReservations.reserve = headOffice.reservation;
  return { replication, headOffice };
}

/** The checks a desk asks for: repeats, reference reads, approvals at the desk or the counter. */
function wireGuards(base: Base, send: SendPath, headOffice: HeadOfficeService) {
  const { options, now, journal } = base;
  const duplicates = createDuplicateDesk({
    journal,
    approvals: send.approvals,
    now,
    branchFacts: (draft) => send.branchFacts.of(draft),
  });
  return {
    duplicates,
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
  };
}

import { join } from 'node:path';
import { SERVICE_PATHS } from '../../shared/api/paths';
import { ENVIRONMENT_WORDS, type EnvironmentName } from '../../shared/domain/environments';
import { bankNameOf, walletLabelOf } from '../../shared/domain/branch-lists';
import { rtgsWindow } from '../../shared/domain/rtgs-window';
import { COUNTRIES, isCountryCode, type CountryCode } from '../../shared/domain/countries';
import type { ReceiptView } from '../../shared/domain/receipt';
import type { AppSettings } from '../../shared/domain/settings';
import type { SettingsChange } from '../../shared/domain/settings-change';
import { REPEAT_WINDOW_DAYS } from '../../shared/domain/repeats';
import type { TransferFormRules } from '../../shared/ipc/contract';
import { fail, ok, type AppError, type Result } from '../../shared/result';
import type { TransferRules } from '../../shared/schemas/transfer-rules';
import { createBankRuntime, NO_SIGNING_KEY, type Endpoint } from './bank/bank-runtime';
import type { BankClient } from './bank/bank-client';
import type { BankHttp } from './bank/http-fetch';
import type { RetryPolicy } from './bank/retry-policy';
import {
  createEarlierSetup,
  findEarlierSecrets,
  type EarlierSetup,
} from './environment/earlier-setup';
import { noDesktop, type Desktop } from './desktop/desktop';
import { createBankSetup, type BankSetup } from './environment/bank-setup';
import {
  createFirstLaunch,
  FIRST_LAUNCH_MESSAGES,
  firstLaunchPending,
  type FirstLaunch,
} from './environment/first-launch';
import { branchListsFromSandbox } from './environment/sandbox-lists';
import { provisionSandbox } from './environment/sandbox-provisioning';
import { openJournal, type Journal } from './journal/journal';
import { sealJournal, type JournalSeal, type SealError } from './journal/journal-seal';
import { createWorkInFlight } from './lifecycle/work-in-flight';
import { damaged, isCorruption, type JournalOpenError } from './journal/open-journal';
import type { JournalKeychain } from './keys/journal-keychain';
import { isSecretStoreError, type SecretStore } from './keys/secret-store';
import { silentLogger, type AppLogger } from './logging/logger';
import { createPurposesService, type PurposesService } from './purposes/purposes-service';
import { startSandbox, type Sandbox, type SandboxOptions } from './sandbox/sandbox';
import { createBranchListsStore, type BranchListsStore } from './settings/branch-lists-store';
import { createSettingsStore, type SettingsStore } from './settings/settings-store';
import { dailyTotalProblem } from './transfers/daily-limit';
import { approvalThresholdOf } from './transfers/controls';
import { createReferenceAllocator } from './transfers/reference-allocator';
import {
  createTransferService,
  type SendProgress,
  type TransferService,
} from './transfers/transfer-service';
import { createApprovals, type Approvals } from './approvals/approvals';
import { createControlDesk, type ControlDesk } from './transfers/control-desk';
import { createSuspicionFlags, type SuspicionFlags } from './reports/suspicion-flags';
import { APPROVAL_PURPOSE_LABELS } from '../../shared/domain/controls';
import { createBackupService, type BackupService } from './backup/backup-service';
import { createDeskFiles, type DeskFiles } from './reports/desk-files';
import { workstationTimeZone } from './reports/branch-zone';
import { createCsvExport, type CsvExport } from './reports/csv-export';
import { createEndOfDay, type EndOfDay } from './reports/end-of-day';
import { createReceiptLog, type ReceiptLog } from './reports/receipt-log';
import { createDuplicateDesk, type DuplicateDesk } from './transfers/duplicate-desk';
import { createRepeatGuard, type RepeatGuard } from './transfers/repeat-guard';
import { createSettlementService, type SettlementService } from './transfers/settlements';

/** The sandbox needs no workstation setup: its references only ever meet this machine's sandbox. */
const SANDBOX_WORKSTATION = 10;
/** Nor a branch country: its day is reckoned in Nairobi, where most of its accounts are. */
const SANDBOX_BRANCH_COUNTRY: CountryCode = 'KE';
/** Beyond one request's own timeouts, for journaling its answer. */
const CLOSE_GRACE_MS = 5_000;
const CLOSING_MESSAGE =
  'Remit Desk is closing, so nothing was sent. Open it again and send from there.';
const EARLIER_SETUP_PENDING =
  'The journal is new, and the OS keychain still holds an earlier setup of this workstation. Nothing is sent until the first admin has said whether to keep it or remove it.';

export interface ServicesOptions {
  /** The app's data folder: the journal, and the embedded sandbox bank's ledger. */
  dataDir: string;
  /** The keychain entries of one environment (keytar in the app, the test keyring in tests). */
  secretStore: (environment: EnvironmentName) => SecretStore;
  /** The workstation's journal entries in the keychain: the audit key, head and checked row. */
  journalKeychain: JournalKeychain;
  /**
   * Opens the HTTP client bank calls go through, given the network settings read at start:
   * Electron's net.fetch in the app, Node's fetch (bank/node-fetch.ts, nodeHttp) elsewhere.
   */
  http: (network: AppSettings['network']) => BankHttp;
  now?: () => number;
  log?: AppLogger;
  /** Options for the embedded sandbox bank, used when the environment is `sandbox`. */
  sandbox?: Omit<SandboxOptions, 'dataDir'>;
  retry?: RetryPolicy;
  /** How long a send may wait for the sends before it (D55); the bank client's default if unset. */
  turnTimeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** File dialogs, printing and restart: Electron's in the app, the harness's in the browser. */
  desktop?: Desktop;
  /**
   * The branch's IANA time zone, which "a day" means in the receipt log and the end of day. No
   * setting names the branch's zone yet, so the workstation's own (the OS's) is the default.
   */
  timeZone?: () => string;
}

export interface Services {
  readonly environment: EnvironmentName;
  /** The clock every service reads (the tests' and the harness's own, in them). */
  readonly now: () => number;
  /** The branch's zone (D32): its days, and the zone every time is shown in (issue 10, item 12). */
  readonly timeZone: () => string;
  readonly journal: Journal;
  /** The journal's keyed audit chain: its check at start, the admin's full check, the head. */
  readonly seal: JournalSeal;
  /** What an earlier setup left in the keychain of a new journal, for the first admin. */
  readonly earlierSetup: EarlierSetup;
  readonly settings: SettingsStore;
  /** The source accounts, banks and wallets the forms pick from, per environment. */
  readonly branchLists: BranchListsStore;
  readonly transfers: TransferService;
  readonly purposes: PurposesService;
  /** The admin's connection to the bank: address, credentials, keys, check, environment switch. */
  readonly bankSetup: BankSetup;
  /** The first-launch wizard's record (issue 9): begun with the first admin, finished by an admin. */
  readonly firstLaunch: FirstLaunch;
  /** The embedded sandbox bank while the environment is `sandbox`. */
  readonly sandbox: Sandbox | null;
  /** The supervisor desk (issue 11): the receipt log and its CSV, settling, the day's end. */
  readonly receiptLog: ReceiptLog;
  readonly csv: CsvExport;
  readonly settlements: SettlementService;
  readonly endOfDay: EndOfDay;
  readonly backups: BackupService;
  /** Receipts and the end of day printed, the log as CSV and journal copies, through dialogs. */
  readonly deskFiles: DeskFiles;
  /** The duplicate guard's check and a supervisor's override of it. */
  readonly duplicates: DuplicateDesk;
  /** D46: what a new draft repeats (same details in the repeat window, same instruction form). */
  readonly repeats: RepeatGuard;
  /** Supervisors' approvals at a clerk's workstation, short-lived and used once. */
  readonly approvals: Approvals;
  /** Issue 12: the approval threshold, refusals, reportable and split marks. */
  readonly controls: ControlDesk;
  /** Issue 12: suspicion flags, for supervisors and admins only. */
  readonly flags: SuspicionFlags;
  /** File dialogs, printer and relaunch of this process (none in engine tests). */
  readonly desktop: Desktop;
  /** Why a send would be refused right now (each message says what to do); empty when ready. */
  problems(): Promise<string[]>;
  /** The rules a draft is checked against now: admin limits and patterns, cached purposes. */
  transferRules(): Result<TransferRules, AppError>;
  /** What the clerk's forms are built from: the rules, the RTGS calendar and the banks to pick. */
  formRules(): Result<TransferFormRules, AppError>;
  /** Transfers waiting for a supervisor: outcome unknown, or accepted but not final. */
  needsSupervisor(): number;
  /** Returns the function that unsubscribes. */
  onSendProgress(listener: (progress: SendProgress) => void): () => void;
  /**
   * Hears of every settings section and branch list saved, after its commit (D50). Returns the
   * function that unsubscribes.
   */
  onSettingsChanged(listener: (change: SettingsChange) => void): () => void;
  /**
   * Refuses new bank work, waits (bounded by the network timeouts) for sends and purpose fetches
   * under way so their outcomes are journaled, then stops the sandbox and closes the journal. Safe
   * to call more than once.
   */
  close(): Promise<void>;
}

export type StartupError = JournalOpenError | SealError | AppError<'sandbox-failed'>;

/** What the operator service takes from the services: the journal, its check, the branch's zone. */
export function operatorParts(services: Services) {
  return {
    journal: services.journal,
    journalProblem: () => services.seal.problem()?.message ?? null,
    timeZone: services.timeZone,
  };
}

/**
 * The composition root: every main-process service, built once from a data folder and the stored
 * settings. The Electron main process, the browser harness and the engine tests all start here, so
 * what the tests exercise is what the app runs. The environment is read once at start; changing it
 * takes effect on the next start, so no send ever straddles two environments.
 */
export async function createServices(
  options: ServicesOptions,
): Promise<Result<Services, StartupError>> {
  const now = options.now ?? Date.now;
  const log = options.log ?? silentLogger;
  const iso = () => new Date(now()).toISOString();

  // D40: the whole file is checked at a start only when no earlier check of this journal passed
  // (a new journal, one restored, one that failed a check); otherwise the tables a start relies
  // on, and the whole file at the admin's check and before a day is closed.
  const checkedBefore = await options.journalKeychain.readChecked().catch(() => null);
  const opened = openJournal(options.dataDir, checkedBefore ? 'start' : 'whole-file');
  if (!opened.ok) return fail(opened.error);
  const journal = opened.value;

  // One store per environment, as keychain operations on the same entries must queue together.
  const stores = new Map<EnvironmentName, SecretStore>();
  const storeOf = (name: EnvironmentName): SecretStore => {
    let found = stores.get(name);
    if (!found) stores.set(name, (found = options.secretStore(name)));
    return found;
  };

  // Checked before anything is written: a start must not add rows to a journal it cannot trust.
  // What the start reads beyond the tables checked at open, SQLite checks page by page (D40): a
  // damaged page there is the same finding as at open.
  const damagedOnRead = (error: unknown) => {
    if (!isCorruption(error)) throw error;
    journal.close();
    return fail(damaged(journal.path, (error as Error).message));
  };
  const sealed = await sealJournal({
    journal,
    keychain: options.journalKeychain,
    now,
    earlierSecrets: () => findEarlierSecrets(storeOf),
    log,
  }).catch(damagedOnRead);
  if (!sealed.ok) {
    journal.close();
    return fail(sealed.error);
  }
  const seal = sealed.value;
  const earlierSetup = createEarlierSetup({
    journal,
    pending: () => seal.earlierSetup(),
    secretStore: storeOf,
    now,
  });

  let recovered: ReturnType<Journal['transfers']['recoverInterrupted']>;
  try {
    recovered = journal.transfers.recoverInterrupted(iso());
  } catch (error) {
    return damagedOnRead(error);
  }
  if (recovered.unknown.length + recovered.notSent.length > 0) {
    log.warn('Transfers interrupted by the last stop were settled.', {
      unknown: recovered.unknown.map((t) => t.reference),
      notSent: recovered.notSent.map((t) => t.reference),
    });
  }

  // Every section and branch list an admin saves, for the windows that hold rules read from it.
  const changeListeners = new Set<(change: SettingsChange) => void>();
  const changed = (change: SettingsChange) =>
    changeListeners.forEach((listener) => listener(change));
  const settings = createSettingsStore(journal, now, changed);
  const environment = settings.review().settings.environment;
  const store = storeOf(environment);
  const branchLists = createBranchListsStore(journal, now, changed);

  let sandbox: Sandbox | null = null;
  if (environment === 'sandbox') {
    try {
      sandbox = await startSandbox({
        ...options.sandbox,
        dataDir: join(options.dataDir, 'sandbox-bank'),
        ...(options.now ? { now: options.now } : {}),
      });
    } catch (error) {
      journal.close();
      return fail({
        code: 'sandbox-failed',
        message: `The built-in sandbox bank could not start: ${(error as Error).message}`,
      });
    }
  }
  // A journal that fails its check gets no rows from this start (admins may only look at it).
  if (sandbox && !seal.problem()) {
    const filled = branchLists.fillEmpty(
      'sandbox',
      branchListsFromSandbox(sandbox.listing()),
      'sandbox bank listing',
    );
    if (filled.length > 0) log.info('Branch lists filled from the sandbox bank.', { filled });
  }
  // Provisioning needs the keychain; if it is locked now, sends say so and provisioning is retried.
  let provisioned: Promise<void> | null = null;
  const provision = () => {
    if (!sandbox) return Promise.resolve();
    provisioned ??= provisionSandbox(store, sandbox).catch((error: unknown) => {
      provisioned = null;
      throw error;
    });
    return provisioned;
  };
  await provision().catch((error: unknown) =>
    log.warn('The sandbox bank could not be set up yet.', { error: (error as Error).message }),
  );

  // The network settings are read at start, like the environment.
  const http = options.http(settings.review().settings.network);
  const bankRuntime = createBankRuntime({
    store,
    fetch: http,
    now,
    ...(options.retry ? { retry: options.retry } : {}),
    ...(options.turnTimeoutMs ? { turnTimeoutMs: options.turnTimeoutMs } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
  });

  function endpointOf(current: AppSettings): Result<Endpoint, AppError> {
    if (sandbox) return ok({ baseUrl: sandbox.url, tokenPath: SERVICE_PATHS.token });
    const endpoint = environment === 'sandbox' ? null : current.endpoints[environment];
    if (!endpoint) {
      return fail({
        code: 'no-endpoint',
        message: `No address is set for ${ENVIRONMENT_WORDS[environment]}. An admin must enter it in the settings.`,
      });
    }
    return ok(endpoint);
  }

  const work = createWorkInFlight();

  /** Everything a send needs besides the draft, checked in the order an admin would fix it. */
  async function readiness(): Promise<Result<BankClient, AppError>> {
    if (work.closing) return fail({ code: 'closing', message: CLOSING_MESSAGE });
    const problem = seal.problem();
    if (problem) return fail({ code: 'journal-check-failed', message: problem.message });
    if (seal.earlierSetup()) return fail({ code: 'earlier-setup', message: EARLIER_SETUP_PENDING });
    const current = settings.current();
    if (!current.ok) return fail(current.error);
    const endpoint = endpointOf(current.value);
    if (!endpoint.ok) return endpoint;
    try {
      await provision();
      const status = await store.status();
      if (status.credentials !== 'present') {
        return fail({
          code: 'no-credentials',
          message: `The service credentials for ${ENVIRONMENT_WORDS[environment]} are ${status.credentials === 'damaged' ? 'damaged' : 'not set up'}. An admin must enter the API key, merchant code and consumer secret.`,
        });
      }
      if (status.privateKey !== 'present') {
        return fail({ code: 'no-signing-key', message: NO_SIGNING_KEY });
      }
    } catch (error) {
      if (isSecretStoreError(error)) return fail(error.toAppError());
      throw error;
    }
    return bankRuntime.clientFor(endpoint.value, current.value.network);
  }

  const purposesService = createPurposesService({
    environment,
    cache: journal.purposes,
    bank: readiness,
    now,
  });
  const closingPurposes = () =>
    Promise.resolve(
      fail({
        code: 'purposes-unavailable' as const,
        message: 'Remit Desk is closing. Open it again to see the payment purposes.',
      }),
    );
  const purposes: PurposesService = {
    list: () => (work.closing ? closingPurposes() : work.track(() => purposesService.list())),
    refresh: () => (work.closing ? closingPurposes() : work.track(() => purposesService.refresh())),
    cachedCodes: () => purposesService.cachedCodes(),
  };

  function branchCountry(current: AppSettings): CountryCode | null {
    return (
      current.workstation.countryCode ?? (environment === 'sandbox' ? SANDBOX_BRANCH_COUNTRY : null)
    );
  }

  let rulesMemo: { key: string; rules: TransferRules } | null = null;
  function transferRules(): Result<TransferRules, AppError> {
    const current = settings.current();
    if (!current.ok) return fail(current.error);
    const lists = branchLists.current(environment);
    if (!lists.ok) return fail(lists.error);
    const rules: TransferRules = {
      purposeCodes: purposes.cachedCodes(),
      limits: { rtgs: current.value.limits.rtgs, imt: current.value.limits.imt },
      accountPatterns: current.value.accountPatterns,
      sourceAccounts: lists.value.sourceAccounts,
      wallets: lists.value.wallets,
    };
    // The schemas are built once per rules object: hand out the same one until something changes.
    const key = JSON.stringify(rules);
    if (rulesMemo?.key !== key) rulesMemo = { key, rules };
    return ok(rulesMemo.rules);
  }

  // D32: the branch's day is the day of the branch's country once the workstation section names
  // it, so the log, the end of day and the IMT daily total agree; until then the OS's zone.
  const timeZone =
    options.timeZone ??
    (() => {
      const country = branchCountry(settings.review().settings);
      return country === null ? workstationTimeZone() : COUNTRIES[country].rtgsTimeZone;
    });
  const approvals = createApprovals({ audit: journal.audit, now });
  const controls = createControlDesk({
    journal,
    approvals,
    thresholds: () => settings.review().settings.controls,
    timeZone,
    now,
  });
  const repeats = createRepeatGuard({
    journal,
    windowDays: () =>
      settings.review().settings.controls.repeatWindowDays ?? REPEAT_WINDOW_DAYS.default,
    timeZone,
  });
  function formRules(): Result<TransferFormRules, AppError> {
    const rules = transferRules();
    if (!rules.ok) return rules;
    // The form gets the purposes through their own operation, with their age.
    const { sourceAccounts, wallets, limits, accountPatterns } = rules.value;
    const forForm = {
      limits,
      accountPatterns,
      ...(sourceAccounts ? { sourceAccounts } : {}),
      ...(wallets ? { wallets } : {}),
    };
    const lists = branchLists.current(environment);
    if (!lists.ok) return fail(lists.error);
    return ok({
      rules: forForm,
      rtgsCalendar: settings.review().settings.rtgsCalendar,
      banks: lists.value.banks,
      requestTimeoutMs: settings.review().settings.network.requestTimeoutMs,
    });
  }

  /** A payment purpose's name in an environment's cached list, for the screens and the prints. */
  function purposeName(code: string, of: EnvironmentName = environment): string | null {
    return journal.purposes.load(of)?.purposes.find((p) => p.code === code)?.value ?? null;
  }

  function correction(reference: string): ReceiptView['correctedBy'] {
    const by = journal.transfers.correctedBy(reference);
    return by ? { reference: by.reference, createdAt: by.createdAt } : null;
  }

  /** The bank's and the wallet's names as the branch lists hold them now, beside the codes sent. */
  function named(receipt: ReceiptView): ReceiptView {
    const lists = branchLists.review(receipt.environment);
    const record = journal.transfers.getByReference(receipt.reference);
    return {
      ...receipt,
      // Names before ids: the receipt says who served the customer as the journal names them now.
      operatorName: journal.operators.get(receipt.operatorId)?.displayName ?? null,
      // A supervisor's screen has no purpose list of its own: main names the code (D62).
      purposeName: receipt.purposeCode
        ? purposeName(receipt.purposeCode, receipt.environment)
        : null,
      approvals: (record ? journal.controls.approvalsOf(record.id) : []).map((approval) => ({
        purpose: approval.purpose,
        purposeLabel: APPROVAL_PURPOSE_LABELS[approval.purpose] ?? approval.purpose,
        approverId: approval.approverId,
        approverName: approval.approverName,
        requesterId: approval.requesterId,
        reason: approval.reason,
        grantedAt: approval.grantedAt,
      })),
      // D47: a refused transfer corrected once says by which transfer, and cannot be again.
      correctedBy: correction(receipt.reference),
      bankName: receipt.bankCode
        ? bankNameOf(lists.lists.banks, receipt.destinationCountry, receipt.bankCode)
        : null,
      walletLabel: receipt.walletName
        ? walletLabelOf(lists.lists.wallets, receipt.destinationCountry, receipt.walletName)
        : null,
    };
  }

  const progressListeners = new Set<(progress: SendProgress) => void>();
  const transferService = createTransferService({
    journal,
    environment,
    references: createReferenceAllocator({
      workstation: () =>
        environment === 'sandbox'
          ? (settings.review().settings.workstation.number ?? SANDBOX_WORKSTATION)
          : settings.review().settings.workstation.number,
      lastCommitted: () => journal.transfers.lastCounter(),
      highWater: store,
      now,
    }),
    rules: transferRules,
    // Nothing is sent before an admin has finished the first-launch setup (issue 9).
    readiness: () =>
      firstLaunchPending(journal)
        ? Promise.resolve(
            fail({ code: 'first-launch' as const, message: FIRST_LAUNCH_MESSAGES.notFinished }),
          )
        : readiness(),
    journalLimits: (draft, nowMs) => {
      const current = settings.review().settings;
      const country = branchCountry(current);
      // The workstation section holds the country with the number: without them the reference
      // allocator refuses the send before anything is reserved.
      if (country === null) return null;
      return dailyTotalProblem({
        draft,
        limits: current.limits,
        branchTimeZone: timeZone(),
        nowMs,
        amounts: (document, currency, from, to) =>
          journal.senderTotals.imtAmounts(document, currency, from, to),
      });
    },
    rtgsNextWindow: (country, nowMs) => {
      if (!isCountryCode(country)) return null;
      const window = rtgsWindow(country, nowMs, settings.review().settings.rtgsCalendar[country]);
      return window.ok && !window.value.open ? window.value.nextOpen.at : null;
    },
    now,
    onProgress: (progress) => progressListeners.forEach((listener) => listener(progress)),
    approvals,
    controls: {
      approvalThreshold: (draft) => approvalThresholdOf(draft, settings.review().settings.controls),
      onReserved: (record, draft) => controls.markReserved(record, draft),
    },
    repeats,
  });
  const transfers: TransferService = {
    send: async (input, operatorId) => {
      if (work.closing) return fail({ code: 'not-ready', message: CLOSING_MESSAGE });
      const sent = await work.track(() => transferService.send(input, operatorId));
      return sent.ok ? ok(named(sent.value)) : sent;
    },
    receipt: (reference) => {
      const receipt = transferService.receipt(reference);
      return receipt ? named(receipt) : null;
    },
    correction: (reference, operatorId) => transferService.correction(reference, operatorId),
    resend: async (request, by) => {
      if (work.closing) return fail({ code: 'not-ready', message: CLOSING_MESSAGE });
      const sent = await work.track(() => transferService.resend(request, by));
      return sent.ok ? ok(named(sent.value)) : sent;
    },
  };

  const setup = createBankSetup({
    journal,
    settings,
    secretStore: storeOf,
    running: environment,
    sandbox,
    http: options.http,
    desktop: options.desktop ?? noDesktop(),
    onSigningKeyChanged: () => bankRuntime.forgetClient(),
    now,
    log,
  });
  const bankSetup: BankSetup = {
    ...setup,
    // A check is bank work: closing waits for it, and refuses one asked for after it began.
    check: (name, by) =>
      work.closing
        ? Promise.resolve(fail({ code: 'not-ready' as const, message: CLOSING_MESSAGE }))
        : work.track(() => setup.check(name, by)),
  };
  const firstLaunch = createFirstLaunch({
    journal,
    settings,
    branchLists,
    bankSetup,
    running: environment,
    now,
  });
  const receiptLog = createReceiptLog({
    journal,
    timeZone,
    country: () => branchCountry(settings.review().settings),
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
    checkJournal: () => seal.checkFile(),
    // The day's automatic copy is made once its transfers are final and counted (D31).
    onClosed: () => void backups.automatic(),
  });
  // A copy that failed, or that the app stopped before, is made at the next start.
  void backups.catchUp();
  const csv = createCsvExport({ log: receiptLog, timeZone });
  const deskFiles = createDeskFiles({
    journal,
    settings,
    desktop: options.desktop ?? noDesktop(),
    environment,
    receipt: (reference) => transfers.receipt(reference),
    purposeName,
    endOfDay,
    csv,
    backups,
    timeZone,
    now,
  });

  let closing: Promise<void> | null = null;
  return ok({
    environment,
    now,
    timeZone,
    journal,
    seal,
    earlierSetup,
    settings,
    branchLists,
    transfers,
    purposes,
    bankSetup,
    firstLaunch,
    sandbox,
    receiptLog,
    csv,
    settlements: createSettlementService({ journal, now, named, purposeName }),
    endOfDay,
    backups,
    deskFiles,
    duplicates: createDuplicateDesk({ journal, approvals, now }),
    repeats,
    approvals,
    controls,
    flags: createSuspicionFlags({ journal, timeZone, now }),
    desktop: options.desktop ?? noDesktop(),
    async problems() {
      if (firstLaunch.needed()) return [FIRST_LAUNCH_MESSAGES.notFinished];
      const ready = await readiness();
      if (!ready.ok) return [ready.error.message];
      const lists = branchLists.current(environment);
      if (!lists.ok) return [lists.error.message];
      return lists.value.sourceAccounts.length === 0
        ? [
            `No source accounts are set up for ${ENVIRONMENT_WORDS[environment]}, so nothing can be sent. An admin must add the branch's accounts in Settings, Branch lists.`,
          ]
        : [];
    },
    transferRules,
    formRules,
    needsSupervisor: () => journal.transfers.countNeedingSupervisor(),
    onSendProgress(listener) {
      progressListeners.add(listener);
      return () => progressListeners.delete(listener);
    },
    onSettingsChanged(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    async close() {
      closing ??= (async () => {
        const { connectTimeoutMs, requestTimeoutMs } = settings.review().settings.network;
        // Sends still waiting their turn never left: they end as not sent now (D55), and the
        // wait below is for the one on the wire.
        http.giveUpWaiting?.();
        const left = await work.drain(connectTimeoutMs + requestTimeoutMs + CLOSE_GRACE_MS);
        if (left > 0) {
          log.warn('Closed with bank calls still under way; the next start settles them.', {
            left,
          });
        }
        await backups.idle();
        await sandbox?.close();
        await http.close?.();
        await seal.flush();
        journal.close();
      })();
      return closing;
    },
  });
}

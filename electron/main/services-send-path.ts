import type { EnvironmentName } from '@shared/domain/environments';
import type { SettingsChange } from '@shared/domain/settings-change';
import { createApprovals } from './approvals/approvals';
import { createBankRuntime } from './bank/bank-runtime';
import type { Desktop } from './desktop/desktop';
import type { Journal } from './journal/journal';
import type { JournalSeal } from './journal/journal-seal';
import type { SecretStore } from './keys/secret-store';
import type { SandboxBank } from './lifecycle/sandbox-at-start';
import { createWorkInFlight } from './lifecycle/work-in-flight';
import { createListeners, type Listeners } from './listeners';
import type { AppLogger } from './logging/logger';
import { createPurposesService } from './purposes/purposes-service';
import { purposesWhileOpen } from './purposes/purposes-while-open';
import { branchTimeZoneOf } from './reports/branch-zone';
import type { ServicesOptions } from './services-types';
import type { BranchListsStore } from './settings/branch-lists-store';
import type { SettingsStore } from './settings/settings-store';
import { createControlDesk } from './transfers/control-desk';
import { createBranchFactsCache } from './transfers/branch-facts';
import { branchFactsOf } from './transfers/branch-limit';
import { bankReadiness, sendReadiness, type ReadinessDeps } from './transfers/readiness';
import { createReferenceAllocator, workstationNumberOf } from './transfers/reference-allocator';
import { createRepeatGuard, repeatWindowDaysOf } from './transfers/repeat-guard';
import { createTransferRules } from './transfers/transfer-rules';
import { screenHeldAfterImport } from './transfers/held';
import { createTransferService, type SendProgress } from './transfers/transfer-service';
import { ScreeningService } from './screening/screening-service';
import { publishedStop } from './settings/published-stop';
import type { BranchReservations } from './head-office/head-office-client';
import type { AppSettings } from '@shared/domain/settings';

/*
 * The composition root's send path (services.ts): the bank client, the purposes, the controls, the
 * reservation at head office and the transfer service. It only wires.
 */

/** What every part is built from: the journal and its check, the settings, the environment. */
export interface Base extends SandboxBank {
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

export type SendPath = ReturnType<typeof wireSendPath>;

/** The bank client, the purposes, the controls and the transfer service (the send path). */
export function wireSendPath(base: Base) {
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
  const { headOfficeReservations, reservations, branchFacts } = wireReservations(
    base,
    current,
    timeZone,
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
  const screening: ScreeningService = new ScreeningService({
    journal,
    environment,
    now,
    settings: () => current().screening,
    afterImport: (operatorId) =>
      screenHeldAfterImport({ journal, screening, log: base.log }, operatorId),
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

/** D128, D133: the reservation at head office, set once head office exists, and its reads. */
function wireReservations(base: Base, current: () => AppSettings, timeZone: () => string) {
  const { now, journal, environment } = base;
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
  return { headOfficeReservations, reservations, branchFacts };
}

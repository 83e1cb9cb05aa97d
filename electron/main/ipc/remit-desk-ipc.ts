import type { AppStatus, RemitDeskContract, SendProgressEvent } from '../../../shared/ipc/contract';
import {
  OPEN_WHILE_PASSWORD_CHANGE_REQUIRED,
  remitDeskContract,
} from '../../../shared/ipc/contract';
import type { IpcError } from '../../../shared/ipc/define';
import type { Session } from '../../../shared/domain/operators';
import type { AppSettings } from '../../../shared/domain/settings';
import { mergeHolidays, parseHolidayFile } from '../../../shared/domain/holiday-file';
import { identityWarning } from '../../../shared/domain/bank-identity';
import {
  holidayGaps,
  holidayGapsSummary,
  rtgsCountriesOf,
} from '../../../shared/domain/rtgs-calendar';
import { fail, ok, type AppError, type Result } from '../../../shared/result';
import { validateFirstAdminRequest } from '../../../shared/schemas/earlier-setup-schemas';
import { validateJournalRestore } from '../../../shared/schemas/journal-schemas';
import {
  validateBranchListsRequest,
  validateBranchListUpdate,
} from '../../../shared/schemas/branch-list-schemas';
import {
  validateNewOperator,
  validateOperatorActive,
  validateOperatorRef,
  validateOwnPasswordChange,
  validatePasswordReset,
  validateRoleChange,
  validateSignInRequest,
} from '../../../shared/schemas/operator-schemas';
import { validateReceiptLookup } from '../../../shared/schemas/receipt-schemas';
import {
  validateCsvExportRequest,
  validateDayPrintRequest,
  validateReceiptPrintRequest,
  validateDayRequest,
  validateDuplicateOverride,
  validateResendRequest,
  validateSettleRequest,
  validateTransferLogQuery,
  validateTransferRef,
} from '../../../shared/schemas/supervisor-schemas';
import { validateEnvironmentRef } from '../../../shared/schemas/bank-setup-schemas';
import {
  validateHolidayImport,
  validateSettingsUpdate,
} from '../../../shared/schemas/settings-schemas';
import type { InvalidInput } from '../../../shared/schemas/validate';
import {
  validateSuspicionFlag,
  validateSuspicionFlagQuery,
  validateThresholdDecision,
} from '../../../shared/schemas/controls-schemas';
import { validateTransferDraft } from '../../../shared/schemas/validate';
import { validateRepeatCheck } from '../../../shared/schemas/repeat-schemas';
import { createFirstAdmin } from '../environment/first-admin';
import type { AppLogger } from '../logging/logger';
import { OPERATOR_MESSAGES } from '../operators/operator-messages';
import { ENDS_KEEPING_DRAFTS, type OperatorService } from '../operators/operator-service';
import type { Services } from '../services';
import { bankSetupHandlers, bankSetupValidators } from './bank-setup-ipc';
import { settingsViewOf } from '../settings/settings-view';
import { createEventSender } from './events';
import { noPayload } from './no-payload';
import { createIpcRouter, type Handlers, type IpcRouter, type Validators } from './router';

export interface RemitDeskIpcOptions {
  services: Services;
  operators: OperatorService;
  version: string;
  /** app://remit-desk in the app; the harness's own http origin in the browser harness. */
  trustedOrigin: string;
  log: AppLogger;
  /** The app window's webContents id: calls from any other contents are refused. */
  appWebContentsId?: () => number | null | undefined;
  /** Delivers a main → renderer event to the app window (webContents.send in the app). */
  send: (channel: string, payload: unknown) => void;
}

export interface RemitDeskIpc {
  router: IpcRouter;
  /** Stops forwarding events. */
  dispose(): void;
}

/**
 * Every operation of the contract, wired to the services. The Electron main process and the
 * browser harness both build their IPC from this, so the harness exercises the same sender, role
 * and payload checks the app runs.
 */
export function createRemitDeskIpc(options: RemitDeskIpcOptions): RemitDeskIpc {
  const { services, operators } = options;
  const emit = createEventSender(remitDeskContract, options.send);

  const validators: Validators<RemitDeskContract> = {
    appStatus: noPayload,
    createFirstAdmin: validateFirstAdminRequest,
    signIn: validateSignInRequest,
    signOut: noPayload,
    reportActivity: noPayload,
    listOperators: noPayload,
    createOperator: validateNewOperator,
    setOperatorActive: validateOperatorActive,
    unlockOperator: validateOperatorRef,
    setOperatorRole: validateRoleChange,
    resetOperatorPassword: validatePasswordReset,
    // The new password must not contain the id of the operator signed in: the request names none.
    changeOwnPassword: (payload) =>
      validateOwnPasswordChange(payload, operators.current()?.operatorId ?? ''),
    journalStatus: noPayload,
    checkJournal: noPayload,
    confirmJournalRestore: validateJournalRestore,
    readSettings: noPayload,
    updateSettings: validateSettingsUpdate,
    importHolidays: validateHolidayImport,
    readBranchLists: validateBranchListsRequest,
    saveBranchList: validateBranchListUpdate,
    transferFormRules: noPayload,
    listPurposes: noPayload,
    refreshPurposes: noPayload,
    // The draft's shape only: the customer's signed instruction is required by the send itself,
    // after it has answered a repeat of a draft already sent with that draft's receipt (D41).
    sendTransfer: (payload) => {
      const rules = services.transferRules();
      return rules.ok ? validateTransferDraft(rules.value, payload) : fail(rules.error);
    },
    getReceipt: validateReceiptLookup,
    correctTransfer: validateReceiptLookup,
    ...bankSetupValidators,
    // The first-launch wizard (issue 9).
    firstLaunch: noPayload,
    chooseFirstLaunchEnvironment: validateEnvironmentRef,
    finishFirstLaunch: noPayload,
    // The supervisor desk (issue 11).
    transferLog: validateTransferLogQuery,
    transferHistory: validateTransferRef,
    settleTransfer: validateSettleRequest,
    resendTransfer: validateResendRequest,
    checkDuplicates: (payload) => {
      const rules = services.transferRules();
      return rules.ok ? validateTransferDraft(rules.value, payload) : fail(rules.error);
    },
    approveDuplicate: (payload) => {
      const rules = services.transferRules();
      return rules.ok ? validateDuplicateOverride(rules.value, payload) : fail(rules.error);
    },
    endOfDay: validateDayRequest,
    closeDay: validateDayRequest,
    // The supervisor desk's screens and files (issue 11).
    logOperators: noPayload,
    printReceipt: validateReceiptPrintRequest,
    printEndOfDay: validateDayPrintRequest,
    exportEndOfDayCsv: validateDayRequest,
    exportLogCsv: validateCsvExportRequest,
    backupJournal: noPayload,
    // Controls (issue 12).
    checkControls: (payload) => {
      const rules = services.transferRules();
      return rules.ok ? validateTransferDraft(rules.value, payload) : fail(rules.error);
    },
    approveThreshold: (payload) => {
      const rules = services.transferRules();
      return rules.ok ? validateThresholdDecision(rules.value, payload) : fail(rules.error);
    },
    refuseApproval: (payload) => {
      const rules = services.transferRules();
      return rules.ok ? validateThresholdDecision(rules.value, payload) : fail(rules.error);
    },
    flagSuspicion: validateSuspicionFlag,
    listSuspicionFlags: validateSuspicionFlagQuery,
    exportSuspicionFlags: validateSuspicionFlagQuery,
    checkRepeats: (payload) => {
      const rules = services.transferRules();
      return rules.ok ? validateRepeatCheck(rules.value, payload) : fail(rules.error);
    },
  };

  const handlers: Handlers<RemitDeskContract> = {
    appStatus: async (_request, { session }) => ok(await status(session)),
    createFirstAdmin: async (request) => {
      const created = await createFirstAdmin({ operators, services }, request);
      // The first admin goes on to the first-launch wizard, which stays until an admin finishes it.
      if (created.ok) services.firstLaunch.begin(created.value);
      return created;
    },
    signIn: (request) => operators.signIn(request),
    signOut: () => {
      operators.signOut();
      return ok(null);
    },
    // The router has already counted the call as activity (onActivity); a session that ended
    // between that and here answers as not signed in.
    reportActivity: () => {
      const standing = operators.idleStanding();
      return standing
        ? ok(standing)
        : fail({ code: 'not-signed-in' as const, message: OPERATOR_MESSAGES.sessionEndedFirst });
    },
    listOperators: () => ok(operators.list()),
    createOperator: (request, { session }) => operators.create(request, session),
    setOperatorActive: ({ operatorId, active }, { session }) =>
      operators.setActive(operatorId, active, session),
    unlockOperator: ({ operatorId }, { session }) => operators.unlock(operatorId, session),
    setOperatorRole: (request, { session }) => operators.setRole(request, session),
    resetOperatorPassword: (request, { session }) => operators.resetPassword(request, session),
    changeOwnPassword: (request, { session }) => operators.changeOwnPassword(request, session),
    journalStatus: () => ok(services.seal.status()),
    checkJournal: async (_request, { session }) => {
      const checked = await services.seal.checkInFull(session.operatorId);
      return checked.ok ? checked : fail(asIpcError(checked.error, 'keychain-failed'));
    },
    confirmJournalRestore: async (_request, { session }) => {
      const confirmed = await services.seal.confirmRestore(session.operatorId);
      return confirmed.ok ? confirmed : fail(asIpcError(confirmed.error, confirmed.error.code));
    },
    readSettings: () => ok(settingsView()),
    updateSettings: ({ section, value }, { session }) => {
      const saved = services.settings.update(section, value, session.operatorId);
      return saved.ok ? ok(settingsView()) : fail(refused(saved.error));
    },
    importHolidays: ({ countryCode, text }, { session }) => {
      const parsed = parseHolidayFile(text);
      if (!parsed.ok) {
        const lines = parsed.problems.length;
        return fail({
          code: 'invalid-file' as const,
          message: `Nothing was imported: ${lines === 1 ? 'one line of the file needs' : `${lines} lines of the file need`} correcting.`,
          fields: parsed.problems.map((problem) => ({ path: 'file', message: problem.message })),
        });
      }
      const calendar = services.settings.review().settings.rtgsCalendar;
      const merged = {
        ...calendar,
        [countryCode]: {
          ...calendar[countryCode],
          holidays: mergeHolidays(calendar[countryCode].holidays, parsed.holidays),
        },
      };
      const saved = services.settings.update('rtgsCalendar', merged, session.operatorId);
      if (!saved.ok) {
        return fail({
          code: 'invalid-file' as const,
          message: `Nothing was imported. ${saved.error.message}`,
          fields: saved.error.fields.map((field) => ({ path: 'file', message: field.message })),
        });
      }
      return ok(settingsView());
    },
    readBranchLists: ({ environment }) => ok(services.branchLists.review(environment)),
    saveBranchList: (request, { session }) => {
      const saved = services.branchLists.save(request, session.operatorId);
      return saved.ok ? saved : fail(refused(saved.error));
    },
    transferFormRules: () => {
      const rules = services.formRules();
      return rules.ok ? rules : fail(asIpcError(rules.error, 'invalid-settings'));
    },
    listPurposes: async () => mapError(await services.purposes.list()),
    refreshPurposes: async () => mapError(await services.purposes.refresh()),
    sendTransfer: (request, { session }) => services.transfers.send(request, session.operatorId),
    getReceipt: ({ reference }) => {
      const receipt = services.transfers.receipt(reference);
      return receipt
        ? ok(receipt)
        : fail({
            code: 'not-found' as const,
            message: `No transfer with reference ${reference} is in this workstation's journal. Check the number on the receipt.`,
          });
    },
    correctTransfer: ({ reference }, { session }) =>
      services.transfers.correction(reference, session.operatorId),
    ...bankSetupHandlers(services),
    // The first-launch wizard (issue 9).
    firstLaunch: () => services.firstLaunch.view(),
    chooseFirstLaunchEnvironment: ({ environment }, { session }) =>
      services.firstLaunch.chooseEnvironment(environment, session),
    finishFirstLaunch: (_request, { session }) => services.firstLaunch.finish(session),
    // The supervisor desk (issue 11). Roles are checked by the router from the contract; what
    // depends on who asks (a clerk's own transfers, not one's own transfer) is checked below.
    transferLog: (query, { session }) => ok(services.receiptLog.page(query, session)),
    transferHistory: ({ reference }) => {
      const history = services.settlements.history(reference);
      return history ? ok(history) : fail(notInJournal(reference));
    },
    settleTransfer: (request, { session }) => services.settlements.settle(request, session),
    resendTransfer: async (request, { session }) => {
      const resent = await services.transfers.resend(request, session);
      return resent.ok ? ok(services.settlements.history(request.reference)!) : resent;
    },
    checkDuplicates: (draft) => ok(services.duplicates.check(draft)),
    approveDuplicate: (request, { session }) =>
      services.duplicates.approve(request, session, (input, rules) =>
        operators.verifyApprover(input, rules),
      ),
    endOfDay: ({ day }) => ok(services.endOfDay.report(day)),
    closeDay: ({ day }, { session }) => services.endOfDay.close(day, session),
    // The supervisor desk's screens and files: main opens every dialog, and tells the window how
    // far a long write has come.
    logOperators: () =>
      ok(operators.list().map(({ operatorId, displayName }) => ({ operatorId, displayName }))),
    printReceipt: ({ reference, output }, { session }) =>
      services.deskFiles.printReceipt(reference, output, session),
    printEndOfDay: ({ day, output }, { session }) =>
      services.deskFiles.printEndOfDay(day, output, session),
    exportEndOfDayCsv: ({ day }) => services.deskFiles.exportEndOfDayCsv(day),
    exportLogCsv: ({ filters }, { session }) =>
      services.deskFiles.exportCsv(filters, session, (event) => emit('deskProgress', event)),
    backupJournal: (_request, { session }) =>
      services.deskFiles.backup(session, (event) => emit('deskProgress', event)),
    // Controls (issue 12). Roles come from the contract; the approver's checks from the operators.
    checkControls: (draft, { session }) => ok(services.controls.check(draft, session)),
    checkRepeats: ({ draft, formNumber }) =>
      ok(services.repeats.check(draft, formNumber ?? null, services.now())),
    approveThreshold: (request, { session }) =>
      services.controls.approve(request, session, (input, rules) =>
        operators.verifyApprover(input, rules),
      ),
    refuseApproval: (request, { session }) =>
      services.controls.refuse(request, session, (input, rules) =>
        operators.verifyApprover(input, rules),
      ),
    flagSuspicion: (request, { session }) => services.flags.raise(request, session),
    listSuspicionFlags: (query) => ok(services.flags.list(query)),
    exportSuspicionFlags: async (query) => {
      const destination = await services.desktop.dialogs.saveFile({
        title: 'Save the suspicion flags as CSV',
        defaultName: `remit-desk-suspicion-flags-${new Date(services.now()).toISOString().slice(0, 10)}.csv`,
        filters: [{ name: 'CSV files', extensions: ['csv'] }],
      });
      if (destination === null) return ok(null);
      const written = await services.flags.exportCsv(query, destination);
      return written.ok ? ok({ file: written.value.file, rows: written.value.rows }) : written;
    },
  };

  function notInJournal(reference: string): IpcError<'not-found'> {
    return {
      code: 'not-found',
      message: `No transfer with reference ${reference} is in this workstation's journal. Check the number on the receipt.`,
    };
  }

  /** D52: the countries an RTGS can go to from here, by the lists of the environment in use. */
  function rtgsCountries() {
    return rtgsCountriesOf(services.branchLists.review(services.environment).lists.sourceAccounts);
  }

  function adminWarnings(settings: AppSettings): AppStatus['adminWarnings'] {
    const holidays = holidayGapsSummary(
      holidayGaps(settings.rtgsCalendar, services.now(), rtgsCountries()),
    );
    const identity = identityWarning(settings.bankIdentity);
    return [
      ...(identity ? [{ section: 'bankIdentity' as const, message: identity }] : []),
      ...(holidays ? [{ section: 'rtgsCalendar' as const, message: holidays }] : []),
    ];
  }

  function settingsView() {
    return settingsViewOf(
      services.settings.review(),
      services.environment,
      services.now(),
      rtgsCountries(),
    );
  }

  async function status(session: Session | null): Promise<AppStatus> {
    const settings = services.settings.review().settings;
    return {
      version: options.version,
      environment: services.environment,
      nextEnvironment: settings.environment === services.environment ? null : settings.environment,
      setupNeeded: operators.setupNeeded(),
      earlierSetup: operators.setupNeeded() ? services.earlierSetup.view() : null,
      firstLaunchNeeded: services.firstLaunch.needed(),
      session: operators.sessionView(),
      workstation: settings.workstation.number,
      branchName: settings.workstation.branchName,
      timeZone: services.timeZone(),
      sandboxUrl: services.sandbox?.url ?? null,
      // Before sign-in the window shows only whether the app can work, not why not.
      problems: session !== null ? await services.problems() : [],
      needsSupervisor: services.needsSupervisor(),
      adminWarnings: session?.role === 'admin' ? adminWarnings(settings) : [],
    };
  }

  const openWhilePasswordChange = new Set<string>(OPEN_WHILE_PASSWORD_CHANGE_REQUIRED);
  const router = createIpcRouter({
    contract: remitDeskContract,
    trustedOrigin: options.trustedOrigin,
    session: () => operators.current(),
    admit: (name, session) =>
      session && operators.passwordChangeRequired() && !openWhilePasswordChange.has(name)
        ? { code: 'password-change-required', message: OPERATOR_MESSAGES.passwordChangeRequired }
        : null,
    onActivity: () => operators.touch(),
    validators,
    handlers,
    log: options.log,
    ...(options.appWebContentsId ? { appWebContentsId: options.appWebContentsId } : {}),
  });

  const unsubscribe = [
    services.onSendProgress((progress: SendProgressEvent) => emit('sendProgress', progress)),
    // The window shows the reason as it comes, so it goes in words.
    operators.onSessionEnded(({ message, reason }) =>
      emit('sessionEnded', { reason: message, keepsDraft: ENDS_KEEPING_DRAFTS.includes(reason) }),
    ),
    operators.onIdleWarning((standing) => emit('idleWarning', standing)),
    // D50: a window signed in hears of a saved section or list at once; the sign-in screen, which
    // holds no rules, does not.
    services.onSettingsChanged((change) => {
      if (operators.current()) emit('settingsChanged', change);
    }),
  ];
  return { router, dispose: () => unsubscribe.forEach((stop) => stop()) };
}

/** A save the section's check refused after all (the validator already ran the same check). */
function refused(error: InvalidInput): IpcError<'invalid-request'> {
  return { code: 'invalid-request', message: error.message, fields: error.fields };
}

function asIpcError<Code extends string>(error: AppError, code: Code): IpcError<Code> {
  return { code, message: error.message };
}

function mapError<T>(
  result: Result<T, AppError<'purposes-unavailable'>>,
): Result<T, IpcError<'purposes-unavailable'>> {
  return result.ok ? result : fail({ code: result.error.code, message: result.error.message });
}

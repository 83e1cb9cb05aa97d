import type { ApprovalFailures } from '@shared/domain/approvals';
import type { CurrencyCode } from '@shared/domain/countries';
import type {
  AppStatus,
  BankSetupOperation,
  RemitDeskApi,
  RemitDeskContract,
  SendProgressEvent,
  TransferFormRules,
} from '@shared/ipc/contract';
import { OPEN_WHILE_PASSWORD_CHANGE_REQUIRED, remitDeskContract } from '@shared/ipc/contract';
import type { IpcError, PayloadOf } from '@shared/ipc/define';
import { requiredRoles, roleAllows } from '@shared/ipc/define';
import { codeList } from '@shared/i18n/lists';
import { worded } from '@shared/i18n/worded';
import type { BranchLists, BranchListsView } from '@shared/domain/branch-lists';
import { receiptRefusedForIdentity } from '@shared/domain/bank-identity';
import { countryName } from '@shared/domain/countries';
import type { JournalCheckView, JournalStatusView } from '@shared/domain/journal-check';
import type { OperatorView, SessionView } from '@shared/domain/operators';
import { mergeHolidays, parseHolidayFile } from '@shared/domain/holiday-file';
import { defaultRtgsCalendar, holidayGaps } from '@shared/domain/rtgs-calendar';
import { DEFAULT_SETTINGS, type AppSettings, type SettingsView } from '@shared/domain/settings';
import { validateBranchListUpdate } from '@shared/schemas/branch-list-schemas';
import { validateSettingsUpdate } from '@shared/schemas/settings-schemas';
import type { PurposesView } from '@shared/domain/purposes-view';
import type { ReceiptView } from '@shared/domain/receipt';
import type { TransferHistory } from '@shared/domain/settlements';
import type { TransferLogRow } from '@shared/domain/transfer-log';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { TransferCorrection } from '@shared/domain/transfer-correction';
import type { TransferState } from '@shared/domain/transfer-states';
import { STATE_LABELS } from '@shared/domain/transfer-states';
import { validateOwnPasswordChange, validatePasswordReset } from '@shared/schemas/operator-schemas';
import { validateJournalRestore } from '@shared/schemas/journal-schemas';
import { validateJournalKeysExport } from '@shared/schemas/key-escrow-schemas';
import { validateTransferDraft } from '@shared/schemas/validate';
import { missingInstruction } from '@shared/schemas/instruction-required';
import {
  missingFor,
  type BankSetupView,
  type ConnectionCheckView,
  type KeyView,
} from '@shared/domain/bank-setup';
import {
  ENVIRONMENT_WORDS,
  environmentWordsFirst,
  type EnvironmentName,
} from '@shared/domain/environments';
import {
  validateCredentials,
  validateServiceAddress,
  validateSwitchEnvironment,
} from '@shared/schemas/bank-setup-schemas';

/*
 * `window.remitDesk` in memory: the renderer's whole boundary. It keeps to the contract as main
 * does (roles per operation, results never exceptions, a draft id sent once, progress events)
 * and validates drafts with the shared schemas, so a form that sends what main would refuse
 * fails here too. Tests replace single operations to script the main process's answers.
 */

type Operations = Omit<RemitDeskApi, 'on'>;
type OperationName = keyof Operations;
type Events = RemitDeskContract['events'];

type StoredOperator = OperatorView & { password: string };

export interface FakeState {
  status: AppStatus;
  operators: StoredOperator[];
  purposes: PurposesView;
  formRules: TransferFormRules;
  /** The admin's settings and the branch lists per environment, checked like main does. */
  settings: AppSettings;
  branchLists: Record<string, BranchLists>;
  receipts: Map<string, ReceiptView>;
  /** How many times each reference was printed (the first print is the original). */
  prints: Map<string, number>;
  /** Receipts by draft id: a draft id already sent is answered with its receipt (like main). */
  sentDrafts: Map<string, ReceiptView>;
  /** What main would give for "Correct and send as new", by the refused transfer's reference. */
  corrections: Map<string, TransferCorrection>;
  /** What the next send ends as. */
  nextState: TransferState;
  nextReference: number;
  journal: JournalStatusView;
  /** What the next full check of the journal finds. */
  nextJournalCheck: JournalCheckView;
  /** The consumer secret that keeps an earlier setup (compared by main in the app). */
  earlierConsumerSecret: string;
  /** What main would say about each environment's bank connection. */
  bank: Record<EnvironmentName, BankSetupView>;
  /** What the next connection check finds (passing by default). */
  nextCheck: Pick<ConnectionCheckView, 'passed' | 'failure' | 'message' | 'purposeCount'>;
  /** Restarts asked for. */
  restarts: number;
  /** D73: the failed approvals main lists for supervisors (none by default). */
  approvalFailures: ApprovalFailures;
}

/** The bank's identity an admin entered: receipts print (main refuses them without it, D53). */
export const FAKE_BANK_IDENTITY: AppSettings['bankIdentity'] = {
  legalName: 'Example Bank Kenya Limited',
  branchAddress: 'Kenyatta Avenue, Nairobi',
  complaintsContact: '+254 20 555 0100',
  licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
};

/** A public key as the screens show it; the fake makes them up (`n` tells them apart). */
export function fakeKey(n: number, bits = 2048): KeyView {
  const fingerprint = n.toString(16).padStart(2, '0').repeat(32);
  return {
    publicKeyPem: `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${'Q'.repeat(20)}${n}\n-----END PUBLIC KEY-----\n`,
    fingerprint,
    bits,
    createdAt: NOW_ISO,
    createdBy: 'admin1',
    origin: 'generated',
  };
}

export function bankView(environment: EnvironmentName, running: EnvironmentName): BankSetupView {
  const view: BankSetupView = {
    environment,
    running,
    selected: running,
    keychainService: `Remit Desk (${environment})`,
    endpoint:
      environment === 'sandbox'
        ? {
            baseUrl: 'http://127.0.0.1:4010',
            tokenPath: '/authentication/api/v3/authenticate/merchant',
          }
        : null,
    network: { connectTimeoutMs: 10_000, requestTimeoutMs: 45_000 },
    credentials:
      environment === 'sandbox'
        ? { state: 'set', setAt: null, setBy: null, source: 'provisioned' }
        : { state: 'missing', setAt: null, setBy: null, source: null },
    key:
      environment === 'sandbox'
        ? { ...fakeKey(1), origin: 'provisioned', createdAt: null, createdBy: null }
        : null,
    keyState: environment === 'sandbox' ? 'present' : 'missing',
    pendingKey: null,
    registration: environment === 'sandbox' ? 'automatic' : 'by-the-bank',
    check: null,
    acknowledgement: null,
    missing: [],
  };
  view.missing = missingFor(view);
  return view;
}

export interface Call {
  name: OperationName;
  request: unknown;
}

export const NOW_ISO = '2026-11-23T08:15:00.000Z';

export function defaultFormRules(): TransferFormRules {
  return {
    rules: {
      limits: {
        rtgs: {
          KES: { min: '1.00', max: '1000000.00' },
          UGX: { min: '1.00', max: '30000000.00' },
        },
        imt: {
          KES: { min: '10.00', max: '250000.00' },
          UGX: { min: '500.00', max: '5000000.00' },
        },
      },
      accountPatterns: {},
      sourceAccounts: [
        {
          countryCode: 'KE',
          accountNumber: '0011547896523',
          holderName: 'Wanjiru Kamau',
          currency: 'KES',
        },
        {
          countryCode: 'KE',
          accountNumber: '0011547896531',
          holderName: 'Kisumu Branch Till',
          currency: 'KES',
        },
        {
          countryCode: 'UG',
          accountNumber: '3100456789012',
          holderName: 'Grace Namukasa',
          currency: 'UGX',
        },
      ],
      wallets: [
        { countryCode: 'KE', name: 'M-PESA', label: 'M-Pesa (Safaricom)' },
        { countryCode: 'UG', name: 'MTN Mobile Money', label: 'MTN MoMo' },
        { countryCode: 'UG', name: 'Airtel Money', label: 'Airtel Money' },
      ],
    },
    rtgsCalendar: defaultRtgsCalendar(),
    banks: [
      { countryCode: 'KE', code: '01', name: 'Kenya Commercial Example Bank' },
      { countryCode: 'KE', code: '11', name: 'Cooperative Example Bank' },
      { countryCode: 'UG', code: '02', name: 'Example Bank Uganda' },
    ],
    requestTimeoutMs: 45_000,
    branchLanguage: 'en',
  };
}

export function defaultPurposes(): PurposesView {
  return {
    purposes: [
      { code: 'CUR/DEP', value: 'Cash deposit' },
      { code: 'CUR/WIT', value: 'Cash withdrawal' },
      { code: 'CSDK', value: 'School fees' },
      { code: 'OTHR', value: 'Other' },
    ],
    fetchedAt: NOW_ISO,
    source: 'service',
    ageMinutes: 0,
    notice: null,
  };
}

/** A transfer's page as main gives it for `receipt`: nothing tried or settled yet, settleable. */
/** Line `n` of the receipt log: a sent RTGS of Jane Wanjiku's, with `fields` changed. */
export function logRowFor(n: number, fields: Partial<TransferLogRow> = {}): TransferLogRow {
  return {
    reference: `4200000000${String(n).padStart(2, '0')}`,
    kind: 'rtgs',
    state: 'succeeded',
    stateLabel: 'Sent: accepted by the service',
    waiting: false,
    amount: `${n}00.00`,
    currency: 'KES',
    sourceName: 'Jane Wanjiku',
    sourceAccount: '0011547896523',
    senderName: 'Jane Wanjiku',
    recipientName: `Recipient ${n}`,
    recipientAccount: '1100194977404',
    destinationCountry: 'KE',
    transactionId: null,
    operatorId: 'clerk1',
    createdAt: '2026-11-24T08:00:00.000Z',
    reportable: false,
    split: false,
    splitWindows: [],
    ...fields,
  };
}

export function historyFor(
  receipt: ReceiptView,
  extra: Partial<TransferHistory> = {},
): TransferHistory {
  return {
    receipt,
    purposeName: null,
    body: '{}',
    attempts: [],
    settlements: [],
    settleable: true,
    returned: null,
    returnKinds: [],
    ...extra,
  };
}

export function receiptFor(
  draft: TransferDraft,
  reference: string,
  state: TransferState,
  extra: Partial<ReceiptView> = {},
): ReceiptView {
  const rtgs = draft.kind === 'rtgs' ? draft : null;
  const imt = draft.kind === 'imt' ? draft : null;
  return {
    reference,
    kind: draft.kind,
    state,
    stateLabel: STATE_LABELS[state],
    message: null,
    environment: 'sandbox',
    amount: draft.transfer.amount,
    currency: draft.transfer.currencyCode,
    date: '2026-11-23',
    sourceName: draft.source.name,
    sourceAccount: draft.source.accountNumber,
    destinationCountry: draft.destination.countryCode,
    destinationCountryName: countryName(draft.destination.countryCode),
    recipientName: draft.destination.name,
    recipientAccount: rtgs ? rtgs.destination.accountNumber : (imt?.destination.mobileNumber ?? ''),
    bankCode: rtgs ? rtgs.destination.bankCode : null,
    bankName: null,
    walletName: imt ? imt.destination.walletName : null,
    walletLabel: null,
    purposeCode: rtgs ? rtgs.transfer.purposeOfPaymentCode : null,
    description: draft.transfer.description || null,
    transactionId: state === 'succeeded' ? 'TX-0001' : null,
    serviceStatus: state === 'succeeded' ? 'SUCCESS' : null,
    queuedUntil: null,
    operatorId: 'clerk1',
    instructionFormNumber: draft.instruction?.formNumber ?? null,
    idAndSignatureChecked: draft.instruction?.idAndSignatureChecked === true,
    createdAt: NOW_ISO,
    updatedAt: NOW_ISO,
    rejection: null,
    ...extra,
  };
}

export function createFakeRemitDesk(initial: Partial<AppStatus> = {}) {
  const state: FakeState = {
    status: {
      version: '0.1.0',
      environment: 'sandbox',
      setupNeeded: false,
      earlierSetup: null,
      firstLaunchNeeded: false,
      session: null,
      nextEnvironment: null,
      workstation: 10,
      branchName: 'Kisumu branch',
      timeZone: 'Africa/Nairobi',
      sandboxUrl: 'http://127.0.0.1:4010',
      problems: [],
      needsSupervisor: 0,
      adminWarnings: [],
      signInLanguage: 'en',
      headOffice: { managesOperators: false, silence: null },
      ...initial,
    },
    operators: [
      operator('clerk1', 'Grace Clerk', 'clerk'),
      operator('super1', 'Sam Supervisor', 'supervisor'),
      operator('admin1', 'Ada Admin', 'admin'),
      operator('comp1', 'Halima Compliance', 'compliance'),
      operator('audit1', 'Joseph Auditor', 'auditor'),
    ],
    purposes: defaultPurposes(),
    formRules: defaultFormRules(),
    settings: { ...structuredClone(DEFAULT_SETTINGS), bankIdentity: { ...FAKE_BANK_IDENTITY } },
    branchLists: {},
    receipts: new Map(),
    prints: new Map(),
    sentDrafts: new Map(),
    corrections: new Map(),
    nextState: 'succeeded',
    nextReference: 100_000_000_001,
    journal: { problem: null, rowsReadAtStart: 4, lastFullCheck: null, restoreConfirmed: null },
    nextJournalCheck: { ok: true, rowsChecked: 1234, checkedAt: NOW_ISO },
    earlierConsumerSecret: 'earlier-consumer-secret',
    bank: {
      sandbox: bankView('sandbox', initial.environment ?? 'sandbox'),
      test: bankView('test', initial.environment ?? 'sandbox'),
      live: bankView('live', initial.environment ?? 'sandbox'),
    },
    nextCheck: {
      passed: true,
      failure: null,
      message:
        'Connected to uat.bank.example: the service accepted the credentials, issued a token and listed 4 payment purposes.',
      purposeCount: 4,
    },
    restarts: 0,
    approvalFailures: {
      failures: [],
      pausedUntil: null,
      pausedApprovers: [],
      timeZone: 'Africa/Nairobi',
    },
  };
  let keys = 1;
  const calls: Call[] = [];
  const listeners = new Map<string, Set<(payload: unknown) => void>>();

  function operator(
    operatorId: string,
    displayName: string,
    role: OperatorView['role'],
  ): StoredOperator {
    return {
      operatorId,
      displayName,
      role,
      active: true,
      lockedUntil: null,
      mustChangePassword: false,
      language: 'en',
      createdAt: NOW_ISO,
      password: 'correct horse',
    };
  }

  function publicView(stored: StoredOperator): OperatorView {
    const view: Partial<StoredOperator> = { ...stored };
    delete view.password;
    return view as OperatorView;
  }

  function sessionOf(stored: StoredOperator): SessionView {
    const { operatorId, displayName, role, mustChangePassword, language } = stored;
    return { operatorId, displayName, role, mustChangePassword, language };
  }

  function settingsView(): SettingsView {
    return {
      environment: state.status.environment,
      settings: structuredClone(state.settings),
      problems: [],
      earlierShape: [],
      warnings: holidayGaps(state.settings.rtgsCalendar, Date.parse(NOW_ISO)).map((gap) => ({
        section: 'rtgsCalendar' as const,
        message: gap.message,
      })),
    };
  }

  function listsOf(environment: string): BranchListsView {
    const lists = state.branchLists[environment] ?? { sourceAccounts: [], banks: [], wallets: [] };
    return {
      environment: environment as BranchListsView['environment'],
      lists: structuredClone(lists),
      problems: [],
    };
  }

  function emit<K extends keyof Events & string>(event: K, payload: PayloadOf<Events[K]>): void {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  }

  function refuse<C extends string>(code: C, message: string, extra: Partial<IpcError> = {}) {
    return { ok: false as const, error: { code, message, ...extra } };
  }

  function bank(environment: EnvironmentName): BankSetupView {
    const view = state.bank[environment];
    view.missing = missingFor(view);
    view.selected = state.status.nextEnvironment ?? state.status.environment;
    return structuredClone(view);
  }

  const invalid = (error: {
    message: string;
    fields: readonly { path: string; message: string }[];
  }) => refuse('invalid-request', error.message, { fields: error.fields });

  const bankDefaults: Pick<Operations, BankSetupOperation> = {
    bankSetup: async ({ environment }) => ({ ok: true, value: bank(environment) }),
    saveServiceAddress: async (request) => {
      const checked = validateServiceAddress(request);
      if (!checked.ok) return invalid(checked.error);
      const view = state.bank[checked.value.environment];
      view.endpoint = { baseUrl: checked.value.baseUrl, tokenPath: checked.value.tokenPath };
      for (const each of Object.values(state.bank)) {
        each.network = {
          connectTimeoutMs: checked.value.connectTimeoutMs,
          requestTimeoutMs: checked.value.requestTimeoutMs,
        };
      }
      if (view.check) view.check.current = false;
      return { ok: true, value: bank(checked.value.environment) };
    },
    saveCredentials: async (request) => {
      const checked = validateCredentials(request);
      if (!checked.ok) return invalid(checked.error);
      const view = state.bank[checked.value.environment];
      view.credentials = {
        state: 'set',
        setAt: NOW_ISO,
        setBy: state.status.session!.operatorId,
        source: 'typed',
      };
      if (view.check) view.check.current = false;
      return { ok: true, value: structuredClone(view.credentials) };
    },
    readCredentialsFile: async () =>
      refuse('canceled', 'No file was chosen, so nothing was saved.'),
    generateSigningKey: async ({ environment, bits }) => {
      const view = state.bank[environment];
      const key = fakeKey((keys += 1), bits);
      const slot = view.key ? 'pending' : 'current';
      if (slot === 'current') {
        view.key = key;
        view.keyState = 'present';
      } else view.pendingKey = key;
      return { ok: true, value: { slot, key, registered: environment === 'sandbox' } };
    },
    importSigningKey: async () =>
      refuse('canceled', 'No file was chosen, so the key was not changed.'),
    confirmKeyRotation: async ({ environment, fingerprint }) => {
      const view = state.bank[environment];
      if (view.pendingKey?.fingerprint !== fingerprint) {
        return refuse('no-pending-key', 'No new key with this fingerprint is waiting.');
      }
      view.key = view.pendingKey;
      view.pendingKey = null;
      return { ok: true, value: bank(environment) };
    },
    discardPendingKey: async ({ environment, fingerprint }) => {
      const view = state.bank[environment];
      if (view.pendingKey?.fingerprint !== fingerprint) {
        return refuse('no-pending-key', 'No new key with this fingerprint is waiting.');
      }
      view.pendingKey = null;
      return { ok: true, value: bank(environment) };
    },
    savePublicKey: async ({ environment }) => ({
      ok: true,
      value: { fileName: `remit-desk-${environment}-public-key.pem` },
    }),
    printKeySheet: async ({ environment, output }) => ({
      ok: true,
      value:
        output === 'pdf' ? { fileName: `remit-desk-${environment}-key-registration.pdf` } : null,
    }),
    checkConnection: async ({ environment }) => {
      const check: ConnectionCheckView = {
        ...state.nextCheck,
        at: NOW_ISO,
        by: state.status.session!.operatorId,
        baseUrl: state.bank[environment].endpoint?.baseUrl ?? null,
        current: true,
      };
      state.bank[environment].check = check;
      return { ok: true, value: structuredClone(check) };
    },
    acknowledgeUncheckedSetup: async ({ environment }) => {
      state.bank[environment].acknowledgement = {
        at: NOW_ISO,
        by: state.status.session!.operatorId,
        current: true,
      };
      return { ok: true, value: bank(environment) };
    },
    switchEnvironment: async (request) => {
      const checked = validateSwitchEnvironment(request);
      if (!checked.ok) return invalid(checked.error);
      const target = bank(checked.value.environment);
      if (target.missing.length > 0) {
        return refuse(
          'not-ready',
          `${environmentWordsFirst(target.environment)} is not ready, so Remit Desk stays as it is. ${target.missing.join(' ')}`,
        );
      }
      const running = state.status.environment;
      state.status.nextEnvironment =
        checked.value.environment === running ? null : checked.value.environment;
      return {
        ok: true,
        value: {
          selected: checked.value.environment,
          running,
          restartNeeded: checked.value.environment !== running,
        },
      };
    },
    restartApp: async () => {
      state.restarts += 1;
      return { ok: true, value: null };
    },
  };

  // The first-launch wizard's operations have their tests in Chromium (tests/e2e/first-launch-*).
  const notHere = async () => refuse('keychain-failed', 'Not in the fake.');
  const notInFake = async () => refuse('unavailable', 'Not in the fake.');
  const defaults: Operations = {
    ...bankDefaults,
    firstLaunch: notHere,
    chooseFirstLaunchEnvironment: notHere,
    finishFirstLaunch: notHere,
    // D78: the screening's screens are tested in Chromium on the harness (tests/e2e/screening-*).
    screeningLists: notInFake,
    importScreeningList: notInFake,
    heldTransfers: notInFake,
    releaseHeld: notInFake,
    refuseHeld: notInFake,
    // D103–D106: the reconciliation's screens are tested in Chromium on the harness
    // (tests/e2e/reconciliation.test.ts).
    bankStatements: notInFake,
    importBankStatement: notInFake,
    bankStatement: notInFake,
    settleStatementBreak: notInFake,
    settleFromStatement: notInFake,
    reconciliationMonth: notInFake,
    printReconciliationMonth: notInFake,
    exportReconciliationMonthCsv: notInFake,
    // D118: the teller's cash is tested in Chromium on the harness (tests/e2e/day-close.test.ts);
    // the end of day's page reads a day with no clerk here.
    tellerCash: notInFake,
    countTellerCash: notInFake,
    setTellerFloat: notInFake,
    // D125: an approval through head office is tested against a real head office (node) and in
    // Chromium (tests/e2e/head-office-branches.test.ts); here the workstation is not enrolled, so
    // the review asks at the counter.
    askDeskApproval: async () =>
      refuse('head-office-unavailable', 'This workstation is not enrolled with head office.'),
    deskApprovalStatus: async () =>
      refuse('head-office-unavailable', 'This workstation is not enrolled with head office.'),
    waitingApprovals: async () => ({
      ok: true,
      value: { enrolled: false, requests: [], timeZone: 'Africa/Nairobi' },
    }),
    decideDeskApproval: async () =>
      refuse('head-office-unavailable', 'This workstation is not enrolled with head office.'),
    askCounterSettlement: async () =>
      refuse('head-office-unavailable', 'This workstation is not enrolled with head office.'),
    reprintAtCounter: async () =>
      refuse('head-office-unavailable', 'This workstation is not enrolled with head office.'),
    tellerCashDay: async ({ day }) => ({
      ok: true,
      value: { day, timeZone: 'Africa/Nairobi', closed: false, clerks: [] },
    }),
    // D99, D100: enrolment is tested in Chromium against a real head office (tests/e2e/head-office-*);
    // here a workstation never enrolled, with nothing waiting.
    headOfficeStatus: async () => ({
      ok: true,
      value: {
        enrolled: null,
        waiting: 0,
        oldestWaitingAt: null,
        lastAckAt: null,
        lastAckSeq: null,
        problem: null,
        settings: null,
        listFiles: [],
        clockOff: null,
      },
    }),
    enrolWithHeadOffice: notInFake,
    takeoverStatus: async () => ({ ok: true, value: null }),
    takeOverFromHeadOffice: notInFake,
    resumeTakeover: notInFake,
    appStatus: async () => ({ ok: true, value: structuredClone(state.status) }),
    createFirstAdmin: async (request) => {
      if (!state.status.setupNeeded) {
        return refuse('already-set-up', 'Remit Desk is already set up. Sign in instead.');
      }
      const earlier = state.status.earlierSetup;
      if (earlier && !request.earlierSetup) {
        return refuse('earlier-setup', 'Say what happens to the earlier setup.', {
          fields: [{ path: 'earlierSetup', message: 'Say what happens to the earlier setup.' }],
        });
      }
      // As main: keeping or removing stored credentials both need their consumer secret (D66).
      if (
        earlier &&
        (request.earlierSetup?.keep || earlier.consumerSecretOf) &&
        request.earlierSetup?.consumerSecret !== state.earlierConsumerSecret
      ) {
        const message = `This is not the consumer secret of ${ENVIRONMENT_WORDS[earlier.consumerSecretOf ?? 'live']}.`;
        return refuse('consumer-secret-mismatch', message, {
          fields: [{ path: 'earlierSetup.consumerSecret', message }],
        });
      }
      state.status.earlierSetup = null;
      const created = {
        ...operator(request.operatorId, request.displayName, 'admin'),
        password: request.password,
        language: request.language ?? 'en',
      };
      state.operators.push(created);
      state.status.setupNeeded = false;
      state.status.session = sessionOf(created);
      return { ok: true, value: state.status.session };
    },
    signIn: async (request) => {
      const found = state.operators.find((o) => o.operatorId === request.operatorId);
      if (found?.lockedUntil) {
        return refuse(
          'locked-out',
          `Too many wrong passwords: ${found.operatorId} is locked until 10:30. Ask an admin to unlock it.`,
        );
      }
      if (!found || found.password !== request.password) {
        return refuse(
          'bad-credentials',
          'The sign-in name or the password is wrong. Check both and try again.',
        );
      }
      state.status.session = sessionOf(found);
      return { ok: true, value: state.status.session };
    },
    signOut: async () => {
      state.status.session = null;
      return { ok: true, value: null };
    },
    // Main's count of the idle end is tested in tests/main/ipc/session-activity-ipc.test.ts.
    reportActivity: async () =>
      state.status.session
        ? {
            ok: true,
            value: {
              idleTimeoutMs: 900_000,
              warningMs: 60_000,
              remainingMs: 900_001,
              ending: 'idle',
            },
          }
        : refuse('not-signed-in', 'You are not signed in. Sign in, then try again.'),
    listOperators: async () => ({
      ok: true,
      value: state.operators.map(publicView),
    }),
    createOperator: async (request) => {
      if (state.operators.some((o) => o.operatorId === request.operatorId)) {
        // As main says it: the message, and the same at the id's field.
        const message = `Operator id "${request.operatorId}" is already taken (ids are never reused, even for deactivated operators). Choose another id.`;
        return refuse('duplicate-operator', message, {
          fields: [{ path: 'operatorId', message }],
        });
      }
      const created = {
        ...operator(request.operatorId, request.displayName, request.role),
        password: request.password,
        language: request.language ?? 'en',
      };
      state.operators.push(created);
      return { ok: true, value: publicView(created) };
    },
    setOperatorActive: async ({ operatorId, active }) => {
      const found = state.operators.find((o) => o.operatorId === operatorId);
      if (!found) return refuse('unknown-operator', `There is no operator ${operatorId}.`);
      if (operatorId === state.status.session?.operatorId) {
        return refuse('own-account', 'You cannot deactivate your own account. Ask another admin.');
      }
      found.active = active;
      return { ok: true, value: publicView(found) };
    },
    unlockOperator: async ({ operatorId }) => {
      const found = state.operators.find((o) => o.operatorId === operatorId);
      if (!found) return refuse('unknown-operator', `There is no operator ${operatorId}.`);
      found.lockedUntil = null;
      return { ok: true, value: publicView(found) };
    },
    setOperatorRole: async ({ operatorId, role }) => {
      const found = state.operators.find((o) => o.operatorId === operatorId);
      if (!found) return refuse('unknown-operator', `There is no operator ${operatorId}.`);
      const admins = state.operators.filter((o) => o.role === 'admin' && o.active);
      if (found.role === 'admin' && role !== 'admin' && admins.length === 1) {
        return refuse('last-admin', `${found.displayName} is the last active admin.`);
      }
      found.role = role;
      if (operatorId === state.status.session?.operatorId && state.status.session.role !== role) {
        state.status.session = null;
        emit('sessionEnded', { reason: 'An admin changed your role, so you were signed out.' });
      }
      return { ok: true, value: publicView(found) };
    },
    setOperatorLanguage: async ({ operatorId, language }) => {
      const found = state.operators.find((o) => o.operatorId === operatorId);
      if (!found) return refuse('unknown-operator', `There is no operator ${operatorId}.`);
      found.language = language;
      if (operatorId === state.status.session?.operatorId) state.status.session = sessionOf(found);
      return { ok: true, value: publicView(found) };
    },
    setOwnLanguage: async ({ language }) => {
      const session = state.status.session!;
      const found = state.operators.find((o) => o.operatorId === session.operatorId)!;
      found.language = language;
      state.status.session = sessionOf(found);
      return { ok: true, value: state.status.session };
    },
    setSignInLanguage: async ({ language }) => {
      if (state.status.session) return refuse('signed-in', 'Sign out first.');
      state.status.signInLanguage = language;
      return { ok: true, value: null };
    },
    resetOperatorPassword: async (request) => {
      const checked = validatePasswordReset(request);
      if (!checked.ok) {
        return refuse('invalid-request', checked.error.message, { fields: checked.error.fields });
      }
      const found = state.operators.find((o) => o.operatorId === request.operatorId);
      if (!found) return refuse('unknown-operator', `There is no operator ${request.operatorId}.`);
      if (found.operatorId === state.status.session?.operatorId) {
        return refuse('own-account', 'You cannot reset your own password here.');
      }
      found.password = request.newPassword;
      found.mustChangePassword = true;
      found.lockedUntil = null;
      return { ok: true, value: publicView(found) };
    },
    changeOwnPassword: async (request) => {
      const session = state.status.session!;
      const checked = validateOwnPasswordChange(request, session.operatorId);
      if (!checked.ok) {
        return refuse('invalid-request', checked.error.message, { fields: checked.error.fields });
      }
      const found = state.operators.find((o) => o.operatorId === session.operatorId)!;
      if (found.password !== request.currentPassword) {
        const message = 'Your current password is wrong, so the password was not changed.';
        return refuse('wrong-password', message, {
          fields: [{ path: 'currentPassword', message }],
        });
      }
      found.password = request.newPassword;
      found.mustChangePassword = false;
      state.status.session = sessionOf(found);
      return { ok: true, value: state.status.session };
    },
    journalStatus: async () => ({ ok: true, value: structuredClone(state.journal) }),
    checkJournal: async () => {
      const result = structuredClone(state.nextJournalCheck);
      state.journal = {
        ...state.journal,
        problem: result.ok ? null : { firstBadRow: result.firstBadRow, message: result.message },
        lastFullCheck: result,
      };
      return { ok: true, value: result };
    },
    // Like main: refused unless the finding is a journal that ends before the keychain's head.
    confirmJournalRestore: async (request) => {
      const checked = validateJournalRestore(request);
      if (!checked.ok) {
        return refuse('invalid-request', checked.error.message, { fields: checked.error.fields });
      }
      const ends = state.journal.problem?.endsBeforeHead;
      if (!ends) {
        return refuse(
          'not-a-restored-backup',
          'This journal cannot be confirmed as a restored backup.',
        );
      }
      const confirmed = {
        confirmedAt: NOW_ISO,
        operatorId: state.status.session?.operatorId ?? '',
        operatorName: state.status.session?.displayName ?? '',
        rowsChecked: ends.lastRow,
        replacedHeadRow: ends.headRow,
        restoredHeadRow: ends.lastRow,
        confirmationRow: ends.lastRow + 1,
      };
      state.journal = { ...state.journal, problem: null, restoreConfirmed: confirmed };
      return { ok: true, value: structuredClone(confirmed) };
    },
    // Like main (D70): validated, then written where the file dialog said, here a fixed name.
    exportJournalKeys: async (request) => {
      const checked = validateJournalKeysExport(request);
      if (!checked.ok) {
        return refuse('invalid-request', checked.error.message, { fields: checked.error.fields });
      }
      return { ok: true, value: { file: '/home/admin/remit-desk-keys-workstation-42.rdkeys' } };
    },
    // Like main once the journal opened (D75): only the start for a missing key imports.
    importJournalKeys: async () =>
      refuse('not-key-missing', "This workstation's keychain already holds its journal's key."),
    readSettings: async () => ({ ok: true, value: settingsView() }),
    updateSettings: async (request) => {
      const checked = validateSettingsUpdate(request);
      if (!checked.ok) {
        return refuse('invalid-request', checked.error.message, { fields: checked.error.fields });
      }
      (state.settings as unknown as Record<string, unknown>)[checked.value.section] =
        checked.value.value;
      return { ok: true, value: settingsView() };
    },
    importHolidays: async ({ countryCode, text }) => {
      const parsed = parseHolidayFile(text);
      if (!parsed.ok) {
        return refuse('invalid-file', 'Nothing was imported.', {
          fields: parsed.problems.map((p) => ({ path: 'file', message: p.message })),
        });
      }
      const calendar = state.settings.rtgsCalendar[countryCode];
      calendar.holidays = mergeHolidays(calendar.holidays, parsed.holidays);
      return { ok: true, value: settingsView() };
    },
    readBranchLists: async ({ environment }) => ({ ok: true, value: listsOf(environment) }),
    saveBranchList: async (request) => {
      const checked = validateBranchListUpdate(request);
      if (!checked.ok) {
        return refuse('invalid-request', checked.error.message, { fields: checked.error.fields });
      }
      const { environment, list, entries } = checked.value;
      const lists = listsOf(environment).lists;
      state.branchLists[environment] = { ...lists, [list]: entries };
      return { ok: true, value: listsOf(environment) };
    },
    transferFormRules: async () => ({ ok: true, value: structuredClone(state.formRules) }),
    listPurposes: async () => ({ ok: true, value: structuredClone(state.purposes) }),
    refreshPurposes: async () => ({ ok: true, value: structuredClone(state.purposes) }),
    sendTransfer: async (draft) => {
      const rules = {
        ...state.formRules.rules,
        purposeCodes: state.purposes.purposes.map((p) => p.code),
      };
      const checked = validateTransferDraft(rules, draft);
      if (!checked.ok)
        return refuse('invalid', checked.error.message, { fields: checked.error.fields });
      const earlier = state.sentDrafts.get(draft.draftId);
      if (earlier) return { ok: true, value: earlier };
      // As main: a new send needs the customer's signed instruction, a repeat gets its receipt.
      const unsigned = missingInstruction(checked.value);
      if (unsigned) return refuse('invalid', unsigned.message, { fields: unsigned.fields });
      const reference = String(state.nextReference++);
      const progress = (stage: SendProgressEvent['stage']) =>
        emit('sendProgress', { draftId: draft.draftId, reference, stage });
      progress('reserved');
      progress('sending');
      const receipt = receiptFor(draft, reference, state.nextState);
      state.sentDrafts.set(draft.draftId, receipt);
      state.receipts.set(reference, receipt);
      progress('finished');
      return { ok: true, value: receipt };
    },
    getReceipt: async ({ reference }) => {
      const receipt = state.receipts.get(reference);
      return receipt
        ? { ok: true, value: receipt }
        : refuse(
            'not-found',
            `No receipt with reference ${reference} in this workstation's journal.`,
          );
    },
    correctTransfer: async ({ reference }) => {
      const correction = state.corrections.get(reference);
      return correction
        ? { ok: true, value: structuredClone(correction) }
        : refuse('not-correctable', `Transfer ${reference} cannot be sent again as a new one.`);
    },
    // D77: no earlier transfer carries the document, unless a test overrides it.
    lookUpCustomer: async () => ({
      ok: true,
      value: { customer: null, lastCheckedOn: null, recipients: [] },
    }),
    // The supervisor desk: no screen uses it yet, so the fake answers as an empty journal would.
    transferLog: async () => ({
      ok: true,
      value: { rows: [], nextCursor: null, timeZone: 'Africa/Nairobi' },
    }),
    transferHistory: async ({ reference }) => refuse('not-found', notInJournal(reference)),
    settleTransfer: async ({ reference }) => refuse('not-found', notInJournal(reference)),
    resendTransfer: async ({ reference }) => refuse('not-found', notInJournal(reference)),
    recordTransferReturn: async ({ reference }) => refuse('not-found', notInJournal(reference)),
    printRefundReceipt: async ({ reference }) => refuse('not-found', notInJournal(reference)),
    checkDuplicates: async () => ({ ok: true, value: { matches: [], message: null } }),
    // D46: nothing repeats until a test scripts main's answer.
    checkRepeats: async () => ({
      ok: true,
      value: {
        matches: [],
        message: null,
        window: 'today (since 00:00 EAT)',
        formNumberUsed: null,
      },
    }),
    approveDuplicate: async () =>
      refuse('no-duplicate', 'This transfer repeats no transfer waiting for a supervisor.'),
    // D124: no fee and the branch's own currency, unless a test scripts main's answer.
    priceDraft: async (draft) => ({
      ok: true,
      value: {
        fee: '0.00',
        currency: draft.transfer.currencyCode as CurrencyCode,
        rate: null,
        total: draft.transfer.amount,
        branchCurrency: draft.transfer.currencyCode as CurrencyCode,
        indicative: false,
      },
    }),
    checkControls: async () => ({
      ok: true,
      value: { approval: null, refused: null, complianceNote: false },
    }),
    thresholdGrounds: async () =>
      refuse('no-approval-needed', 'This transfer is not above the approval threshold.'),
    approveThreshold: async () =>
      refuse('no-approval-needed', 'This transfer is not above the approval threshold.'),
    refuseApproval: async () =>
      refuse('no-approval-needed', 'This transfer is not above the approval threshold.'),
    flagSuspicion: async ({ reference }) => refuse('not-found', notInJournal(reference)),
    listSuspicionFlags: async () => ({
      ok: true,
      value: { flags: [], timeZone: 'Africa/Nairobi' },
    }),
    exportSuspicionFlags: async () => ({ ok: true, value: null }),
    // D79: no flag to close, and an empty trail, until a test scripts main's answer.
    reviewSuspicionFlag: async ({ flagId }) =>
      refuse('not-found', `There is no suspicion flag number ${flagId}.`),
    auditTrail: async () => ({
      ok: true,
      value: { rows: [], page: 1, pages: 1, total: 0, timeZone: 'Africa/Nairobi' },
    }),
    exportAuditTrail: async () => ({ ok: true, value: null }),
    approvalFailures: async () => ({ ok: true, value: structuredClone(state.approvalFailures) }),
    endOfDay: async ({ day }) => ({ ok: true, value: emptyDay(day) }),
    // D114: prepared by the supervisor signed in, checked by a second one.
    prepareDayClose: async ({ day }) => ({
      ok: true,
      value: { report: emptyDay(day), preparedAt: NOW_ISO, expiresAt: NOW_ISO },
    }),
    closeDay: async ({ day, checker }) => ({
      ok: true,
      value: {
        ...emptyDay(day),
        closing: {
          closedAt: NOW_ISO,
          closedBy: 'sup-1',
          preparedAt: NOW_ISO,
          checkedBy: checker.operatorId,
          checkedAt: NOW_ISO,
        },
      },
    }),
    logOperators: async () => ({
      ok: true,
      value: state.operators.map(({ operatorId, displayName }) => ({
        operatorId,
        displayName,
      })),
    }),
    // Printing: the first print of a reference is the original, every later one a numbered copy.
    printReceipt: async ({ reference, output }) => {
      if (!state.receipts.has(reference)) return refuse('not-found', notInJournal(reference));
      // As main (D53): no receipt without the bank's identity, and nothing counted.
      const unnamed = receiptRefusedForIdentity(state.settings.bankIdentity);
      if (unnamed) return refuse('bank-identity-missing', unnamed);
      const copyNumber = state.prints.get(reference) ?? 0;
      state.prints.set(reference, copyNumber + 1);
      return {
        ok: true,
        value: { file: output === 'pdf' ? `/tmp/receipt-${reference}.pdf` : null, copyNumber },
      };
    },
    printEndOfDay: async ({ day, output }) => ({
      ok: true,
      value: { file: output === 'pdf' ? `/tmp/end-of-day-${day}.pdf` : null, copyNumber: 0 },
    }),
    exportEndOfDayCsv: async () => refuse('canceled', 'Saving was cancelled; no file was written.'),
    exportLogCsv: async () => refuse('canceled', 'Saving was cancelled; no file was written.'),
    backupJournal: async () => refuse('canceled', 'No folder was chosen; nothing was copied.'),
    // D69's screen is tested in Chromium against main (tests/e2e/restore-reconcile.test.ts).
    unreconciledReferences: async () => ({ ok: true, value: [] }),
    reconcileReference: async () => refuse('not-found', 'Not in the fake.'),
  };

  function notInJournal(reference: string): string {
    return `No transfer with reference ${reference} is in this workstation's journal.`;
  }

  function emptyDay(day: string) {
    return {
      day,
      timeZone: 'Africa/Nairobi',
      fromInstant: NOW_ISO,
      toInstant: NOW_ISO,
      generatedAt: NOW_ISO,
      lines: [],
      byOperator: [],
      waiting: [],
      marked: [],
      learnt: [],
      returns: [],
      environment: 'sandbox' as const,
      closing: null,
    };
  }

  const overrides: Partial<Record<OperationName, (request: never) => Promise<unknown>>> = {};

  const api: Record<string, unknown> = {};
  for (const name of Object.keys(defaults) as OperationName[]) {
    api[name] = async (request?: unknown) => {
      // As over IPC: the payload is structured-cloned (a Vue proxy would throw here, as it does
      // in contextBridge), and main works on its own copy.
      const payload: unknown = request === undefined ? undefined : structuredClone(request);
      calls.push({ name, request: payload });
      const access = remitDeskContract.operations[name].access;
      const session = state.status.session;
      if (session?.mustChangePassword && !OPEN_WHILE_PASSWORD_CHANGE_REQUIRED.includes(name)) {
        return refuse(
          'password-change-required',
          'An admin set your password: choose a new one before you do anything else.',
        );
      }
      if (access !== 'anyone') {
        if (!session)
          return refuse('not-signed-in', 'You are not signed in. Sign in, then try again.');
        if (!roleAllows(session.role, access)) {
          const needed = codeList(requiredRoles(access));
          return {
            ok: false as const,
            error: worded('wrong-role', 'ipc.wrongRole', { needed, role: session.role }),
          };
        }
      }
      const run = (overrides[name] ?? defaults[name]) as (request: unknown) => Promise<unknown>;
      return run(payload);
    };
  }
  api['on'] = (event: string, listener: (payload: unknown) => void) => {
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => set.delete(listener);
  };

  return {
    api: api as unknown as RemitDeskApi,
    state,
    calls,
    emit,
    /** Scripts one operation's answer (the access check still runs first, as in main). */
    override<K extends OperationName>(name: K, handler: Operations[K]): void {
      overrides[name] = handler as (request: never) => Promise<unknown>;
    },
    /** Scripts one operation's answer as main's refusal with `error`, whatever the request. */
    refuse(name: OperationName, error: IpcError<string>): void {
      overrides[name] = () => Promise.resolve({ ok: false, error });
    },
    callsOf(name: OperationName): unknown[] {
      return calls.filter((call) => call.name === name).map((call) => call.request);
    },
    signInAs(operatorId: string): void {
      const found = state.operators.find((o) => o.operatorId === operatorId);
      if (!found) throw new Error(`No operator ${operatorId} in the fake.`);
      state.status.session = sessionOf(found);
    },
  };
}

export type FakeRemitDesk = ReturnType<typeof createFakeRemitDesk>;

import type { RemitDeskContract } from '@shared/ipc/contract';
import { OPEN_WHILE_PASSWORD_CHANGE_REQUIRED, remitDeskContract } from '@shared/ipc/contract';
import type { IpcError } from '@shared/ipc/define';
import type { Session } from '@shared/domain/operators';
import { saidInEveryLanguage, worded } from '@shared/i18n/worded';
import type { AppLogger } from '../logging/logger';
import { OPERATOR_REFUSALS } from '../operators/operator-messages';
import type { OperatorService } from '../operators/operator-service';
import type { Services } from '../services';
import { bankSetupIpc } from './bank-setup-ipc';
import { controlsIpc } from './controls-ipc';
import { deskApprovalsIpc } from './desk-approvals-ipc';
import { branchRelayIpc } from './branch-relay-ipc';
import { forwardEvents } from './event-forwarding';
import { createEventSender } from './events';
import { firstLaunchIpc } from './first-launch-ipc';
import { journalIpc } from './journal-ipc';
import { operatorsIpc } from './operators-ipc';
import { oversightIpc } from './oversight-ipc';
import { createIpcRouter, type Handlers, type IpcRouter, type Validators } from './router';
import { sessionIpc } from './session-ipc';
import { settingsIpc } from './settings-ipc';
import { supervisorDeskIpc } from './supervisor-desk-ipc';
import { transfersIpc } from './transfers-ipc';
import { screeningIpc } from './screening-ipc';
import { customersIpc } from './customers-ipc';
import { headOfficeIpc } from './head-office-ipc';
import { statementsIpc } from './statements-ipc';
import { tellerCashIpc } from './teller-cash-ipc';

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
 * Every operation of the contract, wired to the services: each feature's validators and handlers
 * (`<feature>-ipc.ts`) joined behind one router. The Electron main process and the browser
 * harness both build their IPC from this, so the harness exercises the same sender, role and
 * payload checks the app runs.
 */
export function createRemitDeskIpc(options: RemitDeskIpcOptions): RemitDeskIpc {
  const { services, operators } = options;
  const emit = createEventSender(remitDeskContract, options.send);
  const session = sessionIpc({ services, operators, version: options.version });
  const accounts = operatorsIpc({ operators });
  const journal = journalIpc({ services });
  const settings = settingsIpc({ services });
  const transfers = transfersIpc({ services });
  const bank = bankSetupIpc({ services, operators });
  const firstLaunch = firstLaunchIpc({ services });
  const desk = supervisorDeskIpc({ services, operators, emit });
  const controls = controlsIpc({ services, operators });
  const oversight = oversightIpc({ services });
  const screening = screeningIpc({ services });
  const customers = customersIpc({ services });
  const headOffice = headOfficeIpc({ services, setupNeeded: () => operators.setupNeeded() });
  const statements = statementsIpc({ services });
  const tellerCash = tellerCashIpc({ services });
  const deskApprovals = deskApprovalsIpc({ services });
  const branchRelay = branchRelayIpc({ services });
  // Typed as the whole contract's: a feature left out here, or an operation it leaves out, does
  // not compile.
  const validators: Validators<RemitDeskContract> = {
    ...session.validators,
    ...accounts.validators,
    ...journal.validators,
    ...settings.validators,
    ...transfers.validators,
    ...bank.validators,
    ...firstLaunch.validators,
    ...desk.validators,
    ...controls.validators,
    ...oversight.validators,
    ...screening.validators,
    ...customers.validators,
    ...headOffice.validators,
    ...statements.validators,
    ...tellerCash.validators,
    ...deskApprovals.validators,
    ...branchRelay.validators,
  };
  const handlers: Handlers<RemitDeskContract> = {
    ...session.handlers,
    ...accounts.handlers,
    ...journal.handlers,
    ...settings.handlers,
    ...transfers.handlers,
    ...bank.handlers,
    ...firstLaunch.handlers,
    ...desk.handlers,
    ...controls.handlers,
    ...oversight.handlers,
    ...screening.handlers,
    ...customers.handlers,
    ...headOffice.handlers,
    ...statements.handlers,
    ...tellerCash.handlers,
    ...deskApprovals.handlers,
    ...branchRelay.handlers,
  };
  const router = createIpcRouter({
    contract: remitDeskContract,
    trustedOrigin: options.trustedOrigin,
    session: () => operators.current(),
    language: () => operators.sessionView()?.language ?? 'en',
    admit: (name, current) =>
      passwordChangeAdmission(operators, name, current !== null) ??
      journalStoppedAdmission(services, name, current),
    onActivity: () => operators.touch(),
    validators,
    handlers,
    log: options.log,
    ...(options.appWebContentsId ? { appWebContentsId: options.appWebContentsId } : {}),
  });
  return { router, dispose: forwardEvents({ services, operators, emit }) };
}

const OPEN_WHILE_PASSWORD_CHANGE = new Set<string>(OPEN_WHILE_PASSWORD_CHANGE_REQUIRED);

/**
 * After an admin reset the operator's password, the session may only change it, sign out and
 * read the status: every other operation is refused before its payload is looked at.
 */
function passwordChangeAdmission(
  operators: Pick<OperatorService, 'passwordChangeRequired'>,
  operation: string,
  signedIn: boolean,
): IpcError<'password-change-required'> | null {
  return signedIn &&
    operators.passwordChangeRequired() &&
    !OPEN_WHILE_PASSWORD_CHANGE.has(operation)
    ? OPERATOR_REFUSALS.passwordChangeRequired()
    : null;
}

/**
 * D149: while the journal fails its check only admins may work (D68, D97), and that holds for a
 * session signed in before the journal stopped, not only at the next sign-in: every operation that
 * needs a role is refused to another role, before its payload is looked at. Signing out and the
 * app's status (open to anyone) stay.
 */
function journalStoppedAdmission(
  services: Pick<Services, 'seal'>,
  operation: string,
  session: Session | null,
): IpcError<'journal-check-failed'> | null {
  if (session === null || session.role === 'admin') return null;
  const operations: Readonly<Record<string, { access: unknown }>> = remitDeskContract.operations;
  if (operations[operation]?.access === 'anyone') return null;
  const problem = services.seal.problem();
  if (problem === null) return null;
  return worded('journal-check-failed', 'accounts.refused.journalStopped.session', {
    problem: saidInEveryLanguage(problem),
  });
}

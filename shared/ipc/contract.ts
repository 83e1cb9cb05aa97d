import { bankSetupOperations } from './bank-setup-contract';
import { branchRelayOperations } from './branch-relay-contract';
import { controlsOperations } from './controls-contract';
import { deskApprovalsOperations } from './desk-approvals-contract';
import type { ContractApi } from './define';
import { defineContract, joinGroups } from './define';
import { firstLaunchOperations } from './first-launch-contract';
import { journalOperations } from './journal-contract';
import { operatorsOperations } from './operators-contract';
import { oversightOperations } from './oversight-contract';
import { sessionEvents, sessionOperations } from './session-contract';
import { settingsEvents, settingsOperations } from './settings-contract';
import { supervisorDeskEvents, supervisorDeskOperations } from './supervisor-desk-contract';
import { transfersEvents, transfersOperations } from './transfers-contract';
import { screeningOperations } from './screening-contract';
import { customersOperations } from './customers-contract';
import { headOfficeOperations } from './head-office-contract';
import { statementsOperations } from './statements-contract';
import { tellerCashOperations } from './teller-cash-contract';

/*
 * Every IPC operation of Remit Desk, joined from one group per feature (`*-contract.ts` beside
 * this file). The preload exposes one method per entry and the main process must register a
 * validator and a handler for each, so adding an entry to a group is the whole change a new
 * operation needs on the IPC side. Request and response types only: no runtime dependencies,
 * and no secret (key, token, credential) in any of them.
 */

export type { AppStatus } from './session-contract';
export type { SendProgressEvent, TransferFormRules } from './transfers-contract';

export const remitDeskContract = defineContract({
  operations: joinGroups(
    sessionOperations,
    operatorsOperations,
    journalOperations,
    settingsOperations,
    transfersOperations,
    bankSetupOperations,
    firstLaunchOperations,
    supervisorDeskOperations,
    controlsOperations,
    oversightOperations,
    screeningOperations,
    customersOperations,
    headOfficeOperations,
    statementsOperations,
    tellerCashOperations,
    deskApprovalsOperations,
    branchRelayOperations,
  ),
  events: joinGroups(transfersEvents, sessionEvents, supervisorDeskEvents, settingsEvents),
});

export type RemitDeskContract = typeof remitDeskContract;

type Operations = RemitDeskContract['operations'];

/** The operations of one feature's group, e.g. `OperationsOf<typeof settingsOperations>`. */
export type OperationsOf<Group> = keyof Group & keyof Operations;

/**
 * All a session may do after signing in with a password an admin reset, until it chooses a new
 * one; main refuses every other operation with 'password-change-required'. The window needs the
 * status, and the operator may always leave.
 */
export const OPEN_WHILE_PASSWORD_CHANGE_REQUIRED: readonly (keyof Operations)[] = [
  'appStatus',
  'signOut',
  'changeOwnPassword',
  'reportActivity',
  'setOwnLanguage',
];

/** The bank-connection operations: the `bank:` channels and the restart. */
export type BankSetupOperation = OperationsOf<typeof bankSetupOperations>;

/** `window.remitDesk` in the renderer. */
export type RemitDeskApi = ContractApi<RemitDeskContract>;

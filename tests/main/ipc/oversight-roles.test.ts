import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { remitDeskContract, type RemitDeskContract } from '@shared/ipc/contract';
import type { AnyOperation } from '@shared/ipc/define';
import { roleAllows } from '@shared/ipc/define';
import { useFileBank } from '../engine/file-bank';
import { deskStation } from '../operators/desk-fixture';

type Name = keyof RemitDeskContract['operations'];

/*
 * D79 over the whole contract: the auditor reads and changes nothing, and neither the auditor nor
 * the compliance officer sends, approves or settles. Each operation the contract admits the
 * auditor to must be one of these reads (a new one is added here only if it changes nothing);
 * every other operation, called from the page as an auditor, is refused before it is looked at,
 * and nothing is written.
 */
const AUDITOR_READS: readonly Name[] = [
  // Anyone's: the status, signing in and out, and a journal key file when the key is missing.
  'appStatus',
  'createFirstAdmin',
  'signIn',
  'signOut',
  'importJournalKeys',
  // A new PC's takeover from head office, before any operator exists (D112; main refuses after).
  'takeoverStatus',
  'takeOverFromHeadOffice',
  'resumeTakeover',
  // The sign-in screen's language, for whoever stands at it (D83).
  'setSignInLanguage',
  // The session itself: staying signed in, the operator's own password and language (D83).
  'reportActivity',
  'changeOwnPassword',
  'setOwnLanguage',
  // Reads, and files of what was read.
  'transferLog',
  'logOperators',
  'transferHistory',
  'endOfDay',
  'printEndOfDay',
  'exportEndOfDayCsv',
  'exportLogCsv',
  'listSuspicionFlags',
  'exportSuspicionFlags',
  'auditTrail',
  'exportAuditTrail',
  // The bank's statements and the month reconciled against them, read and printed, never settled.
  'bankStatements',
  'bankStatement',
  'reconciliationMonth',
  'printReconciliationMonth',
  'exportReconciliationMonthCsv',
  // D118: every clerk's cash on a day, beside the end of day; the floats and counts are typed by
  // supervisors and clerks.
  'tellerCashDay',
];

/** What moves money or decides for a transfer: never the compliance officer's or the auditor's. */
const SENDS_APPROVES_SETTLES: readonly Name[] = [
  'sendTransfer',
  'correctTransfer',
  'checkDuplicates',
  'approveDuplicate',
  'checkControls',
  'approveThreshold',
  'refuseApproval',
  'settleTransfer',
  'resendTransfer',
  'prepareDayClose',
  'closeDay',
  'reconcileReference',
  'settleStatementBreak',
  'settleFromStatement',
  'setTellerFloat',
  'countTellerCash',
  // D125: an approval asked of, and decided at, the supervisor's own desk.
  'askDeskApproval',
  'deskApprovalStatus',
  'decideDeskApproval',
];

const operations = Object.entries(remitDeskContract.operations) as [Name, AnyOperation][];
const admits = (operation: AnyOperation, role: Role) => roleAllows(role, operation.access);

describe('the auditor and the compliance officer across the whole contract', () => {
  const bank = useFileBank();

  it('admits the auditor only to reads', () => {
    const admitted = operations.filter(([, op]) => admits(op, 'auditor')).map(([name]) => name);
    expect(admitted.sort()).toEqual([...AUDITOR_READS].sort());
  });

  it('lets neither send, approve or settle', () => {
    for (const name of SENDS_APPROVES_SETTLES) {
      const operation = remitDeskContract.operations[name] as AnyOperation;
      expect(admits(operation, 'compliance'), name).toBe(false);
      expect(admits(operation, 'auditor'), name).toBe(false);
    }
  });

  it('refuses the auditor every other operation from the page, and writes nothing', async () => {
    const { desk, services } = await deskStation(bank);
    await desk.signIn('auditor');
    const entries = services.journal.audit.entries().length;
    const refused = operations.filter(([, op]) => !admits(op, 'auditor'));
    expect(refused.length).toBeGreaterThan(40);
    for (const [name] of refused) {
      const answer = await desk.call(name, {});
      expect(answer, name).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
    }
    expect(services.journal.audit.entries().length).toBe(entries);
  });
});

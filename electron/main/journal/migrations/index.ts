import type { Database } from 'better-sqlite3';
import * as firstJournal from './001-first-journal';
import * as purposesPerEnvironment from './002-purposes-per-environment';
import * as operators from './003-operators';
import * as rolesAndPasswords from './004-roles-and-passwords';
import * as keyedAuditChain from './005-keyed-audit-chain';
import * as supervisorDesk from './006-supervisor-desk';
import * as branchLists from './007-branch-lists';
import * as senderDocument from './008-sender-document';
import * as receiptPrints from './009-receipt-prints';
import * as counterInstruction from './010-counter-instruction';
import * as controls from './011-controls';
import * as amountIndex from './012-amount-index';
import * as correctionsAndRepeats from './013-corrections-and-repeats';
import * as rowSeals from './014-row-seals';
import * as unreconciledReferences from './015-unreconciled-references';
import * as searchDigits from './016-search-digits';
import * as complianceAndAudit from './017-compliance-and-audit';
import * as sanctionsScreening from './018-sanctions-screening';
import * as transferCustomer from './019-transfer-customer';
import * as formOnceAndFirstPassword from './020-form-once-and-first-password';
import * as controlsByCustomer from './021-controls-by-customer';
import * as operatorLanguage from './022-operator-language';
import * as receiptLanguage from './023-receipt-language';
import * as headOfficeOutbox from './024-head-office-outbox';
import * as bankStatements from './025-bank-statements';
import * as dayCutOff from './026-day-cut-off';
import * as headOfficeOperators from './027-head-office-operators';
import * as tellerCash from './028-teller-cash';
import * as transferReturns from './029-transfer-returns';
import * as refundPayouts from './030-refund-payouts';

import * as transferCharges from './031-transfer-charges';
import * as checkedOffline from './032-checked-offline';
import * as headOfficeMessages from './033-head-office-messages';
import * as transferRescreenings from './034-transfer-rescreenings';
import type { Migration } from './migration';

export type { Migration } from './migration';

/**
 * Every schema version in order, one file each: the journal's version (`PRAGMA user_version`) is
 * the number of them it has run. A new migration is the next file, added at the end here.
 */
export const MIGRATIONS: readonly Migration[] = [
  firstJournal,
  purposesPerEnvironment,
  operators,
  rolesAndPasswords,
  keyedAuditChain,
  supervisorDesk,
  branchLists,
  senderDocument,
  receiptPrints,
  counterInstruction,
  controls,
  amountIndex,
  correctionsAndRepeats,
  rowSeals,
  unreconciledReferences,
  searchDigits,
  complianceAndAudit,
  sanctionsScreening,
  transferCustomer,
  formOnceAndFirstPassword,
  controlsByCustomer,
  operatorLanguage,
  receiptLanguage,
  headOfficeOutbox,
  bankStatements,
  dayCutOff,
  headOfficeOperators,
  tellerCash,
  transferReturns,
  refundPayouts,

  transferCharges,
  checkedOffline,
  headOfficeMessages,
  transferRescreenings,
];

/** The schema version this build writes: a journal above it was written by a newer Remit Desk. */
export const SCHEMA_VERSION = MIGRATIONS.at(-1)!.version;

/** The journal's schema version as recorded in the file. */
export function schemaVersionOf(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * Runs every migration after the journal's recorded version up to `target` (the current schema
 * by default), each in an IMMEDIATE transaction of its own that also records the version it
 * reached, so a stop between two steps leaves a journal of the earlier version, whole.
 */
export function migrate(db: Database, target: number = SCHEMA_VERSION): void {
  const from = schemaVersionOf(db);
  for (const migration of MIGRATIONS.filter((m) => m.version > from && m.version <= target)) {
    db.transaction(() => {
      migration.up(db);
      db.pragma(`user_version = ${migration.version}`);
    }).immediate();
  }
}

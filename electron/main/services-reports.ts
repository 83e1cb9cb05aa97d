import type { EndOfDayReport } from '@shared/domain/end-of-day';
import type { ReceiptView } from '@shared/domain/receipt';
import { createBackupService } from './backup/backup-service';
import { createKeyEscrow } from './journal/key-escrow';
import { createRestoreService } from './backup/restore-service';
import { branchCountryOf } from './reports/branch-zone';
import { createCsvExport } from './reports/csv-export';
import { createDeskFiles } from './reports/desk-files';
import { createRefundReceipts } from './reports/refund-receipts';
import { createEndOfDay } from './reports/end-of-day';
import { createReceiptLog } from './reports/receipt-log';
import { createSuspicionFlags } from './reports/suspicion-flags';
import { createAuditTrail } from './reports/audit-trail';
import { namedReceipt, purposeNameOf } from './transfers/receipt-names';
import { workstationNumberOf } from './transfers/reference-allocator';
import { WORKSTATION_MIN } from '@shared/domain/references';
import { createSettlementService } from './transfers/settlements';
import { createTransferReturnService } from './transfers/transfer-returns';
import { createStatementService } from './statements/statement-service';
import { createTellerCash } from './cash/teller-cash-service';
import type { Base, SendPath } from './services-send-path';

/** The receipt log and its CSV, settling, the day's end, backups, flags and the desk's files. */
export function wireReports(
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

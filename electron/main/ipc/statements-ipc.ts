import type { OperationsOf } from '@shared/ipc/contract';
import type { OperationResult } from '@shared/ipc/define';
import type { statementsOperations } from '@shared/ipc/statements-contract';
import type { StatementImportRequest } from '@shared/domain/bank-statements';
import type { Session } from '@shared/domain/operators';
import { textIn, type Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, recoded } from '@shared/result';
import {
  validateMonthPrintRequest,
  validateMonthRequest,
  validateSettleBreak,
  validateSettleFromStatement,
  validateStatementImport,
  validateStatementRequest,
} from '@shared/schemas/statement-schemas';
import { readChosenFile } from '../desktop/chosen-files';
import { MAX_STATEMENT_FILE_MB } from '../statements/files/parse-statement';
import type { Services } from '../services';
import type { FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/*
 * The reconciliation with the bank (D103–D106): the roles are the contract's; the statement file
 * is chosen in main's own dialog (the desktop's, Electron's or the harness's) and read there.
 */

export interface StatementsIpcDeps {
  services: Pick<Services, 'statements' | 'desktop'>;
}

type StatementsOperations = typeof statementsOperations;

export function statementsIpc({
  services,
}: StatementsIpcDeps): FeatureIpc<OperationsOf<StatementsOperations>> {
  return {
    validators: {
      bankStatements: noPayload,
      importBankStatement: validateStatementImport,
      bankStatement: validateStatementRequest,
      settleStatementBreak: validateSettleBreak,
      settleFromStatement: validateSettleFromStatement,
      reconciliationMonth: validateMonthRequest,
      printReconciliationMonth: validateMonthPrintRequest,
      exportReconciliationMonthCsv: validateMonthRequest,
    },
    handlers: {
      bankStatements: () => ok(services.statements.list()),
      importBankStatement: (request, { session, language }) =>
        importStatement(services, request, session, language),
      bankStatement: ({ id }) => {
        const view = services.statements.view(id);
        return view
          ? ok(view)
          : fail(worded('not-found', 'statements.notFound', { statement: id }));
      },
      settleStatementBreak: (request, { session }) =>
        services.statements.settleBreak(request, session),
      settleFromStatement: (request, { session }) =>
        services.statements.settleFromStatement(request, session),
      reconciliationMonth: ({ month }) => ok(services.statements.month.view(month)),
      printReconciliationMonth: ({ month, output }, { session, language }) =>
        services.statements.month.print(month, output, session, language),
      exportReconciliationMonthCsv: ({ month }, { session, language }) =>
        services.statements.month.exportCsv(month, session, language),
    },
  };
}

async function importStatement(
  services: StatementsIpcDeps['services'],
  request: StatementImportRequest,
  session: Session,
  language: Language,
): Promise<OperationResult<StatementsOperations['importBankStatement']>> {
  const format = textIn(language, `statements.format.${request.format}`);
  const path = await services.desktop.dialogs.openFile({
    title: textIn(language, 'statements.import.chooseTitle', { format }),
    filters: [
      {
        name: format,
        extensions:
          request.format === 'camt053'
            ? ['xml']
            : request.format === 'mt940'
              ? ['sta', 'mt940', 'txt', 'fin']
              : ['csv'],
      },
    ],
  });
  if (path === null) return ok(null);
  const read = await readChosenFile(path, MAX_STATEMENT_FILE_MB * 1024 * 1024);
  if (!read.ok) return fail(recoded(read.error, 'unreadable'));
  return services.statements.importFile(
    { format: request.format, fileName: read.value.name, bytes: read.value.bytes },
    session,
  );
}

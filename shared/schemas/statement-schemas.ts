import { mixed, string } from 'yup';
import {
  BREAK_REASON_MAX,
  BREAK_REASON_MIN,
  MONTH_PATTERN,
  STATEMENT_FORMATS,
  type MonthPrintRequest,
  type MonthRequest,
  type SettleBreakRequest,
  type SettleFromStatementRequest,
  type StatementFormat,
  type StatementImportRequest,
} from '../domain/bank-statements';
import { text } from '../i18n/catalog';
import { requestObject, requestValidator, rowId, textField } from './request-fields';
import { printOutput } from './supervisor-schemas';

/*
 * The reconciliation's requests (D103–D106): the kind of statement file a supervisor imports (the
 * file itself is chosen in main's dialog), a statement's row and a break's reason, a month.
 */

const ONLY = () => text('statements.request.only');

export const statementImportSchema = requestObject(
  {
    format: mixed<StatementFormat>()
      .required(() => text('statements.request.format'))
      .oneOf([...STATEMENT_FORMATS], () => text('statements.request.format')),
  },
  ONLY,
);

export const statementRequestSchema = requestObject({ id: rowId() }, ONLY);

const REASON_LABEL = () => text('statements.page.reasonLabel');

export const settleBreakSchema = requestObject(
  {
    statement: rowId(),
    item: rowId(),
    reason: textField(REASON_LABEL)
      .required(() => text('statements.request.reasonRequired'))
      .trim(() => text('statements.request.reasonRequired'))
      .min(BREAK_REASON_MIN, () =>
        text('statements.request.reasonShort', { min: BREAK_REASON_MIN }),
      )
      .max(BREAK_REASON_MAX, () =>
        text('statements.request.reasonLong', { max: BREAK_REASON_MAX }),
      ),
  },
  ONLY,
);

export const settleFromStatementSchema = requestObject({ statement: rowId(), item: rowId() }, ONLY);

const month = string()
  .strict()
  .required(() => text('statements.request.month'))
  .matches(MONTH_PATTERN, () => text('statements.request.month'));

export const monthRequestSchema = requestObject({ month }, ONLY);
export const monthPrintRequestSchema = requestObject({ month, output: printOutput }, ONLY);

export const validateStatementImport =
  requestValidator<StatementImportRequest>(statementImportSchema);
export const validateStatementRequest = requestValidator<{ id: number }>(statementRequestSchema);
export const validateSettleBreak = requestValidator<SettleBreakRequest>(settleBreakSchema);
export const validateSettleFromStatement =
  requestValidator<SettleFromStatementRequest>(settleFromStatementSchema);
export const validateMonthRequest = requestValidator<MonthRequest>(monthRequestSchema);
export const validateMonthPrintRequest =
  requestValidator<MonthPrintRequest>(monthPrintRequestSchema);

import type { SuspicionFlagView } from '@shared/domain/controls';
import { textFor, type Language } from '@shared/i18n/catalog';
import { localTimeCell, marksText } from './csv-file';
import { customerAndDeskColumns, customerAndDeskRecord } from './customer-columns';
import { kindNameIn, stateNameIn } from './report-words';

/** The compliance officer's list of flags as CSV (D79): a row per flag, words in `language`. */
export function flagCsvRows(
  flags: readonly SuspicionFlagView[],
  timeZone: string,
  language: Language,
) {
  const say = textFor(language);
  return flags.map((flag) => ({
    flaggedAt: localTimeCell(flag.flaggedAt, timeZone),
    flaggedBy: flag.flaggedBy,
    note: flag.note,
    reference: flag.transfer.reference,
    sentAt: localTimeCell(flag.transfer.createdAt, timeZone),
    kind: kindNameIn(language, flag.transfer.kind),
    state: stateNameIn(language, flag.transfer.state),
    amount: flag.transfer.amount,
    currency: flag.transfer.currency,
    // D77: the customer, never the branch account's holder.
    sourceName: flag.transfer.senderName,
    recipientName: flag.transfer.recipientName,
    recipientAccount: flag.transfer.recipientAccount,
    operatorId: flag.transfer.operatorId,
    marks: marksText(flag.transfer, language),
    outcome: flag.review ? say(`oversight.flags.outcome.${flag.review.outcome}`) : '',
    reportReference: flag.review?.reportReference ?? '',
    reviewedBy: flag.review?.reviewedBy ?? '',
    reviewedAt: flag.review ? localTimeCell(flag.review.reviewedAt, timeZone) : '',
    reviewNote: flag.review?.note ?? '',
    ...customerAndDeskRecord(flag.transfer.customer, flag.transfer.desk, language),
  }));
}

/** The columns of flagCsvRows, headed in `language`, times named with the branch's zone. */
export function flagCsvColumns(timeZone: string, language: Language) {
  const say = textFor(language);
  return [
    { key: 'flaggedAt', header: say('reports.flags.flaggedAt', { zone: timeZone }) },
    { key: 'flaggedBy', header: say('reports.flags.flaggedBy') },
    { key: 'note', header: say('reports.field.note') },
    { key: 'reference', header: say('reports.field.reference') },
    { key: 'sentAt', header: say('reports.flags.sentAt', { zone: timeZone }) },
    { key: 'kind', header: say('reports.field.kind') },
    { key: 'state', header: say('reports.field.state') },
    { key: 'amount', header: say('reports.field.amount') },
    { key: 'currency', header: say('reports.field.currency') },
    { key: 'sourceName', header: say('reports.field.sender') },
    { key: 'recipientName', header: say('reports.field.recipient') },
    { key: 'recipientAccount', header: say('reports.field.recipientAccountOrMobile') },
    { key: 'operatorId', header: say('reports.field.operator') },
    { key: 'marks', header: say('reports.field.marks') },
    { key: 'outcome', header: say('oversight.flags.csv.outcome') },
    { key: 'reportReference', header: say('oversight.flags.csv.reportReference') },
    { key: 'reviewedBy', header: say('oversight.flags.csv.reviewedBy') },
    { key: 'reviewedAt', header: say('oversight.flags.csv.reviewedAt', { zone: timeZone }) },
    { key: 'reviewNote', header: say('oversight.flags.csv.reviewNote') },
    ...customerAndDeskColumns(language),
  ] as const;
}

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { zonedParts } from '../../../shared/domain/calendar-date';
import type {
  SuspicionFlagList,
  SuspicionFlagQuery,
  SuspicionFlagReceipt,
  SuspicionFlagRequest,
  SuspicionFlagView,
} from '../../../shared/domain/controls';
import type { Session } from '../../../shared/domain/operators';
import type { IpcError } from '../../../shared/ipc/define';
import { fail, ok, type Result } from '../../../shared/result';
import type { Journal } from '../journal/journal';
import { dayBounds } from './branch-zone';
import { logRowOf } from './log-row';

export type FlagError = IpcError<'not-found'>;

export interface FlagExportResult {
  file: string;
  rows: number;
  bytes: number;
}

export interface SuspicionFlags {
  /**
   * A clerk or a supervisor flags a transfer as suspicious, with a note. A clerk may flag only a
   * transfer they sent (the only ones they see), and is told only that it was recorded.
   */
  raise(request: SuspicionFlagRequest, by: Session): Result<SuspicionFlagReceipt, FlagError>;
  /** The compliance officer's list (supervisors and admins), newest first. */
  list(query: SuspicionFlagQuery): SuspicionFlagList;
  /** The same list as CSV (UTF-8 with BOM, formulas neutralised), written under a temporary name. */
  exportCsv(
    query: SuspicionFlagQuery,
    destination: string,
  ): Promise<Result<FlagExportResult, IpcError<'cannot-write'>>>;
}

const EVER = { from: '0000-01-01T00:00:00.000Z', to: '9999-12-31T23:59:59.999Z' };

export function createSuspicionFlags(options: {
  journal: Journal;
  timeZone: () => string;
  now: () => number;
}): SuspicionFlags {
  const { journal } = options;

  function list(query: SuspicionFlagQuery): SuspicionFlagList {
    const zone = options.timeZone();
    const from =
      query.from === undefined ? EVER.from : dayBounds(query.from, query.from, zone).fromInstant;
    const to = query.to === undefined ? EVER.to : dayBounds(query.to, query.to, zone).toInstant;
    const stored = journal.controls.flags(from, to);
    const marks = journal.controls.marksOf(stored.map((flag) => flag.transfer.id));
    const flags: SuspicionFlagView[] = stored.map((flag) => ({
      id: flag.id,
      flaggedAt: flag.at,
      flaggedBy: flag.operatorId,
      note: flag.note,
      transfer: logRowOf(flag.transfer, marks.get(flag.transfer.id)),
    }));
    return { flags, timeZone: zone };
  }

  return {
    raise(request, by) {
      const transfer = journal.transfers.getByReference(request.reference);
      // A clerk's call learns nothing of transfers that are not theirs, not even that they exist.
      if (!transfer || (by.role === 'clerk' && transfer.operatorId !== by.operatorId)) {
        return fail({
          code: 'not-found',
          message: `No transfer of yours with reference ${request.reference} is in this workstation's journal. Check the number on the receipt.`,
        });
      }
      const at = new Date(options.now()).toISOString();
      journal.controls.flag(transfer, at, by.operatorId, request.note);
      return ok({ reference: transfer.reference, flaggedAt: at });
    },

    list,

    async exportCsv(query, destination) {
      const { flags, timeZone } = list(query);
      const partial = `${destination}.${randomUUID().slice(0, 8)}.partial`;
      const local = (iso: string) => {
        const parts = zonedParts(Date.parse(iso), timeZone);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${parts.date} ${pad(parts.hour)}:${pad(parts.minute)}:${pad(parts.second)}`;
      };
      try {
        await pipeline(
          Readable.from(
            flags.map((flag) => ({
              flaggedAt: local(flag.flaggedAt),
              flaggedBy: flag.flaggedBy,
              note: flag.note,
              reference: flag.transfer.reference,
              sentAt: local(flag.transfer.createdAt),
              kind: flag.transfer.kind === 'rtgs' ? 'RTGS bank transfer' : 'Mobile wallet (IMT)',
              state: flag.transfer.stateLabel,
              amount: flag.transfer.amount,
              currency: flag.transfer.currency,
              sourceName: flag.transfer.sourceName,
              recipientName: flag.transfer.recipientName,
              recipientAccount: flag.transfer.recipientAccount,
              operatorId: flag.transfer.operatorId,
              marks: marksText(flag.transfer),
            })),
          ),
          stringify({
            bom: true,
            header: true,
            columns: [
              { key: 'flaggedAt', header: `Flagged at (${timeZone})` },
              { key: 'flaggedBy', header: 'Flagged by' },
              { key: 'note', header: 'Note' },
              { key: 'reference', header: 'Reference' },
              { key: 'sentAt', header: `Sent at (${timeZone})` },
              { key: 'kind', header: 'Kind' },
              { key: 'state', header: 'State' },
              { key: 'amount', header: 'Amount' },
              { key: 'currency', header: 'Currency' },
              { key: 'sourceName', header: 'Sender' },
              { key: 'recipientName', header: 'Recipient' },
              { key: 'recipientAccount', header: "Recipient's account or mobile number" },
              { key: 'operatorId', header: 'Operator' },
              { key: 'marks', header: 'Reporting marks' },
            ],
            escape_formulas: true,
            record_delimiter: 'windows',
          }),
          createWriteStream(partial, { flags: 'wx' }),
        );
        await rename(partial, destination);
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        return fail({
          code: 'cannot-write',
          message: `The CSV file could not be written to ${destination} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). Choose a folder you can write to, with free space, and try again.`,
        });
      }
      return ok({ file: destination, rows: flags.length, bytes: (await stat(destination)).size });
    },
  };
}

/** The reporting marks of a row in words, for a CSV cell. */
export function marksText(row: { reportable: boolean; split: boolean }): string {
  return [row.reportable ? 'Reportable' : '', row.split ? 'Split series' : '']
    .filter((word) => word !== '')
    .join('; ');
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Schema } from 'yup';
import { validateWithSchema } from '../../../shared/schemas/invalid-input';
import { CONSOLE_API } from '../../console-api/paths';
import {
  auditFiltersSchema,
  flagFiltersSchema,
  logFiltersSchema,
  PAGE_DEFAULT,
  type Page,
  type PageQuery,
} from '../../console-api/records';
import { RECORD_READERS } from '../../console-api/roles';
import type { Queryable } from '../db/db';
import type { ConsoleDeps } from '../operators/console-deps';
import { recordEvent } from '../operators/console-deps';
import { auditPage } from '../projections/audit-query';
import { filterChoices, flagPage } from '../projections/flag-query';
import { logPage } from '../projections/log-query';
import { refuse, sessionOf } from './access';
import { AUDIT_COLUMNS, csvStream, FLAG_COLUMNS, LOG_COLUMNS, type CsvColumn } from './record-csv';

/*
 * The records of every branch, for compliance officers and auditors (D102): the receipt log, the
 * suspicion flags and the audit trail, each a page at a time and whole as a CSV file. Every file
 * saved is an event of the console's own (who took what, filtered how), and so is every search by
 * words.
 */

type Reader<Filters, Row> = (
  q: Queryable,
  filters: Filters,
  cursor?: string,
  limit?: number,
) => Promise<Page<Row> | null>;

interface RecordList<Filters, Row> {
  path: string;
  file: string;
  schema: Schema<Filters & PageQuery>;
  read: Reader<Filters, Row>;
  columns: readonly CsvColumn<Row>[];
}

const BAD_CURSOR = {
  code: 'invalid' as const,
  message: 'This page no longer follows from the list: go back to its first page.',
};

/**
 * D143: words typed into a list's search (the log's: names, accounts, mobile numbers) are a search
 * for a person, so who searched for what is an event of the console's, once a search (its first
 * page), as a workstation audits its own log's (`customer.searched`).
 */
async function recordSearch(
  deps: ConsoleDeps,
  request: FastifyRequest,
  filters: { text?: unknown },
  cursor: string | undefined,
): Promise<void> {
  const words = typeof filters.text === 'string' ? filters.text.trim() : '';
  if (words === '' || cursor !== undefined) return;
  await recordEvent(deps.db, deps.now(), sessionOf(request).operatorId, 'records.searched', {
    words,
  });
}

function registerList<Filters, Row>(
  app: FastifyInstance,
  deps: ConsoleDeps,
  list: RecordList<Filters, Row>,
): void {
  const readers = { config: { access: RECORD_READERS } };
  const filtersOf = (request: FastifyRequest, reply: FastifyReply) => {
    const checked = validateWithSchema(list.schema, request.query ?? {});
    if (!checked.ok) {
      refuse(reply, {
        code: 'invalid',
        message: checked.error.message,
        fields: checked.error.fields,
      });
      return null;
    }
    return checked.value;
  };

  app.get(`${CONSOLE_API}/${list.path}`, readers, async (request, reply) => {
    const query = filtersOf(request, reply);
    if (!query) return reply;
    const { cursor, limit, ...filters } = query;
    await recordSearch(deps, request, filters, cursor);
    const page = await list.read(
      deps.db,
      filters as Filters,
      cursor,
      limit ? Number(limit) : PAGE_DEFAULT,
    );
    return page ?? refuse(reply, BAD_CURSOR);
  });

  app.get(`${CONSOLE_API}/${list.path}.csv`, readers, async (request, reply) => {
    const query = filtersOf(request, reply);
    if (!query) return reply;
    // A file holds every row the filters find: the page's cursor and size do not apply.
    const filters = { ...query, cursor: undefined, limit: undefined };
    await recordEvent(deps.db, deps.now(), sessionOf(request).operatorId, 'records.exported', {
      list: list.path,
      filters,
    });
    const day = deps.now().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${list.file}-${day}.csv"`)
      .send(
        csvStream(list.columns, (cursor, limit) =>
          list.read(deps.db, filters as Filters, cursor, limit),
        ),
      );
  });
}

export function recordRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  registerList(app, deps, {
    path: 'transfers',
    file: 'receipt-log',
    schema: logFiltersSchema,
    read: logPage,
    columns: LOG_COLUMNS,
  });
  registerList(app, deps, {
    path: 'flags',
    file: 'suspicion-flags',
    schema: flagFiltersSchema,
    read: flagPage,
    columns: FLAG_COLUMNS,
  });
  registerList(app, deps, {
    path: 'audit',
    file: 'audit-trail',
    schema: auditFiltersSchema,
    read: auditPage,
    columns: AUDIT_COLUMNS,
  });
  app.get(`${CONSOLE_API}/filter-choices`, { config: { access: RECORD_READERS } }, () =>
    filterChoices(deps.db),
  );
}

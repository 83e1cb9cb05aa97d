import type { FastifyInstance } from 'fastify';
import type { ListFileUploadQuery } from '../../console-api/settings';
import { CONSOLE_API } from '../../console-api/paths';
import { ADMINS } from '../../console-api/roles';
import { MAX_LIST_FILE_MB, type ListFormat } from '../../../shared/domain/screening';
import type { ConsoleDeps } from '../operators/console-deps';
import { publishListFile } from '../sanctions/published-list-files';
import { listPublishedSettings, publishSetting } from '../settings/published-settings';
import { refuse, sessionOf } from './access';

/** A list file's largest body: the parsers' largest file and a little over, refused in words. */
const LIST_FILE_BODY_BYTES = MAX_LIST_FILE_MB * 1024 * 1024 + 1;

/** The settings head office publishes to the branches (D126), for head-office admins. */
export function settingsRoutes(app: FastifyInstance, deps: ConsoleDeps): void {
  const admins = { config: { access: ADMINS } };
  const base = `${CONSOLE_API}/settings`;

  app.get(base, admins, () => listPublishedSettings(deps));

  app.post(base, admins, async (request, reply) => {
    const result = await publishSetting(deps, sessionOf(request), request.body);
    return result.ok ? result.value : refuse(reply, result.error);
  });

  // D139: a sanctions list file is the body itself, raw bytes, with a limit of its own (head
  // office's JSON bodies stop at 4 MiB); the parser lives in this child scope only.
  void app.register(async (files) => {
    files.addContentTypeParser(
      'application/octet-stream',
      { parseAs: 'buffer', bodyLimit: LIST_FILE_BODY_BYTES },
      (_request, body, done) => done(null, body),
    );
    files.post<{ Querystring: Partial<ListFileUploadQuery> }>(
      `${base}/list-file`,
      { ...admins, bodyLimit: LIST_FILE_BODY_BYTES },
      async (request, reply) => {
        const query = request.query;
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await publishListFile(deps, sessionOf(request), {
          format: String(query.format ?? '') as ListFormat,
          fileName: String(query.fileName ?? ''),
          listDate: query.listDate ? String(query.listDate) : null,
          branchCode: query.branchCode ? String(query.branchCode) : null,
          bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        });
        return result.ok ? result.value : refuse(reply, result.error);
      },
    );
  });
}

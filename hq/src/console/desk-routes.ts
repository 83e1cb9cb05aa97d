import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppError, Result } from '../../../shared/result';
import { validateWithSchema } from '../../../shared/schemas/invalid-input';
import type { ConsoleRefusalCode } from '../../console-api/answers';
import {
  branchSchema,
  newWorkstationSchema,
  type IssuedCodeView,
  type RefusedView,
  type WorkstationList,
} from '../../console-api/desks';
import { CONSOLE_API } from '../../console-api/paths';
import { ADMINS, RECORD_READERS } from '../../console-api/roles';
import { listBranches, registerBranch } from '../enrolment/branches';
import { issueEnrolmentCode, type CodePurpose } from '../enrolment/codes';
import { listWorkstations } from '../enrolment/health';
import { registerWorkstation, revokeWorkstation } from '../enrolment/workstations';
import { withoutCustomerData } from '../evidence/customer-data';
import { listRefused } from '../evidence/refused-requests';
import { recordEvent, type ConsoleDeps } from '../operators/console-deps';
import { refuse, sessionOf } from './access';

/*
 * Branches and workstations for head-office admins (D101), over the ingest's services (D96):
 * register a branch and its workstations, issue an enrolment code (shown once, with the
 * certificate's fingerprint beside it), authorise a replacement, revoke, and read each
 * workstation's replication health and the requests head office refused, as evidence.
 */

type Params = { id: string };

/** The services' refusals, under the console's codes. */
const CODES: Readonly<Record<string, ConsoleRefusalCode>> = {
  invalid: 'invalid',
  exists: 'exists',
  'unknown-branch': 'unknown',
  unknown: 'unknown',
  'already-enrolled': 'not-possible',
  revoked: 'not-possible',
  'not-enrolled': 'not-possible',
};

function answer<T>(reply: FastifyReply, result: Result<T, AppError>, status = 200) {
  if (result.ok) return reply.code(status).send(result.value);
  return refuse(reply, {
    code: CODES[result.error.code] ?? 'invalid',
    message: result.error.message,
  });
}

export function deskRoutes(
  app: FastifyInstance,
  deps: ConsoleDeps,
  fingerprint: string | null,
): void {
  const admins = { config: { access: ADMINS } };
  const event = (operatorId: string, action: string, details: Record<string, unknown>) =>
    recordEvent(deps.db, deps.now(), operatorId, action, details);

  app.get(`${CONSOLE_API}/branches`, admins, () => listBranches(deps));

  app.post(`${CONSOLE_API}/branches`, admins, async (request, reply) => {
    const checked = validateWithSchema(branchSchema, request.body);
    if (!checked.ok)
      return refuse(reply, {
        code: 'invalid',
        message: checked.error.message,
        fields: checked.error.fields,
      });
    const result = await registerBranch(deps, checked.value);
    if (result.ok)
      await event(sessionOf(request).operatorId, 'branch.registered', { ...result.value });
    return answer(reply, result, 201);
  });

  app.get(`${CONSOLE_API}/workstations`, admins, async (): Promise<WorkstationList> => ({
    workstations: await listWorkstations(deps),
    certificateFingerprint: fingerprint,
  }));

  app.post(`${CONSOLE_API}/workstations`, admins, async (request, reply) => {
    const checked = validateWithSchema(newWorkstationSchema, request.body);
    if (!checked.ok)
      return refuse(reply, {
        code: 'invalid',
        message: checked.error.message,
        fields: checked.error.fields,
      });
    const result = await registerWorkstation(deps, checked.value);
    if (result.ok)
      await event(sessionOf(request).operatorId, 'workstation.registered', { ...result.value });
    return answer(reply, result, 201);
  });

  const issue =
    (purpose: CodePurpose) =>
    async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
      const result = await issueEnrolmentCode(deps, { workstationId: request.params.id, purpose });
      if (!result.ok) return answer(reply, result);
      const by = sessionOf(request).operatorId;
      await event(
        by,
        purpose === 'enrol' ? 'workstation.code-issued' : 'workstation.replacement-authorised',
        {
          workstationId: result.value.workstation.id,
          expiresAt: result.value.expiresAt,
        },
      );
      const view: IssuedCodeView = { ...result.value, certificateFingerprint: fingerprint };
      return reply.code(201).send(view);
    };
  app.post<{ Params: Params }>(`${CONSOLE_API}/workstations/:id/code`, admins, issue('enrol'));
  app.post<{ Params: Params }>(
    `${CONSOLE_API}/workstations/:id/replacement`,
    admins,
    issue('replace'),
  );

  app.post<{ Params: Params }>(
    `${CONSOLE_API}/workstations/:id/revoke`,
    admins,
    async (request, reply) => {
      const result = await revokeWorkstation(deps, request.params.id);
      if (result.ok)
        await event(sessionOf(request).operatorId, 'workstation.revoked', {
          workstationId: request.params.id,
        });
      return answer(reply, result);
    },
  );

  // D158: an admin reads a refused body with its customers' data withheld; compliance officers
  // and auditors, who read the records (D101), read it whole.
  app.get<{ Params: Params; Querystring: { before?: string } }>(
    `${CONSOLE_API}/workstations/:id/refused`,
    { config: { access: [...ADMINS, ...RECORD_READERS] } },
    async (request): Promise<RefusedView[]> => {
      const before = Number(request.query.before);
      const entries = await listRefused(deps, {
        workstationId: request.params.id,
        ...(Number.isSafeInteger(before) && before > 0 ? { beforeId: before } : {}),
        limit: 20,
      });
      if (RECORD_READERS.includes(sessionOf(request).role))
        return entries.map((e) => ({ ...e, customerDataWithheld: false }));
      return entries.map((e) => ({
        ...e,
        body: withoutCustomerData(e.body),
        customerDataWithheld: true,
      }));
    },
  );
}

import AjvCompiler from '@fastify/ajv-compiler';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAX_BATCH_ENTRIES,
  MAX_BODY_BYTES,
  SIGNATURE_HEADER,
  type Refusal,
} from '../../protocol/wire';
import { evidenceBody, keepRefused, type ProtocolEndpoint } from '../evidence/refused-requests';
import { REFUSAL_STATUS, refusal, type Answer } from '../refusals';
import type { SignedRequest } from '../replication/signed-call';
import type { HqDeps } from '../server';

// Each body's exact bytes, kept by the parser for the signature check (which covers the bytes,
// not the parsed object), keyed by Node's request so nothing is added to Fastify's types.
const rawBodies = new WeakMap<object, Buffer>();

/** A body the parser could not read: answered as 'malformed'. */
class MalformedBody extends Error {}

// The protocol's bodies are checked as sent: Fastify's default Ajv would turn "1" into 1 and
// drop unknown fields, so a body could be taken other than as the workstation signed it.
const strictValidator = AjvCompiler()(
  {},
  {
    customOptions: {
      coerceTypes: false,
      removeAdditional: false,
      useDefaults: false,
      allErrors: false,
      allowUnionTypes: true,
    },
  },
);

/**
 * Registers the workstations' protocol routes in a scope of their own (D96): JSON bodies read as
 * bytes and kept for the signature, validated strictly, and every failure answered as a Refusal
 * (too large, not JSON, not the shape) and kept as evidence; anything else a plain 500.
 */
export async function protocolScope(
  app: FastifyInstance,
  deps: HqDeps,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    scope.setValidatorCompiler(strictValidator);
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const bytes = body as Buffer;
      rawBodies.set(request.raw, bytes);
      try {
        const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
        done(null, JSON.parse(text));
      } catch (error) {
        const why =
          error instanceof SyntaxError ? `is not JSON (${error.message})` : 'is not UTF-8 text';
        done(
          new MalformedBody(
            `The body ${why}. The workstation sends its body as JSON in UTF-8; check that nothing between it and head office rewrites requests.`,
          ),
          undefined,
        );
      }
    });
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      const refused = refusalOf(error);
      if (!refused) {
        // Head office's log is its standard error (Fastify's own logger is off).
        console.error(`Head office could not answer ${request.method} ${request.url}:`, error);
        return reply.code(500).send({
          error: 'internal',
          message:
            "Head office could not answer this request; nothing of it was stored. The workstation keeps it and sends it again. Head office's log has the reason.",
        });
      }
      const endpoint = (request.routeOptions.url ?? request.url)
        .split('/')
        .pop() as ProtocolEndpoint;
      const raw = rawBodies.get(request.raw) ?? null;
      await keepRefused(deps.db, deps.now(), {
        endpoint,
        refusal: refused,
        workstationId: await knownWorkstation(deps, request.body),
        // D121, D148: a body that carries passwords or an enrolment code is kept without them.
        body: raw && evidenceBody(endpoint, raw),
        announcedBytes: Number(request.headers['content-length'] ?? 0) || 0,
        remoteAddress: request.ip,
      });
      return reply.code(REFUSAL_STATUS[refused.refused]).send(refused);
    });
    routes(scope);
  });
}

function refusalOf(error: FastifyError): Refusal | null {
  if (error instanceof MalformedBody) return refusal('malformed', error.message);
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return refusal(
      'too-large',
      `The body is larger than ${MAX_BODY_BYTES} bytes, which head office does not read. Send fewer changes in each batch (at most ${MAX_BATCH_ENTRIES}).`,
    );
  }
  if (error.validation && error.validationContext === 'body') {
    return refusal(
      'malformed',
      `${describeSchemaError(error.validation[0])} Head office takes only the body its protocol names: check that the workstation's version matches head office's.`,
    );
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return refusal('malformed', 'The body must be sent as Content-Type: application/json.');
  }
  if (error.code?.startsWith('FST_ERR_CTP_')) {
    return refusal(
      'malformed',
      `The body could not be read (${error.message}). Send it again, whole, as JSON.`,
    );
  }
  return null;
}

interface SchemaError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** An Ajv error as a sentence: "changes[3].seq must be integer." */
export function describeSchemaError(error: SchemaError | undefined): string {
  if (!error) return 'The body is not what head office expects.';
  const path = (error.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part, i) => (/^\d+$/.test(part) ? `[${part}]` : i === 0 ? part : `.${part}`))
    .join('');
  const where = path ? `The body's ${path}` : 'The body';
  if (error.keyword === 'required')
    return `${where} lacks "${String(error.params?.missingProperty)}".`;
  if (error.keyword === 'additionalProperties') {
    return `${where} has "${String(error.params?.additionalProperty)}", which head office does not take.`;
  }
  if (error.keyword === 'pattern') return `${where} is not in the expected form.`;
  return `${where} ${error.message ?? 'is not what head office expects'}.`;
}

async function knownWorkstation(deps: HqDeps, body: unknown): Promise<string | null> {
  const id = (body as { workstationId?: unknown } | null)?.workstationId;
  if (typeof id !== 'string' || id.length > 64) return null;
  const [row] = await deps.db.query<{ id: string }>('SELECT id FROM workstations WHERE id = $1', [
    id,
  ]);
  return row?.id ?? null;
}

/** The signed request a service takes, from what Fastify received. */
export function signedRequest<Body extends { workstationId: string }>(
  request: FastifyRequest,
): SignedRequest<Body> {
  const header = request.headers[SIGNATURE_HEADER];
  return {
    body: request.body as Body,
    raw: rawBodies.get(request.raw) ?? Buffer.alloc(0),
    signature: typeof header === 'string' ? header : undefined,
    remoteAddress: request.ip,
  };
}

/** A service's answer as HTTP: 200 with the value, or the refusal's status with the Refusal. */
export function reply<T>(to: FastifyReply, answer: Answer<T>): FastifyReply {
  return answer.ok
    ? to.send(answer.value)
    : to.code(REFUSAL_STATUS[answer.error.refused]).send(answer.error);
}

import Fastify, { type FastifyInstance } from 'fastify';
import { MAX_BODY_BYTES } from '../protocol/wire';
import type { Db } from './db/db';

/** What every route module of head office is given: built once by start.ts, never a global. */
export interface HqDeps {
  db: Db;
  now: () => Date;
  /** The service certificate's SHA-256 fingerprint, shown beside enrolment codes; null over HTTP. */
  certificateFingerprint?: string | null;
}

/** A route module: registers its routes on the server with the shared dependencies. */
export type HqRoutes = (app: FastifyInstance, deps: HqDeps) => void | Promise<void>;

export interface HqServerOptions {
  deps: HqDeps;
  routes: readonly HqRoutes[];
  /** PEM text of the service certificate and its key; absent means plain HTTP (loopback only). */
  tls?: { cert: string; key: string };
  logger?: boolean;
}

/**
 * The HTTP(S) server: Fastify, for its JSON schema validation of every body, its body-size limit
 * enforced before a body is read whole, and its per-route plugins (D91). It keeps no state of its
 * own between requests, so several instances can serve one PostgreSQL database.
 */
export async function createHqServer(options: HqServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    ...(options.tls ? { https: { cert: options.tls.cert, key: options.tls.key } } : {}),
  }) as unknown as FastifyInstance;
  app.get('/api/v1/health', async () => ({ ok: true, database: options.deps.db.kind }));
  for (const routes of options.routes) await routes(app, options.deps);
  return app;
}

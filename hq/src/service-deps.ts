import type { Db } from './db/db';

/**
 * What head office's services need: the database and a clock. HqDeps (server.ts) has both; a
 * service never sees Fastify, so the console and the tests call it as a plain function.
 */
export interface ServiceDeps {
  db: Db;
  now: () => Date;
}

/** PostgreSQL's code for a unique index refusing a second row. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '23505';
}

/** A timestamptz column's value (a Date from either driver) as ISO 8601 text, or null. */
export function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

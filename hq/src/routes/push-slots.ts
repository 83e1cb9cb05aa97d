import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * How many pushes head office reads at once (D116). Fastify reads and parses a body before its
 * handler runs, and a push's handler then waits for one of the database's connections: with 200
 * workstations pushing at once, 200 bodies (up to 2 MB each, with their raw bytes kept for the
 * signature and their parsed changes) were held together, and memory grew 139 MB over an ingest.
 * This hook runs before the body is read: a push takes a slot, or waits for one with its body
 * still unread in the socket (the kernel's buffer, then TCP's flow control, hold it), or, past
 * the queue, is answered at once "busy", which the workstation's sender tries again after its
 * backoff. A slot is given back when the answer is sent or the connection closes.
 */

export interface PushSlotLimits {
  /** Pushes read and handled at once: a few more than the database's connections. */
  slots: number;
  /** Pushes waiting for a slot, their bodies unread; past it, refused as busy. */
  queue: number;
}

/** PostgreSQL's pool has 10 connections (pg-db.ts); waiting pushes cost a socket each. */
export const PUSH_SLOTS: PushSlotLimits = { slots: 12, queue: 1_000 };

/** The 503 answer's body: not a Refusal, so the workstation keeps the batch and sends it again. */
export const BUSY = {
  error: 'busy',
  message:
    'Head office is reading as many pushes as it can at the moment; nothing of this one was read. The workstation sends it again shortly.',
} as const;

export type PushSlotHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & {
  /** Slots in use and pushes waiting, for tests and the log. */
  readonly inUse: number;
  readonly waiting: number;
};

export function pushSlots(limits: PushSlotLimits = PUSH_SLOTS): PushSlotHook {
  let inUse = 0;
  const waiting: (() => void)[] = [];
  // A freed slot goes straight to the first waiting push, so inUse counts it still.
  const free = () => {
    const next = waiting.shift();
    if (next) next();
    else inUse -= 1;
  };
  const wait = (reply: FastifyReply) =>
    new Promise<boolean>((resolve) => {
      const grant = () => {
        reply.raw.off('close', gone);
        resolve(true);
      };
      const gone = () => {
        const at = waiting.indexOf(grant);
        if (at >= 0) waiting.splice(at, 1);
        resolve(false);
      };
      waiting.push(grant);
      reply.raw.once('close', gone);
    });
  const hook = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (inUse < limits.slots) inUse += 1;
    else if (waiting.length >= limits.queue || !(await wait(reply))) {
      // Past the queue, or the workstation gave up waiting: nothing read, nothing held.
      await reply.code(503).header('retry-after', '1').send(BUSY);
      return;
    }
    reply.raw.once('close', free);
  };
  return Object.defineProperties(hook, {
    inUse: { get: () => inUse },
    waiting: { get: () => waiting.length },
  }) as PushSlotHook;
}

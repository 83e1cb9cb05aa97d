import { fail, ok, type Result } from '@shared/result';

/** The routes a fault can be set on. */
export const FAULT_ROUTES = ['rtgs', 'imt', 'paymentPurposes', 'token'] as const;
export type FaultRoute = (typeof FAULT_ROUTES)[number];

export const FAULT_KINDS = [
  'latency',
  'status',
  'hang',
  'reset-before-processing',
  'reset-after-processing',
  'malformed-json',
  'unexpected-shape',
  'duplicate-reference',
  'replayed-answer',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * One injected failure, for the engine's tests and for trainers:
 * - `latency`: wait `ms`, then answer normally;
 * - `status`: answer `status` (default 503) with an error body (or `body`) instead;
 * - `hang`: read the request and never answer;
 * - `reset-before-processing` / `reset-after-processing`: read the body, then drop the connection
 *   without an answer, before or after the sandbox processed (and recorded) the request;
 * - `malformed-json`: answer 200 with a body that is not JSON;
 * - `unexpected-shape`: answer 200 with well-formed JSON that says success but has none of the
 *   fields the interface promises (no `data.transactionId`, no `data.status`);
 * - `duplicate-reference`: answer 400 `DUPLICATE_REFERENCE`, as a bank does that already holds a
 *   transfer under this reference (for example from an earlier copy of the same request);
 * - `replayed-answer`: answer with the route's last success again, its reference and transaction
 *   id another transfer's, as a cache or a proxy that mixes answers up would (D150); a 503 when
 *   the route has none yet.
 * `processed` says whether `status`, `hang`, `malformed-json`, `unexpected-shape`,
 * `duplicate-reference` and `replayed-answer` let the request be processed first (defaults:
 * status, hang and replayed-answer no; malformed-json and unexpected-shape yes: a 200 comes from
 * the service itself; duplicate-reference yes: the bank holds the transfer it calls a duplicate).
 * `times` limits how many requests the fault hits; without it, it stays until cleared.
 */
export interface FaultSpec {
  route: FaultRoute;
  fault: FaultKind;
  times?: number;
  ms?: number;
  status?: number;
  body?: Record<string, unknown>;
  processed?: boolean;
}

export interface ActiveFault {
  fault: FaultKind;
  ms: number;
  status: number;
  body: Record<string, unknown> | null;
  processed: boolean;
  /** null: until cleared. */
  remaining: number | null;
}

const MAX_LATENCY_MS = 10 * 60 * 1000;
/** The faults that can let the request be processed first, and those that do unless told not to. */
const PROCESSED_FAULTS: readonly FaultKind[] = [
  'status',
  'hang',
  'malformed-json',
  'unexpected-shape',
  'duplicate-reference',
  'replayed-answer',
];
const PROCESSED_BY_DEFAULT: readonly FaultKind[] = [
  'malformed-json',
  'unexpected-shape',
  'duplicate-reference',
];
const SPEC_KEYS = ['route', 'fault', 'times', 'ms', 'status', 'body', 'processed'];

export function parseFaultSpec(
  value: unknown,
): Result<FaultSpec, { field: string; problem: string }> {
  const problem = (field: string, text: string) => fail({ field, problem: text });
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return problem('body', 'must be a JSON object such as {"route":"rtgs","fault":"hang"}');
  }
  const spec = value as Record<string, unknown>;
  const unknown = Object.keys(spec).find((k) => !SPEC_KEYS.includes(k));
  if (unknown) return problem(unknown, `is not a fault setting (use ${SPEC_KEYS.join(', ')})`);
  const { route, fault, times, ms, status, body, processed } = spec;
  if (!FAULT_ROUTES.includes(route as FaultRoute)) {
    return problem('route', `must be one of ${FAULT_ROUTES.join(', ')}`);
  }
  if (!FAULT_KINDS.includes(fault as FaultKind)) {
    return problem('fault', `must be one of ${FAULT_KINDS.join(', ')}`);
  }
  if (times !== undefined && !(Number.isInteger(times) && (times as number) >= 1)) {
    return problem('times', 'must be a whole number of requests, 1 or more');
  }
  if (fault === 'latency') {
    if (!(Number.isInteger(ms) && (ms as number) >= 0 && (ms as number) <= MAX_LATENCY_MS)) {
      return problem('ms', `must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}`);
    }
  } else if (ms !== undefined) {
    return problem('ms', 'applies only to the latency fault');
  }
  if (status !== undefined) {
    if (fault !== 'status') return problem('status', 'applies only to the status fault');
    if (!(Number.isInteger(status) && (status as number) >= 400 && (status as number) <= 599)) {
      return problem('status', 'must be an HTTP error status from 400 to 599');
    }
  }
  if (body !== undefined) {
    if (fault !== 'status') return problem('body', 'applies only to the status fault');
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return problem('body', 'must be a JSON object (the error body to answer)');
    }
  }
  if (processed !== undefined) {
    if (typeof processed !== 'boolean') return problem('processed', 'must be true or false');
    if (!PROCESSED_FAULTS.includes(fault as FaultKind)) {
      return problem('processed', `applies only to the ${PROCESSED_FAULTS.join(', ')} faults`);
    }
  }
  return ok(spec as unknown as FaultSpec);
}

export function createFaultBoard() {
  const active = new Map<FaultRoute, ActiveFault>();
  return {
    set(spec: FaultSpec): void {
      active.set(spec.route, {
        fault: spec.fault,
        ms: spec.ms ?? 0,
        status: spec.status ?? 503,
        body: spec.body ?? null,
        processed: spec.processed ?? PROCESSED_BY_DEFAULT.includes(spec.fault),
        remaining: spec.times ?? null,
      });
    },
    /** The fault that hits this request, counting it against `times`. */
    take(route: FaultRoute): ActiveFault | null {
      const fault = active.get(route);
      if (!fault) return null;
      if (fault.remaining !== null) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) active.delete(route);
      }
      return { ...fault };
    },
    clear(route?: FaultRoute): void {
      if (route) active.delete(route);
      else active.clear();
    },
    list(): (ActiveFault & { route: FaultRoute })[] {
      return [...active].map(([route, fault]) => ({ route, ...fault }));
    },
  };
}

export type FaultBoard = ReturnType<typeof createFaultBoard>;

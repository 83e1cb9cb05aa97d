import { setTimeout as sleep } from 'node:timers/promises';
import {
  HOLD,
  RESET,
  duplicateReference,
  errorAnswer,
  SANDBOX_ERROR_CODES,
  type Reply,
} from './answers';
import type { ActiveFault } from './faults';

/** What the sandbox answers for the `malformed-json` fault: a 200 whose JSON is cut short. */
export const MALFORMED_JSON_TEXT = '{"status":true,"code":0,"message":"Transaction processed succ';

/**
 * What the sandbox answers for the `unexpected-shape` fault: a 200 that says success in well-formed
 * JSON, but whose `data` holds none of the fields the interface promises (no transaction id, no
 * status), as a gateway or a new version of the service might answer.
 */
export const UNEXPECTED_SHAPE_BODY = {
  status: true,
  code: 0,
  message: 'Transaction processed successfully',
  data: { result: 'OK', receipt: { id: 'R-1' } },
};

/**
 * Runs `process` (the route's normal, synchronous work) around an injected fault. "Processed"
 * means the normal work ran, so a send was recorded in the ledger exactly as without the fault;
 * the engine's unknown-outcome tests depend on knowing which. `replay` gives the route's last
 * success, for the `replayed-answer` fault.
 */
export async function applyFault(
  fault: ActiveFault | null,
  process: () => Reply,
  signal: AbortSignal,
  replay: () => Reply | null = () => null,
): Promise<Reply> {
  if (!fault) return process();
  switch (fault.fault) {
    case 'latency':
      await sleep(fault.ms, undefined, { signal });
      return process();
    case 'reset-before-processing':
      return RESET;
    case 'reset-after-processing':
      process();
      return RESET;
    case 'hang':
      if (fault.processed) process();
      return HOLD;
    case 'status':
      if (fault.processed) process();
      return fault.body
        ? { kind: 'answer', status: fault.status, text: JSON.stringify(fault.body) }
        : errorAnswer(
            fault.status,
            fault.status === 503
              ? SANDBOX_ERROR_CODES.SERVICE_UNAVAILABLE
              : fault.status >= 500
                ? SANDBOX_ERROR_CODES.INTERNAL_ERROR
                : SANDBOX_ERROR_CODES.SANDBOX_FAULT,
            `The service answered ${fault.status} (fault injected by the sandbox operator)`,
          );
    case 'malformed-json':
      if (fault.processed) process();
      return { kind: 'answer', status: 200, text: MALFORMED_JSON_TEXT };
    case 'unexpected-shape':
      if (fault.processed) process();
      return { kind: 'answer', status: 200, text: JSON.stringify(UNEXPECTED_SHAPE_BODY) };
    case 'duplicate-reference':
      if (fault.processed) process();
      return duplicateReference();
    case 'replayed-answer': {
      const earlier = replay();
      if (fault.processed) process();
      return (
        earlier ??
        errorAnswer(
          503,
          SANDBOX_ERROR_CODES.SANDBOX_FAULT,
          'No earlier success to answer with (fault injected by the sandbox operator)',
        )
      );
    }
  }
}

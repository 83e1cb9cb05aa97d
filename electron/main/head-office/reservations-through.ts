import type { HeadOfficeStatusView } from '@shared/domain/head-office';
import {
  createHeadOfficeClient,
  type HeadOfficeLink,
  type HeadOfficeTimeouts,
} from './head-office-client';
import type { HeadOfficeService, HeadOfficeServiceDeps } from './head-office-service';
import { postToHeadOffice } from './pinned-transport';
import { createReachMemory, logFallback } from './reach-memory';

/**
 * D128: a reservation is on the send path: it waits a few seconds at most for head office, and
 * a counter out of reach falls back to its offline limits rather than keep the customer waiting.
 * D137: head office silent a moment ago, it falls back at once rather than wait again.
 */
export function reservationsThrough(
  deps: Pick<HeadOfficeServiceDeps, 'fetch' | 'timeouts' | 'now' | 'log'>,
  link: () => HeadOfficeLink | null,
  heard: <T extends { ok: boolean }>(answer: T) => T,
): {
  reserve: HeadOfficeService['reservation'];
  /** D157: head office's last refusal of this PC's clock, until a reservation is served again. */
  clockOff: () => HeadOfficeStatusView['clockOff'];
} {
  let clockOff: HeadOfficeStatusView['clockOff'] = null;
  const reserving = createHeadOfficeClient({
    fetch: deps.fetch ?? postToHeadOffice,
    timeouts: () => reservationTimeouts(deps.timeouts()),
  });
  const silence = createReachMemory(deps.now);
  const reserve: HeadOfficeService['reservation'] = async (request) => {
    const to = link();
    if (!to) return null;
    const remembered = silence.remembered();
    if (remembered) return remembered;
    const answer = heard(await reserving.reservation(to, request));
    logFallback(deps.log, answer, silence.noted(answer));
    if (answer.ok) clockOff = null;
    else if (answer.error.refusal?.refused === 'clock-off') {
      clockOff = {
        at: new Date(deps.now()).toISOString(),
        said: answer.error.refusal.message,
      };
    }
    return answer;
  };
  return { reserve, clockOff: () => clockOff };
}

/** The admin's network timeouts, capped for a reservation: 3 s to connect, 5 s to answer. */
function reservationTimeouts(timeouts: HeadOfficeTimeouts): HeadOfficeTimeouts {
  return {
    connectTimeoutMs: Math.min(timeouts.connectTimeoutMs, 3_000),
    requestTimeoutMs: Math.min(timeouts.requestTimeoutMs, 5_000),
  };
}

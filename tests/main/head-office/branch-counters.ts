import { DEFAULT_SETTINGS, type AppSettings } from '@shared/domain/settings';
import type { StartedHeadOffice } from '../../../hq/src/start';
import type { HeadOfficeService } from '../../../electron/main/head-office/head-office-service';
import type { HeadOfficeTimeouts } from '../../../electron/main/head-office/head-office-client';
import type { HeadOfficeFetch } from '../../../electron/main/head-office/pinned-transport';
import type { BranchLimitDeps } from '../../../electron/main/transfers/branch-limit';
import { enrolledCounters } from './enrolled-counters';
import { useRealHeadOffice } from './real-head-office-fixture';

/*
 * D128, D133, D137 against head office itself (PGlite, plain HTTP on loopback), started once for a
 * test file: branches of counters enrolled with it, each counter's journal and head-office service
 * as the send path's controls use them.
 */

/** How a counter reaches head office and reads its clock; the test's real HTTP and Date.now. */
export interface CounterLink {
  fetch?: HeadOfficeFetch;
  now?: () => number;
  timeouts?: () => HeadOfficeTimeouts;
}

const SETTINGS: AppSettings = {
  ...DEFAULT_SETTINGS,
  workstation: { ...DEFAULT_SETTINGS.workstation, number: 11, countryCode: 'KE' },
  limits: {
    ...DEFAULT_SETTINGS.limits,
    imtDailyPerDocument: { ...DEFAULT_SETTINGS.limits.imtDailyPerDocument, KES: '500000.00' },
    offlineImtDailyPerDocument: { KES: '200000.00' },
  },
};

/** Head office for the file's tests, and branches of enrolled counters on it. */
export function useBranchHeadOffice(now?: () => Date) {
  const office = useRealHeadOffice('remit-hq-limits-', undefined, now);

  async function branchWithCounters(
    count: number,
    link: CounterLink = {},
  ): Promise<(BranchLimitDeps & { service: HeadOfficeService })[]> {
    const counters = await enrolledCounters(office.hq, office.stores, count, {
      deps: () => ({
        ...(link.timeouts ? { timeouts: link.timeouts } : {}),
        ...(link.now ? { now: link.now } : {}),
        ...(link.fetch ? { fetch: link.fetch } : {}),
      }),
    });
    for (const counter of counters) office.opened(counter);
    return counters.map(({ journal, service }) => ({
      journal,
      environment: 'sandbox',
      settings: () => SETTINGS,
      timeZone: () => 'Africa/Nairobi',
      reservations: { reserve: service.reservation },
      service,
    }));
  }

  return {
    branchWithCounters,
    get hq(): StartedHeadOffice {
      return office.hq;
    },
  };
}

import { fail } from '@shared/result';
import type { WorkInFlight } from '../lifecycle/work-in-flight';
import type { PurposesService } from './purposes-service';
import { worded } from '@shared/i18n/worded';

/**
 * The purposes service as bank work: closing waits for a fetch under way, and one asked for once
 * closing began is refused without calling the bank.
 */
export function purposesWhileOpen(
  service: PurposesService,
  work: Pick<WorkInFlight, 'closing' | 'track'>,
): PurposesService {
  return {
    list: () => (work.closing ? closingPurposes() : work.track(() => service.list())),
    refresh: () => (work.closing ? closingPurposes() : work.track(() => service.refresh())),
    cachedCodes: () => service.cachedCodes(),
  };
}

function closingPurposes() {
  return Promise.resolve(fail(worded('purposes-unavailable', 'purposes.closing')));
}

import { SESSION_IDLE_MINUTES, type AppSettings } from '@shared/domain/settings';
import type { OperatorServiceOptions } from './operator-service';

const HOUR_MS = 60 * 60_000;

/**
 * The operator service's session limits from the admin's settings. Read where the service is
 * built (the app's start and the browser harness), so a change takes effect at the next start,
 * like the environment and the network timeouts. A stored value that fails its check is already
 * replaced by the default in `review()` and reported as a settings problem.
 */
export function sessionOptionsFrom(
  settings: Pick<AppSettings, 'sessions'>,
): Pick<OperatorServiceOptions, 'sessionLifetimeMs' | 'idleTimeoutMs'> {
  return {
    sessionLifetimeMs: settings.sessions.lifetimeHours * HOUR_MS,
    idleTimeoutMs: (settings.sessions.idleMinutes ?? SESSION_IDLE_MINUTES.default) * 60_000,
  };
}

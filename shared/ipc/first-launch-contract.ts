import type { EnvironmentName } from '../domain/environments';
import type { FirstLaunchView } from '../domain/first-launch';
import { op } from './define';

/*
 * The first-launch wizard (D39), admin only: what each step holds is saved by the settings and
 * bank-connection operations; these read which steps are done, keep the environment chosen, and
 * finish.
 */
export const firstLaunchOperations = {
  firstLaunch: op<void, FirstLaunchView, 'keychain-failed'>()('first-launch:read', 'admin'),
  chooseFirstLaunchEnvironment: op<
    { environment: EnvironmentName },
    FirstLaunchView,
    'keychain-failed' | 'already-finished'
  >()('first-launch:environment', 'admin'),
  finishFirstLaunch: op<
    void,
    FirstLaunchView,
    'keychain-failed' | 'not-ready' | 'already-finished'
  >()('first-launch:finish', 'admin'),
};

import type { OperationsOf } from '@shared/ipc/contract';
import type { firstLaunchOperations } from '@shared/ipc/first-launch-contract';
import { validateEnvironmentRef } from '@shared/schemas/bank-setup-schemas';
import type { Services } from '../services';
import type { FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/* The first-launch wizard's record (D39), handed to environment/first-launch.ts. */

export interface FirstLaunchIpcDeps {
  services: Pick<Services, 'firstLaunch'>;
}

export function firstLaunchIpc({
  services,
}: FirstLaunchIpcDeps): FeatureIpc<OperationsOf<typeof firstLaunchOperations>> {
  return {
    validators: {
      firstLaunch: noPayload,
      chooseFirstLaunchEnvironment: validateEnvironmentRef,
      finishFirstLaunch: noPayload,
    },
    handlers: {
      firstLaunch: (_request, { language }) => services.firstLaunch.view(language),
      chooseFirstLaunchEnvironment: ({ environment }, { session, language }) =>
        services.firstLaunch.chooseEnvironment(environment, session, language),
      finishFirstLaunch: (_request, { session, language }) =>
        services.firstLaunch.finish(session, language),
    },
  };
}

import type { branchRelayOperations } from '@shared/ipc/branch-relay-contract';
import type { OperationsOf } from '@shared/ipc/contract';
import {
  validateCounterReprint,
  validateCounterSettle,
} from '@shared/schemas/branch-relay-schemas';
import type { Services } from '../services';
import type { FeatureIpc } from './feature-ipc';

/*
 * D136: a settlement of another counter's transfer, asked from this counter's desk; D138: a
 * reprint of another counter's receipt. The role is the contract's (a supervisor); the
 * supervisor who asks is the session's.
 */
export interface BranchRelayIpcDeps {
  services: Pick<Services, 'counterSettlements' | 'counterReprints'>;
}

export function branchRelayIpc({
  services,
}: BranchRelayIpcDeps): FeatureIpc<OperationsOf<typeof branchRelayOperations>> {
  return {
    validators: {
      askCounterSettlement: validateCounterSettle,
      reprintAtCounter: validateCounterReprint,
    },
    handlers: {
      askCounterSettlement: (request, { session }) =>
        services.counterSettlements.ask(request, session),
      // D138: the dialogs speak the operator's language; the receipt its transfer's (D86).
      reprintAtCounter: (request, { session, language }) =>
        services.counterReprints.reprint(request, session, language),
    },
  };
}

import type { OperationsOf } from '@shared/ipc/contract';
import type { tellerCashOperations } from '@shared/ipc/teller-cash-contract';
import { ok } from '@shared/result';
import { validateDayRequest } from '@shared/schemas/supervisor-schemas';
import {
  validateTellerCountRequest,
  validateTellerFloatRequest,
} from '@shared/schemas/teller-cash-schemas';
import type { Services } from '../services';
import type { FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/*
 * D118: the teller's cash. The router checks the sender and the contract's roles; a clerk's count
 * is always their own, since the handler takes the clerk from the session, never the request.
 */

export interface TellerCashIpcDeps {
  services: Pick<Services, 'tellerCash'>;
}

export function tellerCashIpc({
  services,
}: TellerCashIpcDeps): FeatureIpc<OperationsOf<typeof tellerCashOperations>> {
  return {
    validators: {
      tellerCash: noPayload,
      countTellerCash: validateTellerCountRequest,
      tellerCashDay: validateDayRequest,
      setTellerFloat: validateTellerFloatRequest,
    },
    handlers: {
      tellerCash: (_request, { session }) => ok(services.tellerCash.mine(session)),
      countTellerCash: (request, { session }) => services.tellerCash.count(request, session),
      tellerCashDay: ({ day }) => ok(services.tellerCash.day(day)),
      setTellerFloat: (request, { session }) => services.tellerCash.setFloat(request, session),
    },
  };
}

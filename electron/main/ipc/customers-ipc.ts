import type { OperationsOf } from '@shared/ipc/contract';
import type { customersOperations } from '@shared/ipc/customers-contract';
import { ok } from '@shared/result';
import { validateCustomerLookup } from '@shared/schemas/customer-schemas';
import type { Services } from '../services';
import { lookUpCustomer } from '../transfers/customer-lookup';
import type { FeatureIpc } from './feature-ipc';

/* D77: the returning customer's lookup at the counter. */

export interface CustomersIpcDeps {
  services: Pick<Services, 'journal' | 'timeZone' | 'now'>;
}

export function customersIpc({
  services,
}: CustomersIpcDeps): FeatureIpc<OperationsOf<typeof customersOperations>> {
  return {
    validators: { lookUpCustomer: validateCustomerLookup },
    handlers: {
      lookUpCustomer: ({ documentNumber }, { session }) =>
        ok(lookUpCustomer(services, documentNumber, session.operatorId)),
    },
  };
}

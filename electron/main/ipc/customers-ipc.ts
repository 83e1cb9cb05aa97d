import type { OperationsOf } from '@shared/ipc/contract';
import type { customersOperations } from '@shared/ipc/customers-contract';
import { ok } from '@shared/result';
import { validateCustomerLookup } from '@shared/schemas/customer-schemas';
import type { Services } from '../services';
import type { FeatureIpc } from './feature-ipc';

/* D77: the returning customer's lookup at the counter. */

export interface CustomersIpcDeps {
  services: Pick<Services, 'customerLookups'>;
}

export function customersIpc({
  services,
}: CustomersIpcDeps): FeatureIpc<OperationsOf<typeof customersOperations>> {
  return {
    validators: { lookUpCustomer: validateCustomerLookup },
    handlers: {
      lookUpCustomer: async (document, { session }) =>
        ok(await services.customerLookups.lookUp(document, session.operatorId)),
    },
  };
}

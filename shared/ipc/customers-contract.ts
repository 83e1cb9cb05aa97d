import type { CustomerLookup, CustomerLookupRequest } from '../domain/customer';
import { op } from './define';

/*
 * D77: a returning customer, found at the counter from the ID number on the document in hand:
 * the latest customer block this workstation journaled for it and the recipients it sent to.
 */
export const customersOperations = {
  lookUpCustomer: op<CustomerLookupRequest, CustomerLookup, 'invalid'>()(
    'customers:lookup',
    'clerk',
  ),
};

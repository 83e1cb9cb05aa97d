import { defineContract, event, op } from '@shared/ipc/define';

/** A contract for the IPC tests only: one operation of each kind of access. */
export interface Draft {
  amount: string;
  account: string;
}

export const testContract = defineContract({
  operations: {
    status: op<void, { version: string }>()('test:status', 'anyone'),
    sendTransfer: op<Draft, { reference: string }, 'outside-window'>()('test:send', 'clerk'),
    resolveUnknown: op<{ transferId: string }, { state: string }>()('test:resolve', 'supervisor'),
    listReceipts: op<void, string[]>()('test:receipts', ['clerk', 'supervisor']),
  },
  events: {
    sessionEnded: event<{ reason: string }>()('test:session-ended'),
    environmentChanged: event<void>()('test:environment-changed'),
  },
});

export type TestContract = typeof testContract;

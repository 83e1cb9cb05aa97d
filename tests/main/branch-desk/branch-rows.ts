import type { BranchTransferRow } from '../../../hq/protocol/branch-desk';

/** D127: rows of the branch's other counters, as head office's pages carry them, for the tests. */

export const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 8, minute)).toISOString();

/** A transfer of counter 2 (workstation `ws-2`), made `minute` past 08:00 UTC. */
export function remoteRow(
  transferId: number,
  minute: number,
  state = 'succeeded',
): BranchTransferRow {
  return {
    createdAt: at(minute),
    workstationId: 'ws-2',
    transferId,
    workstationNumber: 2,
    reference: `R2-${transferId}`,
    kind: 'imt',
    state,
    amount: '20.00',
    currency: 'KES',
    senderName: 'Chege',
    sourceName: '',
    sourceAccount: '',
    recipientName: 'Dalia',
    recipientAccount: '+254700000000',
    destinationCountry: 'KE',
    transactionId: null,
    operatorId: 'clerk2',
    marks: ['reportable', 'split-24h'],
  };
}

import type { StoredRefusal } from '../journal/controls-repo';

/** What the clerk reads when a draft a supervisor refused is sent (or checked) again. */
export function refusalMessage(
  refusal: Pick<StoredRefusal, 'approverId' | 'approverName' | 'reason'>,
): string {
  return (
    `${refusal.approverName} (${refusal.approverId}), a supervisor, refused this transfer: "${refusal.reason}". Nothing was sent, and this form cannot be sent. ` +
    'Give the customer the reason; start a new transfer only if the supervisor agrees.'
  );
}

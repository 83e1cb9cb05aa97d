import type { StoredRefusal } from '../journal/controls-repo';
import { text } from '@shared/i18n/catalog';

/** What the clerk reads when a draft a supervisor refused is sent (or checked) again. */
export function refusalMessage(
  refusal: Pick<StoredRefusal, 'approverId' | 'approverName' | 'reason'>,
): string {
  return text('send.controls.refused', {
    name: refusal.approverName,
    id: refusal.approverId,
    reason: refusal.reason,
  });
}

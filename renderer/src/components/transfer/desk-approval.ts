import { onBeforeUnmount, ref, watch } from 'vue';
import type { DeskApprovalPurpose } from '@shared/domain/desk-approvals';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { useDeskApprovalsStore } from '../../stores/desk-approvals';

/** How often the review asks head office for the decision while it waits. */
export const DESK_POLL_MS = 1_500;

export type DeskApprovalStep = 'idle' | 'waiting' | 'expired' | 'approved';

/**
 * D125: the review's request to the branch's supervisors, through head office. `ask` sends it and
 * answers false when head office cannot take it (not enrolled, unreachable): the review then opens
 * the dialog at the counter. While it waits, the review asks head office for the decision every
 * moment, by itself; an approval calls `approved`, a refusal `refused` (main has kept it as one at
 * the counter). A new draft drops the request.
 */
export function useDeskApproval(
  draft: () => TransferDraft,
  on: { approved: () => void; refused: () => void },
  /** D131: the duplicate guard's approval is asked the same way. */
  purpose: DeskApprovalPurpose = 'amount-threshold',
) {
  const store = useDeskApprovalsStore();
  const step = ref<DeskApprovalStep>('idle');
  const expiresAt = ref<string | null>(null);
  const approver = ref<{ name: string; id: string } | null>(null);
  /** Head office did not answer the last poll: the review says it is still asking. */
  const stillTrying = ref(false);
  let requestId: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function stop(): void {
    clearTimeout(timer);
    timer = undefined;
  }

  function reset(): void {
    stop();
    requestId = null;
    step.value = 'idle';
    stillTrying.value = false;
    approver.value = null;
  }

  async function poll(): Promise<void> {
    const asked = requestId;
    if (!asked) return;
    const answer = await store.status(draft(), asked);
    if (requestId !== asked) return;
    if (!answer.ok) {
      if (answer.error.code === 'draft-changed') return reset();
      stillTrying.value = true;
      timer = setTimeout(() => void poll(), DESK_POLL_MS);
      return;
    }
    stillTrying.value = false;
    const state = answer.value;
    if (state.state === 'waiting') {
      timer = setTimeout(() => void poll(), DESK_POLL_MS);
    } else if (state.state === 'expired') {
      step.value = 'expired';
    } else if (state.state === 'approved') {
      step.value = 'approved';
      approver.value = { name: state.approval.approverName, id: state.approval.approverId };
      on.approved();
    } else {
      reset();
      on.refused();
    }
  }

  /** Sends the request; false when head office cannot take it (the dialog is the way then). */
  async function ask(): Promise<boolean> {
    reset();
    const answer = await store.ask(draft(), purpose);
    if (!answer.ok) return false;
    requestId = answer.value.requestId;
    expiresAt.value = answer.value.expiresAt;
    step.value = 'waiting';
    timer = setTimeout(() => void poll(), DESK_POLL_MS);
    return true;
  }

  watch(draft, reset);
  onBeforeUnmount(stop);

  return { step, expiresAt, approver, stillTrying, ask, reset };
}

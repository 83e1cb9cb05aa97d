import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  DeskApprovalPurpose,
  DeskDecisionRequest,
  WaitingApprovals,
} from '@shared/domain/desk-approvals';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import { failed, keepAnswer, safely, type Answer } from './ipc-failure';
import { clearedWhenSessionEnds } from './session-data';

/**
 * D125: approvals from the supervisor's own desk, through head office. The clerk's review asks and
 * polls; the supervisor's desk keeps the branch's waiting requests and decides. Main decides who
 * may do what; this store only asks and keeps the list on screen.
 */
export const useDeskApprovalsStore = defineStore('desk-approvals', () => {
  const waiting = ref<WaitingApprovals | null>(null);
  const waitingError = ref<string | null>(null);

  function ask(
    draft: TransferDraft,
    purpose: DeskApprovalPurpose = 'amount-threshold',
  ): Promise<Answer<'askDeskApproval'>> {
    return safely(() => remitDesk().askDeskApproval(plainCopy({ draft, purpose })), failed);
  }

  function status(draft: TransferDraft, requestId: string): Promise<Answer<'deskApprovalStatus'>> {
    return safely(() => remitDesk().deskApprovalStatus(plainCopy({ draft, requestId })), failed);
  }

  async function loadWaiting(): Promise<void> {
    const result = await safely(() => remitDesk().waitingApprovals(), failed);
    keepAnswer(result, waiting, waitingError);
  }

  async function decide(request: DeskDecisionRequest): Promise<Answer<'decideDeskApproval'>> {
    const answer = await safely(() => remitDesk().decideDeskApproval(plainCopy(request)), failed);
    // Decided (or closed meanwhile): the list as head office has it now.
    await loadWaiting();
    return answer;
  }

  function clear(): void {
    waiting.value = null;
    waitingError.value = null;
  }

  // The branch's requests name customers: nothing of them stays for the next person.
  clearedWhenSessionEnds(clear);

  return { waiting, waitingError, ask, status, loadWaiting, decide, clear };
});

import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  FlagReviewRequest,
  SuspicionFlagList,
  SuspicionFlagQuery,
  SuspicionFlagRequest,
  ThresholdDecisionRequest,
  ThresholdGroundsRequest,
} from '@shared/domain/controls';
import type { ApprovalFailures, DuplicateOverrideRequest } from '@shared/domain/approvals';
import type { RepeatCheckRequest } from '@shared/domain/repeats';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import { failed, keepAnswer, safely, type Answer } from './ipc-failure';

/**
 * The counter's controls (D42, D43) from the renderer's side: what a draft needs at review, a supervisor's
 * approval or refusal at the counter, suspicion flags and the compliance officer's list. Main
 * decides every one of them; this store only asks and keeps the list on screen.
 */
export const useControlsStore = defineStore('controls', () => {
  const flags = ref<SuspicionFlagList | null>(null);
  const flagsError = ref<string | null>(null);
  const approvalFailures = ref<ApprovalFailures | null>(null);

  function check(draft: TransferDraft): Promise<Answer<'checkControls'>> {
    return safely(() => remitDesk().checkControls(plainCopy(draft)), failed);
  }

  /** D124: the fee, rate and total to pay, priced by main from the settings now. */
  function price(draft: TransferDraft): Promise<Answer<'priceDraft'>> {
    return safely(() => remitDesk().priceDraft(plainCopy(draft)), failed);
  }

  /** An earlier transfer of the same details still waiting for a supervisor (D33). */
  function checkDuplicates(draft: TransferDraft): Promise<Answer<'checkDuplicates'>> {
    return safely(() => remitDesk().checkDuplicates(plainCopy(draft)), failed);
  }

  /** D46: earlier transfers this draft repeats (details in the window, or its instruction form). */
  function checkRepeats(request: RepeatCheckRequest): Promise<Answer<'checkRepeats'>> {
    return safely(() => remitDesk().checkRepeats(plainCopy(request)), failed);
  }

  function approveDuplicate(
    request: DuplicateOverrideRequest,
  ): Promise<Answer<'approveDuplicate'>> {
    return safely(() => remitDesk().approveDuplicate(plainCopy(request)), failed);
  }

  /** D81: why the draft needs the supervisor's approval, once main has checked their password. */
  function grounds(request: ThresholdGroundsRequest): Promise<Answer<'thresholdGrounds'>> {
    return safely(() => remitDesk().thresholdGrounds(plainCopy(request)), failed);
  }

  function approve(request: ThresholdDecisionRequest): Promise<Answer<'approveThreshold'>> {
    return safely(() => remitDesk().approveThreshold(plainCopy(request)), failed);
  }

  function refuse(request: ThresholdDecisionRequest): Promise<Answer<'refuseApproval'>> {
    return safely(() => remitDesk().refuseApproval(plainCopy(request)), failed);
  }

  function flag(request: SuspicionFlagRequest): Promise<Answer<'flagSuspicion'>> {
    return safely(() => remitDesk().flagSuspicion(plainCopy(request)), failed);
  }

  async function loadFlags(query: SuspicionFlagQuery): Promise<void> {
    const result = await safely(() => remitDesk().listSuspicionFlags(plainCopy(query)), failed);
    keepAnswer(result, flags, flagsError);
  }

  function exportFlags(query: SuspicionFlagQuery): Promise<Answer<'exportSuspicionFlags'>> {
    return safely(() => remitDesk().exportSuspicionFlags(plainCopy(query)), failed);
  }

  /** D79: a compliance officer's outcome of a flag; the list shows it at once. */
  async function review(request: FlagReviewRequest): Promise<Answer<'reviewSuspicionFlag'>> {
    const answer = await safely(() => remitDesk().reviewSuspicionFlag(plainCopy(request)), failed);
    if (answer.ok && flags.value) {
      flags.value = {
        ...flags.value,
        flags: flags.value.flags.map((flag) => (flag.id === answer.value.id ? answer.value : flag)),
      };
    }
    return answer;
  }

  /** D73: wrong approval passwords at this workstation, for supervisors and admins. */
  async function loadApprovalFailures(): Promise<void> {
    const result = await safely(() => remitDesk().approvalFailures(), failed);
    approvalFailures.value = result.ok ? result.value : null;
  }

  function clear(): void {
    flags.value = null;
    flagsError.value = null;
    approvalFailures.value = null;
  }

  return {
    flags,
    flagsError,
    approvalFailures,
    loadApprovalFailures,
    check,
    price,
    checkDuplicates,
    checkRepeats,
    approveDuplicate,
    grounds,
    approve,
    refuse,
    flag,
    loadFlags,
    exportFlags,
    review,
    clear,
  };
});

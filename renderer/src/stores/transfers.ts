import { defineStore } from 'pinia';
import { computed, reactive, ref } from 'vue';
import type { SendProgressEvent, TransferFormRules } from '../../../shared/ipc/contract';
import { dateInTimeZone } from '../../../shared/domain/calendar-date';
import type { ReceiptView } from '../../../shared/domain/receipt';
import { LOG_PAGE_MAX } from '../../../shared/domain/transfer-log';
import type { TransferDraft } from '../../../shared/domain/transfer-drafts';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import type { Answer } from './ipc-failure';
import { failed, safely } from './ipc-failure';

export type TransferKind = TransferDraft['kind'];
export type SendAnswer = Answer<'sendTransfer'>;

/**
 * One draft per kind: the id the form carries and, while the clerk is on another screen, what
 * was typed. The id is made once per draft and kept through every review, edit and confirm of
 * that draft (the main process sends a draft id only once), and replaced only when the draft is
 * done (a receipt) or the clerk starts a new transfer on purpose.
 */
interface DraftSlot {
  draftId: string;
  values: TransferDraft | null;
}

function freshSlot(): DraftSlot {
  return { draftId: crypto.randomUUID(), values: null };
}

export interface Sending {
  draftId: string;
  kind: TransferKind;
  progress: SendProgressEvent | null;
}

export const useTransfersStore = defineStore('transfers', () => {
  const formRules = ref<TransferFormRules | null>(null);
  const rulesError = ref<string | null>(null);
  const rulesLoading = ref(false);
  const slots = reactive<Record<TransferKind, DraftSlot>>({ rtgs: freshSlot(), imt: freshSlot() });
  const sending = ref<Sending | null>(null);
  const lastReceipt = ref<ReceiptView | null>(null);

  // Not reactive state: the promise of every confirm still running, and of every one that ended in
  // a receipt. A second click, or a click on a form left open, gets the same answer instead of a
  // second request.
  const confirms = new Map<string, Promise<SendAnswer>>();

  let listening = false;
  function listen(): void {
    if (listening) return;
    listening = true;
    remitDesk().on('sendProgress', (event) => {
      if (sending.value && sending.value.draftId === event.draftId) {
        sending.value = { ...sending.value, progress: event };
      }
    });
  }

  async function loadRules(force = false): Promise<void> {
    if (formRules.value && !force) return;
    rulesLoading.value = true;
    const result = await safely(() => remitDesk().transferFormRules(), failed);
    rulesLoading.value = false;
    if (result.ok) {
      formRules.value = result.value;
      rulesError.value = null;
    } else {
      rulesError.value = result.error.message;
    }
  }

  function draftIdFor(kind: TransferKind): string {
    return slots[kind].draftId;
  }

  function savedValues(kind: TransferKind): TransferDraft | null {
    return slots[kind].values;
  }

  /** Keeps what was typed while the clerk looks at another screen; only for the current draft. */
  function saveValues(draft: TransferDraft): void {
    const slot = slots[draft.kind];
    if (slot.draftId === draft.draftId) slot.values = plainCopy(draft);
  }

  function startNew(kind: TransferKind): void {
    slots[kind] = freshSlot();
  }

  /**
   * Sends a reviewed draft. The draft's own id goes to main unchanged: a repeated confirm of the
   * same draft (double click, a retry after an error) is the same request, and main sends it at
   * most once.
   */
  function confirm(draft: TransferDraft): Promise<SendAnswer> {
    const earlier = confirms.get(draft.draftId);
    if (earlier) return earlier;
    listen();
    sending.value = { draftId: draft.draftId, kind: draft.kind, progress: null };
    // Nothing the form does later can change the draft under a send in flight.
    const request = plainCopy(draft);
    const run = (async (): Promise<SendAnswer> => {
      const result = await safely(() => remitDesk().sendTransfer(request), failed);
      if (sending.value?.draftId === draft.draftId) sending.value = null;
      if (result.ok) {
        lastReceipt.value = result.value;
        if (slots[draft.kind].draftId === draft.draftId) slots[draft.kind] = freshSlot();
      } else {
        // A failed confirm may be repeated: main decides again, by the same draft id.
        confirms.delete(draft.draftId);
      }
      return result;
    })();
    confirms.set(draft.draftId, run);
    return run;
  }

  const isSending = computed(() => sending.value !== null);

  /** A receipt from the journal by its reference (a reprint, or a send that is not this one). */
  async function fetchReceipt(reference: string): Promise<Answer<'getReceipt'>> {
    return safely(() => remitDesk().getReceipt({ reference }), failed);
  }

  /**
   * The clerk's transfers of the branch's day (main gives a clerk only their own). The first
   * answer names the branch's zone (D32); today is then asked for in it.
   */
  async function fetchMyDay(): Promise<Answer<'transferLog'> & { day?: string }> {
    const probe = await safely(() => remitDesk().transferLog({ limit: 1 }), failed);
    if (!probe.ok) return probe;
    const day = dateInTimeZone(Date.now(), probe.value.timeZone);
    const page = await safely(
      () => remitDesk().transferLog({ from: day, to: day, limit: LOG_PAGE_MAX }),
      failed,
    );
    return page.ok ? { ...page, day } : page;
  }

  /** Signing out: nothing a customer typed stays on the screen for the next operator. */
  function clear(): void {
    slots.rtgs = freshSlot();
    slots.imt = freshSlot();
    lastReceipt.value = null;
  }

  return {
    formRules,
    rulesError,
    rulesLoading,
    sending,
    isSending,
    lastReceipt,
    loadRules,
    draftIdFor,
    savedValues,
    saveValues,
    startNew,
    confirm,
    fetchReceipt,
    fetchMyDay,
    clear,
  };
});

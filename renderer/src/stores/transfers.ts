import { defineStore } from 'pinia';
import { computed, reactive, ref } from 'vue';
import type { SendProgressEvent, TransferFormRules } from '@shared/ipc/contract';
import { dateInTimeZone } from '@shared/domain/calendar-date';
import type { ReceiptView } from '@shared/domain/receipt';
import { LOG_PAGE_MAX } from '@shared/domain/transfer-log';
import type { TransferDraft } from '@shared/domain/transfer-drafts';
import type { TransferCorrection } from '@shared/domain/transfer-correction';
import { remitDesk } from '../bridge';
import { plainCopy } from '../plain';
import type { Answer } from './ipc-failure';
import { errorText } from '../i18n';
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
  /** The clerk typed something into it (the form differs from an empty one). */
  typed: boolean;
  /** On the review when last seen, with the customer's instruction as far as it was typed. */
  review: DraftReview | null;
  /** The refused transfer this draft corrects (D45); null for any other draft. */
  correction: DraftCorrection | null;
  /**
   * Main said this draft can never be sent (a supervisor refused it, it corrects a transfer
   * corrected already): there is nothing to send before signing out.
   */
  ended: boolean;
  /** Given back after the session ran out, and not yet seen: the send page says so (D62). */
  restored: boolean;
}

/** What a correcting draft remembers of the transfer it corrects. */
export interface DraftCorrection {
  correcting: string;
  state: TransferCorrection['state'];
  reason: string | null;
  /** The field the bank named, highlighted when the form first opens; null once shown. */
  highlight: { path: string; message: string } | null;
}

export interface DraftReview {
  formNumber: string;
  checked: boolean;
  /** D46: the customer's reason for a second transfer, as far as it was typed. */
  repeatReason?: string;
  /** D86: the customer's receipt language chosen on the review; '' or absent: the branch's. */
  receiptLanguage?: string;
  /** D124: how the customer pays, as chosen on the review; '' or absent: not chosen yet. */
  paymentMethod?: string;
}

/** What the form saves of itself besides its values. */
export interface DraftState {
  typed: boolean;
  review: DraftReview | null;
}

function freshSlot(): DraftSlot {
  return {
    draftId: crypto.randomUUID(),
    values: null,
    typed: false,
    review: null,
    correction: null,
    ended: false,
    restored: false,
  };
}

/** The send page of each kind: where a kept draft is taken up again. */
export const SEND_ROUTES: Readonly<Record<TransferKind, string>> = {
  rtgs: 'send-rtgs',
  imt: 'send-imt',
};

/**
 * The drafts of a session that ran out (idle or at its lifetime), kept for its operator alone
 * (D44): in this window's memory only, never reactive state, never on disk; given back only when
 * the same operator signs in again, and dropped when anyone else signs in, on a sign-out by hand,
 * or when the window closes.
 */
interface KeptDrafts {
  operatorId: string;
  slots: Record<TransferKind, DraftSlot>;
  /** The send page the operator was on, to go back to; null when elsewhere. */
  route: string | null;
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
  let kept: KeptDrafts | null = null;

  let listening = false;
  function listen(): void {
    if (listening) return;
    listening = true;
    remitDesk().on('sendProgress', (event) => {
      if (sending.value && sending.value.draftId === event.draftId) {
        sending.value = { ...sending.value, progress: event };
      }
    });
    // D50: an admin saved a section or a list; rules held are read again, so an open form or
    // review (its RTGS window notice, its limits) follows at once.
    remitDesk().on('settingsChanged', () => {
      if (formRules.value) void refreshRules();
    });
  }

  /**
   * The rules read again, the ones held kept if main cannot answer: a review checks its draft
   * against these before its confirm goes (D50), and says why when they cannot be read.
   */
  async function refreshRules(): Promise<Answer<'transferFormRules'>> {
    listen();
    const result = await safely(() => remitDesk().transferFormRules(), failed);
    if (result.ok) {
      formRules.value = result.value;
      rulesError.value = null;
    }
    return result;
  }

  async function loadRules(force = false): Promise<void> {
    listen();
    if (formRules.value && !force) return;
    rulesLoading.value = true;
    const result = await safely(() => remitDesk().transferFormRules(), failed);
    rulesLoading.value = false;
    if (result.ok) {
      formRules.value = result.value;
      rulesError.value = null;
    } else {
      rulesError.value = errorText(result.error);
    }
  }

  function draftIdFor(kind: TransferKind): string {
    return slots[kind].draftId;
  }

  function savedValues(kind: TransferKind): TransferDraft | null {
    return slots[kind].values;
  }

  function savedState(kind: TransferKind): DraftState {
    const { typed, review } = slots[kind];
    return { typed, review: review ? { ...review } : null };
  }

  /**
   * Keeps what was typed while the clerk looks at another screen, and as they type, so that a
   * session that runs out finds it saved; only for the current draft.
   */
  function saveValues(draft: TransferDraft, state?: DraftState): void {
    const slot = slots[draft.kind];
    if (slot.draftId !== draft.draftId) return;
    slot.values = plainCopy(draft);
    if (state) {
      slot.typed = state.typed;
      slot.review = state.review ? { ...state.review } : null;
    }
  }

  /** A transfer that could still be sent is half typed: signing out by hand would discard it. */
  const hasTypedDraft = computed(
    () => (slots.rtgs.typed && !slots.rtgs.ended) || (slots.imt.typed && !slots.imt.ended),
  );

  /** Main said this draft can never be sent: it no longer holds a sign-out back. */
  function endDraft(draftId: string): void {
    for (const slot of Object.values(slots)) if (slot.draftId === draftId) slot.ended = true;
  }

  /**
   * The session ran out: the typed drafts are set aside for `operatorId` alone and the screen's
   * are emptied, as at every end. `route` is the page the operator was on.
   */
  function keepFor(operatorId: string, route: string | null): void {
    const typed = (kind: TransferKind) =>
      slots[kind].typed && sending.value?.draftId !== slots[kind].draftId;
    const keeping: KeptDrafts = {
      operatorId,
      slots: {
        rtgs: typed('rtgs') ? plainCopy(slots.rtgs) : freshSlot(),
        imt: typed('imt') ? plainCopy(slots.imt) : freshSlot(),
      },
      route: Object.values(SEND_ROUTES).includes(route ?? '') ? route : null,
    };
    clear();
    if (keeping.slots.rtgs.typed || keeping.slots.imt.typed) kept = keeping;
  }

  /**
   * Someone signed in: their own kept drafts come back (and the page to go to), anyone else's
   * are dropped for good.
   */
  function resumeFor(operatorId: string): string | null {
    const keeping = kept;
    kept = null;
    if (!keeping || keeping.operatorId !== operatorId) return null;
    slots.rtgs = { ...keeping.slots.rtgs, restored: keeping.slots.rtgs.typed };
    slots.imt = { ...keeping.slots.imt, restored: keeping.slots.imt.typed };
    return keeping.route;
  }

  /** The draft of this kind came back after the session ran out, and its page has not said so. */
  function restoredDraft(kind: TransferKind): boolean {
    return slots[kind].restored;
  }

  /** Its page said so: dismissed, or left. */
  function dismissRestored(kind: TransferKind): void {
    slots[kind].restored = false;
  }

  /** Whose drafts are kept, for the sign-in to compare; never the drafts themselves. */
  function keptFor(): string | null {
    return kept?.operatorId ?? null;
  }

  function startNew(kind: TransferKind): void {
    slots[kind] = freshSlot();
  }

  /**
   * "Correct and send as new": main's copy of a refused transfer's details for the clerk who sent
   * it, only when no money moved (main checks; the receipt offers it only then).
   */
  async function fetchCorrection(reference: string): Promise<Answer<'correctTransfer'>> {
    return safely(() => remitDesk().correctTransfer({ reference }), failed);
  }

  /**
   * A new draft of the refused transfer's kind, filled with its details: a draft id of its own (so
   * a new reference when sent), no customer's instruction (the review asks for it again), and the
   * field the bank named to highlight. It replaces that kind's draft; the receipt asks first when
   * one is half typed. Returns the page to open.
   */
  function startCorrection(correction: TransferCorrection): string {
    const kind = correction.draft.kind;
    const slot = freshSlot();
    // The draft names what it corrects (D47): main lets it correct that transfer once.
    slot.values = {
      ...plainCopy(correction.draft),
      draftId: slot.draftId,
      corrects: correction.correcting,
    } as TransferDraft;
    slot.typed = true;
    slot.correction = {
      correcting: correction.correcting,
      state: correction.state,
      reason: correction.reason,
      highlight:
        correction.field && correction.fieldMessage
          ? { path: correction.field, message: correction.fieldMessage }
          : null,
    };
    slots[kind] = slot;
    return SEND_ROUTES[kind];
  }

  /** The refused transfer the current draft of `kind` corrects, if it is a correction. */
  function correctionOf(kind: TransferKind): DraftCorrection | null {
    return slots[kind].correction;
  }

  /** The field to highlight, once: after the clerk has seen it, it is theirs to correct. */
  function takeHighlight(kind: TransferKind): DraftCorrection['highlight'] {
    const correction = slots[kind].correction;
    const highlight = correction?.highlight ?? null;
    if (correction) correction.highlight = null;
    return highlight;
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

  /**
   * Signing out: nothing a customer typed stays on the screen for the next operator, nor kept
   * for anyone (`keepFor` sets a run-out session's drafts aside after this).
   */
  function clear(): void {
    slots.rtgs = freshSlot();
    slots.imt = freshSlot();
    lastReceipt.value = null;
    kept = null;
    // Rules read in one session are not trusted in the next: an admin may have saved meanwhile.
    formRules.value = null;
    rulesError.value = null;
  }

  return {
    formRules,
    rulesError,
    rulesLoading,
    sending,
    isSending,
    lastReceipt,
    loadRules,
    refreshRules,
    draftIdFor,
    savedValues,
    savedState,
    saveValues,
    hasTypedDraft,
    endDraft,
    keepFor,
    resumeFor,
    restoredDraft,
    dismissRestored,
    keptFor,
    startNew,
    fetchCorrection,
    startCorrection,
    correctionOf,
    takeHighlight,
    confirm,
    fetchReceipt,
    fetchMyDay,
    clear,
  };
});

import type { Ref } from 'vue';
import {
  computed,
  nextTick,
  onBeforeUnmount,
  onMounted,
  provide,
  ref,
  shallowRef,
  watch,
} from 'vue';
import { onBeforeRouteLeave, useRouter } from 'vue-router';
import { useFieldValue, useForm } from 'vee-validate';
import type { Schema } from 'yup';
import type { IpcError } from '@shared/ipc/define';
import type {
  CounterInstruction,
  RepeatConfirmation,
  TransferDraft,
} from '@shared/domain/transfer-drafts';
import type { SendProgressEvent } from '@shared/ipc/contract';
import { tidyDraft } from '@shared/schemas/tidy-draft';
import { validateWithSchema } from '@shared/schemas/invalid-input';
import { worded } from '@shared/i18n/worded';
import type { Language } from '@shared/i18n/registry';
import type { PaymentMethod } from '@shared/domain/charges';
import { PAYMENT_METHOD_FIELD } from '@shared/schemas/payment-method';
import { t } from '../i18n';
import { showFromTop } from '../page-focus';
import { plainCopy } from '../plain';
import { useTransfersStore } from '../stores/transfers';
import { provideServerErrors, useErrorList } from './server-errors';
import { tidiedSchema } from './tidied-schema';
import { fieldId } from './useFormField';
import { INSTRUCTION_FIELD_PREFIX } from '@shared/schemas/instruction-required';
import { FIELD_OWNERS, ownedBy, ownerOf, type FieldOwners } from './field-owners';
import { revealAndFocus } from '../page-focus';

export type DraftStep = 'form' | 'review';

/** The send page's notice that a draft came back after the session ran out (SendFrame, D62). */
export const DRAFT_RESTORED_ID = 'draft-restored';
/**
 * Its Dismiss button, which takes the focus: the notice describes it, so it is read out with the
 * notice, and the next Tab is the form's first field, as from the page's heading (D62).
 */
export const DRAFT_RESTORED_FOCUS_ID = 'draft-restored-dismiss';

export interface DraftFormOptions<D extends TransferDraft> {
  kind: D['kind'];
  /** The shared draft schema for the current rules (it changes when the purpose list does). */
  schema: () => Schema<D>;
  empty: (draftId: string) => D;
  /**
   * The body paths that have a field on the screen, where main's field errors are shown, in the
   * order the screen shows them: the error summary lists its messages in that order.
   */
  fieldPaths: readonly string[];
  /** The fields a choice fills in, and that choice's field: where their messages are shown. */
  owners?: FieldOwners;
  /** Said after the progress while the send is on its way, if there is something to add (D56). */
  sendingNote?: () => string | null;
  /**
   * What the review tells the customer beyond the fields (the RTGS window), in a sentence worked
   * out afresh from the rules and the clock: a change since the clerk read it stops the confirm
   * once (D50).
   */
  notice?: () => string | null;
}

/** Why a review opened before an admin's save goes back to the form (D50). */
export const RULES_CHANGED_TITLE = t('app.draft.rulesChanged');

/**
 * Why a confirm stopped: what the review tells the customer changed while it was open (D50). The
 * notice as it reads now is in the message, where the clerk's eyes are, by the confirm button.
 */
export function noticeChanged(notice: string | null): IpcError<'review-changed'> {
  return worded('review-changed', 'app.draft.noticeChanged', {
    notice: notice ?? t('app.draft.noticeGone'),
  });
}

/**
 * Main's refusals after which this draft can never be sent (D47, D42, a changed draft): the review
 * offers only a new transfer, and signing out loses nothing that could go.
 */
export const ENDING_CODES: readonly string[] = [
  'already-corrected',
  'draft-refused',
  'draft-conflict',
];

/** What the clerk reads while a confirm is on its way. */
export function progressText(progress: SendProgressEvent | null): string {
  if (!progress) return t('app.draft.progress.waiting');
  const reference = progress.reference;
  switch (progress.stage) {
    case 'reserved':
      return t('app.draft.progress.reserved', { reference });
    case 'sending':
      return t('app.draft.progress.sending', { reference });
    case 'attempt-finished':
      return t('app.draft.progress.attemptFinished', {
        attempt: progress.attempt ?? 1,
        reference,
      });
    case 'finished':
      return t('app.draft.progress.finished', { reference });
  }
}

async function focusElement(id: string): Promise<void> {
  await nextTick();
  document.getElementById(id)?.focus();
}

/**
 * One transfer form from typing to receipt: the shared schema behind vee-validate, the review of
 * the tidied draft, the confirm through the transfers store, and main's answer mapped back onto
 * the fields. The draft id comes from the store and rides in the form's values, so every confirm
 * of this draft carries the same id.
 */
export function useTransferDraft<D extends TransferDraft>(options: DraftFormOptions<D>) {
  const store = useTransfersStore();
  const router = useRouter();
  const serverErrors = provideServerErrors();
  const owners = options.owners ?? {};
  provide(FIELD_OWNERS, owners);

  const saved = store.savedValues(options.kind) as D | null;
  const savedState = store.savedState(options.kind);
  const initial = saved ?? options.empty(store.draftIdFor(options.kind));
  const emptyText = JSON.stringify(plainCopy(options.empty(initial.draftId)));
  const form = useForm<D, D>({
    validationSchema: computed(() => tidiedSchema<D, D>(options.schema())),
    initialValues: initial as never,
    // The review step replaces the fields; their values must outlive them.
    keepValuesOnUnmount: true,
  });

  const step = ref<DraftStep>('form');
  // The customer's signed instruction, typed on the review; kept while the clerk goes back to edit.
  const instructionNumber = ref(savedState.review?.formNumber ?? '');
  const instructionChecked = ref(savedState.review?.checked ?? false);
  // D46: the customer's reason for a second transfer, when the review asks for one.
  const repeatReason = ref(savedState.review?.repeatReason ?? '');
  // D86: the customer's receipt language, chosen on the review; '' until chosen: the branch's.
  const receiptLanguage = ref(savedState.review?.receiptLanguage ?? '');
  // D124: how the customer pays, chosen on the review.
  const paymentMethod = ref(savedState.review?.paymentMethod ?? '');
  const reviewed = shallowRef<D | null>(null) as Ref<D | null>;
  const sendError = shallowRef<IpcError<string> | null>(null);
  const showSummary = ref(false);
  const summaryTitle = ref<string | null>(null);
  const errors = useErrorList(() => form.errors.value, serverErrors, owners, options.fieldPaths);

  // A choice fills its fields without checking them (the forms set them quietly); a message about
  // one of them, shown at the choice, is checked again once the choice is made, after the form's
  // own watchers have filled them in.
  for (const owner of new Set(Object.values(owners))) {
    watch(
      useFieldValue(owner),
      () => {
        for (const filled of ownedBy(owners, owner)) {
          if (form.errors.value[filled as keyof typeof form.errors.value]) {
            void form.validateField(filled as never);
          }
        }
      },
      { flush: 'post' },
    );
  }

  const draftId = computed(() => (form.values as D).draftId);
  const sending = computed(() => store.sending?.draftId === draftId.value);
  const progress = computed(() => {
    if (store.sending?.draftId !== draftId.value) return null;
    const note = options.sendingNote?.();
    return note
      ? `${progressText(store.sending.progress)} ${note}`
      : progressText(store.sending.progress);
  });

  const onScreen = (path: string) => options.fieldPaths.includes(path);

  async function showErrors(title: string | null): Promise<void> {
    summaryTitle.value = title;
    showSummary.value = true;
    await focusElement('form-errors');
  }

  /** The review's notice as the clerk read it with the customer (D50). */
  let noticeRead: string | null = null;

  const toReview = form.handleSubmit(
    async (draft) => {
      // The form now shows what will be sent, should the clerk come back to edit.
      form.setValues(plainCopy(draft) as never, false);
      reviewed.value = draft;
      sendError.value = null;
      showSummary.value = false;
      step.value = 'review';
      noticeRead = options.notice?.() ?? null;
      // Read with the customer from its top, Confirm in sight at the foot of the window.
      await nextTick();
      showFromTop(document.getElementById('review-title'));
    },
    () => {
      void showErrors(null);
    },
  );

  async function backToForm(): Promise<void> {
    step.value = 'form';
    await focusElement(fieldId(options.fieldPaths[0] ?? ''));
  }

  /**
   * D50: the review is checked again against the rules as main holds them now, before anything
   * goes. A detail they no longer allow (a limit lowered, an account taken off the list) sends the
   * clerk back to it; a changed notice (the RTGS window) is shown, and a second confirm sends.
   */
  async function stillAsReviewed(): Promise<boolean> {
    const fresh = await store.refreshRules();
    if (!fresh.ok) {
      sendError.value = fresh.error;
      return false;
    }
    // The form's schema is built from the rules its screen was given: they arrive on the next tick.
    await nextTick();
    const checked = validateWithSchema(options.schema(), tidyDraft(form.values));
    if (!checked.ok) {
      // Marked as main's refusals are, at their fields, until the clerk edits them.
      serverErrors.set(checked.error.fields, onScreen);
      step.value = 'form';
      await showErrors(t('app.draft.rulesChanged'));
      return false;
    }
    const notice = options.notice?.() ?? null;
    if (notice !== noticeRead) {
      noticeRead = notice;
      sendError.value = noticeChanged(notice);
      return false;
    }
    return true;
  }

  /** A check of the review under way: a second click waits for its word, it does not pass it. */
  let checking = false;

  async function confirm(
    instruction: CounterInstruction,
    repeat?: RepeatConfirmation,
    language?: Language,
    method?: PaymentMethod,
    total?: string,
  ): Promise<void> {
    const reviewedDraft = reviewed.value;
    if (!reviewedDraft || sending.value || checking) return;
    const draft = {
      ...reviewedDraft,
      instruction,
      ...(repeat ? { repeat } : {}),
      ...(language ? { receiptLanguage: language } : {}),
      ...(method ? { paymentMethod: method } : {}),
      // D154: the total the customer was shown; main refuses the send at another.
      ...(total ? { reviewedTotal: total } : {}),
    };
    sendError.value = null;
    checking = true;
    const unchanged = await stillAsReviewed().finally(() => (checking = false));
    if (!unchanged) return;
    const result = await store.confirm(draft);
    if (result.ok) {
      await router.push({ name: 'receipt', params: { reference: result.value.reference } });
      return;
    }
    // Main's word on the customer's instruction (D41) and on how they pay (D124) belongs to the
    // review, where they are chosen: the review shows it at its fields. Only the transfer's own
    // details send the clerk back.
    const fields = (result.error.fields ?? []).filter(
      (f) => !f.path.startsWith(INSTRUCTION_FIELD_PREFIX) && f.path !== PAYMENT_METHOD_FIELD,
    );
    if (fields.length > 0) {
      serverErrors.set(fields, onScreen);
      step.value = 'form';
      await showErrors(t('app.draft.detailsRefused'));
      return;
    }
    // A draft that can never go (a second correction, one sent with other details): signing out
    // then loses nothing that could be sent.
    if (ENDING_CODES.includes(result.error.code)) store.endDraft(draft.draftId);
    sendError.value = result.error;
  }

  /** A new transfer on purpose: a new draft id, an empty form. */
  async function startNew(): Promise<void> {
    store.startNew(options.kind);
    form.resetForm({ values: options.empty(store.draftIdFor(options.kind)) as never });
    serverErrors.clearAll();
    reviewed.value = null;
    sendError.value = null;
    showSummary.value = false;
    instructionNumber.value = '';
    instructionChecked.value = false;
    repeatReason.value = '';
    receiptLanguage.value = '';
    paymentMethod.value = '';
    step.value = 'form';
    await focusElement(fieldId(options.fieldPaths[0] ?? ''));
  }

  /** What the store keeps besides the values: whether anything was typed, and the review. */
  function state() {
    const values = form.values as D;
    return {
      typed: JSON.stringify(plainCopy({ ...values, draftId: initial.draftId })) !== emptyText,
      review:
        step.value === 'review'
          ? {
              formNumber: instructionNumber.value,
              checked: instructionChecked.value,
              repeatReason: repeatReason.value,
              receiptLanguage: receiptLanguage.value,
              paymentMethod: paymentMethod.value,
            }
          : null,
    };
  }

  // Saved as the clerk types, not only when the form closes: a session that runs out ends with
  // the form still open, and its draft is kept for the same clerk (D44).
  watch(
    [
      () => form.values,
      step,
      instructionNumber,
      instructionChecked,
      repeatReason,
      receiptLanguage,
      paymentMethod,
    ],
    () => store.saveValues(form.values as D, state()),
    { deep: true },
  );

  /**
   * A correction's first view (D45): the field the bank named, marked next to it and
   * in the summary, with the focus on it (or on the summary when the field is not on the form).
   * Shown once; the mark goes when the clerk edits the field, as main's marks do.
   */
  async function showHighlight(highlight: NonNullable<ReturnType<typeof store.takeHighlight>>) {
    serverErrors.set([highlight], onScreen);
    summaryTitle.value = t('app.draft.bankRefusedDetail');
    showSummary.value = true;
    await nextTick();
    // The field may be screens below the top of the form: brought into view with the focus.
    await revealAndFocus(
      document.getElementById(
        onScreen(highlight.path) ? fieldId(ownerOf(owners, highlight.path)) : 'form-errors',
      ),
    );
  }

  // A draft left on its review (the clerk went elsewhere, or the session ran out) opens there again,
  // checked by the schema as any review is.
  const highlight = store.takeHighlight(options.kind);
  onMounted(async () => {
    if (saved && savedState.review) await toReview();
    else if (highlight) await showHighlight(highlight);
    // A draft given back after the session ran out: the notice saying so comes first (D62).
    if (store.restoredDraft(options.kind)) await focusElement(DRAFT_RESTORED_FOCUS_ID);
  });

  // Leaving mid-send would hide the answer; signing out (public pages) is always allowed.
  onBeforeRouteLeave((to) => !sending.value || to.meta.public === true);
  onBeforeUnmount(() => store.saveValues(form.values as D, state()));

  return {
    kind: options.kind,
    form,
    step,
    reviewed,
    instructionNumber,
    instructionChecked,
    repeatReason,
    receiptLanguage,
    paymentMethod,
    sendError,
    sending,
    progress,
    errors: computed(() => (showSummary.value ? errors.value : [])),
    summaryTitle,
    toReview,
    backToForm,
    confirm,
    startNew,
  };
}

import { computed, nextTick, onBeforeUnmount, ref, shallowRef, watch, type Ref } from 'vue';
import type { Schema } from 'yup';
import type { DuplicateCheck } from '@shared/domain/approvals';
import type { RepeatCheck, RepeatGround } from '@shared/domain/repeats';
import type { RepeatConfirmation, TransferDraft } from '@shared/domain/transfer-drafts';
import type { TransferState } from '@shared/domain/transfer-states';
import { INSTRUCTION_FORM_NUMBER, repeatGroup } from '@shared/schemas/draft-groups';
import { validateWithSchema } from '@shared/schemas/validate';
import { useControlsStore } from '../../stores/controls';
import { t } from '../../i18n';
import { revealAndFocus } from '../../page-focus';

/** An earlier transfer the review names: when, in what state, and why it may be repeated. */
export interface EarlierTransfer {
  reference: string;
  createdAt: string;
  state: TransferState;
  why: string;
}

const groundWords = (ground: RepeatGround): string =>
  ground === 'details'
    ? t('counter.review.controls.ground.details')
    : t('counter.review.controls.ground.formNumber');

/** The earlier transfers named, once each: the waiting ones and the repeats, oldest first. */
export function earlierTransfers(
  duplicates: DuplicateCheck | null,
  repeats: RepeatCheck | null,
): EarlierTransfer[] {
  const lines = new Map<string, EarlierTransfer>();
  for (const match of duplicates?.matches ?? []) {
    lines.set(match.reference, { ...match, why: groundWords('details') });
  }
  for (const match of repeats?.matches ?? []) {
    lines.set(match.reference, { ...match, why: match.grounds.map(groundWords).join(', ') });
  }
  return [...lines.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

const REPEAT_SCHEMA = repeatGroup().required() as unknown as Schema<RepeatConfirmation>;

/**
 * D46, D48, D80: the review's check for repeats of a draft. The instruction form number is
 * checked as it is typed, a moment after the last key (a number already used stops the draft, in
 * main's words through `formUsed`); an answer for a number no longer typed is dropped. A second
 * transfer goes with the clerk's reason (`repeatConfirmation`), when `needed` says so.
 */
export function useRepeatCheck(options: {
  draft: () => TransferDraft;
  formNumber: () => string | undefined;
  formUsed: (message: string | null) => void;
  reason: Ref<string>;
  needed: () => boolean;
}) {
  const controls = useControlsStore();
  const repeats = shallowRef<RepeatCheck | null>(null);
  const reasonError = ref('');

  /** The instruction form number once it has a form number's shape: what main checks it against. */
  const typedForm = computed(() => {
    const number = (options.formNumber() ?? '').trim();
    return INSTRUCTION_FORM_NUMBER.test(number) ? number : '';
  });
  /** The form number the last repeat check asked about; a later answer for another is dropped. */
  let askedForm: string | null = null;
  let repeatsRun: Promise<void> | null = null;

  function checkRepeats(): Promise<void> {
    const form = typedForm.value;
    askedForm = form;
    const run = (async () => {
      const answer = await controls.checkRepeats({
        draft: options.draft(),
        ...(form ? { formNumber: form } : {}),
      });
      if (askedForm !== form) return;
      repeats.value = answer.ok ? answer.value : null;
      options.formUsed(repeats.value?.formNumberUsed ?? null);
    })();
    repeatsRun = run;
    return run;
  }

  // The form number is checked as it is typed, a moment after the last key.
  let typing: ReturnType<typeof setTimeout> | undefined;
  watch(typedForm, () => {
    clearTimeout(typing);
    typing = setTimeout(() => void checkRepeats(), 300);
  });
  onBeforeUnmount(() => clearTimeout(typing));

  /** Every check answered for the form number as it stands: what Confirm waits for. */
  async function settled(): Promise<void> {
    if (askedForm !== typedForm.value) {
      clearTimeout(typing);
      await checkRepeats();
    } else if (repeatsRun) {
      await repeatsRun;
    }
  }

  /**
   * What the send carries for a second transfer: nothing when nothing needs confirming (or a
   * supervisor answers for it); null when the reason is missing, which is then shown and focused.
   */
  function repeatConfirmation(): RepeatConfirmation | undefined | null {
    if (!options.needed()) return undefined;
    const confirmation = {
      reason: options.reason.value.trim(),
      earlier: (repeats.value?.matches ?? []).map((match) => match.reference),
    };
    const result = validateWithSchema<RepeatConfirmation>(REPEAT_SCHEMA, confirmation);
    if (!result.ok) {
      reasonError.value =
        result.error.fields.find((field) => field.path === 'reason')?.message ??
        t('counter.review.controls.repeat.stillChecking');
      void nextTick(() => revealAndFocus(document.getElementById('repeat-reason')));
      return null;
    }
    reasonError.value = '';
    return result.value;
  }
  watch(options.reason, () => {
    if (reasonError.value && options.reason.value.trim() !== '') reasonError.value = '';
  });

  return { repeats, reasonError, checkRepeats, settled, repeatConfirmation };
}

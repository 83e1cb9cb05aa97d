import type { Ref } from 'vue';
import type { FieldError, IpcError } from '@shared/ipc/define';
import type { Language } from '@shared/i18n/registry';
import type {
  CounterInstruction,
  RepeatConfirmation,
  TransferDraft,
} from '@shared/domain/transfer-drafts';
import type { DraftStep } from '../../composables/useTransferDraft';
import type { ReviewGloss } from './review';

/**
 * What the review reads of a send form's draft (useTransferDraft): the customer's instruction,
 * repeat reason and receipt language it keeps, its sending, progress and answer, and going back,
 * confirming and starting anew.
 */
export interface ReviewedDraft {
  instructionNumber: Ref<string>;
  instructionChecked: Ref<boolean>;
  repeatReason: Ref<string>;
  receiptLanguage: Ref<string>;
  paymentMethod: Ref<string>;
  reviewed: Readonly<Ref<TransferDraft | null>>;
  sendError: Readonly<Ref<IpcError<string> | null>>;
  sending: Readonly<Ref<boolean>>;
  progress: Readonly<Ref<string | null>>;
  backToForm: () => Promise<void>;
  confirm: (
    instruction: CounterInstruction,
    repeat?: RepeatConfirmation,
    language?: Language,
  ) => Promise<void>;
  startNew: () => Promise<void>;
}

/** What the form around the fields reads of it besides: its step, summary and submit. */
export interface FramedDraft<D extends TransferDraft = TransferDraft> extends ReviewedDraft {
  kind: D['kind'];
  reviewed: Readonly<Ref<D | null>>;
  step: Readonly<Ref<DraftStep>>;
  errors: Readonly<Ref<readonly FieldError[]>>;
  summaryTitle: Readonly<Ref<string | null>>;
  toReview: (event?: Event) => Promise<unknown>;
}

/** A form's own words on its review, beyond what both kinds share. */
export interface ReviewWords<D extends TransferDraft> {
  /** Words for a value of this kind's own (a bank's or wallet's name). */
  glossOf: (field: string, value: string, draft: D) => ReviewGloss;
  /** The review's sentence of what goes where. */
  headlineOf: (draft: D) => string;
}

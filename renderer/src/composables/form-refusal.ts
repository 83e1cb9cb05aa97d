import { nextTick, ref } from 'vue';
import type { FieldError, IpcError } from '@shared/ipc/define';
import { errorText } from '../i18n';
import { provideServerErrors } from './server-errors';

/**
 * What a form shows when it is refused: main's field errors on the fields it has (the others in
 * the summary), main's message unless it only repeats the one field's, and, when the form's own
 * check fails, the focus on the summary so that a keyboard user lands on the list of problems.
 */
export function useFormRefusal(options: {
  /** The form's field paths. */
  fields: readonly string[];
  /** The summary's element id, when two forms share a page. */
  summaryId?: string;
}) {
  const serverErrors = provideServerErrors();
  const showSummary = ref(false);
  const failure = ref<string | null>(null);

  function clear(): void {
    failure.value = null;
    showSummary.value = false;
    serverErrors.clearAll();
  }

  /** Shows main's refusal; returns its field errors. */
  function refused(error: IpcError<string>): readonly FieldError[] {
    const fields = error.fields ?? [];
    serverErrors.set(fields, (path) => options.fields.includes(path));
    showSummary.value = fields.length > 0;
    const repeated = fields.length === 1 && fields[0]?.message === error.message;
    failure.value = repeated ? null : errorText(error);
    return fields;
  }

  async function showErrors(): Promise<void> {
    showSummary.value = true;
    await nextTick();
    document.getElementById(options.summaryId ?? 'form-errors')?.focus();
  }

  return { serverErrors, showSummary, failure, clear, refused, showErrors };
}

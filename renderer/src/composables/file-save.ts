import { ref } from 'vue';
import type { IpcError } from '@shared/ipc/define';
import { errorText } from '../i18n';

type SaveAnswer<T> = { ok: true; value: T | null } | { ok: false; error: IpcError<string> };

/**
 * A list's "Save as CSV" (D79): main opens the dialog and writes the file; the page says where it
 * went, or why not. A cancelled dialog says nothing. `busy` holds the button while main writes.
 */
export function useFileSave<T>(save: () => Promise<SaveAnswer<T>>, done: (value: T) => string) {
  const busy = ref(false);
  const saved = ref<string | null>(null);
  const error = ref<string | null>(null);

  async function run(): Promise<void> {
    busy.value = true;
    saved.value = null;
    error.value = null;
    const answer = await save();
    busy.value = false;
    if (!answer.ok) error.value = errorText(answer.error);
    else if (answer.value) saved.value = done(answer.value);
  }

  return { busy, saved, error, run };
}

/** A list's save, as `ListFilters` shows it. */
export type FileSave = ReturnType<typeof useFileSave>;

import { ref } from 'vue';
import type { Answer } from './api';

/**
 * What an admin's one-click action said: done (a status line) or refused (an alert), one at a
 * time, the last action's only.
 */
export function useActionNotice() {
  const done = ref<string | null>(null);
  const refused = ref<string | null>(null);

  async function act<T>(work: Promise<Answer<T>>, said: (value: T) => string): Promise<void> {
    done.value = null;
    refused.value = null;
    const answer = await work;
    if (answer.ok) done.value = said(answer.value) || null;
    else refused.value = answer.error.message;
  }

  return { done, refused, act };
}

import type { Ref } from 'vue';
import type { Answer } from '../api';

/**
 * Puts the operator head office answered a change with in place of their row (or adds them), the
 * list kept by name; the answer is handed on for the page to word.
 */
export function keepOperator<T extends { operatorId: string; displayName: string }>(
  list: Ref<T[]>,
  answer: Answer<T>,
): Answer<T> {
  if (answer.ok) {
    const others = list.value.filter((o) => o.operatorId !== answer.value.operatorId);
    list.value = [...others, answer.value].sort((a, b) =>
      a.displayName.localeCompare(b.displayName),
    );
  }
  return answer;
}

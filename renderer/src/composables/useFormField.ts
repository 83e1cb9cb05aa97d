import type { MaybeRefOrGetter } from 'vue';
import { computed, inject, toValue } from 'vue';
import { useField } from 'vee-validate';
import { SERVER_ERRORS } from './server-errors';

/** The element id of a form field: `field-source-name` for `source.name`. */
export function fieldId(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/**
 * One field of the surrounding vee-validate form. Checked when it loses focus, and from then on
 * as the clerk corrects it: no message about a half-typed value, no stale message after a fix.
 */
export function useFormField(path: MaybeRefOrGetter<string>) {
  const field = useField<string>(path, undefined, { validateOnValueUpdate: false });
  const server = inject(SERVER_ERRORS, null);

  const error = computed(() => field.errorMessage.value ?? server?.messages[toValue(path)] ?? null);

  function input(value: string): void {
    field.value.value = value;
    server?.clear(toValue(path));
    if (field.errorMessage.value) void field.validate();
  }

  /** Selects: a choice is complete the moment it is made. */
  function change(value: string): void {
    field.value.value = value;
    server?.clear(toValue(path));
    void field.validate();
  }

  function blur(): void {
    field.handleBlur(undefined, true);
  }

  return {
    id: computed(() => fieldId(toValue(path))),
    value: computed(() => field.value.value ?? ''),
    error,
    input,
    change,
    blur,
  };
}

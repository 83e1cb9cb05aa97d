import type { MaybeRefOrGetter } from 'vue';
import { computed, inject, toValue } from 'vue';
import { useField, useFormErrors } from 'vee-validate';
import { FIELD_OWNERS, ownedBy } from './field-owners';
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
  // A form whose choices fill in other fields shows their messages at the choice (field-owners.ts).
  const owners = inject(FIELD_OWNERS, null);
  const formErrors = owners ? useFormErrors() : null;

  const error = computed(() => {
    const own = toValue(path);
    // Filled in by a choice elsewhere: its message is shown at that choice, not here.
    if (owners && Object.hasOwn(owners, own)) return null;
    const mine = field.errorMessage.value ?? server?.messages[own];
    if (mine) return mine;
    for (const derived of ownedBy(owners, own)) {
      const message = formErrors?.value[derived] ?? server?.messages[derived];
      if (message) return message;
    }
    return null;
  });

  /** Main's messages about this field, and about the fields its choice fills, are answered. */
  function clearServer(): void {
    server?.clear(toValue(path));
    for (const derived of ownedBy(owners, toValue(path))) server?.clear(derived);
  }

  function input(value: string): void {
    field.value.value = value;
    clearServer();
    if (field.errorMessage.value) void field.validate();
  }

  /** Selects: a choice is complete the moment it is made. */
  function change(value: string): void {
    field.value.value = value;
    clearServer();
    void field.validate();
  }

  /**
   * Checked as focus leaves, except for the form's own submit button: the submit checks every
   * field, and an error shown at the button's mousedown can move it from under the pointer before
   * the mouseup, so that the click, and the submit, never happen.
   */
  function blur(event?: FocusEvent): void {
    const next = event?.relatedTarget;
    const form = event?.target instanceof Element ? event.target.closest('form') : null;
    if (next instanceof HTMLButtonElement && next.type === 'submit' && form && next.form === form) {
      return;
    }
    field.handleBlur(undefined, true);
  }

  return {
    id: computed(() => fieldId(toValue(path))),
    value: computed(() => field.value.value ?? ''),
    error,
    input,
    change,
    blur,
    clearServer,
  };
}

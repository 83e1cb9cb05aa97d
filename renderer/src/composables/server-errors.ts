import type { InjectionKey } from 'vue';
import { computed, provide, reactive } from 'vue';
import type { FieldError } from '@shared/ipc/define';
import { errorText } from '../i18n';
import { ownerOf, type FieldOwners } from './field-owners';

/**
 * Field errors the main process returned for the last request, kept apart from the form's own
 * validation: the form re-validates every checked field whenever one changes, which would wipe a
 * message from main about a field the clerk has not touched yet. Each one goes when the clerk
 * edits its field.
 */
export interface ServerErrors {
  readonly messages: Readonly<Record<string, string>>;
  /** Messages about no field on the screen (a whole group, the draft id …). */
  readonly unplaced: readonly FieldError[];
  set(fields: readonly FieldError[], onScreen: (path: string) => boolean): void;
  clear(path: string): void;
  clearAll(): void;
}

export const SERVER_ERRORS: InjectionKey<ServerErrors> = Symbol('server-errors');

export function provideServerErrors(): ServerErrors {
  const messages = reactive<Record<string, string>>({});
  const unplaced = reactive<FieldError[]>([]);
  const errors: ServerErrors = {
    messages,
    unplaced,
    set(fields, onScreen) {
      errors.clearAll();
      for (const field of fields) {
        // In the operator's language where main said it by its message (D65).
        const message = errorText(field);
        if (onScreen(field.path) && messages[field.path] === undefined) {
          messages[field.path] = message;
        } else if (!onScreen(field.path)) {
          unplaced.push({ path: field.path, message });
        }
      }
    },
    clear(path) {
      delete messages[path];
    },
    clearAll() {
      for (const path of Object.keys(messages)) delete messages[path];
      unplaced.splice(0, unplaced.length);
    },
  };
  provide(SERVER_ERRORS, errors);
  return errors;
}

/**
 * Every message to list in a form's error summary, main's included, one per field the clerk can
 * edit: a message about a field a choice fills in is listed at that choice (`owners`), after the
 * choice's own message if it has one. With `order` (the fields' paths as the screen shows them)
 * the list reads as the form does, whatever order the schema checked them in; messages about no
 * field there come last.
 */
export function useErrorList(
  formErrors: () => Partial<Record<string, string | undefined>>,
  server: ServerErrors,
  owners?: FieldOwners,
  order?: readonly string[],
) {
  return computed(() => {
    const byField = new Map<string, { own?: string; filled?: string }>();
    for (const [path, message] of Object.entries({ ...server.messages, ...formErrors() })) {
      if (!message) continue;
      const field = ownerOf(owners, path);
      const entry = byField.get(field) ?? {};
      if (field === path) entry.own ??= message;
      else entry.filled ??= message;
      byField.set(field, entry);
    }
    const list: FieldError[] = [...byField].map(([path, { own, filled }]) => ({
      path,
      message: (own ?? filled)!,
    }));
    if (order) {
      const place = (path: string) => {
        const index = order.indexOf(path);
        return index === -1 ? order.length : index;
      };
      list.sort((a, b) => place(a.path) - place(b.path));
    }
    return [...list, ...server.unplaced];
  });
}

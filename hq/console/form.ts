import { computed, ref, type Ref } from 'vue';
import { useForm, type GenericObject, type TypedSchema } from 'vee-validate';
import type { Schema } from 'yup';
import { validateWithSchema, type FieldProblem } from '@shared/schemas/invalid-input';
import type { ConsoleRefusal } from '../console-api/answers';
import type { Answer } from './api';

/*
 * A console form: vee-validate holding the values, checked by the very schema head office runs on
 * the request (hq/console-api), so the page refuses what the server refuses in the same words.
 * What only the page sees (a password typed twice) is an extra check of its own.
 */

/** The element id of a field, which the error summary's links take the focus to. */
export function fieldId(path: string): string {
  return `field-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;
}

/**
 * The page's own check of a password typed twice: the field `<path>Again` must hold what `path`
 * holds, or it carries `message`. Only the page sees the second typing; head office never gets it.
 */
export function typedAgain(path: string, message: string) {
  return (values: Partial<Record<string, unknown>>): FieldProblem[] =>
    values[path] && values[`${path}Again`] !== values[path]
      ? [{ path: `${path}Again`, message }]
      : [];
}

function requestSchema<Values extends object, Request>(
  schema: Schema<Request>,
  toRequest: (values: Partial<Values>) => Request,
  extra: (values: Partial<Values>) => FieldProblem[],
): TypedSchema<Values, Request> {
  return {
    __type: 'VVTypedSchema',
    parse(values) {
      const result = validateWithSchema(schema, toRequest(values));
      const problems = [...(result.ok ? [] : result.error.fields), ...extra(values)];
      if (problems.length === 0 && result.ok)
        return Promise.resolve({ value: result.value, errors: [] });
      const byPath = new Map<string, string[]>();
      for (const { path, message } of problems)
        byPath.set(path, [...(byPath.get(path) ?? []), message]);
      return Promise.resolve({ errors: [...byPath].map(([path, errors]) => ({ path, errors })) });
    },
  };
}

export interface ConsoleFormOptions<Values extends object, Request> {
  schema: Schema<Request>;
  initial: Values;
  toRequest: (values: Partial<Values>) => Request;
  extra?: (values: Partial<Values>) => FieldProblem[];
  /** Sends the request; a refusal's fields are shown at their fields, its message above the form. */
  send: (request: Request) => Promise<Answer<unknown>>;
  /** After head office accepted it. */
  done?: () => void | Promise<void>;
}

export function useConsoleForm<Values extends GenericObject, Request extends GenericObject>(
  options: ConsoleFormOptions<Values, Request>,
) {
  const form = useForm<Values, Request>({
    validationSchema: requestSchema(options.schema, options.toRequest, options.extra ?? (() => [])),
    initialValues: options.initial as never,
  });
  const failure: Ref<string | null> = ref(null);
  const tried = ref(false);
  const sending = ref(false);

  const errors = computed(() =>
    Object.entries(form.errors.value)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([path, message]) => ({ path, message })),
  );

  function showRefusal(refusal: ConsoleRefusal): void {
    const fields = refusal.fields?.filter((f) => f.path !== '') ?? [];
    for (const field of fields) form.setFieldError(field.path as never, field.message);
    failure.value = fields.length > 0 ? null : refusal.message;
  }

  const submit = form.handleSubmit(
    async (request) => {
      tried.value = false;
      failure.value = null;
      sending.value = true;
      const answer = await options.send(request);
      sending.value = false;
      if (answer.ok) {
        form.resetForm({ values: options.initial as never });
        await options.done?.();
      } else {
        tried.value = true;
        showRefusal(answer.error);
      }
    },
    () => {
      tried.value = true;
    },
  );

  return { form, submit, errors, failure, tried, sending };
}

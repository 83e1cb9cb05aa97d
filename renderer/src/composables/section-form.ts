import type { MaybeRefOrGetter, Ref } from 'vue';
import { computed, nextTick, ref, toValue, watch } from 'vue';
import type { GenericObject, TypedSchema, TypedSchemaError } from 'vee-validate';
import { useForm } from 'vee-validate';
import type { Schema } from 'yup';
import type { FieldError, IpcError } from '@shared/ipc/define';
import {
  SETTINGS_SECTION_LABELS,
  type AppSettings,
  type SettingsSection,
  type SettingsView,
} from '@shared/domain/settings';
import type { EnglishCatalog } from '@shared/i18n/en';
import { validateWithSchema } from '@shared/schemas/invalid-input';
import { SETTINGS_SCHEMAS } from '@shared/schemas/settings-schemas';
import { errorText, t } from '../i18n';
import { plainCopy } from '../plain';
import { provideServerErrors, useErrorList } from './server-errors';

/** What a section's save answers: the view main holds now, or why not. */
export type SectionSaveResult<T = unknown> =
  { ok: true; value: T } | { ok: false; error: IpcError<string> };

/**
 * The props of a settings section, the same on the Settings page and in the wizard: the section
 * as stored, how to save it, a stored value that failed its check (the form shows the default
 * instead), and whether it was read from an earlier version's settings and not saved since.
 */
export interface SettingsSectionProps<V> {
  value: V;
  save: (value: V) => Promise<SectionSaveResult<SettingsView>>;
  problem?: string | null;
  earlier?: boolean;
}

/** `withDefaults` of a settings section's props: no problem, not from an earlier version. */
export const SECTION_PROP_DEFAULTS = { problem: null, earlier: false } as const;

/** The options that tie a section's form to its props and its `saved` event, alike in every one. */
function sectionBinding<V>(
  props: SettingsSectionProps<V>,
  emit: (event: 'saved', view: SettingsView) => void,
): Pick<SectionFormOptions<V, object, SettingsView>, 'value' | 'save' | 'onSaved'> {
  return {
    value: () => props.value,
    save: (value) => props.save(value),
    onSaved: (view) => emit('saved', view),
  };
}

export interface SectionFormOptions<V, F extends object, T> {
  /** The shared schema main checks the section with: the form refuses what main refuses. */
  schema: Schema<V>;
  /** The section as stored, from the component's props; the form starts from it again after a save. */
  value: MaybeRefOrGetter<V>;
  /** The form's values for a stored section (numbers as text, missing keys as ''). */
  toForm: (value: V) => F;
  /** The section a form's values make (text read as numbers where the section holds numbers). */
  fromForm: (form: F) => unknown;
  save: (value: V) => Promise<SectionSaveResult<T>>;
  onSaved: (answer: T) => void;
  /**
   * Where the section's paths sit in the form: '' when the form's values are the section, or a
   * key such as `entries` when the section (a list) is held under it.
   */
  prefix?: string;
  /** The element id the error summary of this form gets (one per page). */
  summaryId?: string;
}

/** What a section's frame shows and does: the part of `useSectionForm` its template reads. */
export interface SectionFormState {
  submit: (event?: Event) => Promise<unknown>;
  restart: () => void;
  errors: Readonly<Ref<readonly FieldError[]>>;
  summaryTitle: Readonly<Ref<string | null>>;
  summaryId: string;
  failure: Readonly<Ref<string | null>>;
  savedNotice: Readonly<Ref<string | null>>;
  saving: Readonly<Ref<boolean>>;
  dirty: Readonly<Ref<boolean>>;
}

/** Text trimmed at any depth, as every form tidies what was typed before checking it. */
export { trimmed, wholeNumberOrText } from '@shared/domain/settings-form-values';

interface SettingRange {
  min: number;
  max: number;
  default: number;
}

/** A setting's range, as its hint says it: the least, the most and the default, shown by `show`. */
export function rangeOf(range: SettingRange): { min: number; max: number; standard: number };
export function rangeOf<T>(
  range: SettingRange,
  show: (n: number) => T,
): { min: T; max: T; standard: T };
export function rangeOf(range: SettingRange, show: (n: number) => unknown = (n) => n) {
  return { min: show(range.min), max: show(range.max), standard: show(range.default) };
}

function withPrefix(prefix: string, path: string): string {
  if (!prefix) return path;
  if (path === '') return prefix;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

/**
 * One settings section as a form: checked with the section's shared schema as the admin types,
 * saved through `save`, main's field errors put on the fields, and the form started again from
 * what main holds after a save. Used on the settings page and as a step of the first-launch wizard.
 */
export function useSectionForm<V, F extends object, T>(options: SectionFormOptions<V, F, T>) {
  const prefix = options.prefix ?? '';
  const summaryId = options.summaryId ?? 'form-errors';
  const serverErrors = provideServerErrors();

  const schema: TypedSchema<F, V> = {
    __type: 'VVTypedSchema',
    parse(values) {
      const result = validateWithSchema(options.schema, options.fromForm(values as F));
      if (result.ok) return Promise.resolve({ value: result.value, errors: [] });
      const byPath = new Map<string, string[]>();
      for (const { path, message } of result.error.fields) {
        const at = withPrefix(prefix, path);
        byPath.set(at, [...(byPath.get(at) ?? []), message]);
      }
      const errors: TypedSchemaError[] = [...byPath].map(([path, list]) => ({
        path,
        errors: list,
      }));
      return Promise.resolve({ errors });
    },
  };

  // A section may be a list: the typed output is cast back to V where the form hands it over.
  const form = useForm<F, GenericObject>({
    validationSchema: schema as unknown as TypedSchema<F, GenericObject>,
    initialValues: options.toForm(toValue(options.value)) as never,
    // A section may show part of its fields at a time (one country's calendar): the others keep
    // their values while hidden.
    keepValuesOnUnmount: true,
  });
  const errors = useErrorList(() => form.errors.value, serverErrors);
  const showSummary = ref(false);
  const summaryTitle = ref<string | null>(null);
  const failure = ref<string | null>(null);
  const savedNotice = ref<string | null>(null);

  function restart(value: V): void {
    form.resetForm({ values: options.toForm(value) as never });
  }

  // A value main answered with (a save elsewhere, an import) replaces an untouched form.
  watch(
    () => toValue(options.value),
    (value) => {
      if (!form.meta.value.dirty) restart(value);
    },
    { deep: true },
  );

  async function focusSummary(): Promise<void> {
    await nextTick();
    document.getElementById(summaryId)?.focus();
  }

  const submit = form.handleSubmit(
    async (value) => {
      failure.value = null;
      savedNotice.value = null;
      serverErrors.clearAll();
      const result = await options.save(plainCopy(value) as V);
      if (result.ok) {
        showSummary.value = false;
        restart(value as V);
        savedNotice.value = t('app.saved');
        options.onSaved(result.value);
        return;
      }
      const fields: FieldError[] = (result.error.fields ?? []).map((field) => ({
        path: withPrefix(prefix, field.path),
        message: field.message,
      }));
      serverErrors.set(fields, () => true);
      failure.value = fields.length > 0 ? null : errorText(result.error);
      summaryTitle.value = fields.length > 0 ? t('app.settingsRefused') : null;
      showSummary.value = fields.length > 0;
      if (fields.length > 0) await focusSummary();
    },
    () => {
      savedNotice.value = null;
      summaryTitle.value = null;
      showSummary.value = true;
      void focusSummary();
    },
  );

  return {
    form,
    submit,
    errors: computed(() => (showSummary.value ? errors.value : [])),
    summaryTitle,
    summaryId,
    failure,
    savedNotice,
    saving: computed(() => form.isSubmitting.value),
    dirty: computed(() => form.meta.value.dirty),
    restart: () => restart(toValue(options.value)),
  };
}

/** The settings sections the admin's settings page shows, each with what it is for. */
export type FramedSection = SettingsSection & keyof EnglishCatalog['admin']['settings']['purpose'];

/**
 * A section of the settings as a form, by its name: checked with its shared schema, tied to its
 * props and `saved` event, and what its frame shows (`frame`: the section's title and what it is
 * for, the form, a stored value's problem), alike in every section. The section's template binds
 * the frame (`<SectionFrame v-bind="section.frame.value" testid="…">`).
 */
export function useSettingsSection<S extends FramedSection, F extends object>(
  name: S,
  props: SettingsSectionProps<AppSettings[S]>,
  emit: (event: 'saved', view: SettingsView) => void,
  options: Pick<SectionFormOptions<AppSettings[S], F, SettingsView>, 'toForm' | 'fromForm'>,
) {
  const form = useSectionForm<AppSettings[S], F, SettingsView>({
    schema: SETTINGS_SCHEMAS[name],
    ...sectionBinding(props, emit),
    ...options,
  });
  const frame = computed(() => ({
    title: SETTINGS_SECTION_LABELS[name],
    purpose: t(`admin.settings.purpose.${name as FramedSection}`),
    form,
    problem: props.problem,
    earlier: props.earlier,
  }));
  return { ...form, frame };
}

import type { ObjectShape } from 'yup';
import { object, string } from 'yup';
import { text, type Worded, wordedWhenRead } from '../i18n/catalog';
import type { EnglishCatalog } from '../i18n/en';
import { check } from './text-field-rules';

/*
 * What the operator forms' schemas are made of (operator-schemas.ts, sign-in-schema.ts): the
 * fields' labels and limits, a form's frame, and a password the operator already has. Sign-in's
 * schema is a module of its own, so the first screen builds no other form's (D91).
 */

/** Field labels, as the forms show them; every message below names the field this way. */
export const OPERATOR_LABELS = wordedWhenRead({
  operatorId: () => text('accounts.label.operatorId'),
  displayName: () => text('accounts.label.displayName'),
  role: () => text('accounts.label.role'),
  language: () => text('languages.label'),
  password: () => text('accounts.label.password'),
  currentPassword: () => text('accounts.label.currentPassword'),
  newPassword: () => text('accounts.label.newPassword'),
} as const);

/**
 * Operator id: journaled with every action and typed at every sign-in, so one spelling only:
 * lower-case ASCII letters, digits, '.' and '-', starting with a letter (`jane.wanjiku`, `clerk-2`).
 */
export const OPERATOR_ID_LIMITS = { min: 3, max: 32 } as const;
export const OPERATOR_ID_PATTERN = /^[a-z][a-z0-9.-]{2,31}$/;

/**
 * Passwords are counted in characters as a person sees them (code points), not UTF-16 units. 12 is
 * the floor for a password that protects a payment system without a second factor; 128 bounds the
 * work a request can ask of scrypt and is far above any passphrase a person types.
 */
export const PASSWORD_LIMITS = { min: 12, max: 128 } as const;

/** A text's characters as a person counts them (code points). */
export function characters(text: string): string[] {
  return Array.from(text);
}

export type FormName = keyof EnglishCatalog['accounts']['form']['name'];

/** A request of named fields and no other, named by its form (`accounts.form.name`). */
export function form<S extends ObjectShape>(name: FormName, shape: S) {
  return formNamed(() => text(`accounts.form.name.${name}`), shape);
}

/** A request of named fields and no other, `what` naming it in its messages. */
export function formNamed<S extends ObjectShape>(what: Worded, shape: S) {
  return object(shape)
    .strict()
    .default(undefined)
    .typeError(() => text('accounts.form.missing', { what: what() }))
    .required(() => text('accounts.form.missing', { what: what() }))
    .exact((params: { properties: string }) =>
      text('accounts.form.extraField', { what: what(), properties: params.properties }),
    );
}

/**
 * A password the operator already has (at sign-in, or the current one in a change): only filled in
 * and not absurdly long. It must never apply the new-password rules: telling someone at the
 * counter "a password must be 12 characters" on a failed attempt would narrow what existing
 * passwords can be.
 */
export function existingPasswordField(label: Worded, required: Worded) {
  return string()
    .strict()
    .typeError(() => text('validation.mustBeText', { label: label() }))
    .required(required)
    .test(
      check('password-length', (value) =>
        characters(value).length > PASSWORD_LIMITS.max
          ? text('accounts.tooLong', { label: label(), max: PASSWORD_LIMITS.max })
          : null,
      ),
    );
}

import type { TypedSchema, TypedSchemaError } from 'vee-validate';
import type { Schema } from 'yup';
import type { NewOperator, SignInRequest } from '../../../shared/domain/operators';
import type { Role } from '../../../shared/domain/roles';
import {
  OPERATOR_LABELS as SHARED_LABELS,
  PASSWORD_LIMITS,
} from '../../../shared/schemas/operator-schemas';
import { validateWithSchema } from '../../../shared/schemas/validate';

/*
 * The operator forms check with the shared operator schemas (newOperatorSchema, firstAdminSchema,
 * signInSchema), the same ones main runs on the request, so they refuse what main refuses in the
 * same words. The form only adds what main never sees: the password typed a second time.
 */
export const OPERATOR_LABELS = {
  ...SHARED_LABELS,
  passwordAgain: `${SHARED_LABELS.password} again`,
} as const;

export const OPERATOR_HINTS = {
  operatorId:
    'Lower-case letters, digits, dots and dashes, starting with a letter, for example jane.wanjiku or clerk-2. It is recorded with every action.',
  password: `At least ${PASSWORD_LIMITS.min} characters. A few unrelated words make a long password that is easy to remember.`,
} as const;

export const PASSWORDS_DIFFER = 'The two passwords are not the same. Type the same password twice.';

export const ROLE_CHOICES: readonly { value: Role; label: string }[] = [
  { value: 'clerk', label: 'Clerk – enters and sends transfers' },
  { value: 'supervisor', label: 'Supervisor – receipts, end of day, unknown outcomes' },
  { value: 'admin', label: 'Admin – settings, keys and operators' },
];

export interface OperatorFormValues {
  operatorId: string;
  displayName: string;
  role: string;
  password: string;
  passwordAgain: string;
}

function errorsByPath(fields: readonly { path: string; message: string }[]): TypedSchemaError[] {
  const byPath = new Map<string, string[]>();
  for (const { path, message } of fields) byPath.set(path, [...(byPath.get(path) ?? []), message]);
  return [...byPath].map(([path, errors]) => ({ path, errors }));
}

/**
 * The request a form's values make: the id and name trimmed (a space typed by accident is not a
 * different operator), the password exactly as typed.
 */
export function operatorRequest(values: Partial<OperatorFormValues>): NewOperator {
  return {
    operatorId: (values.operatorId ?? '').trim(),
    displayName: (values.displayName ?? '').trim(),
    role: (values.role ?? '') as Role,
    password: values.password ?? '',
  };
}

/** A new operator (or the first admin): the shared schema on the request, plus the second typing. */
export function operatorFormSchema(
  shared: Schema<NewOperator>,
): TypedSchema<OperatorFormValues, NewOperator> {
  return {
    __type: 'VVTypedSchema',
    parse(values) {
      // A field being removed from the page is briefly missing from the values.
      const request = operatorRequest(values);
      const result = validateWithSchema(shared, request);
      const fields = result.ok ? [] : [...result.error.fields];
      if (!values.passwordAgain) {
        fields.push({
          path: 'passwordAgain',
          message: `Type the ${SHARED_LABELS.password.toLowerCase()} again.`,
        });
      } else if (values.passwordAgain !== values.password) {
        fields.push({ path: 'passwordAgain', message: PASSWORDS_DIFFER });
      }
      if (fields.length === 0) return Promise.resolve({ value: request, errors: [] });
      return Promise.resolve({ errors: errorsByPath(fields) });
    },
  };
}

export function signInFormSchema(
  shared: Schema<SignInRequest>,
): TypedSchema<SignInRequest, SignInRequest> {
  return {
    __type: 'VVTypedSchema',
    parse(values) {
      const request = {
        operatorId: (values.operatorId ?? '').trim(),
        password: values.password ?? '',
      };
      const result = validateWithSchema(shared, request);
      return Promise.resolve(
        result.ok
          ? { value: result.value, errors: [] }
          : { errors: errorsByPath(result.error.fields) },
      );
    },
  };
}

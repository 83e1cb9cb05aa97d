import type { TypedSchema } from 'vee-validate';
import type { BankEnvironment } from '@shared/domain/bank-setup';
import type { EnvironmentName } from '@shared/domain/environments';
import type { FieldError } from '@shared/ipc/define';
import {
  BANK_SETUP_LABELS as L,
  validateCredentials,
  validateServiceAddress,
  validateSwitchEnvironment,
  type CredentialsRequest,
  type ServiceAddressRequest,
  type SwitchEnvironmentRequest,
} from '@shared/schemas/bank-setup-schemas';
import { t } from '../i18n';
import { errorsByPath } from './field-errors';

/*
 * The bank-connection forms check with the shared schemas main runs on the same requests
 * (bank-setup-schemas.ts), so they refuse what main refuses in the same words. The forms only add
 * what main never sees: the timeouts are typed in seconds and sent in milliseconds.
 */

export interface ServiceAddressValues {
  baseUrl: string;
  tokenPath: string;
  connectTimeoutSeconds: string;
  requestTimeoutSeconds: string;
}

export interface CredentialsValues {
  apiKey: string;
  merchantCode: string;
  consumerSecret: string;
}

export interface SwitchValues {
  environment: string;
  confirmation: string;
}

/** What a typed number of seconds is, in whole milliseconds; a field error when it is no number. */
function milliseconds(
  text: string | undefined,
  path: keyof ServiceAddressValues,
  label: string,
): { value?: number; error?: FieldError } {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return {};
  if (!/^\d+(\.\d+)?$/.test(trimmed)) {
    return { error: { path, message: t('admin.bank.address.notSeconds', { label }) } };
  }
  return { value: Math.round(Number(trimmed) * 1000) };
}

/** The form's field for a path main names (`connectTimeoutMs` is typed in seconds here). */
export const SERVICE_ADDRESS_PATHS: Readonly<Record<string, keyof ServiceAddressValues>> = {
  baseUrl: 'baseUrl',
  tokenPath: 'tokenPath',
  connectTimeoutMs: 'connectTimeoutSeconds',
  requestTimeoutMs: 'requestTimeoutSeconds',
};

export function serviceAddressSchema(
  environment: BankEnvironment,
): TypedSchema<ServiceAddressValues, ServiceAddressRequest> {
  return {
    __type: 'VVTypedSchema',
    parse(values) {
      const connect = milliseconds(
        values.connectTimeoutSeconds,
        'connectTimeoutSeconds',
        L.connectTimeoutSeconds,
      );
      const request = milliseconds(
        values.requestTimeoutSeconds,
        'requestTimeoutSeconds',
        L.requestTimeoutSeconds,
      );
      const candidate = {
        environment,
        baseUrl: (values.baseUrl ?? '').trim(),
        tokenPath: (values.tokenPath ?? '').trim(),
        connectTimeoutMs: connect.value,
        requestTimeoutMs: request.value,
      };
      const result = validateServiceAddress(candidate);
      const fields: FieldError[] = [connect.error, request.error].filter(
        (e): e is FieldError => e !== undefined,
      );
      if (!result.ok) {
        for (const field of result.error.fields) {
          const path = SERVICE_ADDRESS_PATHS[field.path] ?? field.path;
          if (!fields.some((f) => f.path === path)) fields.push({ path, message: field.message });
        }
      }
      if (fields.length === 0 && result.ok)
        return Promise.resolve({ value: result.value, errors: [] });
      return Promise.resolve({ errors: errorsByPath(fields) });
    },
  };
}

export function credentialsSchema(
  environment: BankEnvironment,
): TypedSchema<CredentialsValues, CredentialsRequest> {
  return {
    __type: 'VVTypedSchema',
    parse(values) {
      // Exactly as typed: a space around a credential is refused, never trimmed silently.
      const result = validateCredentials({
        environment,
        apiKey: values.apiKey ?? '',
        merchantCode: values.merchantCode ?? '',
        consumerSecret: values.consumerSecret ?? '',
      });
      return Promise.resolve(
        result.ok
          ? { value: result.value, errors: [] }
          : { errors: errorsByPath(result.error.fields) },
      );
    },
  };
}

export function switchSchema(): TypedSchema<SwitchValues, SwitchEnvironmentRequest> {
  return {
    __type: 'VVTypedSchema',
    parse(values) {
      const result = validateSwitchEnvironment({
        environment: (values.environment ?? '') as EnvironmentName,
        confirmation: values.confirmation ?? '',
      });
      return Promise.resolve(
        result.ok
          ? { value: result.value, errors: [] }
          : { errors: errorsByPath(result.error.fields) },
      );
    },
  };
}

/** Milliseconds as the seconds the form shows: 10000 → "10", 7500 → "7.5". */
export function secondsText(ms: number): string {
  return String(ms / 1000);
}

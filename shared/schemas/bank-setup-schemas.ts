import type { Schema } from 'yup';
import { mixed, number, object, string } from 'yup';
import {
  BANK_ENVIRONMENTS,
  SIGNING_KEY_SIZES,
  type BankEnvironment,
  type SigningKeySize,
} from '../domain/bank-setup';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '../domain/environments';
import type { Result } from '../result';
import { validateSettingsSection } from './settings-schemas';
import { hasForbiddenCharacters } from './text-rules';
import { invalidInput, validateWithSchema, type FieldProblem, type InvalidInput } from './validate';

/*
 * The admin's bank-connection forms (service address, credentials, signing key, environment
 * switch), checked by these same schemas in the renderer and in the main process. No message
 * quotes a value: a credential typed into the wrong field must not come back on the screen.
 */

/** The labels the screens show (issue 9 names them); every message names the field this way. */
export const BANK_SETUP_LABELS = {
  baseUrl: 'Service address',
  tokenPath: 'Token path',
  connectTimeoutSeconds: 'Connect timeout (seconds)',
  requestTimeoutSeconds: 'Request timeout (seconds)',
  apiKey: 'API key',
  merchantCode: 'Merchant code',
  consumerSecret: 'Consumer secret',
  bits: 'Key size',
  passphrase: 'Passphrase',
  publicKeyPem: 'Public key (PEM)',
  fingerprint: 'Fingerprint (SHA-256)',
  confirmation: 'Type LIVE to confirm',
} as const;

export const LIVE_CONFIRMATION_WORD = 'LIVE';
export const CREDENTIAL_MAX_LENGTH = 1000;
export const PASSPHRASE_MAX_LENGTH = 1024;

const environment = string()
  .strict()
  .required('Choose an environment.')
  .oneOf(ENVIRONMENT_NAMES, 'Environment must be sandbox, test or live.');

const bankEnvironment = string()
  .strict()
  .required('Choose the test or the live environment.')
  .oneOf(
    BANK_ENVIRONMENTS,
    'Only the test and live environments take an address and credentials; the sandbox sets itself up.',
  );

const fingerprint = string()
  .strict()
  .required('The key’s fingerprint is missing. Reload the page and try again.')
  .matches(
    /^[0-9a-f]{64}$/,
    'The key’s fingerprint must be 64 hexadecimal digits. Reload the page and try again.',
  );

function credential(label: string) {
  return string()
    .strict()
    .typeError(`${label} must be text.`)
    .required(`${label} is required. Type or paste it from the bank’s letter.`)
    .max(
      CREDENTIAL_MAX_LENGTH,
      `${label} is longer than ${CREDENTIAL_MAX_LENGTH} characters. Check that the right value was pasted.`,
    )
    .test(
      'clean',
      `${label} holds a line break or another hidden character. Paste it again without them.`,
      (value) => value === undefined || !hasForbiddenCharacters(value),
    )
    .test(
      'trimmed',
      `${label} starts or ends with a space. Paste it again without the spaces.`,
      // A line break is told once, by the test above.
      (value) => value === undefined || hasForbiddenCharacters(value) || value === value.trim(),
    );
}

export interface CredentialsRequest {
  environment: BankEnvironment;
  apiKey: string;
  merchantCode: string;
  consumerSecret: string;
}

export const credentialFieldsSchema = object({
  apiKey: credential(BANK_SETUP_LABELS.apiKey),
  merchantCode: credential(BANK_SETUP_LABELS.merchantCode),
  consumerSecret: credential(BANK_SETUP_LABELS.consumerSecret),
})
  .strict()
  .noUnknown('The credentials are the API key, the merchant code and the consumer secret only.');

export const credentialsSchema: Schema<CredentialsRequest> = object({
  environment: bankEnvironment,
  apiKey: credential(BANK_SETUP_LABELS.apiKey),
  merchantCode: credential(BANK_SETUP_LABELS.merchantCode),
  consumerSecret: credential(BANK_SETUP_LABELS.consumerSecret),
})
  .strict()
  .noUnknown(
    'The credentials are the API key, the merchant code and the consumer secret only.',
  ) as Schema<CredentialsRequest>;

export function validateCredentials(input: unknown): Result<CredentialsRequest, InvalidInput> {
  return validateWithSchema(credentialsSchema, input);
}

export interface EnvironmentRef {
  environment: EnvironmentName;
}
export interface BankEnvironmentRef {
  environment: BankEnvironment;
}

const environmentRefSchema = object({ environment })
  .strict()
  .noUnknown('Only the environment is asked for here.') as Schema<EnvironmentRef>;
const bankEnvironmentRefSchema = object({ environment: bankEnvironment })
  .strict()
  .noUnknown('Only the environment is asked for here.') as Schema<BankEnvironmentRef>;

export function validateEnvironmentRef(input: unknown): Result<EnvironmentRef, InvalidInput> {
  return validateWithSchema(environmentRefSchema, input);
}

export function validateBankEnvironmentRef(
  input: unknown,
): Result<BankEnvironmentRef, InvalidInput> {
  return validateWithSchema(bankEnvironmentRefSchema, input);
}

/**
 * The service address form: the environment's endpoint and the network timeouts. Checked with the
 * settings sections' own schemas (`endpoints` and `network`), so it refuses exactly what the
 * settings refuse, in the same words.
 */
export interface ServiceAddressRequest {
  environment: BankEnvironment;
  baseUrl: string;
  tokenPath: string;
  connectTimeoutMs: number;
  requestTimeoutMs: number;
}

const SERVICE_ADDRESS_FIELDS = [
  'environment',
  'baseUrl',
  'tokenPath',
  'connectTimeoutMs',
  'requestTimeoutMs',
] as const;

export function validateServiceAddress(
  input: unknown,
): Result<ServiceAddressRequest, InvalidInput> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return invalidInput([{ path: '', message: 'The service address form was not sent whole.' }]);
  }
  const value = input as Record<string, unknown>;
  const unknownKeys = Object.keys(value).filter(
    (key) => !(SERVICE_ADDRESS_FIELDS as readonly string[]).includes(key),
  );
  if (unknownKeys.length > 0) {
    return invalidInput([
      {
        path: '',
        message:
          'The service address form holds only the address, the token path and the two timeouts.',
      },
    ]);
  }
  const env = validateBankEnvironmentRef({ environment: value['environment'] });
  if (!env.ok) return env;
  const name = env.value.environment;
  const fields: FieldProblem[] = [];
  const endpoint = { baseUrl: value['baseUrl'], tokenPath: value['tokenPath'] };
  const endpoints = validateSettingsSection('endpoints', {
    test: null,
    live: null,
    [name]: endpoint,
  });
  if (!endpoints.ok) {
    for (const field of endpoints.error.fields) {
      fields.push({ path: field.path.replace(`${name}.`, ''), message: field.message });
    }
  }
  const network = validateSettingsSection('network', {
    connectTimeoutMs: value['connectTimeoutMs'],
    requestTimeoutMs: value['requestTimeoutMs'],
  });
  if (!network.ok) fields.push(...network.error.fields);
  if (fields.length > 0) return invalidInput(fields);
  return {
    ok: true,
    value: {
      environment: name,
      baseUrl: endpoint.baseUrl as string,
      tokenPath: endpoint.tokenPath as string,
      connectTimeoutMs: value['connectTimeoutMs'] as number,
      requestTimeoutMs: value['requestTimeoutMs'] as number,
    },
  };
}

export interface GenerateKeyRequest {
  environment: EnvironmentName;
  bits: SigningKeySize;
}

const generateKeySchema = object({
  environment,
  bits: number()
    .strict()
    .typeError('Key size must be 2048, 3072 or 4096 bits.')
    .required('Choose a key size.')
    .oneOf(SIGNING_KEY_SIZES, 'Key size must be 2048, 3072 or 4096 bits.'),
})
  .strict()
  .noUnknown('A new key needs only the environment and its size.') as Schema<GenerateKeyRequest>;

export function validateGenerateKey(input: unknown): Result<GenerateKeyRequest, InvalidInput> {
  return validateWithSchema(generateKeySchema, input);
}

/**
 * `file`: `choose` opens the file dialog in main; `same` uses the file chosen last (a protected
 * key whose passphrase was missing or wrong), without asking for it again.
 */
export interface ImportKeyRequest {
  environment: EnvironmentName;
  passphrase: string;
  file: 'choose' | 'same';
}

const importKeySchema = object({
  environment,
  passphrase: string()
    .strict()
    .typeError('Passphrase must be text.')
    .defined('Passphrase must be text (leave it empty for a key without one).')
    .max(
      PASSPHRASE_MAX_LENGTH,
      `Passphrase is longer than ${PASSPHRASE_MAX_LENGTH} characters. Check what was pasted.`,
    ),
  file: mixed<'choose' | 'same'>()
    .required('Say whether to choose a key file.')
    .oneOf(['choose', 'same'], 'Say whether to choose a key file or use the one chosen before.'),
})
  .strict()
  .noUnknown(
    'A key import needs only the environment, the passphrase and the file.',
  ) as Schema<ImportKeyRequest>;

export function validateImportKey(input: unknown): Result<ImportKeyRequest, InvalidInput> {
  return validateWithSchema(importKeySchema, input);
}

export interface KeyRef {
  environment: EnvironmentName;
  /** The pending key's fingerprint as the admin saw it: a different key is never confirmed. */
  fingerprint: string;
}

const keyRefSchema = object({ environment, fingerprint })
  .strict()
  .noUnknown(
    'Only the environment and the key’s fingerprint are asked for here.',
  ) as Schema<KeyRef>;

export function validateKeyRef(input: unknown): Result<KeyRef, InvalidInput> {
  return validateWithSchema(keyRefSchema, input);
}

export interface KeyDocumentRequest {
  environment: EnvironmentName;
  key: 'current' | 'pending';
}

export interface KeySheetRequest extends KeyDocumentRequest {
  output: 'printer' | 'pdf';
}

const whichKey = mixed<'current' | 'pending'>()
  .required('Say which key: the one in use or the new one.')
  .oneOf(['current', 'pending'], 'Say which key: the one in use or the new one.');

const keyDocumentSchema = object({ environment, key: whichKey })
  .strict()
  .noUnknown('Only the environment and the key are asked for here.') as Schema<KeyDocumentRequest>;

const keySheetSchema = object({
  environment,
  key: whichKey,
  output: mixed<'printer' | 'pdf'>()
    .required('Say whether to print the sheet or save it as a PDF.')
    .oneOf(['printer', 'pdf'], 'Say whether to print the sheet or save it as a PDF.'),
})
  .strict()
  .noUnknown(
    'Only the environment, the key and the output are asked for here.',
  ) as Schema<KeySheetRequest>;

export function validateKeyDocument(input: unknown): Result<KeyDocumentRequest, InvalidInput> {
  return validateWithSchema(keyDocumentSchema, input);
}

export function validateKeySheet(input: unknown): Result<KeySheetRequest, InvalidInput> {
  return validateWithSchema(keySheetSchema, input);
}

/** Switching environment; to `live` only with the word LIVE typed (issue 9). */
export interface SwitchEnvironmentRequest {
  environment: EnvironmentName;
  /** What the admin typed to confirm; only `live` asks for it. */
  confirmation: string;
}

export const LIVE_CONFIRMATION_MESSAGE =
  'Type LIVE in capital letters to switch to the live environment, where transfers move real money.';

const switchEnvironmentSchema = object({
  environment,
  confirmation: string()
    .strict()
    .typeError('The confirmation must be text.')
    .defined('The confirmation must be text.')
    .max(20, LIVE_CONFIRMATION_MESSAGE)
    .test('live-word', LIVE_CONFIRMATION_MESSAGE, function (value) {
      const parent = this.parent as { environment?: unknown };
      return parent.environment !== 'live' || value?.trim() === LIVE_CONFIRMATION_WORD;
    }),
})
  .strict()
  .noUnknown(
    'Only the environment and the confirmation are asked for here.',
  ) as Schema<SwitchEnvironmentRequest>;

export function validateSwitchEnvironment(
  input: unknown,
): Result<SwitchEnvironmentRequest, InvalidInput> {
  return validateWithSchema(switchEnvironmentSchema, input);
}

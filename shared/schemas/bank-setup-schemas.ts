import type { Schema } from 'yup';
import { mixed, number, object, string } from 'yup';
import {
  BANK_ENVIRONMENTS,
  SIGNING_KEY_SIZES,
  type BankEnvironment,
  type SigningKeySize,
} from '../domain/bank-setup';
import type { ApproverCredentials } from '../domain/approvals';
import { ENVIRONMENT_NAMES, type EnvironmentName } from '../domain/environments';
import { text, type Worded, wordedWhenRead } from '../i18n/catalog';
import type { Result } from '../result';
import { validateSettingsSection } from './settings-schemas';
import { hasForbiddenCharacters } from './text-rules';
import { invalidInput, validateWithSchema, type FieldProblem, type InvalidInput } from './validate';

/*
 * The admin's bank-connection forms (service address, credentials, signing key, environment
 * switch), checked by these same schemas in the renderer and in the main process. No message
 * quotes a value: a credential typed into the wrong field must not come back on the screen.
 */

/** The labels the Bank connection page shows; every message names the field this way. */
export const BANK_SETUP_LABELS = wordedWhenRead({
  baseUrl: () => text('bankSetup.labels.baseUrl'),
  tokenPath: () => text('bankSetup.labels.tokenPath'),
  connectTimeoutSeconds: () => text('bankSetup.labels.connectTimeoutSeconds'),
  requestTimeoutSeconds: () => text('bankSetup.labels.requestTimeoutSeconds'),
  apiKey: () => text('bankSetup.labels.apiKey'),
  merchantCode: () => text('bankSetup.labels.merchantCode'),
  consumerSecret: () => text('bankSetup.labels.consumerSecret'),
  bits: () => text('bankSetup.labels.bits'),
  passphrase: () => text('bankSetup.labels.passphrase'),
  publicKeyPem: () => text('bankSetup.labels.publicKeyPem'),
  fingerprint: () => text('bankSetup.labels.fingerprint'),
  confirmation: () => text('bankSetup.labels.confirmation'),
} as const);

export const LIVE_CONFIRMATION_WORD = 'LIVE';
export const CREDENTIAL_MAX_LENGTH = 1000;
export const PASSPHRASE_MAX_LENGTH = 1024;

const environment = string()
  .strict()
  .required(() => text('settings.environment.choose'))
  .oneOf(ENVIRONMENT_NAMES, () => text('settings.environment.oneOf'));

const bankEnvironment = string()
  .strict()
  .required(() => text('bankSetup.environment.testOrLive'))
  .oneOf(BANK_ENVIRONMENTS, () => text('bankSetup.environment.noSandbox'));

const fingerprint = string()
  .strict()
  .required(() => text('bankSetup.key.fingerprintMissing'))
  .matches(/^[0-9a-f]{64}$/, () => text('bankSetup.key.fingerprintFormat'));

function credential(label: Worded) {
  return string()
    .strict()
    .typeError(() => text('bankSetup.credential.type', { label: label() }))
    .required(() => text('bankSetup.credential.required', { label: label() }))
    .max(CREDENTIAL_MAX_LENGTH, () =>
      text('bankSetup.credential.tooLong', { label: label(), max: CREDENTIAL_MAX_LENGTH }),
    )
    .test(
      'clean',
      () => text('bankSetup.credential.hidden', { label: label() }),
      (value) => value === undefined || !hasForbiddenCharacters(value),
    )
    .test(
      'trimmed',
      () => text('bankSetup.credential.spaces', { label: label() }),
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
  apiKey: credential(() => BANK_SETUP_LABELS.apiKey),
  merchantCode: credential(() => BANK_SETUP_LABELS.merchantCode),
  consumerSecret: credential(() => BANK_SETUP_LABELS.consumerSecret),
})
  .strict()
  .noUnknown(() => text('bankSetup.credential.only'));

export const credentialsSchema: Schema<CredentialsRequest> = object({
  environment: bankEnvironment,
  apiKey: credential(() => BANK_SETUP_LABELS.apiKey),
  merchantCode: credential(() => BANK_SETUP_LABELS.merchantCode),
  consumerSecret: credential(() => BANK_SETUP_LABELS.consumerSecret),
})
  .strict()
  .noUnknown(() => text('bankSetup.credential.only')) as Schema<CredentialsRequest>;

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
  .noUnknown(() => text('bankSetup.environment.only')) as Schema<EnvironmentRef>;
const bankEnvironmentRefSchema = object({ environment: bankEnvironment })
  .strict()
  .noUnknown(() => text('bankSetup.environment.only')) as Schema<BankEnvironmentRef>;

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
  /**
   * D71: the admin agrees that credentials entered for another origin are removed with this save
   * (main refuses the save without it, saying so).
   */
  removeCredentials?: boolean;
  /**
   * D71: a second admin's id and password, typed at this window, when the live service moves to
   * another origin. Checked in main by the sign-in rules; never stored, never echoed.
   */
  secondAdmin?: ApproverCredentials;
}

const SERVICE_ADDRESS_FIELDS = [
  'environment',
  'baseUrl',
  'tokenPath',
  'connectTimeoutMs',
  'requestTimeoutMs',
  'removeCredentials',
  'secondAdmin',
] as const;

export function validateServiceAddress(
  input: unknown,
): Result<ServiceAddressRequest, InvalidInput> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return invalidInput([{ path: '', message: text('bankSetup.address.notWhole') }]);
  }
  const value = input as Record<string, unknown>;
  const unknownKeys = Object.keys(value).filter(
    (key) => !(SERVICE_ADDRESS_FIELDS as readonly string[]).includes(key),
  );
  if (unknownKeys.length > 0) {
    return invalidInput([{ path: '', message: text('bankSetup.address.formOnly') }]);
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
  const remove = value['removeCredentials'];
  if (remove !== undefined && typeof remove !== 'boolean') {
    fields.push({ path: 'removeCredentials', message: text('bankSetup.address.formOnly') });
  }
  const secondAdmin = value['secondAdmin'];
  if (secondAdmin !== undefined && !isApproverShape(secondAdmin)) {
    fields.push({ path: 'secondAdmin', message: text('bankSetup.address.formOnly') });
  }
  if (fields.length > 0) return invalidInput(fields);
  return {
    ok: true,
    value: {
      environment: name,
      baseUrl: endpoint.baseUrl as string,
      tokenPath: endpoint.tokenPath as string,
      connectTimeoutMs: value['connectTimeoutMs'] as number,
      requestTimeoutMs: value['requestTimeoutMs'] as number,
      ...(remove === true ? { removeCredentials: true } : {}),
      ...(secondAdmin === undefined ? {} : { secondAdmin: secondAdmin as ApproverCredentials }),
    },
  };
}

/** Only its shape here: main checks the id and password themselves by the sign-in rules. */
function isApproverShape(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  const o = value as Record<string, unknown>;
  return (
    keys.length === 2 && typeof o['operatorId'] === 'string' && typeof o['password'] === 'string'
  );
}

export interface GenerateKeyRequest {
  environment: EnvironmentName;
  bits: SigningKeySize;
}

const generateKeySchema = object({
  environment,
  bits: number()
    .strict()
    .typeError(() => text('bankSetup.key.size'))
    .required(() => text('bankSetup.key.chooseSize'))
    .oneOf(SIGNING_KEY_SIZES, () => text('bankSetup.key.size')),
})
  .strict()
  .noUnknown(() => text('bankSetup.key.newOnly')) as Schema<GenerateKeyRequest>;

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
    .typeError(() => text('bankSetup.key.passphraseType'))
    .defined(() => text('bankSetup.key.passphraseDefined'))
    .max(PASSPHRASE_MAX_LENGTH, () =>
      text('bankSetup.key.passphraseTooLong', { max: PASSPHRASE_MAX_LENGTH }),
    ),
  file: mixed<'choose' | 'same'>()
    .required(() => text('bankSetup.key.fileRequired'))
    .oneOf(['choose', 'same'], () => text('bankSetup.key.fileOneOf')),
})
  .strict()
  .noUnknown(() => text('bankSetup.key.importOnly')) as Schema<ImportKeyRequest>;

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
  .noUnknown(() => text('bankSetup.key.refOnly')) as Schema<KeyRef>;

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
  .required(() => text('bankSetup.key.which'))
  .oneOf(['current', 'pending'], () => text('bankSetup.key.which'));

const keyDocumentSchema = object({ environment, key: whichKey })
  .strict()
  .noUnknown(() => text('bankSetup.key.documentOnly')) as Schema<KeyDocumentRequest>;

const keySheetSchema = object({
  environment,
  key: whichKey,
  output: mixed<'printer' | 'pdf'>()
    .required(() => text('bankSetup.key.output'))
    .oneOf(['printer', 'pdf'], () => text('bankSetup.key.output')),
})
  .strict()
  .noUnknown(() => text('bankSetup.key.sheetOnly')) as Schema<KeySheetRequest>;

export function validateKeyDocument(input: unknown): Result<KeyDocumentRequest, InvalidInput> {
  return validateWithSchema(keyDocumentSchema, input);
}

export function validateKeySheet(input: unknown): Result<KeySheetRequest, InvalidInput> {
  return validateWithSchema(keySheetSchema, input);
}

/** Switching environment; to `live` only with the word LIVE typed, so real money is no slip. */
export interface SwitchEnvironmentRequest {
  environment: EnvironmentName;
  /** What the admin typed to confirm; only `live` asks for it. */
  confirmation: string;
}

export const LIVE_CONFIRMATION_MESSAGE = () => text('bankSetup.switch.live');

const switchEnvironmentSchema = object({
  environment,
  confirmation: string()
    .strict()
    .typeError(() => text('bankSetup.switch.confirmationType'))
    .defined(() => text('bankSetup.switch.confirmationType'))
    .max(20, LIVE_CONFIRMATION_MESSAGE)
    .test('live-word', LIVE_CONFIRMATION_MESSAGE, function (value) {
      const parent = this.parent as { environment?: unknown };
      return parent.environment !== 'live' || value?.trim() === LIVE_CONFIRMATION_WORD;
    }),
})
  .strict()
  .noUnknown(() => text('bankSetup.switch.only')) as Schema<SwitchEnvironmentRequest>;

export function validateSwitchEnvironment(
  input: unknown,
): Result<SwitchEnvironmentRequest, InvalidInput> {
  return validateWithSchema(switchEnvironmentSchema, input);
}

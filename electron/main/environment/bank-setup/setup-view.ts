import { SERVICE_PATHS } from '@shared/api/paths';
import { serviceOrigin } from '@shared/domain/base-url';
import {
  missingFor,
  type BankSetupView,
  type ConnectionCheckView,
  type CredentialsView,
  type KeyView,
} from '@shared/domain/bank-setup';
import type { EnvironmentName } from '@shared/domain/environments';
import type { ServiceEndpoint } from '@shared/domain/settings';
import { describePrivateKey, type SigningKeyPair } from '../../keys/key-pair';
import { sameBasis, type CheckRecord, type SetupBasis, type SetupRecord } from '../setup-records';
import type { BankSetupDeps } from './setup-deps';

/*
 * What the Bank connection page shows of an environment: the address, whether the credentials
 * are set, the public half of the current and the waiting key, the last check, and what is
 * missing. Read from the keychain and the setup records, never a secret.
 */

export function endpointOf(
  deps: BankSetupDeps,
  environment: EnvironmentName,
): ServiceEndpoint | null {
  if (environment === 'sandbox') {
    return environment === deps.running && deps.sandbox
      ? { baseUrl: deps.sandbox.url, tokenPath: SERVICE_PATHS.token }
      : null;
  }
  return deps.settings.review().settings.endpoints[environment];
}

export function basisOf(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  record: SetupRecord,
): SetupBasis | null {
  const endpoint = endpointOf(deps, environment);
  if (!endpoint) return null;
  return {
    baseUrl: endpoint.baseUrl,
    tokenPath: endpoint.tokenPath,
    credentialsId: record.credentials?.id ?? null,
  };
}

/** The current and the pending key as the keychain holds them, with what the record says. */
export async function keysOf(
  deps: BankSetupDeps,
  environment: EnvironmentName,
  record: SetupRecord,
) {
  const store = deps.secretStore(environment);
  const status = await store.status();
  const currentPem = status.privateKey === 'present' ? await store.privateKeyPem() : null;
  const current = currentPem ? describePrivateKey(currentPem) : null;
  const pendingPem =
    status.pendingPrivateKey === 'present' ? await store.pendingPrivateKeyPem() : null;
  const described = pendingPem ? describePrivateKey(pendingPem) : null;
  // A pending entry counts only as the one this journal recorded: a leftover of another
  // installation, or one already put in use by an interrupted confirmation, is not offered.
  const pending =
    described &&
    described.fingerprint === record.pendingKey?.fingerprint &&
    described.fingerprint !== current?.fingerprint
      ? described
      : null;
  return { status, current, pending };
}

export function keyView(
  environment: EnvironmentName,
  pair: SigningKeyPair,
  record: SetupRecord,
): KeyView {
  const known = [record.key, record.pendingKey].find((k) => k?.fingerprint === pair.fingerprint);
  return {
    publicKeyPem: pair.publicKeyPem,
    fingerprint: pair.fingerprint,
    bits: pair.bits,
    createdAt: known?.createdAt ?? null,
    createdBy: known?.createdBy ?? null,
    origin: known?.origin ?? (environment === 'sandbox' ? 'provisioned' : null),
  };
}

export function checkView(stored: CheckRecord, current: boolean): ConnectionCheckView {
  const { at, by, passed, failure, message, text, purposeCount, baseUrl } = stored;
  return {
    at,
    by,
    passed,
    failure,
    message,
    ...(text ? { text } : {}),
    purposeCount,
    baseUrl,
    current,
  };
}

export async function setupView(
  deps: BankSetupDeps,
  environment: EnvironmentName,
): Promise<BankSetupView> {
  const record = deps.records.read(environment);
  const current = deps.settings.review().settings;
  const { status, current: key, pending } = await keysOf(deps, environment, record);
  const basis = basisOf(deps, environment, record);
  const endpoint = endpointOf(deps, environment);
  // D71: credentials for another origin than the address's are not this address's credentials.
  const here = endpoint ? serviceOrigin(endpoint.baseUrl) : null;
  const elsewhere =
    status.credentials === 'present' && here !== null && status.credentialsOrigin !== here;
  const credentials: CredentialsView = {
    state: elsewhere
      ? 'elsewhere'
      : status.credentials === 'present'
        ? 'set'
        : status.credentials === 'damaged'
          ? 'damaged'
          : 'missing',
    setAt: record.credentials?.setAt ?? null,
    setBy: record.credentials?.setBy ?? null,
    source: record.credentials?.source ?? (environment === 'sandbox' ? 'provisioned' : null),
    origin: status.credentials === 'present' ? status.credentialsOrigin : null,
    removed: status.credentials === 'missing' ? (record.credentialsRemoved ?? null) : null,
  };
  const check = record.check
    ? checkView(record.check, basis !== null && sameBasis(basis, record.check.basis))
    : null;
  const acknowledgement = record.acknowledgement
    ? {
        at: record.acknowledgement.at,
        by: record.acknowledgement.by,
        current: basis !== null && sameBasis(basis, record.acknowledgement.basis),
      }
    : null;
  const view: BankSetupView = {
    environment,
    running: deps.running,
    selected: current.environment,
    keychainService: deps.secretStore(environment).service,
    endpoint,
    network: current.network,
    credentials,
    key: key ? keyView(environment, key, record) : null,
    keyState: status.privateKey === 'damaged' ? 'damaged' : key === null ? 'missing' : 'present',
    pendingKey: pending ? keyView(environment, pending, record) : null,
    registration: environment === 'sandbox' ? 'automatic' : 'by-the-bank',
    check,
    acknowledgement,
    missing: [],
  };
  view.missing = missingFor(view);
  return view;
}

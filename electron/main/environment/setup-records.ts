import type {
  Acknowledgement,
  CheckFailure,
  ConnectionCheckView,
  CredentialsRemoval,
} from '@shared/domain/bank-setup';
import { CHECK_FAILURES } from '@shared/domain/bank-setup';
import type { EnvironmentName } from '@shared/domain/environments';
import type { Journal } from '../journal/journal';
import { parseJsonObject } from '../json-object';
import { isMessageRef } from '@shared/i18n/catalog';

/*
 * What the admin's screens say about an environment's secrets without holding any: when the
 * credentials were set and by whom, which key (by fingerprint) was made when, which new key waits
 * for the bank, the last connection check and a knowing finish without one. Kept in the journal's
 * settings table under `bank-setup.<environment>`, beside the settings and apart from them: the
 * settings sections check their own values, these are written only by environment/bank-setup/.
 */

export interface KeyRecord {
  fingerprint: string;
  bits: number;
  createdAt: string;
  createdBy: string;
  origin: 'generated' | 'imported';
}

export interface CredentialsRecord {
  /** New at every save: two saves in the same millisecond are still two (a check's basis). */
  id: string;
  setAt: string;
  setBy: string;
  source: 'typed' | 'file';
}

/**
 * What a check or an acknowledgement was about: the address, the token path and the credentials
 * (by the id of their last save). A change to any of them makes it out of date.
 */
export interface SetupBasis {
  baseUrl: string;
  tokenPath: string;
  credentialsId: string | null;
}

export type CheckRecord = Omit<ConnectionCheckView, 'current'> & { basis: SetupBasis };
export type AcknowledgementRecord = Omit<Acknowledgement, 'current'> & { basis: SetupBasis };

export interface SetupRecord {
  credentials: CredentialsRecord | null;
  key: KeyRecord | null;
  pendingKey: KeyRecord | null;
  check: CheckRecord | null;
  acknowledgement: AcknowledgementRecord | null;
  /** D71: the credentials were removed when the address moved to another origin. */
  credentialsRemoved?: CredentialsRemoval | null;
}

export function sameBasis(a: SetupBasis, b: SetupBasis | null): boolean {
  return (
    b !== null &&
    a.baseUrl === b.baseUrl &&
    a.tokenPath === b.tokenPath &&
    a.credentialsId === b.credentialsId
  );
}

export const EMPTY_SETUP_RECORD: SetupRecord = {
  credentials: null,
  key: null,
  pendingKey: null,
  check: null,
  acknowledgement: null,
  credentialsRemoved: null,
};

export function setupRecordKey(environment: EnvironmentName): string {
  return `bank-setup.${environment}`;
}

export interface SetupRecords {
  read(environment: EnvironmentName): SetupRecord;
  /** Call inside the journal transaction that audits the change (the settings row audits too). */
  write(
    environment: EnvironmentName,
    record: SetupRecord,
    at: string,
    operatorId: string | null,
  ): void;
}

export function createSetupRecords(journal: Journal): SetupRecords {
  return {
    read(environment) {
      const raw = journal.settings.getRaw(setupRecordKey(environment));
      return raw === undefined ? EMPTY_SETUP_RECORD : parseSetupRecord(raw);
    },
    write(environment, record, at, operatorId) {
      journal.settings.set(setupRecordKey(environment), record, at, operatorId);
    },
  };
}

/**
 * Every part is read on its own and dropped when it is not what this module writes (an edited or
 * older row): the screens then say "not recorded", and nothing here decides what signs or sends.
 */
export function parseSetupRecord(text: string): SetupRecord {
  const data = parseJsonObject(text);
  if (!data) return EMPTY_SETUP_RECORD;
  return {
    credentials: credentialsRecord(data['credentials']),
    key: keyRecord(data['key']),
    pendingKey: keyRecord(data['pendingKey']),
    check: checkRecord(data['check']),
    acknowledgement: acknowledgementRecord(data['acknowledgement']),
    credentialsRemoved: removalRecord(data['credentialsRemoved']),
  };
}

function removalRecord(value: unknown): CredentialsRemoval | null {
  const o = object(value);
  if (!o || !isInstant(o['at']) || !isText(o['by'])) return null;
  const origin = o['origin'];
  return { at: o['at'], by: o['by'], origin: isText(origin) ? origin : null };
}

type Loose = Record<string, unknown>;

function object(value: unknown): Loose | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Loose)
    : null;
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isInstant = (value: unknown): value is string =>
  isText(value) && !Number.isNaN(Date.parse(value));

function credentialsRecord(value: unknown): CredentialsRecord | null {
  const o = object(value);
  if (!o || !isText(o['id']) || !isInstant(o['setAt']) || !isText(o['setBy'])) return null;
  if (o['source'] !== 'typed' && o['source'] !== 'file') return null;
  return { id: o['id'], setAt: o['setAt'], setBy: o['setBy'], source: o['source'] };
}

function keyRecord(value: unknown): KeyRecord | null {
  const o = object(value);
  if (!o || typeof o['fingerprint'] !== 'string' || !/^[0-9a-f]{64}$/.test(o['fingerprint'])) {
    return null;
  }
  const bits = o['bits'];
  if (typeof bits !== 'number' || !Number.isInteger(bits)) return null;
  if (!isInstant(o['createdAt']) || !isText(o['createdBy'])) return null;
  if (o['origin'] !== 'generated' && o['origin'] !== 'imported') return null;
  return {
    fingerprint: o['fingerprint'],
    bits,
    createdAt: o['createdAt'],
    createdBy: o['createdBy'],
    origin: o['origin'],
  };
}

function basisRecord(value: unknown): SetupBasis | null {
  const o = object(value);
  if (!o || !isText(o['baseUrl']) || !isText(o['tokenPath'])) return null;
  const id = o['credentialsId'];
  if (id !== null && !isText(id)) return null;
  return { baseUrl: o['baseUrl'], tokenPath: o['tokenPath'], credentialsId: id };
}

function checkRecord(value: unknown): CheckRecord | null {
  const o = object(value);
  if (!o || !isInstant(o['at']) || !isText(o['by']) || typeof o['passed'] !== 'boolean') {
    return null;
  }
  const basis = basisRecord(o['basis']);
  if (!basis) return null;
  const failure = o['failure'];
  if (failure !== null && !(CHECK_FAILURES as readonly unknown[]).includes(failure)) return null;
  if (typeof o['message'] !== 'string') return null;
  const count = o['purposeCount'];
  const baseUrl = o['baseUrl'];
  // Its words by key (D65): a record written before they were kept, or with a key this version
  // lacks, shows its English sentence.
  const said = o['text'];
  return {
    at: o['at'],
    by: o['by'],
    passed: o['passed'],
    failure: failure as CheckFailure | null,
    message: o['message'],
    ...(isMessageRef(said) ? { text: said } : {}),
    purposeCount: typeof count === 'number' && Number.isInteger(count) ? count : null,
    baseUrl: typeof baseUrl === 'string' ? baseUrl : null,
    basis,
  };
}

function acknowledgementRecord(value: unknown): AcknowledgementRecord | null {
  const o = object(value);
  if (!o || !isInstant(o['at']) || !isText(o['by'])) return null;
  const basis = basisRecord(o['basis']);
  if (!basis) return null;
  return { at: o['at'], by: o['by'], basis };
}

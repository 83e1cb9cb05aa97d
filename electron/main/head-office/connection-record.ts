import type { HeadOfficeBranch, HeadOfficeConnectionView } from '@shared/domain/head-office';
import { normalFingerprint } from '@shared/domain/head-office';
import { ref } from '@shared/i18n/catalog';
import type { Journal } from '../journal/journal';
import type { JournalKeychain } from '../keys/journal-keychain';
import { SecretStoreError } from '../keys/secret-store';
import type { HeadOfficeLink } from './head-office-client';
import { parseJsonObject } from '../json-object';
import { ed25519PublicKey, readBranch, readReplacing } from './answers';

/*
 * The enrolled connection (D99): where head office is, the certificate pinned, who this workstation
 * is there, and head office's public key, which every acknowledgement must be signed with. Kept in
 * the journal's settings table under `head-office` (sealed and audited like every settings row,
 * D68), apart from the settings sections: only enrolment writes it. The private key is not here:
 * it is in the keychain.
 */

export const CONNECTION_KEY = 'head-office';

export interface ConnectionRecord {
  origin: string;
  fingerprint: string | null;
  workstationId: string;
  branch: HeadOfficeBranch;
  number: number;
  /** SPKI PEM. */
  headOfficeKey: string;
  /** Set when the code enrolled a replacement: what head office held of the one replaced. */
  replacing: { seq: number; head: string } | null;
  enrolledAt: string;
  enrolledBy: string;
}

export interface ConnectionRecords {
  /** Null before enrolment; 'damaged' for a row this module did not write (a bug or an edit). */
  read(): ConnectionRecord | 'damaged' | null;
  /** `operatorId` null: written by a takeover at start, with nobody signed in (D112). */
  write(record: ConnectionRecord, operatorId: string | null): void;
}

export function createConnectionRecords(journal: Journal): ConnectionRecords {
  return {
    read() {
      // Verified against its seal first (D68): an edited row stops the reader, named.
      const raw = journal.settings.getRaw(CONNECTION_KEY);
      if (raw === undefined) return null;
      return parseConnectionRecord(raw) ?? 'damaged';
    },
    write(record, operatorId) {
      journal.settings.set(CONNECTION_KEY, record, record.enrolledAt, operatorId);
    },
  };
}

export function connectionView(record: ConnectionRecord): HeadOfficeConnectionView {
  return {
    address: record.origin,
    fingerprint: record.fingerprint,
    workstationId: record.workstationId,
    branch: { ...record.branch },
    number: record.number,
    enrolledAt: record.enrolledAt,
    enrolledBy: record.enrolledBy,
  };
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function parseConnectionRecord(text: string): ConnectionRecord | null {
  const o = parseJsonObject(text);
  if (!o) return null;
  const { enrolledBy } = o;
  const connection = readConnection(o);
  return connection && isText(enrolledBy) ? { ...connection, enrolledBy } : null;
}

/**
 * A connection's fields but who enrolled it, each held to its rule: the record's, and the one a
 * takeover note keeps until the takeover writes it as the record (takeover-note.ts).
 */
export function readConnection(
  o: Record<string, unknown>,
): Omit<ConnectionRecord, 'enrolledBy'> | null {
  const { origin, fingerprint, workstationId, number, enrolledAt } = o;
  if (!isText(origin) || !isText(workstationId)) return null;
  if (!isText(enrolledAt) || Number.isNaN(Date.parse(enrolledAt))) return null;
  if (
    fingerprint !== null &&
    (!isText(fingerprint) || normalFingerprint(fingerprint) !== fingerprint)
  ) {
    return null;
  }
  if (fingerprint === null && !origin.startsWith('http://127.0.0.1')) return null;
  if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 1) return null;
  const headOfficeKey = ed25519PublicKey(o['headOfficeKey']);
  const branch = readBranch(o['branch']);
  const replacing = readReplacing(o['replacing']);
  if (!headOfficeKey || !branch || replacing === undefined) return null;
  return {
    origin,
    fingerprint,
    workstationId,
    branch,
    number,
    headOfficeKey,
    replacing,
    enrolledAt,
  };
}

/** The signed calls' side of a connection: its address, pin, ids, and the keychain's key to sign. */
export function linkFor(
  connection: Omit<
    ConnectionRecord,
    'enrolledBy' | 'enrolledAt' | 'branch' | 'number' | 'replacing'
  >,
  keychain: Pick<JournalKeychain, 'readWorkstationKey'>,
): HeadOfficeLink {
  return {
    origin: connection.origin,
    fingerprint: connection.fingerprint,
    workstationId: connection.workstationId,
    headOfficeKey: connection.headOfficeKey,
    privateKeyPem: async () => {
      const pem = await keychain.readWorkstationKey();
      if (pem === null) {
        throw new SecretStoreError('corrupt', ref('keys.keychain.journal.workstationKeyDamaged'));
      }
      return pem;
    },
  };
}

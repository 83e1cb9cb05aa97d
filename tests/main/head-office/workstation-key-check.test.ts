import { describe, expect, it } from 'vitest';
import type { ConnectionRecord } from '../../../electron/main/head-office/connection-record';
import { checkWorkstationKeyAtStart } from '../../../electron/main/head-office/workstation-key-check';
import { SecretStoreError } from '../../../electron/main/keys/secret-store';

/*
 * D146: which starts stop for a workstation key the keychain does not hold. Only an enrolled
 * journal, not one waiting for its rebuild; a keychain that cannot be read is the sender's to
 * say and retry. (tests/main/head-office/real-head-office.test.ts runs it in the app's start.)
 */

const ENROLLED = {
  origin: 'https://hq.example:8443',
  fingerprint: null,
  workstationId: 'ws-1',
  branch: { code: 'KSM-01', name: 'Kisumu' },
  number: 1,
  headOfficeKey: 'PEM',
  replacing: null,
  enrolledAt: '2026-11-24T08:00:00.000Z',
  enrolledBy: 'admin.amina',
} as unknown as ConnectionRecord;

async function stops(
  record: ConnectionRecord | 'damaged' | null,
  key: () => Promise<string | null>,
): Promise<boolean> {
  let stopped = false;
  await checkWorkstationKeyAtStart({
    connection: { read: () => record },
    keychain: { readWorkstationKey: key },
    replication: { keyMissing: () => (stopped = true) },
  });
  return stopped;
}

describe('the workstation key at start', () => {
  const none = () => Promise.resolve(null);

  it('stops an enrolled journal whose key the keychain does not hold', async () => {
    expect(await stops(ENROLLED, none)).toBe(true);
    expect(await stops(ENROLLED, () => Promise.resolve('-----BEGIN PRIVATE KEY-----'))).toBe(false);
  });

  it('leaves a journal never enrolled, damaged, or waiting for its rebuild to the other checks', async () => {
    expect(await stops(null, none)).toBe(false);
    expect(await stops('damaged', none)).toBe(false);
    expect(await stops({ ...ENROLLED, replacing: { seq: 4, head: 'ab' } }, none)).toBe(false);
  });

  it('does not take a keychain that cannot be read for a missing key', async () => {
    const locked = () => Promise.reject(new SecretStoreError('unavailable', 'locked'));
    expect(await stops(ENROLLED, locked)).toBe(false);
  });
});

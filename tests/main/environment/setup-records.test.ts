import { describe, expect, it } from 'vitest';
import {
  EMPTY_SETUP_RECORD,
  parseSetupRecord,
  type SetupRecord,
} from '../../../electron/main/environment/setup-records';

const record: SetupRecord = {
  credentials: {
    id: 'c1',
    setAt: '2026-11-24T08:00:00.000Z',
    setBy: 'admin.amina',
    source: 'file',
  },
  key: {
    fingerprint: 'a'.repeat(64),
    bits: 2048,
    createdAt: '2026-11-24T08:01:00.000Z',
    createdBy: 'admin.amina',
    origin: 'generated',
  },
  pendingKey: null,
  check: {
    at: '2026-11-24T08:02:00.000Z',
    by: 'admin.amina',
    passed: false,
    failure: 'timeout',
    message: 'The service did not answer.',
    purposeCount: null,
    baseUrl: 'https://bank.example',
    basis: { baseUrl: 'https://bank.example', tokenPath: '/token', credentialsId: 'c1' },
  },
  acknowledgement: {
    at: '2026-11-24T08:03:00.000Z',
    by: 'admin.amina',
    basis: { baseUrl: 'https://bank.example', tokenPath: '/token', credentialsId: 'c1' },
  },
  credentialsRemoved: {
    at: '2026-11-24T08:04:00.000Z',
    by: 'admin.amina',
    origin: 'https://old.bank.example',
  },
};

describe('the non-secret setup record', () => {
  it('reads back what was written', () => {
    expect(parseSetupRecord(JSON.stringify(record))).toEqual(record);
  });

  it('drops each part that is not what the app writes, and keeps the rest', () => {
    const edited = JSON.parse(JSON.stringify(record)) as Record<string, Record<string, unknown>>;
    edited['key']!['fingerprint'] = 'not hex';
    edited['check']!['failure'] = 'lightning';
    edited['credentials']!['source'] = 'guessed';
    expect(parseSetupRecord(JSON.stringify(edited))).toEqual({
      ...record,
      key: null,
      check: null,
      credentials: null,
    });
  });

  it('reads anything that is not a JSON object as nothing recorded', () => {
    for (const text of ['', 'null', '[]', '{', '"text"']) {
      expect(parseSetupRecord(text)).toEqual(EMPTY_SETUP_RECORD);
    }
  });
});

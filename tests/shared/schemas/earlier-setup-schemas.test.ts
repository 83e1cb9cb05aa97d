import { describe, expect, it } from 'vitest';
import {
  EARLIER_SETUP_MESSAGES,
  validateFirstAdminRequest,
} from '@shared/schemas/earlier-setup-schemas';

const ADMIN = {
  operatorId: 'amina.admin',
  displayName: 'Amina Odhiambo',
  role: 'admin',
  password: 'kettle orchard violin 42',
};

describe('the first-admin request', () => {
  it('is the first-admin form alone when there is no earlier setup to answer about', () => {
    expect(validateFirstAdminRequest(ADMIN)).toEqual({ ok: true, value: ADMIN });
  });

  it('carries the answer about an earlier setup', () => {
    for (const earlierSetup of [{ keep: true, consumerSecret: 's3cret' }, { keep: false }]) {
      expect(validateFirstAdminRequest({ ...ADMIN, earlierSetup })).toEqual({
        ok: true,
        value: { ...ADMIN, earlierSetup },
      });
    }
  });

  it.each([
    ['no answer', null, 'earlierSetup', EARLIER_SETUP_MESSAGES.choose],
    [
      'keep without a secret',
      { keep: true },
      'earlierSetup.consumerSecret',
      EARLIER_SETUP_MESSAGES.consumerSecret,
    ],
    [
      'keep with an empty secret',
      { keep: true, consumerSecret: '' },
      'earlierSetup.consumerSecret',
      EARLIER_SETUP_MESSAGES.consumerSecret,
    ],
    [
      'a secret far too long',
      { keep: true, consumerSecret: 'x'.repeat(1001) },
      'earlierSetup.consumerSecret',
      EARLIER_SETUP_MESSAGES.tooLong,
    ],
    [
      'keep that is not yes or no',
      { keep: 'yes' },
      'earlierSetup.keep',
      EARLIER_SETUP_MESSAGES.choose,
    ],
  ])('refuses %s, naming the field', (_what, earlierSetup, path, message) => {
    const result = validateFirstAdminRequest({ ...ADMIN, earlierSetup });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.fields).toEqual([{ path, message }]);
  });

  it('takes a secret with a decision to remove (main asks for it, D66), within its length', () => {
    const withSecret = validateFirstAdminRequest({
      ...ADMIN,
      earlierSetup: { keep: false, consumerSecret: 'x' },
    });
    expect(withSecret.ok && withSecret.value.earlierSetup).toEqual({
      keep: false,
      consumerSecret: 'x',
    });
    const tooLong = validateFirstAdminRequest({
      ...ADMIN,
      earlierSetup: { keep: false, consumerSecret: 'x'.repeat(1001) },
    });
    expect(!tooLong.ok && tooLong.error.fields.map((f) => f.path)).toEqual([
      'earlierSetup.consumerSecret',
    ]);
  });

  it('refuses fields the answer does not have', () => {
    const extra = validateFirstAdminRequest({ ...ADMIN, earlierSetup: { keep: false, why: 1 } });
    expect(extra.ok).toBe(false);
  });

  it('reports the admin’s fields and the answer together', () => {
    const result = validateFirstAdminRequest({ ...ADMIN, password: 'short', earlierSetup: {} });
    expect(!result.ok && result.error.fields.map((f) => f.path).sort()).toEqual([
      'earlierSetup.keep',
      'password',
    ]);
  });
});

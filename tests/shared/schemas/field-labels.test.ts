import { describe, expect, it } from 'vitest';
import { fieldLabel } from '@shared/schemas/field-labels';

describe('field labels for service answers', () => {
  it('names a body path in the clerk’s words, by the kind of transfer', () => {
    expect(fieldLabel('rtgs', 'destination.accountNumber')).toBe("Recipient's account number");
    expect(fieldLabel('imt', 'destination.countryCode')).toBe("Recipient's country");
    expect(fieldLabel('rtgs', 'destination.countryCode')).toBe("Recipient's bank country");
  });

  it('falls back to the path itself for a path it does not know', () => {
    expect(fieldLabel('rtgs', 'sender.name')).toBe('sender.name');
    expect(fieldLabel('imt', 'transfer')).toBe('transfer');
    expect(fieldLabel('imt', 'constructor.name')).toBe('constructor.name');
  });
});

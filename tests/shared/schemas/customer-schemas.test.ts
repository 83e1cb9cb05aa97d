import { describe, expect, it } from 'vitest';
import { documentNumberKey, maskedDocumentNumber, senderOfCustomer } from '@shared/domain/customer';
import { CUSTOMER_LABELS, missingCustomer } from '@shared/schemas/customer-schemas';
import type { TransferRules } from '@shared/schemas/transfer-rules';
import { DEFAULT_TRANSFER_RULES } from '@shared/schemas/transfer-rules';
import { validateImtDraft, validateRtgsDraft } from '@shared/schemas/validate';
import { D2_CUSTOMER, D2_IMT_CUSTOMER, D2_IMT_DRAFT, D2_RTGS_DRAFT } from '../d2-example';
import { messagesAt } from './fixtures';

const RULES: TransferRules = { ...DEFAULT_TRANSFER_RULES, today: '2026-11-27' };
const rtgs = (customer: unknown, rules = RULES) =>
  validateRtgsDraft(rules, { ...D2_RTGS_DRAFT, customer });
const imt = (customer: unknown, sender: unknown = D2_IMT_DRAFT.sender, rules = RULES) =>
  validateImtDraft(rules, { ...D2_IMT_DRAFT, customer, sender });

describe('the customer block (D77)', () => {
  it('accepts a whole block on an RTGS, and on an IMT whose sender is the customer', () => {
    expect(rtgs(D2_CUSTOMER).ok).toBe(true);
    expect(imt(D2_IMT_CUSTOMER, senderOfCustomer(D2_IMT_CUSTOMER)).ok).toBe(true);
  });

  it('refuses an ID document that expired before the branch day, naming the date', () => {
    const result = rtgs({ ...D2_CUSTOMER, documentExpiry: '2026-11-26' });
    expect(messagesAt(result, 'customer.documentExpiry')).toEqual([
      expect.stringContaining('expired on 2026-11-26'),
    ]);
    expect(rtgs({ ...D2_CUSTOMER, documentExpiry: '2026-11-27' }).ok).toBe(true);
  });

  it('refuses a birth date in the future or under eighteen years, and a date that is none', () => {
    expect(
      messagesAt(rtgs({ ...D2_CUSTOMER, dateOfBirth: '2027-01-01' }), 'customer.dateOfBirth'),
    ).toEqual([expect.stringContaining('cannot be in the future')]);
    expect(
      messagesAt(rtgs({ ...D2_CUSTOMER, dateOfBirth: '2008-11-28' }), 'customer.dateOfBirth'),
    ).toEqual([expect.stringContaining('at least 18')]);
    expect(rtgs({ ...D2_CUSTOMER, dateOfBirth: '2008-11-27' }).ok).toBe(true);
    expect(
      messagesAt(rtgs({ ...D2_CUSTOMER, documentExpiry: '2031-02-30' }), 'customer.documentExpiry'),
    ).toEqual([`${CUSTOMER_LABELS.documentExpiry} must be a date, like 2031-06-30.`]);
  });

  it.each(['name', 'documentNumber', 'documentCountry', 'nationality', 'address', 'mobileNumber'])(
    'requires %s, naming it as the form does',
    (field) => {
      const result = rtgs({ ...D2_CUSTOMER, [field]: '' });
      const label = CUSTOMER_LABELS[field as keyof typeof CUSTOMER_LABELS];
      expect(messagesAt(result, `customer.${field}`).join(' ')).toContain(label);
    },
  );

  it('asks for occupation and source of funds only above the admin amount for the currency', () => {
    const rules = { ...RULES, customerDetailsAbove: { KES: '999.99' } };
    const bare = { ...D2_CUSTOMER, occupation: '', sourceOfFunds: '' };
    const result = rtgs(bare, rules);
    expect(messagesAt(result, 'customer.occupation')).toEqual([
      'Occupation is required for an amount above 999.99 KES.',
    ]);
    expect(messagesAt(result, 'customer.sourceOfFunds')).toHaveLength(1);
    expect(rtgs(bare, { ...RULES, customerDetailsAbove: { KES: '1000.00' } }).ok).toBe(true);
    expect(rtgs(bare, { ...RULES, customerDetailsAbove: { UGX: '1.00' } }).ok).toBe(true);
  });

  it('asks an IMT for a purpose from the list, and refuses one on an RTGS', () => {
    const sender = senderOfCustomer(D2_CUSTOMER);
    expect(messagesAt(imt(D2_CUSTOMER, sender), 'customer.purpose')).toHaveLength(1);
    expect(
      messagesAt(imt({ ...D2_CUSTOMER, purpose: 'gift' }, sender), 'customer.purpose'),
    ).toEqual([`${CUSTOMER_LABELS.purpose}: choose one from the list.`]);
    expect(rtgs({ ...D2_CUSTOMER, purpose: 'family' }).ok).toBe(false);
  });

  it('refuses an IMT whose body sender is not the customer (never the account holder apart)', () => {
    const result = imt(D2_IMT_CUSTOMER, {
      ...senderOfCustomer(D2_IMT_CUSTOMER),
      name: 'Other Person',
    });
    expect(messagesAt(result, 'sender')).toEqual([
      expect.stringContaining('sender must be the customer'),
    ]);
  });

  it('refuses a returning customer the clerk did not confirm seeing again', () => {
    const result = rtgs({ ...D2_CUSTOMER, returning: { lastCheckedOn: '2026-11-02' } });
    expect(messagesAt(result, 'customer.returning.documentSeenAgain')).toEqual([
      expect.stringContaining('seen the ID document again'),
    ]);
    const seen = { lastCheckedOn: '2026-11-02', documentSeenAgain: true };
    expect(rtgs({ ...D2_CUSTOMER, returning: seen }).ok).toBe(true);
  });

  it('says what is missing when a new send names no customer', () => {
    expect(missingCustomer({})?.message).toContain('Enter the customer');
    expect(missingCustomer({ customer: D2_CUSTOMER })).toBeNull();
  });

  it('masks a document number for the customer copy, and keys it as the journal does', () => {
    expect(maskedDocumentNumber('12345678')).toBe('****5678');
    expect(maskedDocumentNumber('A1234')).toBe('***34');
    expect(documentNumberKey('ab-12/3 4')).toBe('AB1234');
  });
});

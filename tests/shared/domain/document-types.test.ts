import { describe, expect, it } from 'vitest';
import {
  SUGGESTED_DOCUMENT_TYPES,
  documentTypeLabel,
  isDocumentType,
} from '@shared/domain/document-types';

describe('identity document types', () => {
  it('suggests the interface example NationalId first, and every suggestion is a valid token', () => {
    expect(SUGGESTED_DOCUMENT_TYPES[0].value).toBe('NationalId');
    for (const { value } of SUGGESTED_DOCUMENT_TYPES) expect(isDocumentType(value)).toBe(true);
  });

  it('accepts other conservative tokens a bank may have registered', () => {
    expect(isDocumentType('MilitaryId')).toBe(true);
    expect(isDocumentType('RefugeeId2')).toBe(true);
  });

  it.each(['national id', 'nationalId', 'NationalId;', 'National-Id', 'N', 'A'.repeat(33), '', 7])(
    'refuses %j',
    (value) => expect(isDocumentType(value)).toBe(false),
  );

  it('names a type for people, falling back to the value itself', () => {
    expect(documentTypeLabel('AlienId')).toBe('Alien / foreign resident ID card');
    expect(documentTypeLabel('MilitaryId')).toBe('MilitaryId');
  });
});

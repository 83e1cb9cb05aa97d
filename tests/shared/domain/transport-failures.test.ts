import { describe, expect, it } from 'vitest';
import {
  attemptErrorText,
  journaledAsNotSent,
  journaledFailureKind,
} from '@shared/domain/transport-failures';

describe('a transport failure as the journal keeps it', () => {
  it('is written as its kind, then the detail, and read back by its kind alone', () => {
    const text = attemptErrorText({
      kind: 'connect-timeout',
      provenNotSent: true,
      detail: 'UND_ERR_CONNECT_TIMEOUT | Connect Timeout Error: refused: x',
    });
    expect(text).toBe(
      'connect-timeout: UND_ERR_CONNECT_TIMEOUT | Connect Timeout Error: refused: x',
    );
    expect(journaledFailureKind(text)).toBe('connect-timeout');
    expect(journaledAsNotSent(text)).toBe(true);
  });

  it('reads no kind from text in another shape', () => {
    for (const text of [null, '', 'Refused: x', 'refused:x', 'HTTP 500: oops', ' refused: x']) {
      expect(journaledFailureKind(text), String(text)).toBeNull();
      expect(journaledAsNotSent(text), String(text)).toBe(false);
    }
  });
});

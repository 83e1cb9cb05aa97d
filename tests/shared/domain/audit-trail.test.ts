import { describe, expect, it } from 'vitest';
import { auditGroupOf, detailsText } from '@shared/domain/audit-trail';

describe('auditGroupOf', () => {
  it.each([
    ['session.signed-in', 'sessions'],
    ['session.sign-in-failed', 'sessions'],
    ['cash.counted', 'cash'],
    ['screening.decided', 'screening'],
    ['statement.break-settled', 'statements'],
    ['head-office.taken-over', 'headOffice'],
    ['refund-receipt.printed', 'receipts'],
    ['customer.lookup', 'transfers'],
    ['approval.failed', 'approvals'],
  ])('puts %s among %s', (action, group) => {
    expect(auditGroupOf(action)).toBe(group);
  });

  it('names a failure by its own kind first, and failures only when nothing else holds it', () => {
    expect(auditGroupOf('head-office.message-refused')).toBe('headOffice');
    expect(auditGroupOf('something.refused')).toBe('failures');
    expect(auditGroupOf('something.else')).toBeNull();
  });
});

describe('detailsText', () => {
  it('words an object as name: value pairs, values that are not text as JSON', () => {
    expect(detailsText('{"list":"un","entries":40,"lists":["un","ofac"]}')).toBe(
      'list: un; entries: 40; lists: ["un","ofac"]',
    );
  });

  it('leaves text that is not an object as the journal has it', () => {
    expect(detailsText('not json')).toBe('not json');
    expect(detailsText('[1,2]')).toBe('[1,2]');
    expect(detailsText('null')).toBe('null');
  });
});

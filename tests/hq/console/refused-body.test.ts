import { describe, expect, test } from 'vitest';
import { readableBody } from '../../../hq/console-api/refused-body';

describe('a refused body laid out for an admin to read', () => {
  test('a row and its details kept as JSON texts read as fields, indented', () => {
    const details = JSON.stringify({ signedInAt: '(withheld)' });
    const row = JSON.stringify({ seq: 35, action: 'session.signed-out', details });
    const body = JSON.stringify({
      workstationId: 'w-1',
      changes: [{ seq: 93, key: '{"seq":35}', row }],
    });

    const shown = readableBody(body);

    expect(shown).not.toContain('\\"');
    expect(JSON.parse(shown)).toEqual({
      workstationId: 'w-1',
      changes: [
        {
          seq: 93,
          key: { seq: 35 },
          row: { seq: 35, action: 'session.signed-out', details: { signedInAt: '(withheld)' } },
        },
      ],
    });
    expect(shown.split('\n')[1]).toBe('  "workstationId": "w-1",');
  });

  test('a text that only looks like JSON, and a body that is not JSON, stay as they came', () => {
    const body = JSON.stringify({ note: '{not json', reference: '[RD1]' });
    expect(JSON.parse(readableBody(body))).toEqual({ note: '{not json', reference: '[RD1]' });

    const cut = '{"workstationId":"w-1","changes":[{"seq":9\n(the body stops here)';
    expect(readableBody(cut)).toBe(cut);
  });
});

import { describe, expect, it } from 'vitest';
import { parseJsonObject } from '../../electron/main/json-object';

describe('parseJsonObject', () => {
  it('reads a JSON object', () => {
    expect(parseJsonObject('{"status":true,"data":[1]}')).toEqual({ status: true, data: [1] });
  });

  it.each([
    ['not JSON', '<html>502 Bad Gateway</html>'],
    ['empty', ''],
    ['null', 'null'],
    ['an array', '[{"code":"OTHR"}]'],
    ['a string', '"token"'],
    ['a number', '42'],
  ])('gives null for %s', (_, text) => {
    expect(parseJsonObject(text)).toBeNull();
  });
});

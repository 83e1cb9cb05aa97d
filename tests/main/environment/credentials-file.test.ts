import { describe, expect, it } from 'vitest';
import { parseCredentialsFile } from '../../../electron/main/environment/credentials-file';

/** Values that must never come back in a message, whatever is wrong with the file. */
const API_KEY = 'ak-7Hq2-Secret-Value';
const MERCHANT = 'MERCH-00912';
const SECRET = 'cs-Zz91!very-secret';
const WANTED = { apiKey: API_KEY, merchantCode: MERCHANT, consumerSecret: SECRET };

function refusal(text: string): string {
  const result = parseCredentialsFile(text);
  if (result.ok) throw new Error('expected the file to be refused');
  expect(result.error.code).toBe('bad-file');
  for (const secret of [API_KEY, MERCHANT, SECRET, 'ak-7Hq2', 'very-secret']) {
    expect(result.error.message).not.toContain(secret);
  }
  expect(result.error.message).toMatch(/Nothing was saved\.$/);
  return result.error.message;
}

describe('parseCredentialsFile: what a bank hands over', () => {
  it.each([
    ['JSON with the app’s names', JSON.stringify(WANTED)],
    [
      'JSON with other spellings, extra fields and a byte-order mark',
      `\uFEFF{ "API_KEY": "${API_KEY}", "merchant-code": "${MERCHANT}", "Consumer Secret": "${SECRET}", "baseUrl": "https://x" }`,
    ],
    [
      'NAME=value lines with comments, export, quotes and Windows line ends',
      `# from the bank's letter\r\nexport API_KEY="${API_KEY}"\r\n\r\nMERCHANT_CODE = ${MERCHANT}\r\nCONSUMER_SECRET='${SECRET}'\r\nBASE_URL=https://bank.example\r\n`,
    ],
    [
      'camelCase names in lines',
      `apiKey=${API_KEY}\nmerchantCode=${MERCHANT}\nconsumerSecret=${SECRET}`,
    ],
    [
      'a value holding "=" signs',
      `API_KEY=${API_KEY}\nMERCHANT_CODE=${MERCHANT}\nCONSUMER_SECRET=a=b==`,
    ],
  ])('reads %s', (_what, text) => {
    const result = parseCredentialsFile(text);
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.apiKey).toBe(API_KEY);
    expect(result.value.merchantCode).toBe(MERCHANT);
    expect(Object.keys(result.value).sort()).toEqual(['apiKey', 'consumerSecret', 'merchantCode']);
  });

  it('keeps "=" inside a value', () => {
    const result = parseCredentialsFile(
      `API_KEY=${API_KEY}\nMERCHANT_CODE=${MERCHANT}\nCONSUMER_SECRET=a=b==`,
    );
    expect(result.ok && result.value.consumerSecret).toBe('a=b==');
  });
});

describe('parseCredentialsFile: a bad file says what is wrong, never what it holds', () => {
  it('an empty file', () => {
    expect(refusal('  \n\n')).toMatch(/^The file is empty\. It must hold API_KEY/);
  });

  it('broken JSON, without the parser’s quote of the text', () => {
    const message = refusal(`{ "apiKey": "${API_KEY}", "merchantCode": "${MERCHANT}" `);
    expect(message).toMatch(/not valid JSON/);
  });

  it('JSON that is not one object', () => {
    expect(refusal(`[{"apiKey": "${API_KEY}"}]`)).toMatch(/not one object/);
  });

  it('a JSON value that is not text', () => {
    expect(
      refusal(`{"apiKey": "${API_KEY}", "merchantCode": 912, "consumerSecret": "${SECRET}"}`),
    ).toMatch(/Merchant code in the file is not text/);
  });

  it('a line that is not NAME=value, by its number', () => {
    expect(refusal(`API_KEY=${API_KEY}\n${SECRET}\nMERCHANT_CODE=${MERCHANT}`)).toMatch(
      /^Line 2 of the file is not a NAME=value line\./,
    );
  });

  it('a value given twice, by its lines', () => {
    expect(
      refusal(
        `API_KEY=${API_KEY}\nMERCHANT_CODE=${MERCHANT}\napi-key=${SECRET}\nCONSUMER_SECRET=${SECRET}`,
      ),
    ).toMatch(/API key is given twice in the file \(lines 1 and 3\)/);
    expect(refusal(JSON.stringify({ ...WANTED, API_KEY: 'other' }))).toMatch(
      /API key is given twice/,
    );
  });

  it('missing values, all named', () => {
    expect(refusal(`MERCHANT_CODE=${MERCHANT}`)).toMatch(
      /has no value for the API key and the Consumer secret\./,
    );
    expect(
      refusal(JSON.stringify({ apiKey: API_KEY, merchantCode: MERCHANT, consumerSecret: '' })),
    ).toMatch(/has no value for the Consumer secret\./);
  });
});

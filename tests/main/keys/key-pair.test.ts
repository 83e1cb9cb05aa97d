import { describe, expect, it } from 'vitest';
import { createPrivateKey } from 'node:crypto';
import {
  DEFAULT_KEY_SIZE,
  generateSigningKeyPair,
  generateSigningKeyPairAsync,
  importPrivateKeyPem,
  spkiFingerprint,
} from '../../../electron/main/keys/key-pair';
import {
  encryptedPkcs8 as encryptedPkcs8Of,
  openssl,
  readText,
  tempDir,
  writeTemp,
} from './openssl';
import { formatFingerprint } from '@shared/domain/bank-setup';
import { textIn, wordRef } from '@shared/i18n/catalog';

const dir = tempDir();

function opensslKey(name: string, args: string[]): string {
  const path = `${dir}/${name}`;
  const [command, ...rest] = args;
  openssl([command!, '-out', path, ...rest]);
  return readText(path);
}

const rsa2048Pkcs8 = opensslKey('rsa2048.pem', [
  'genpkey',
  '-algorithm',
  'RSA',
  '-pkeyopt',
  'rsa_keygen_bits:2048',
]);

describe('generateSigningKeyPair', () => {
  it.each([2048, 3072, 4096])('makes a %i-bit RSA pair', (bits) => {
    const pair = generateSigningKeyPair(bits);
    expect(pair.bits).toBe(bits);
    const key = createPrivateKey(pair.privateKeyPem);
    expect(key.asymmetricKeyType).toBe('rsa');
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(bits);
    expect(pair.privateKeyPem).toContain('-----BEGIN PRIVATE KEY-----');
    expect(pair.publicKeyPem).toContain('-----BEGIN PUBLIC KEY-----');
  });

  it('defaults to 2048 bits', () => {
    expect(DEFAULT_KEY_SIZE).toBe(2048);
    expect(generateSigningKeyPair().bits).toBe(2048);
  });

  it('refuses sizes other than 2048, 3072 and 4096', () => {
    expect(() => generateSigningKeyPair(1024)).toThrow(/2048, 3072, 4096/);
    expect(() => generateSigningKeyPair(2049)).toThrow(RangeError);
  });

  it('makes the pair off the main thread too, with the same checks', async () => {
    const pair = await generateSigningKeyPairAsync(3072);
    expect(createPrivateKey(pair.privateKeyPem).asymmetricKeyDetails?.modulusLength).toBe(3072);
    expect(spkiFingerprint(pair.publicKeyPem)).toBe(pair.fingerprint);
    await expect(generateSigningKeyPairAsync(1024)).rejects.toThrow(/2048, 3072, 4096/);
  });

  it('makes a different key each time', () => {
    expect(generateSigningKeyPair().fingerprint).not.toBe(generateSigningKeyPair().fingerprint);
  });
});

/** The same 2048-bit key, protected by "Kisumu branch 7" in PKCS#8 and in legacy PKCS#1 form. */
const PASSPHRASE = 'Kisumu branch 7';
const plainPath = writeTemp(dir, 'to-protect.pem', rsa2048Pkcs8);
const encryptedPkcs8 = encryptedPkcs8Of(rsa2048Pkcs8, PASSPHRASE);
const encryptedPkcs1 = openssl([
  'rsa',
  '-in',
  plainPath,
  '-traditional',
  '-aes256',
  '-passout',
  `pass:${PASSPHRASE}`,
]).toString();

describe('importPrivateKeyPem with a passphrase', () => {
  const expected = importPrivateKeyPem(rsa2048Pkcs8);
  if (!expected.ok) throw new Error(expected.error.message);

  it.each([
    ['PKCS#8 ("BEGIN ENCRYPTED PRIVATE KEY")', () => encryptedPkcs8, /BEGIN ENCRYPTED PRIVATE KEY/],
    ['legacy PKCS#1 ("Proc-Type: 4,ENCRYPTED")', () => encryptedPkcs1, /Proc-Type: 4,ENCRYPTED/],
  ])(
    'opens %s with the right passphrase and stores it unprotected as PKCS#8',
    (_form, pem, marker) => {
      expect(pem()).toMatch(marker);
      const result = importPrivateKeyPem(pem(), PASSPHRASE);
      if (!result.ok) throw new Error(result.error.message);
      expect(result.value.fingerprint).toBe(expected.value.fingerprint);
      expect(result.value.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
      expect(result.value.privateKeyPem).not.toMatch(/ENCRYPTED/);
    },
  );

  it.each([
    ['PKCS#8', () => encryptedPkcs8],
    ['PKCS#1', () => encryptedPkcs1],
  ])('refuses a wrong passphrase for %s, and says to type it again', (_form, pem) => {
    for (const wrong of ['kisumu branch 7', 'Kisumu branch 8', ' ']) {
      const result = importPrivateKeyPem(pem(), wrong);
      expect(result).toMatchObject({ ok: false, error: { code: 'wrong-passphrase' } });
      if (result.ok) return;
      expect(result.error.message).toMatch(/passphrase does not open this key/);
      expect(result.error.message).not.toContain(wrong.trim() || 'never');
    }
  });

  it('ignores a passphrase given for a key that has none', () => {
    const result = importPrivateKeyPem(rsa2048Pkcs8, 'not needed');
    expect(result.ok && result.value.fingerprint).toBe(expected.value.fingerprint);
  });
});

describe('importPrivateKeyPem', () => {
  it('accepts PKCS#8 and exports the same public key openssl derives', () => {
    const result = importPrivateKeyPem(rsa2048Pkcs8);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const keyPath = writeTemp(dir, 'in.pem', rsa2048Pkcs8);
    const opensslPublic = openssl(['pkey', '-in', keyPath, '-pubout']).toString();
    expect(result.value.publicKeyPem.trim()).toBe(opensslPublic.trim());
    expect(result.value.bits).toBe(2048);
  });

  it('accepts PKCS#1 ("BEGIN RSA PRIVATE KEY") and stores it as PKCS#8', () => {
    const pkcs1 = opensslKey('rsa-pkcs1.pem', ['genrsa', '-traditional', '3072']);
    expect(pkcs1).toContain('BEGIN RSA PRIVATE KEY');
    const result = importPrivateKeyPem(pkcs1);
    expect(result.ok && result.value.privateKeyPem.startsWith('-----BEGIN PRIVATE KEY-----')).toBe(
      true,
    );
    expect(result.ok && result.value.bits).toBe(3072);
  });

  it('tolerates text around the PEM block (e.g. "Bag Attributes")', () => {
    const result = importPrivateKeyPem(`Bag Attributes\n    localKeyID: 01\n${rsa2048Pkcs8}\n`);
    expect(result.ok).toBe(true);
  });

  const refusals: [string, () => string, string, RegExp][] = [
    ['an empty file', () => '  \n', 'empty', /empty/],
    ['text that is not PEM', () => 'hello world', 'not-pem', /not a PEM file/],
    [
      'an encrypted PKCS#8 key without its passphrase',
      () => encryptedPkcs8,
      'passphrase-needed',
      /protected by a passphrase/,
    ],
    [
      'an encrypted PKCS#1 key without its passphrase',
      () => encryptedPkcs1,
      'passphrase-needed',
      /protected by a passphrase/,
    ],
    [
      'an EC key',
      () =>
        opensslKey('ec.pem', [
          'genpkey',
          '-algorithm',
          'EC',
          '-pkeyopt',
          'ec_paramgen_curve:P-256',
        ]),
      'not-rsa',
      /RSA key/,
    ],
    [
      'an Ed25519 key',
      () => opensslKey('ed.pem', ['genpkey', '-algorithm', 'ED25519']),
      'not-rsa',
      /ED25519/,
    ],
    [
      'an RSA-PSS key',
      () =>
        opensslKey('pss.pem', [
          'genpkey',
          '-algorithm',
          'RSA-PSS',
          '-pkeyopt',
          'rsa_keygen_bits:2048',
        ]),
      'not-rsa',
      /RSA key/,
    ],
    [
      'a 1024-bit RSA key',
      () =>
        opensslKey('small.pem', [
          'genpkey',
          '-algorithm',
          'RSA',
          '-pkeyopt',
          'rsa_keygen_bits:1024',
        ]),
      'too-small',
      /1024 bits/,
    ],
    [
      'a public key',
      () => openssl(['pkey', '-in', writeTemp(dir, 'p.pem', rsa2048Pkcs8), '-pubout']).toString(),
      'public-key',
      /public key/,
    ],
    [
      'a certificate',
      () => {
        const key = writeTemp(dir, 'c.pem', rsa2048Pkcs8);
        return openssl([
          'req',
          '-new',
          '-x509',
          '-key',
          key,
          '-subj',
          '/CN=test',
          '-days',
          '1',
        ]).toString();
      },
      'certificate',
      /certificate/,
    ],
    [
      'a damaged key',
      () =>
        rsa2048Pkcs8
          .replace(/\n[A-Za-z0-9+/]{20}/, '\n' + 'A'.repeat(20))
          .replace(/([A-Za-z0-9+/]{64}\n){3}/, ''),
      'malformed',
      /damaged/,
    ],
    ['two keys in one file', () => rsa2048Pkcs8 + rsa2048Pkcs8, 'several-keys', /more than one/],
    ['a huge file', () => 'A'.repeat(30_000), 'too-large', /too large/],
  ];

  it.each(refusals)('refuses %s with a clear message', (_name, make, code, message) => {
    const result = importPrivateKeyPem(make());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message).toMatch(message);
    // The message helps an admin; it never echoes key material back.
    expect(result.error.message).not.toMatch(/MII[A-Za-z0-9+/]{10}/);
  });
});

describe('fingerprints', () => {
  it('is the SHA-256 of the DER SPKI, as openssl computes it', () => {
    const result = importPrivateKeyPem(rsa2048Pkcs8);
    if (!result.ok) throw new Error(result.error.message);
    const keyPath = writeTemp(dir, 'fp.pem', rsa2048Pkcs8);
    const der = openssl(['pkey', '-in', keyPath, '-pubout', '-outform', 'DER']);
    const expected = openssl(['dgst', '-sha256', '-r'], der).toString().split(' ')[0];
    expect(result.value.fingerprint).toBe(expected);
    expect(spkiFingerprint(result.value.publicKeyPem)).toBe(expected);
  });

  it('formats for people as colon-separated capital pairs', () => {
    expect(formatFingerprint('ab12cd')).toBe('AB:12:CD');
    const fp = generateSigningKeyPair().fingerprint;
    expect(formatFingerprint(fp)).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
  });
});

describe('a key of another type, refused in the operator’s language (D87)', () => {
  const ec = () =>
    opensslKey('ec-words.pem', [
      'genpkey',
      '-algorithm',
      'EC',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
    ]);

  it('names its type in a whole sentence of each language', () => {
    const result = importPrivateKeyPem(ec());
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.message).toBe(
      'This is an EC key. The service needs an RSA key (RSASSA-PKCS1-v1_5 with SHA-256): generate one in the app or import an RSA key.',
    );
    expect(wordRef(result.error.text!, 'fr')).toBe(
      'Cette clé est de type EC. Le service demande une clé RSA (RSASSA-PKCS1-v1_5 avec SHA-256) : générez-en une dans l’application ou importez une clé RSA.',
    );
    expect(wordRef(result.error.text!, 'sw')).toBe(
      'Huu ni ufunguo wa aina ya EC. Huduma inahitaji ufunguo wa RSA (RSASSA-PKCS1-v1_5 pamoja na SHA-256): tengeneza mmoja ndani ya programu au ingiza ufunguo wa RSA.',
    );
  });

  it('words a type without a name in each language, not with an English one', () => {
    expect(textIn('en', 'keys.import.refused.notRsa', { keyType: '' })).toMatch(
      /^This is a non-RSA key\. /,
    );
    expect(textIn('fr', 'keys.import.refused.notRsa', { keyType: '' })).toMatch(
      /^Cette clé n’est pas une clé RSA\. Le service demande/,
    );
    expect(textIn('sw', 'keys.import.refused.notRsa', { keyType: '' })).toMatch(
      /^Huu si ufunguo wa RSA\. Huduma inahitaji/,
    );
  });
});

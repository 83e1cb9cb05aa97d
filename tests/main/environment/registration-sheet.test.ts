import { describe, expect, it } from 'vitest';
import {
  maskedCredential,
  registrationSheet,
} from '../../../electron/main/environment/registration-sheet';
import { PRINT_CSP } from '../../../electron/main/desktop/print-document';
import { PAPER } from '../../../electron/main/desktop/printer';
import { generateSigningKeyPair } from '../../../electron/main/keys/key-pair';
import { formatFingerprint } from '@shared/domain/bank-setup';

const pair = generateSigningKeyPair(2048);
const data = {
  environment: 'test' as const,
  workstation: 42,
  branchName: 'Kisumu <Main> & Co',
  merchantCode: 'MERCHANT-TEST-4471',
  fingerprint: pair.fingerprint,
  bits: 2048,
  publicKeyPem: pair.publicKeyPem,
  at: Date.parse('2026-11-24T08:05:00Z'),
  timeZone: 'Africa/Nairobi',
  admin: { operatorId: 'admin.amina', displayName: 'Amina "the admin" Mohamed' },
  rotation: false,
};

describe('the key registration sheet', () => {
  it('holds what the bank needs, on A4, under the print CSP', () => {
    const sheet = registrationSheet(data);
    expect(sheet.paper).toEqual(PAPER.a4);
    expect(sheet.title).toBe('Signing key registration – Test service');
    expect(sheet.html).toContain(`content="${PRINT_CSP}"`);
    expect(sheet.html).toContain('@page { size: 210mm 297mm; margin: 15mm; }');
    expect(sheet.html).toContain(formatFingerprint(pair.fingerprint));
    expect(sheet.html).toContain('<td>42</td>');
    expect(sheet.html).toContain('2026-11-24 11:05 EAT');
    expect(sheet.html).toContain('RSA, 2048 bits');
    for (const line of pair.publicKeyPem.trim().split('\n')) expect(sheet.html).toContain(line);
  });

  it('writes data as text, never as markup', () => {
    const { html } = registrationSheet(data);
    expect(html).toContain('Kisumu &lt;Main&gt; &amp; Co');
    expect(html).toContain('Amina &quot;the admin&quot; Mohamed (admin.amina)');
    expect(html).not.toContain('<Main>');
    expect(html).not.toMatch(/<script/i);
  });

  it('shows only the last four characters of the merchant code, a credential', () => {
    const { html } = registrationSheet(data);
    expect(html).not.toContain('MERCHANT-TEST-4471');
    expect(html).toContain('••••••••••••••4471');
    expect(maskedCredential('AB12')).toBe('••••');
    expect(maskedCredential('RDSANDBOX001')).toBe('••••••••X001');
    expect(registrationSheet({ ...data, merchantCode: null }).html).toContain('Not set');
  });

  it('says when the key replaces the one in use', () => {
    expect(registrationSheet({ ...data, rotation: true }).html).toContain(
      'This key replaces the one the workstation signs with now.',
    );
  });
});

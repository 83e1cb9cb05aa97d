import { formatFingerprint } from '../../../shared/domain/bank-setup';
import { zonedTimeText } from '../../../shared/domain/zoned-time';
import type { EnvironmentName } from '../../../shared/domain/environments';
import { escapeHtml, makePrintDocument } from '../desktop/print-document';
import { PAPER, type PrintDocument } from '../desktop/printer';

/**
 * The one-page sheet an admin signs and sends to the bank so that it registers the workstation's
 * public key: who asks (branch, workstation, merchant, admin), for which service, and the key
 * itself with its fingerprint, which the bank's officer compares with what they load.
 *
 * The merchant code is a D1 credential, and no credential is ever written into a PDF or onto
 * paper whole (D30): the sheet shows its last four characters, enough for the bank that issued it
 * to match it, useless to anyone who finds the sheet.
 */
export interface RegistrationSheetData {
  environment: EnvironmentName;
  workstation: number | null;
  branchName: string;
  merchantCode: string | null;
  fingerprint: string;
  bits: number;
  publicKeyPem: string;
  /** Epoch milliseconds, written in the workstation's own time zone. */
  at: number;
  timeZone: string;
  admin: { operatorId: string; displayName: string };
  /** A key that waits for registration while the current one still signs (key rotation). */
  rotation: boolean;
}

const ENVIRONMENT_NAMES: Readonly<Record<EnvironmentName, string>> = {
  sandbox: 'Sandbox (training, no real money)',
  test: 'Test service',
  live: 'Live service (real money)',
};

/** `RDSANDBOX001` → `••••••••X001`: the last four characters, and one dot for each hidden one. */
export function maskedCredential(value: string): string {
  const characters = [...value];
  if (characters.length <= 4) return '•'.repeat(characters.length);
  return '•'.repeat(characters.length - 4) + characters.slice(-4).join('');
}

export function registrationSheet(data: RegistrationSheetData): PrintDocument {
  const dateText = zonedTimeText(data.at, data.timeZone);
  const row = (label: string, value: string, extra = '') =>
    `<tr><th scope="row">${escapeHtml(label)}</th><td${extra}>${escapeHtml(value)}</td></tr>`;
  const rows = [
    row('Service', ENVIRONMENT_NAMES[data.environment]),
    row('Branch', data.branchName || 'Not set'),
    row('Workstation number', data.workstation === null ? 'Not set' : String(data.workstation)),
    row(
      'Merchant code (last four characters)',
      data.merchantCode === null ? 'Not set' : maskedCredential(data.merchantCode),
      ' class="mono"',
    ),
    row('Key', `RSA, ${data.bits} bits, signing with SHA-256 (RSASSA-PKCS1-v1_5)`),
    row('Fingerprint (SHA-256)', formatFingerprint(data.fingerprint), ' class="mono fingerprint"'),
    row('Prepared on', dateText),
    row('Prepared by (admin)', `${data.admin.displayName} (${data.admin.operatorId})`),
  ].join('\n');
  const purpose = data.rotation
    ? 'This key replaces the one the workstation signs with now. Please register it beside the current key; the workstation switches to it once you confirm the registration, and the current key can then be removed.'
    : 'Please register this public key for the merchant and workstation below. Transfers from this workstation are signed with the matching private key, which never leaves the workstation.';
  const body = `
<h1>Signing key registration</h1>
<p class="lead">Remit Desk · request to register a public key</p>
<p>${escapeHtml(purpose)}</p>
<table class="facts">
${rows}
</table>
<h2>Public key (PEM)</h2>
<pre class="pem">${escapeHtml(data.publicKeyPem.trim())}</pre>
<p class="note">Compare the fingerprint above with the fingerprint of the key you load. A key whose fingerprint differs must not be registered.</p>
<table class="signatures">
<tr><td>Admin’s signature</td><td>Bank officer: registered on (date)</td><td>Bank officer’s name and signature</td></tr>
</table>
`;
  const css = `
h1 { font-size: 20pt; margin: 0 0 2mm; }
h2 { font-size: 12pt; margin: 6mm 0 2mm; }
.lead { margin: 0 0 5mm; color: #333; }
p { font-size: 10.5pt; line-height: 1.4; margin: 0 0 3mm; }
.facts { border-collapse: collapse; width: 100%; font-size: 10.5pt; }
.facts th, .facts td { border: 0.3mm solid #666; padding: 1.8mm 2.5mm; text-align: left; vertical-align: top; }
.facts th { width: 38%; font-weight: 600; background: #f0f0f0; }
.mono, .pem { font-family: "Consolas", "DejaVu Sans Mono", "Liberation Mono", monospace; }
.fingerprint { word-break: break-all; font-size: 9.5pt; }
.pem { font-size: 8.5pt; line-height: 1.25; border: 0.3mm solid #666; padding: 2.5mm; margin: 0 0 3mm; white-space: pre-wrap; word-break: break-all; }
.note { font-size: 9.5pt; }
.signatures { width: 100%; border-collapse: separate; border-spacing: 4mm 0; margin-top: 10mm; font-size: 9.5pt; }
.signatures td { border-top: 0.3mm solid #000; padding-top: 1.5mm; width: 33%; vertical-align: top; }
`;
  return makePrintDocument({
    title: `Signing key registration – ${ENVIRONMENT_NAMES[data.environment]}`,
    paper: PAPER.a4,
    body,
    css,
  });
}

import { formatFingerprint } from '@shared/domain/bank-setup';
import { textFor, type Language } from '@shared/i18n/catalog';
import type { EnglishCatalog } from '@shared/i18n/en';
import { zonedTimeText } from '@shared/domain/zoned-time';
import type { EnvironmentName } from '@shared/domain/environments';
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
  /** The language of the admin who prints it (D88); English when not given. */
  language?: Language;
}

/** `RDSANDBOX001` → `••••••••X001`: the last four characters, and one dot for each hidden one. */
export function maskedCredential(value: string): string {
  const characters = [...value];
  if (characters.length <= 4) return '•'.repeat(characters.length);
  return '•'.repeat(characters.length - 4) + characters.slice(-4).join('');
}

type SheetWords = EnglishCatalog['environment']['registrationSheet'];
type SheetRow = keyof SheetWords['row'];

/** A plain sentence of the sheet (one that takes no values), in `language`. */
function sheetText(
  language: Language,
  key:
    | `row.${SheetRow}`
    | `service.${EnvironmentName}`
    | `purpose.${keyof SheetWords['purpose']}`
    | `signature.${keyof SheetWords['signature']}`
    | 'notSet'
    | 'heading'
    | 'lead'
    | 'publicKeyHeading'
    | 'note',
): string {
  return textFor(language)(`environment.registrationSheet.${key}`);
}

type SheetKey = Parameters<typeof sheetText>[1];

export function registrationSheet(data: RegistrationSheetData): PrintDocument {
  const language = data.language ?? 'en';
  const text = textFor(language);
  const plain = (key: SheetKey) => sheetText(language, key);
  const words = (key: SheetKey) => escapeHtml(plain(key));
  const dateText = zonedTimeText(data.at, data.timeZone);
  const notSet = plain('notSet');
  const row = (label: SheetRow, value: string, mono?: 'mono' | 'mono fingerprint') =>
    `<tr><th scope="row">${words(`row.${label}`)}</th><td${mono ? ` class="${mono}"` : ''}>${escapeHtml(value)}</td></tr>`;
  const service = plain(`service.${data.environment}`);
  const rows = [
    row('service', service),
    row('branch', data.branchName || notSet),
    row('workstation', data.workstation === null ? notSet : String(data.workstation)),
    row(
      'merchantCode',
      data.merchantCode === null ? notSet : maskedCredential(data.merchantCode),
      'mono',
    ),
    row('key', text('environment.registrationSheet.keyKind', { bits: data.bits })),
    // catalog-ignore: a class list, not words
    row('fingerprint', formatFingerprint(data.fingerprint), 'mono fingerprint'),
    row('preparedOn', dateText),
    row(
      'preparedBy',
      text('environment.registrationSheet.admin', {
        name: data.admin.displayName,
        id: data.admin.operatorId,
      }),
    ),
  ].join('\n');
  const purpose = words(data.rotation ? 'purpose.rotation' : 'purpose.first');
  const body = `
<h1>${words('heading')}</h1>
<p class="lead">${words('lead')}</p>
<p>${purpose}</p>
<table class="facts">
${rows}
</table>
<h2>${words('publicKeyHeading')}</h2>
<pre class="pem">${escapeHtml(data.publicKeyPem.trim())}</pre>
<p class="note">${words('note')}</p>
<table class="signatures">
<tr><td>${words('signature.admin')}</td><td>${words('signature.registeredOn')}</td><td>${words('signature.officer')}</td></tr>
</table>
`;
  // catalog-ignore: the sheet's styles, not words
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
    title: text('environment.registrationSheet.title', { service }),
    paper: PAPER.a4,
    body,
    css,
  });
}

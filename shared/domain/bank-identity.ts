import { text, wordedWhenRead } from '../i18n/catalog';
import { joinWords } from './join-words';
import type { BankIdentity } from './settings';

/*
 * D53: a receipt names the bank, where it is, where a customer complains and the regulator's
 * licence line. Until an admin has entered them (Settings, Bank identity for receipts, or the
 * first-launch wizard) no receipt is printed, and main says which are missing.
 */

/** Each line of the bank's identity in the words a sentence uses. */
export const BANK_IDENTITY_WORDS: Readonly<Record<keyof BankIdentity, string>> = wordedWhenRead({
  legalName: () => text('settings.bankIdentity.words.legalName'),
  branchAddress: () => text('settings.bankIdentity.words.branchAddress'),
  complaintsContact: () => text('settings.bankIdentity.words.complaintsContact'),
  licenceLine: () => text('settings.bankIdentity.words.licenceLine'),
});

/** The lines not entered yet, in the order a receipt prints them. */
export function missingIdentity(identity: BankIdentity): (keyof BankIdentity)[] {
  return (Object.keys(BANK_IDENTITY_WORDS) as (keyof BankIdentity)[]).filter(
    (line) => identity[line].trim() === '',
  );
}

/**
 * What is missing in words, "the bank’s legal name and the complaints contact are not set", and
 * whether it is one line or more (the sentences about it say "it" or "them"); null when nothing is.
 */
function missingWords(identity: BankIdentity): { missing: string; count: 'one' | 'many' } | null {
  const lines = missingIdentity(identity).map((line) => BANK_IDENTITY_WORDS[line]);
  if (lines.length === 0) return null;
  const count = lines.length === 1 ? 'one' : 'many';
  return {
    missing: text(`settings.bankIdentity.notSet.${count}`, { lines: joinWords(lines) }),
    count,
  };
}

/** Why main prints no receipt now, for whoever asked (a clerk is told who can mend it). */
export function receiptRefusedForIdentity(identity: BankIdentity): string | null {
  const words = missingWords(identity);
  if (words === null) return null;
  return text(`settings.bankIdentity.receiptRefused.${words.count}`, { missing: words.missing });
}

/** The admin's warning while a line is missing: it stops every receipt. */
export function identityWarning(identity: BankIdentity): string | null {
  const words = missingWords(identity);
  if (words === null) return null;
  const missing = `${words.missing.charAt(0).toUpperCase()}${words.missing.slice(1)}`;
  return text(`settings.bankIdentity.warning.${words.count}`, { missing });
}

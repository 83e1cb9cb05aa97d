import { joinWords } from './join-words';
import type { BankIdentity } from './settings';

/*
 * D53: a receipt names the bank, where it is, where a customer complains and the regulator's
 * licence line. Until an admin has entered them (Settings, Bank identity for receipts, or the
 * first-launch wizard) no receipt is printed, and main says which are missing.
 */

/** Each line of the bank's identity in the words a sentence uses. */
export const BANK_IDENTITY_WORDS: Readonly<Record<keyof BankIdentity, string>> = {
  legalName: 'the bank’s legal name',
  branchAddress: 'the branch address',
  complaintsContact: 'the complaints contact',
  licenceLine: 'the licence line',
};

/** Where an admin enters them, as the Settings page names it. */
export const BANK_IDENTITY_PLACE = 'Settings, Bank identity for receipts';

/** The lines not entered yet, in the order a receipt prints them. */
export function missingIdentity(identity: BankIdentity): (keyof BankIdentity)[] {
  return (Object.keys(BANK_IDENTITY_WORDS) as (keyof BankIdentity)[]).filter(
    (line) => identity[line].trim() === '',
  );
}

/**
 * What is missing in words, "the bank’s legal name and the complaints contact are not set", and
 * the pronoun for them; null when nothing is.
 */
function missingWords(identity: BankIdentity): { text: string; them: 'it' | 'them' } | null {
  const missing = missingIdentity(identity).map((line) => BANK_IDENTITY_WORDS[line]);
  if (missing.length === 0) return null;
  const one = missing.length === 1;
  return { text: `${joinWords(missing)} ${one ? 'is' : 'are'} not set`, them: one ? 'it' : 'them' };
}

/** Why main prints no receipt now, for whoever asked (a clerk is told who can mend it). */
export function receiptRefusedForIdentity(identity: BankIdentity): string | null {
  const missing = missingWords(identity);
  if (missing === null) return null;
  return `This receipt cannot be printed yet: ${missing.text}, and every receipt must name the bank and where the customer can complain. An admin enters ${missing.them} in ${BANK_IDENTITY_PLACE}; then print the receipt again from this page.`;
}

/** The admin's warning while a line is missing: it stops every receipt. */
export function identityWarning(identity: BankIdentity): string | null {
  const missing = missingWords(identity);
  if (missing === null) return null;
  const text = `${missing.text.charAt(0).toUpperCase()}${missing.text.slice(1)}`;
  return `${text}, so no receipt can be printed. Enter ${missing.them} in ${BANK_IDENTITY_PLACE}.`;
}

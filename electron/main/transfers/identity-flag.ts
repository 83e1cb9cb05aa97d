import { documentKeyOf, type Customer } from '@shared/domain/customer';
import { IDENTITY_FLAGGER } from '@shared/domain/operators';
import { text } from '@shared/i18n/catalog';
import type { Journal } from '../journal/journal';
import type { TransferRecord } from '../journal/transfers-repo';

/** How many of the document's earlier transfers are read, newest first (a customer's history). */
const READ_AT_MOST = 200;
/** How many earlier references the flag's note names: enough to open the first of each person. */
const NAMED_AT_MOST = 5;

/**
 * A person as the document's transfers name them: the name's words, in any order (a surname typed
 * first or last is one name), and the date of birth.
 */
function personOf(customer: Pick<Customer, 'name' | 'dateOfBirth'>): string {
  const words = customer.name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .sort();
  return `${words.join(' ')}|${customer.dateOfBirth}`;
}

/**
 * D160: inside a reservation's transaction, a suspicion flag on the new transfer when its
 * customer's ID document (type, number, issuing country) was journaled at this workstation before
 * with another name or date of birth: one person's document typed wrong, or one document used by
 * two people, which is for a compliance officer to tell (D79: the flags are theirs and the
 * auditors', never a clerk's, a supervisor's or a customer's). Names are compared without case,
 * accents, punctuation, extra spaces or the order of their words, so "WANJIKU, Jane" is Jane
 * Wanjiku. Every earlier transfer counts, refused ones too: a name that changes after a refusal
 * is what the officer should see. A person the document was journaled with already raises
 * nothing: the flag is on the transfer that first names each other person, not on every transfer
 * after it. The note names the earlier transfers by reference (each other person's latest) and
 * nothing of the customer: the flag's row shows the transfer with its customer to whom may read
 * it, and the note goes to the audit trail.
 */
export function flagAnotherIdentity(journal: Journal, record: TransferRecord): number | null {
  const customer = record.customer;
  if (customer === null) return null;
  const key = documentKeyOf(customer);
  const earlier = journal.transfers
    .withCustomerDocument(key, READ_AT_MOST + 1)
    .filter((other) => other.id !== record.id && other.customer !== null);
  const person = personOf(customer);
  if (earlier.length === 0 || earlier.some((other) => personOf(other.customer!) === person)) {
    return null;
  }
  const others = new Map<string, string>();
  for (const other of earlier) {
    const who = personOf(other.customer!);
    if (!others.has(who)) others.set(who, other.reference);
  }
  const references = [...others.values()].slice(0, NAMED_AT_MOST).join(', ');
  const note = text('oversight.flags.identity', { references });
  return journal.controls.flag(record, record.createdAt, IDENTITY_FLAGGER, note);
}

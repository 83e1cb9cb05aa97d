import type { ImtRequest } from '../api/imt-request';
import type { RtgsRequest } from '../api/rtgs-request';

type Labels<T> = { [Group in keyof T]-?: { [Field in keyof T[Group]]-?: string } };

/**
 * Every field of a body in words a clerk understands. The schemas build their messages from these
 * and the forms use them as field labels, so a message always names the field as the screen does.
 */
export const RTGS_LABELS: Labels<RtgsRequest> = {
  source: {
    countryCode: "Sender's account country",
    currency: "Sender's account currency",
    name: "Sender's name",
    accountNumber: "Sender's account number",
  },
  destination: {
    type: 'Destination type',
    countryCode: "Recipient's bank country",
    name: "Recipient's name",
    bankCode: "Recipient's bank code",
    accountNumber: "Recipient's account number",
  },
  transfer: {
    type: 'Transfer type',
    amount: 'Amount',
    currencyCode: 'Currency',
    reference: 'Transfer reference',
    date: 'Transfer date',
    description: 'Description',
    purposeOfPaymentCode: 'Purpose of payment',
  },
};

export const IMT_LABELS: Labels<ImtRequest> = {
  source: {
    countryCode: 'Source account country',
    name: 'Source account name',
    accountNumber: 'Source account number',
  },
  sender: {
    name: "Sender's name",
    documentType: "Sender's ID document type",
    documentNumber: "Sender's ID document number",
    countryCode: "Sender's country",
    mobileNumber: "Sender's mobile number",
    email: "Sender's e-mail address",
  },
  destination: {
    type: 'Destination type',
    countryCode: "Recipient's country",
    name: "Recipient's name",
    mobileNumber: "Recipient's mobile number",
    walletName: 'Mobile wallet',
    documentType: "Recipient's ID document type",
    documentNumber: "Recipient's ID document number",
  },
  transfer: {
    type: 'Transfer type',
    amount: 'Amount',
    currencyCode: 'Currency',
    reference: 'Transfer reference',
    date: 'Transfer date',
    description: 'Description',
  },
};

/** The groups of fields, named for messages about a whole group ("Recipient's details are missing"). */
export const RTGS_GROUP_LABELS: Readonly<Record<keyof RtgsRequest, string>> = {
  source: "Sender's account details",
  destination: "Recipient's details",
  transfer: 'Transfer details',
};

export const IMT_GROUP_LABELS: Readonly<Record<keyof ImtRequest, string>> = {
  source: 'Source account details',
  sender: "Sender's details",
  destination: "Recipient's details",
  transfer: 'Transfer details',
};

/** The clerk's words for a dotted body path (`destination.accountNumber`); the path if unknown. */
export function fieldLabel(kind: 'rtgs' | 'imt', path: string): string {
  return knownFieldLabel(kind, path) ?? path;
}

/**
 * The clerk's words for a dotted body path, or null when the path is not a field of that body: a
 * service may name any path, and a clerk must never read one.
 */
export function knownFieldLabel(kind: 'rtgs' | 'imt', path: string): string | null {
  const [group = '', field = '', ...rest] = path.split('.');
  const labels: Record<string, Record<string, string>> = kind === 'rtgs' ? RTGS_LABELS : IMT_LABELS;
  // Own keys only: a service may echo any path, and `constructor.name` must not reach Object's.
  if (rest.length > 0 || !Object.hasOwn(labels, group)) return null;
  const fields = labels[group]!;
  return Object.hasOwn(fields, field) ? fields[field]! : null;
}

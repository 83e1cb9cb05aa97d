import type { ImtRequest } from '../api/imt-request';
import type { RtgsRequest } from '../api/rtgs-request';
import { text, wordedWhenRead } from '../i18n/catalog';

type Labels<T> = { [Group in keyof T]-?: { [Field in keyof T[Group]]-?: string } };

/** The transfer group's fields both bodies have. */
const TRANSFER_LABELS = {
  type: () => text('fields.transfer.type'),
  amount: () => text('fields.transfer.amount'),
  currencyCode: () => text('fields.transfer.currencyCode'),
  reference: () => text('fields.transfer.reference'),
  date: () => text('fields.transfer.date'),
  description: () => text('fields.transfer.description'),
};

/**
 * Every field of a body in words a clerk understands. The schemas build their messages from these
 * and the forms use them as field labels, so a message always names the field as the screen does.
 */
export const RTGS_LABELS: Labels<RtgsRequest> = wordedWhenRead({
  source: {
    countryCode: () => text('fields.rtgs.source.countryCode'),
    currency: () => text('fields.rtgs.source.currency'),
    name: () => text('fields.senderName'),
    accountNumber: () => text('fields.rtgs.source.accountNumber'),
  },
  destination: {
    type: () => text('fields.destinationType'),
    countryCode: () => text('fields.rtgs.destination.countryCode'),
    name: () => text('fields.recipientName'),
    bankCode: () => text('fields.rtgs.destination.bankCode'),
    accountNumber: () => text('fields.rtgs.destination.accountNumber'),
  },
  transfer: {
    ...TRANSFER_LABELS,
    purposeOfPaymentCode: () => text('fields.transfer.purposeOfPaymentCode'),
  },
});

export const IMT_LABELS: Labels<ImtRequest> = wordedWhenRead({
  source: {
    countryCode: () => text('fields.imt.source.countryCode'),
    name: () => text('fields.imt.source.name'),
    accountNumber: () => text('fields.imt.source.accountNumber'),
  },
  sender: {
    name: () => text('fields.senderName'),
    documentType: () => text('fields.imt.sender.documentType'),
    documentNumber: () => text('fields.imt.sender.documentNumber'),
    countryCode: () => text('fields.imt.sender.countryCode'),
    mobileNumber: () => text('fields.imt.sender.mobileNumber'),
    email: () => text('fields.imt.sender.email'),
  },
  destination: {
    type: () => text('fields.destinationType'),
    countryCode: () => text('fields.imt.destination.countryCode'),
    name: () => text('fields.recipientName'),
    mobileNumber: () => text('fields.imt.destination.mobileNumber'),
    // The wallet's name is the mobile wallet the money goes to: one word for both.
    walletName: () => text('transfer.destination.imt'),
    documentType: () => text('fields.imt.destination.documentType'),
    documentNumber: () => text('fields.imt.destination.documentNumber'),
  },
  transfer: { ...TRANSFER_LABELS },
});

/** The groups of fields, named for messages about a whole group ("Recipient's details are missing"). */
export const RTGS_GROUP_LABELS: Readonly<Record<keyof RtgsRequest, string>> = wordedWhenRead({
  source: () => text('fields.group.rtgsSource'),
  destination: () => text('fields.group.destination'),
  transfer: () => text('fields.group.transfer'),
});

export const IMT_GROUP_LABELS: Readonly<Record<keyof ImtRequest, string>> = wordedWhenRead({
  source: () => text('fields.group.imtSource'),
  sender: () => text('fields.group.sender'),
  destination: () => text('fields.group.destination'),
  transfer: () => text('fields.group.transfer'),
});

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

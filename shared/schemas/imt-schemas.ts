import type { ObjectSchema } from 'yup';
import type { ImtRequest } from '../api/imt-request';
import { COUNTRIES, COUNTRY_CODES, IMT_COUNTRY_CODES, isCountryCode } from '../domain/countries';
import { joinWords } from '../domain/join-words';
import { senderOfCustomer } from '../domain/customer';
import type { ImtDraft } from '../domain/transfer-drafts';
import { text } from '../i18n/catalog';
import { IMT_GROUP_LABELS as G, IMT_LABELS as L } from './field-labels';
import type { FieldRules, SchemaMode } from './field-rules';
import {
  body,
  countryField,
  currencyField,
  dateField,
  documentNumberField,
  documentTypeField,
  emailField,
  fromRoot,
  group,
  mobileNumberField,
  omitFields,
  operationConstant,
  optionalText,
  personName,
  referenceField,
} from './field-rules';
import { draftFields } from './draft-groups';
import { TEXT_LIMITS } from './text-rules';
import {
  amountField,
  sourceAccountField,
  sourceHolderField,
  walletNameField,
} from './transfer-rule-fields';
import type { TransferRules } from './transfer-rules';
import { DEFAULT_TRANSFER_RULES } from './transfer-rules';

/** The IMT countries by name, joined as the language of the sentence joins them (D87). */
function imtCountryList(): string {
  return joinWords(IMT_COUNTRY_CODES.map((code) => COUNTRIES[code].name));
}

/**
 * Every IMT field rule, once (D3: the body carries transfer.reference). `mode` only decides whether
 * an empty optional field ('' in a form) is accepted: drafts yes, wire bodies no.
 */
export function imtFieldRules(rules: TransferRules, mode: SchemaMode) {
  return {
    source: {
      countryCode: countryField(() => L.source.countryCode, COUNTRY_CODES),
      name: sourceHolderField(() => L.source.name, rules),
      accountNumber: sourceAccountField(() => L.source.accountNumber, rules),
    },
    sender: {
      name: personName(() => L.sender.name),
      documentType: documentTypeField(() => L.sender.documentType),
      documentNumber: documentNumberField(() => L.sender.documentNumber),
      countryCode: countryField(() => L.sender.countryCode, COUNTRY_CODES),
      mobileNumber: mobileNumberField(() => L.sender.mobileNumber),
      email: emailField(() => L.sender.email, mode),
    },
    destination: {
      type: operationConstant(
        () => L.destination.type,
        'mobile',
        () => text('transfer.operation.imt'),
        {
          bank: () => text('transfer.others.rtgs'),
        },
      ),
      countryCode: countryField(
        () => L.destination.countryCode,
        IMT_COUNTRY_CODES,
        (code) =>
          text('transfer.imtCountries', {
            label: L.destination.countryCode,
            list: imtCountryList(),
            country: COUNTRIES[code].name,
          }),
      ),
      name: personName(() => L.destination.name),
      mobileNumber: mobileNumberField(() => L.destination.mobileNumber),
      walletName: walletNameField(() => L.destination.walletName, rules),
      documentType: documentTypeField(() => L.destination.documentType),
      documentNumber: documentNumberField(() => L.destination.documentNumber),
    },
    transfer: {
      type: operationConstant(
        () => L.transfer.type,
        'MobileWallet',
        () => text('transfer.operation.imt'),
        {
          RTGS: () => text('transfer.others.rtgs'),
        },
      ),
      amount: amountField(() => L.transfer.amount, rules, 'imt'),
      currencyCode: currencyField(
        () => L.transfer.currencyCode,
        (context) => {
          const destination = fromRoot(context, 'destination', 'countryCode');
          return isCountryCode(destination) && IMT_COUNTRY_CODES.includes(destination)
            ? destination
            : undefined;
        },
        (country) => text('transfer.currencyFor.transfer', { country }),
      ),
      reference: referenceField(() => L.transfer.reference),
      date: dateField(() => L.transfer.date),
      description: optionalText(() => L.transfer.description, TEXT_LIMITS.description.max, mode),
    },
  } satisfies FieldRules<ImtRequest>;
}

/** The exact IMT body, as signed and sent. */
export function imtRequestSchema(rules: TransferRules = DEFAULT_TRANSFER_RULES) {
  const fields = imtFieldRules(rules, 'wire');
  return body(() => text('fields.body.imt'), {
    source: group(() => G.source, fields.source),
    sender: group(() => G.sender, fields.sender),
    destination: group(() => G.destination, fields.destination),
    transfer: group(() => G.transfer, fields.transfer),
  }) as unknown as ObjectSchema<ImtRequest>;
}

/** What the clerk fills in for an IMT transfer: the IMT form and the send IPC handler use it. */
export function imtDraftSchema(rules: TransferRules = DEFAULT_TRANSFER_RULES) {
  const fields = imtFieldRules(rules, 'draft');
  return body(() => text('fields.body.imt'), {
    ...draftFields('imt', rules),
    source: group(() => G.source, fields.source),
    sender: group(() => G.sender, fields.sender),
    destination: group(() => G.destination, omitFields(fields.destination, ['type'])),
    transfer: group(() => G.transfer, omitFields(fields.transfer, ['type', 'reference', 'date'])),
  }).test({
    // D77: the body's sender is the customer at the counter, never someone typed apart.
    name: 'sender-is-customer',
    test(draft, context) {
      const { customer, sender } = (draft ?? {}) as Partial<ImtDraft>;
      if (customer === undefined || sender === undefined) return true;
      const expected = senderOfCustomer(customer);
      const same =
        (Object.keys(expected) as (keyof typeof expected)[]).every(
          (key) => sender[key] === expected[key],
        ) && (sender.email ?? '') === (expected.email ?? '');
      return same
        ? true
        : context.createError({
            path: 'sender',
            message: () => text('customer.check.senderNotCustomer'),
          });
    },
  }) as unknown as ObjectSchema<ImtDraft>;
}

import type { ObjectSchema } from 'yup';
import type { RtgsRequest } from '../api/rtgs-request';
import { COUNTRIES, COUNTRY_CODES, isCountryCode } from '../domain/countries';
import type { RtgsDraft } from '../domain/transfer-drafts';
import { text } from '../i18n/catalog';
import { RTGS_GROUP_LABELS as G, RTGS_LABELS as L } from './field-labels';
import type { FieldRules } from './field-rules';
import {
  bankCodeField,
  body,
  countryField,
  currencyField,
  dateField,
  fromRoot,
  group,
  omitFields,
  operationConstant,
  personName,
  referenceField,
  requiredText,
} from './field-rules';
import { draftFields } from './draft-groups';
import { TEXT_LIMITS } from './text-rules';
import {
  accountNumberField,
  amountField,
  purposeField,
  sourceAccountField,
  sourceHolderField,
} from './transfer-rule-fields';
import type { TransferRules } from './transfer-rules';
import { DEFAULT_TRANSFER_RULES } from './transfer-rules';

/** Every RTGS field rule, once; FieldRules holds them to RtgsRequest's fields exactly. */
export function rtgsFieldRules(rules: TransferRules) {
  return {
    source: {
      countryCode: countryField(() => L.source.countryCode, COUNTRY_CODES),
      currency: currencyField(
        () => L.source.currency,
        (context) => fromRoot(context, 'source', 'countryCode'),
        (country) => text('transfer.currencyFor.account', { country }),
      ),
      name: sourceHolderField(() => L.source.name, rules),
      accountNumber: sourceAccountField(() => L.source.accountNumber, rules),
    },
    destination: {
      type: operationConstant(
        () => L.destination.type,
        'bank',
        () => text('transfer.operation.rtgs'),
        {
          mobile: () => text('transfer.others.imt'),
        },
      ),
      // RTGS settles within one country; the sender's account fixes which, so the recipient's
      // country is the field to change.
      countryCode: countryField(() => L.destination.countryCode, COUNTRY_CODES).test({
        name: 'domestic',
        test(value, context) {
          const source = fromRoot(context, 'source', 'countryCode');
          if (!isCountryCode(value) || !isCountryCode(source) || value === source) return true;
          const name = COUNTRIES[source].name;
          return context.createError({
            message: () =>
              text('transfer.rtgsDomestic', {
                label: L.destination.countryCode,
                country: name,
              }),
          });
        },
      }),
      name: personName(() => L.destination.name),
      bankCode: bankCodeField(() => L.destination.bankCode),
      accountNumber: accountNumberField(() => L.destination.accountNumber, rules),
    },
    transfer: {
      type: operationConstant(
        () => L.transfer.type,
        'RTGS',
        () => text('transfer.operation.rtgs'),
        {
          MobileWallet: () => text('transfer.others.imt'),
        },
      ),
      amount: amountField(() => L.transfer.amount, rules, 'rtgs'),
      // Checked against the destination only when it is the source's country: otherwise the
      // domestic rule above already tells the clerk to change the recipient's country.
      currencyCode: currencyField(
        () => L.transfer.currencyCode,
        (context) => {
          const destination = fromRoot(context, 'destination', 'countryCode');
          return destination === fromRoot(context, 'source', 'countryCode')
            ? destination
            : undefined;
        },
        (country) => text('transfer.currencyFor.transfer', { country }),
      ),
      reference: referenceField(() => L.transfer.reference),
      date: dateField(() => L.transfer.date),
      description: requiredText(() => L.transfer.description, TEXT_LIMITS.description),
      purposeOfPaymentCode: purposeField(() => L.transfer.purposeOfPaymentCode, rules),
    },
  } satisfies FieldRules<RtgsRequest>;
}

/** The exact RTGS body, as signed and sent. The transfer service checks every body with it. */
export function rtgsRequestSchema(rules: TransferRules = DEFAULT_TRANSFER_RULES) {
  const fields = rtgsFieldRules(rules);
  return body(() => text('fields.body.rtgs'), {
    source: group(() => G.source, fields.source),
    destination: group(() => G.destination, fields.destination),
    transfer: group(() => G.transfer, fields.transfer),
  }) as unknown as ObjectSchema<RtgsRequest>;
}

/** What the clerk fills in for an RTGS transfer: the RTGS form and the send IPC handler use it. */
export function rtgsDraftSchema(rules: TransferRules = DEFAULT_TRANSFER_RULES) {
  const fields = rtgsFieldRules(rules);
  return body(() => text('fields.body.rtgs'), {
    ...draftFields('rtgs', rules),
    source: group(() => G.source, fields.source),
    destination: group(() => G.destination, omitFields(fields.destination, ['type'])),
    transfer: group(() => G.transfer, omitFields(fields.transfer, ['type', 'reference', 'date'])),
  }) as unknown as ObjectSchema<RtgsDraft>;
}

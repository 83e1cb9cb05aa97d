import type * as english from '../en/fields';
import type { SameShape } from '../messages';

/**
 * The fields of the transfer bodies and forms, named as a clerk reads them. The schemas build
 * their messages from these and the forms show them as labels, so a message names a field the
 * way the screen does.
 */
export const fields: SameShape<typeof english.fields> = {
  /** Fields both bodies have, or that both name alike. */
  senderName: 'Jina la mtumaji',
  recipientName: 'Jina la mpokeaji',
  /** Translator: where the money goes, a bank account or a mobile wallet. */
  destinationType: 'Aina ya kifikio',
  transfer: {
    type: 'Aina ya uhamisho',
    amount: 'Kiasi',
    currencyCode: 'Sarafu',
    reference: 'Kumbukumbu ya uhamisho',
    date: 'Tarehe ya uhamisho',
    description: 'Maelezo',
    purposeOfPaymentCode: 'Madhumuni ya malipo',
  },
  rtgs: {
    source: {
      countryCode: 'Nchi ya akaunti ya mtumaji',
      currency: 'Sarafu ya akaunti ya mtumaji',
      accountNumber: 'Namba ya akaunti ya mtumaji',
    },
    destination: {
      countryCode: 'Nchi ya benki ya mpokeaji',
      bankCode: 'Msimbo wa benki ya mpokeaji',
      accountNumber: 'Namba ya akaunti ya mpokeaji',
    },
  },
  imt: {
    source: {
      countryCode: 'Nchi ya akaunti chanzo',
      name: 'Jina la akaunti chanzo',
      accountNumber: 'Namba ya akaunti chanzo',
    },
    sender: {
      documentType: 'Aina ya kitambulisho cha mtumaji',
      documentNumber: 'Namba ya kitambulisho cha mtumaji',
      countryCode: 'Nchi ya mtumaji',
      mobileNumber: 'Namba ya simu ya mtumaji',
      email: 'Barua pepe ya mtumaji',
    },
    destination: {
      countryCode: 'Nchi ya mpokeaji',
      mobileNumber: 'Namba ya simu ya mpokeaji',
      documentType: 'Aina ya kitambulisho cha mpokeaji',
      documentNumber: 'Namba ya kitambulisho cha mpokeaji',
    },
  },
  /** Groups of fields, for messages about a whole group ("Recipient's details are missing"). */
  group: {
    rtgsSource: 'Taarifa za akaunti ya mtumaji',
    imtSource: 'Taarifa za akaunti chanzo',
    sender: 'Taarifa za mtumaji',
    destination: 'Taarifa za mpokeaji',
    transfer: 'Taarifa za uhamisho',
  },
  /** A whole body, inside a sentence ("The RTGS transfer is missing …"). */
  body: {
    rtgs: 'uhamisho wa RTGS',
    imt: 'uhamisho kwa pochi ya simu',
  },
  draftId: 'Namba ya rasimu',
  kind: 'Aina ya uhamisho',
  instructionFormNumber: 'Namba ya fomu ya maagizo',
  repeatReason: 'Sababu ya uhamisho wa pili',
  /** Fields of the supervisor desk's requests. */
  reference: 'Kumbukumbu',
  search: 'Tafuta',
  firstDay: 'Siku ya kwanza',
  lastDay: 'Siku ya mwisho',
  day: 'Siku',
  transactionId: 'Namba ya muamala ya benki',
  note: 'Maelezo',
  reason: 'Sababu',
  mobileNumber: 'Namba ya simu',
};

import type * as english from '../en/fields';
import type { SameShape } from '../messages';

/**
 * The fields of the transfer bodies and forms, named as a clerk reads them. The schemas build
 * their messages from these and the forms show them as labels, so a message names a field the
 * way the screen does.
 */
export const fields: SameShape<typeof english.fields> = {
  /** Fields both bodies have, or that both name alike. */
  senderName: 'Nom du donneur d’ordre',
  recipientName: 'Nom du bénéficiaire',
  destinationType: 'Type de destination',
  transfer: {
    type: 'Type de virement',
    amount: 'Montant',
    currencyCode: 'Devise',
    reference: 'Référence du virement',
    date: 'Date du virement',
    description: 'Description',
    purposeOfPaymentCode: 'Motif du paiement',
  },
  rtgs: {
    source: {
      countryCode: 'Pays du compte du donneur d’ordre',
      currency: 'Devise du compte du donneur d’ordre',
      accountNumber: 'Numéro de compte du donneur d’ordre',
    },
    destination: {
      countryCode: 'Pays de la banque du bénéficiaire',
      bankCode: 'Code banque du bénéficiaire',
      accountNumber: 'Numéro de compte du bénéficiaire',
    },
  },
  imt: {
    source: {
      countryCode: 'Pays du compte source',
      name: 'Nom du compte source',
      accountNumber: 'Numéro du compte source',
    },
    sender: {
      documentType: 'Type de pièce d’identité du donneur d’ordre',
      documentNumber: 'Numéro de pièce du donneur d’ordre',
      countryCode: 'Pays du donneur d’ordre',
      mobileNumber: 'Numéro de mobile du donneur d’ordre',
      email: 'Adresse e-mail du donneur d’ordre',
    },
    destination: {
      countryCode: 'Pays du bénéficiaire',
      mobileNumber: 'Numéro de mobile du bénéficiaire',
      documentType: 'Type de pièce d’identité du bénéficiaire',
      documentNumber: 'Numéro de pièce du bénéficiaire',
    },
  },
  /** Groups of fields, for messages about a whole group ("Recipient’s details are missing"). */
  group: {
    rtgsSource: 'Compte du donneur d’ordre',
    imtSource: 'Compte source',
    sender: 'Donneur d’ordre',
    destination: 'Bénéficiaire',
    transfer: 'Détails du virement',
  },
  /** A whole body, inside a sentence ("The RTGS transfer is missing …"). */
  body: {
    rtgs: 'virement RTGS',
    imt: 'transfert vers portefeuille mobile',
  },
  draftId: 'Identifiant de brouillon',
  kind: 'Type de virement',
  instructionFormNumber: 'Numéro du formulaire d’ordre',
  repeatReason: 'Motif du second virement',
  /** Fields of the supervisor desk’s requests. */
  reference: 'Référence',
  search: 'Recherche',
  firstDay: 'Premier jour',
  lastDay: 'Dernier jour',
  day: 'Jour',
  transactionId: 'Identifiant de transaction de la banque',
  note: 'Note',
  reason: 'Motif',
  mobileNumber: 'Numéro de mobile',
};

import type * as english from '../en/customer';
import type { SameShape } from '../messages';

/** D77: the customer (originator) block of both forms, its checks, and its lookup. */
export const customer: SameShape<typeof english.customer> = {
  group: 'Client (qui envoie)',
  field: {
    name: 'Nom complet du client',
    documentType: 'Type de pièce',
    documentNumber: 'Numéro de pièce',
    documentCountry: 'Pièce délivrée par',
    documentExpiry: 'Date d’expiration de la pièce',
    dateOfBirth: 'Date de naissance',
    nationality: 'Nationalité',
    address: 'Adresse',
    countryCode: 'Pays de résidence',
    mobileNumber: 'Numéro de mobile du client',
    email: 'E-mail du client',
    occupation: 'Profession',
    sourceOfFunds: 'Origine des fonds',
    purpose: 'Motif du virement',
    documentSeenAgain: 'J’ai revu cette pièce d’identité aujourd’hui',
    lastCheckedOn: 'Pièce vérifiée pour la dernière fois le',
  },
  purpose: {
    family: 'Soutien familial',
    education: 'Éducation',
    medical: 'Frais médicaux',
    goods: 'Biens et services',
    business: 'Affaires',
    savings: 'Épargne ou investissement',
    other: 'Autre',
  },
  check: {
    missing:
      'Saisissez le client : la personne qui envoie l’argent, avec la pièce d’identité que vous avez vue.',
    extraField: ({ properties }) =>
      `Le bloc client contient des champs inconnus : ${properties}. Supprimez-les.`,
    date: ({ label }) => `${label} : la valeur doit être une date, par exemple 2031-06-30.`,
    expired: ({ label, date }) =>
      `La pièce d’identité a expiré le ${date}. Demandez au client une pièce valide. (${label})`,
    bornInFuture: ({ label }) => `${label} : la date ne peut pas être dans le futur.`,
    tooYoung: ({ label }) =>
      `${label} : le client doit avoir au moins 18 ans pour envoyer de l’argent au guichet.`,
    country: ({ label }) => `${label} : choisissez un pays dans la liste.`,
    purpose: ({ label }) => `${label} : choisissez une valeur dans la liste.`,
    purposeImtOnly:
      'Un motif de la liste ne concerne que les transferts vers portefeuille mobile : supprimez-le.',
    emailImtOnly:
      'L’e-mail du client n’est envoyé qu’avec les transferts vers portefeuille mobile : supprimez-le.',
    above: ({ label, amount }) =>
      `${label} : champ obligatoire pour un montant supérieur à ${amount}.`,
    seenAgain:
      'Confirmez que vous avez revu la pièce d’identité aujourd’hui : un client connu est prérempli à partir d’un virement antérieur.',
    senderNotCustomer:
      'Le donneur d’ordre du transfert vers portefeuille mobile doit être le client : le nom, la pièce et le numéro de mobile du donneur d’ordre doivent être ceux du bloc client. Effacez le formulaire et saisissez-le de nouveau.',
  },
  setting: {
    label: ({ currency }) =>
      `Profession et origine des fonds obligatoires au-delà de (${currency})`,
    only: ({ codes }) =>
      `Les montants au-delà desquels la profession et l’origine des fonds du client sont obligatoires n’acceptent que les devises ${codes}.`,
    field: 'Profession et origine des fonds au-delà de',
    hint: 'Vide : jamais demandées. Au-delà de ce montant, le bloc client demande aussi la profession du client et l’origine des fonds.',
  },
  receipt: {
    notRecorded: 'Non enregistré',
    paidFrom: 'Payé depuis (compte de l’agence)',
    paidFromValue: ({ holder, account }) => `${holder}, ${account}`,
    document: 'Pièce d’identité du client',
    documentValue: ({ type, number }) => `${type} ${number}`,
    lastCheckedLabel: 'Pièce vérifiée pour la dernière fois le',
    seenAgainLabel: 'Pièce revue aujourd’hui',
    seenAgain: 'Oui, par le guichetier',
  },
  csv: {
    accountHolder: 'Titulaire du compte de l’agence',
    branchAccount: 'Compte de l’agence',
    lastCheckedOn: 'Client connu : pièce vérifiée pour la dernière fois le',
    bank: 'Banque',
    branchCode: 'Code agence',
    branchName: 'Agence',
    workstation: 'Poste',
  },
  lookup: {
    only: 'La recherche d’un client ne prend que le type, le numéro et le pays de délivrance de la pièce.',
    none: 'Aucun virement antérieur sur ce poste ne porte cette pièce (ce type, ce numéro et ce pays de délivrance) : saisissez le client.',
    found: ({ name, date }) =>
      `${name} a déjà envoyé depuis ce poste ; pièce vérifiée pour la dernière fois le ${date}.`,
    fill: 'Préremplir à partir du virement antérieur',
    recipients: 'Bénéficiaires antérieurs',
    useRecipient: 'Envoyer à ce bénéficiaire',
    recipientRtgs: ({ name, bank, account }) => `${name}, banque ${bank}, compte ${account}`,
    recipientImt: ({ name, wallet, mobile }) => `${name}, ${wallet} ${mobile}`,
  },
  block: {
    dateHint: 'AAAA-MM-JJ',
    returning: ({ date }) =>
      `Client connu, pièce vérifiée pour la dernière fois le ${date}. Vérifiez la pièce et chaque ligne ci-dessous.`,
    detailsAbove: ({ amount }) =>
      `La profession et l’origine des fonds sont obligatoires au-delà de ${amount}.`,
  },
};

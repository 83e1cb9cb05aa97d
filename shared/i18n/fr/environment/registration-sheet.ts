import type * as english from '../../en/environment/registration-sheet';
import type { SameShape } from '../../messages';

/** The key registration sheet an admin signs and sends to the bank. */
const notSet = 'Non défini';

export const registrationSheet: SameShape<typeof english.registrationSheet> = {
  /** The service, as the bank’s officer reads it. */
  service: {
    sandbox: 'Bac à sable (formation, sans argent réel)',
    test: 'Service de test',
    live: 'Service de production (argent réel)',
  },
  title: ({ service }) => `Enregistrement de la clé de signature – ${service}`,
  heading: 'Enregistrement de la clé de signature',
  lead: 'Remit Desk · demande d’enregistrement d’une clé publique',
  purpose: {
    first:
      'Veuillez enregistrer cette clé publique pour le marchand et le poste ci-dessous. Les virements de ce poste sont signés avec la clé privée correspondante, qui ne quitte jamais le poste.',
    rotation:
      'Cette clé remplace celle avec laquelle le poste signe actuellement. Veuillez l’enregistrer à côté de la clé actuelle ; le poste bascule vers elle dès que vous confirmez l’enregistrement, et la clé actuelle pourra alors être supprimée.',
  },
  row: {
    service: 'Service',
    branch: 'Agence',
    workstation: 'Numéro du poste',
    merchantCode: 'Code marchand (quatre derniers caractères)',
    key: 'Clé',
    fingerprint: 'Empreinte (SHA-256)',
    preparedOn: 'Préparée le',
    preparedBy: 'Préparée par (administrateur)',
  },
  notSet,
  keyKind: ({ bits }) => `RSA, ${bits} bits, signature avec SHA-256 (RSASSA-PKCS1-v1_5)`,
  admin: ({ name, id }) => `${name} (${id})`,
  publicKeyHeading: 'Clé publique (PEM)',
  note: 'Comparez l’empreinte ci-dessus avec l’empreinte de la clé que vous chargez. Une clé dont l’empreinte diffère ne doit pas être enregistrée.',
  signature: {
    admin: 'Signature de l’administrateur',
    registeredOn: 'Agent de la banque : enregistrée le (date)',
    officer: 'Nom et signature de l’agent de la banque',
  },
};

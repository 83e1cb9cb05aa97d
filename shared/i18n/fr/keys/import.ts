import type * as english from '../../en/keys/import';
import type { SameShape } from '../../messages';

/** A private key file the admin imports, and the key changes of the bank connection page. */

const choosePrivateKey = 'Choisissez le fichier PEM de la clé privée.';
const importPrivateKey = 'Importez le fichier PEM de la clé privée';

export const keyImport: SameShape<typeof english.keyImport> = {
  /** Why a key file is refused; no message quotes the file. */
  refused: {
    empty: `Le fichier de clé est vide. ${choosePrivateKey}`,
    tooLarge: `Ce fichier est trop volumineux pour être une clé privée RSA. ${choosePrivateKey}`,
    notPem:
      'Ce n’est pas un fichier PEM (aucune ligne « -----BEGIN … PRIVATE KEY----- »). Exportez la clé au format PEM et importez-la de nouveau.',
    severalKeys:
      'Ce fichier contient plus d’une clé privée. Importez un fichier qui en contient exactement une.',
    certificate: `C’est un certificat, pas une clé privée. ${importPrivateKey}.`,
    publicKey: `C’est une clé publique. ${importPrivateKey} ; l’application en déduit la clé publique.`,
    otherPem: ({ label }) =>
      `Ce fichier PEM contient « ${label} », pas une clé privée. Importez le fichier PEM de la clé privée RSA.`,
    malformed:
      'La clé privée de ce fichier est endommagée ou incomplète. Exportez-la de nouveau et importez le nouveau fichier.',
    /** `keyType` as the OS names it, in capitals: EC, ED25519, DSA; empty when it has no name. */
    notRsa: ({ keyType }) =>
      `${keyType === '' ? 'Cette clé n’est pas une clé RSA.' : `Cette clé est de type ${keyType}.`} Le service demande une clé RSA (RSASSA-PKCS1-v1_5 avec SHA-256) : générez-en une dans l’application ou importez une clé RSA.`,
    wrongSize: ({ bits, min, max }) =>
      `Cette clé RSA fait ${bits} bits. Utilisez une clé de ${min} à ${max} bits.`,
    passphraseNeeded:
      'Cette clé est protégée par une phrase secrète. Saisissez la phrase secrète, puis choisissez de nouveau « Importer la clé » ; l’application conserve la clé dans le trousseau du système sans elle.',
    wrongPassphrase:
      'La phrase secrète n’ouvre pas cette clé. Saisissez-la de nouveau en respectant les majuscules ; si elle est juste, le fichier est endommagé : exportez de nouveau la clé.',
    /** A key the environment already has. */
    inUse: 'Remit Desk signe déjà avec cette clé : rien n’a changé.',
    waiting: 'Cette nouvelle clé attend déjà son enregistrement par la banque : rien n’a changé.',
  },
  chooseTitle: 'Choisissez le fichier de la clé privée (PEM)',
  noFileChosen: 'Aucun fichier n’a été choisi : la clé n’a pas changé.',
  fileNoLongerHeld:
    'Choisissez de nouveau le fichier de clé : celui choisi auparavant n’est plus disponible.',
  noPendingKey:
    'Aucune nouvelle clé avec cette empreinte n’est en attente : rien n’a changé. Rechargez la page pour voir les clés telles qu’elles sont maintenant.',
};

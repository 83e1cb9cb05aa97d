import type * as english from '../../en/environment/connection-check';
import type { SameShape } from '../../messages';

/**
 * The admin’s connection check, in words: what passed, or what failed and what to do. `host` is
 * the service’s host and port as the Service address names it.
 */

export const connectionCheck: SameShape<typeof english.connectionCheck> = {
  passed: ({ host, count }) =>
    `Connecté à ${host} : le service a accepté les identifiants, délivré un jeton et listé ${count} motif${count <= 1 ? '' : 's'} de paiement.`,
  purposesFailed: ({ reason }) =>
    `Le service a délivré un jeton, donc l’adresse et les identifiants sont bons, mais les motifs de paiement n’ont pas pu être lus : ${reason} Relancez la vérification ; si l’échec persiste, prévenez la banque.`,
  noCredentials:
    'Les identifiants ne sont pas définis. Saisissez d’abord la clé API, le code marchand et le secret client.',
  credentialsRefused: ({ host, status }) =>
    `Le service à l’adresse ${host} a refusé les identifiants (HTTP ${status}). Comparez la clé API, le code marchand et le secret client avec le courrier de la banque, saisissez-les à nouveau, puis vérifiez à nouveau.`,
  wrongPath: ({ host, tokenPath }) =>
    `Rien ne répond au chemin du jeton ${tokenPath} sur ${host} (HTTP 404). Vérifiez le chemin du jeton et l’adresse du service (certaines banques placent le service sous un chemin comme /api).`,
  unexpectedAnswer: ({ host, status }) =>
    `Le service à l’adresse ${host} a répondu à la demande de jeton par HTTP ${status}, sans jeton. Vérifiez l’adresse du service et le chemin du jeton ; s’ils sont corrects, prévenez la banque.`,
  refused: ({ host }) =>
    `Rien ne répond à l’adresse ${host} : la connexion a été refusée. Vérifiez l’adresse du service, en particulier son port, et que le service fonctionne.`,
  unknownName: ({ hostname }) =>
    `Le nom figurant dans l’adresse du service (${hostname}) est inconnu de ce réseau. Vérifiez son orthographe, et que le poste peut atteindre le réseau de la banque.`,
  connectTimeout: ({ host, seconds }) =>
    `${host} n’a pas répondu à la connexion dans les ${seconds} secondes. Vérifiez l’adresse du service, le câble réseau ou le Wi-Fi, et si un pare-feu bloque l’adresse de la banque.`,
  noRoute: ({ host }) =>
    `Aucune route réseau ne mène à ${host}. Vérifiez la connexion réseau de ce poste et l’adresse du service.`,
  proxy: ({ host }) =>
    `Le proxy de l’agence n’a pas pu être joint ou a refusé la connexion à ${host}. Demandez à l’informatique de vérifier les paramètres de proxy de ce poste.`,
  certificate: ({ host }) =>
    `Le certificat de ${host} n’est pas reconnu comme fiable par ce poste : rien n’a été envoyé. Vérifiez l’adresse du service ; si elle est correcte, le certificat de la banque n’est pas reconnu ici, ou un proxy intercepte les connexions sécurisées : demandez à l’informatique.`,
  timeout: ({ host, seconds }) =>
    `${host} n’a pas répondu dans les ${seconds} secondes. Vérifiez à nouveau ; si cela se reproduit, le service est lent ou indisponible : prévenez la banque, ou augmentez le délai de requête.`,
  secureConnection: ({ host }) =>
    `Aucune connexion sécurisée n’a pu être établie avec ${host}. Vérifiez que l’adresse du service commence par https:// et indique le bon port.`,
  failed: ({ host }) =>
    `La connexion à ${host} a échoué avant toute réponse. Vérifiez l’adresse du service et le réseau, puis vérifiez à nouveau.`,
  /** D71: nothing at all went to an address the credentials were not entered for. */
  credentialsElsewhere: ({ host, origin }) =>
    `Rien n’a été envoyé à ${host} : les identifiants enregistrés ont été saisis pour ${origin}. Si ${host} est la nouvelle adresse de la banque, saisissez à nouveau pour elle la clé API, le code marchand et le secret client ; sinon, remettez l’adresse du service précédente.`,
  credentialsUnbound: ({ host }) =>
    `Rien n’a été envoyé à ${host} : les identifiants enregistrés l’ont été avant d’être liés à une adresse. Saisissez à nouveau la clé API, le code marchand et le secret client, puis vérifiez à nouveau.`,
};

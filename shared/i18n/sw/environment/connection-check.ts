import type * as english from '../../en/environment/connection-check';
import type { SameShape } from '../../messages';

/**
 * The admin's connection check, in words: what passed, or what failed and what to do. `host` is
 * the service's host and port as the Service address names it.
 */

export const connectionCheck: SameShape<typeof english.connectionCheck> = {
  /** Translator: "madhumuni" is the same in singular and plural, so no plural choice is needed. */
  passed: ({ host, count }) =>
    `Imeunganishwa na ${host}: huduma imekubali taarifa za uthibitishaji, imetoa tokeni na imeorodhesha madhumuni ${count} ya malipo.`,
  purposesFailed: ({ reason }) =>
    `Huduma imetoa tokeni, kwa hivyo anwani na taarifa za uthibitishaji ni sahihi, lakini madhumuni ya malipo hayakuweza kusomwa: ${reason} Jaribu ukaguzi tena; tatizo likiendelea, iarifu benki.`,
  noCredentials:
    'Taarifa za uthibitishaji hazijawekwa. Ingiza ufunguo wa API, msimbo wa mfanyabiashara na siri ya mtumiaji wa API kwanza.',
  credentialsRefused: ({ host, status }) =>
    `Huduma iliyo ${host} imekataa taarifa za uthibitishaji (HTTP ${status}). Linganisha ufunguo wa API, msimbo wa mfanyabiashara na siri ya mtumiaji wa API na barua ya benki, uziingize tena, kisha ukague tena.`,
  wrongPath: ({ host, tokenPath }) =>
    `Hakuna kinachojibu kwenye njia ya tokeni ${tokenPath} katika ${host} (HTTP 404). Kagua Njia ya tokeni na Anwani ya huduma (benki nyingine huweka huduma chini ya njia kama /api).`,
  unexpectedAnswer: ({ host, status }) =>
    `Huduma iliyo ${host} ilijibu ombi la tokeni kwa HTTP ${status} bila tokeni. Kagua Anwani ya huduma na Njia ya tokeni; ikiwa ni sahihi, iarifu benki.`,
  refused: ({ host }) =>
    `Hakuna kinachojibu kwenye ${host}: muunganisho ulikataliwa. Kagua Anwani ya huduma, hasa namba ya port, na kwamba huduma inafanya kazi.`,
  unknownName: ({ hostname }) =>
    `Jina lililo katika Anwani ya huduma (${hostname}) halijulikani kwenye mtandao huu. Kagua tahajia yake, na kwamba kituo cha kazi kinaweza kufikia mtandao wa benki.`,
  connectTimeout: ({ host, seconds }) =>
    `${host} haikujibu muunganisho ndani ya sekunde ${seconds}. Kagua Anwani ya huduma, kebo ya mtandao au Wi-Fi, na kama firewall inazuia anwani ya benki.`,
  noRoute: ({ host }) =>
    `Hakuna njia ya mtandao kwenda ${host}. Kagua muunganisho wa mtandao wa kituo hiki cha kazi na Anwani ya huduma.`,
  proxy: ({ host }) =>
    `Proxy ya tawi haikuweza kufikiwa au ilikataa muunganisho kwenda ${host}. Omba IT ikague mipangilio ya proxy ya kituo hiki cha kazi.`,
  certificate: ({ host }) =>
    `Cheti cha ${host} hakiaminiwi na kituo hiki cha kazi, kwa hivyo hakuna kilichotumwa. Kagua Anwani ya huduma; ikiwa ni sahihi, cheti cha benki hakiaminiwi hapa, au proxy inanasa miunganisho salama: wasiliana na IT.`,
  timeout: ({ host, seconds }) =>
    `${host} haikujibu ndani ya sekunde ${seconds}. Kagua tena; hali hii ikiendelea, huduma ni ya polepole au haifanyi kazi: iarifu benki, au ongeza muda wa kusubiri ombi.`,
  secureConnection: ({ host }) =>
    `Muunganisho salama na ${host} haukuweza kuanzishwa. Hakikisha kwamba Anwani ya huduma inaanza na https:// na inataja port sahihi.`,
  failed: ({ host }) =>
    `Muunganisho na ${host} ulishindwa kabla jibu halijafika. Kagua Anwani ya huduma na mtandao, kisha ukague tena.`,
  /** D71: nothing at all went to an address the credentials were not entered for. */
  credentialsElsewhere: ({ host, origin }) =>
    `Hakuna kilichotumwa kwa ${host}: taarifa za uthibitishaji zilizohifadhiwa ziliingizwa kwa ajili ya ${origin}. Ikiwa ${host} ndiyo anwani mpya ya benki, ingiza tena ufunguo wa API, msimbo wa mfanyabiashara na siri ya mtumiaji wa API kwa ajili yake; ikiwa sivyo, rudisha Anwani ya huduma ya awali.`,
  credentialsUnbound: ({ host }) =>
    `Hakuna kilichotumwa kwa ${host}: taarifa za uthibitishaji zilizopo zilihifadhiwa kabla hazijafungamanishwa na anwani moja. Ingiza tena ufunguo wa API, msimbo wa mfanyabiashara na siri ya mtumiaji wa API, kisha ukague tena.`,
};

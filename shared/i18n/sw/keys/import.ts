import type * as english from '../../en/keys/import';
import type { SameShape } from '../../messages';

/** A private key file the admin imports, and the key changes of the bank connection page. */

const choosePrivateKey = 'Chagua faili ya PEM ya ufunguo binafsi.';
const importPrivateKey = 'Ingiza faili ya PEM ya ufunguo binafsi';

export const keyImport: SameShape<typeof english.keyImport> = {
  /** Why a key file is refused; no message quotes the file. */
  refused: {
    empty: `Faili ya ufunguo ni tupu. ${choosePrivateKey}`,
    tooLarge: `Faili hii ni kubwa mno kuwa ufunguo binafsi wa RSA. ${choosePrivateKey}`,
    notPem:
      'Hii si faili ya PEM (hakuna mstari wa "-----BEGIN … PRIVATE KEY-----"). Hamisha ufunguo kama PEM, kisha uuingize tena.',
    severalKeys:
      'Faili hii ina zaidi ya ufunguo binafsi mmoja. Ingiza faili yenye ufunguo mmoja tu.',
    certificate: `Hiki ni cheti, si ufunguo binafsi. ${importPrivateKey}.`,
    publicKey: `Huu ni ufunguo wa umma. ${importPrivateKey}; programu hupata ufunguo wa umma kutoka kwake.`,
    otherPem: ({ label }) =>
      `Faili hii ya PEM ina "${label}", si ufunguo binafsi. Ingiza faili ya PEM ya ufunguo binafsi wa RSA.`,
    malformed:
      'Ufunguo binafsi ulio katika faili hii umeharibika au haujakamilika. Uhamishe tena, kisha uingize faili mpya.',
    /** `keyType` as the OS names it, in capitals: EC, ED25519, DSA; empty when it has no name. */
    notRsa: ({ keyType }) =>
      `${keyType === '' ? 'Huu si ufunguo wa RSA.' : `Huu ni ufunguo wa aina ya ${keyType}.`} Huduma inahitaji ufunguo wa RSA (RSASSA-PKCS1-v1_5 pamoja na SHA-256): tengeneza mmoja ndani ya programu au ingiza ufunguo wa RSA.`,
    wrongSize: ({ bits, min, max }) =>
      `Ufunguo huu wa RSA una biti ${bits}. Tumia ufunguo wa biti ${min} hadi ${max}.`,
    passphraseNeeded:
      'Ufunguo huu umelindwa kwa kaulisiri. Andika kaulisiri, kisha uchague "Ingiza ufunguo" tena; programu huhifadhi ufunguo katika hifadhi ya siri ya mfumo bila kaulisiri hiyo.',
    wrongPassphrase:
      'Kaulisiri hii haifungui ufunguo huu. Iandike tena, ukizingatia herufi kubwa; ikiwa ni sahihi, faili imeharibika: hamisha ufunguo tena.',
    /** A key the environment already has. */
    inUse: 'Remit Desk tayari inasaini kwa ufunguo huu, kwa hiyo hakuna kilichobadilika.',
    waiting: 'Ufunguo huu mpya tayari unasubiri usajili wa benki, kwa hiyo hakuna kilichobadilika.',
  },
  chooseTitle: 'Chagua faili ya ufunguo binafsi (PEM)',
  noFileChosen: 'Hakuna faili iliyochaguliwa, kwa hiyo ufunguo haukubadilishwa.',
  fileNoLongerHeld: 'Chagua faili ya ufunguo tena: ile uliyochagua awali haipatikani tena.',
  noPendingKey:
    'Hakuna ufunguo mpya wenye alama hii ya kidole unaosubiri, kwa hiyo hakuna kilichobadilika. Pakia ukurasa upya ili kuona funguo zilivyo sasa.',
};

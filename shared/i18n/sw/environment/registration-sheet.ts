import type * as english from '../../en/environment/registration-sheet';
import type { SameShape } from '../../messages';

/** The key registration sheet an admin signs and sends to the bank. */
const notSet = 'Haijawekwa';

export const registrationSheet: SameShape<typeof english.registrationSheet> = {
  /** The service, as the bank's officer reads it. */
  service: {
    sandbox: 'Majaribio (mafunzo, hakuna pesa halisi)',
    test: 'Huduma ya upimaji',
    live: 'Huduma halisi (pesa halisi)',
  },
  title: ({ service }) => `Usajili wa ufunguo wa kusaini – ${service}`,
  heading: 'Usajili wa ufunguo wa kusaini',
  lead: 'Remit Desk · ombi la kusajili ufunguo wa umma',
  purpose: {
    first:
      'Tafadhali sajilini ufunguo huu wa umma kwa mfanyabiashara na kituo cha kazi kilichotajwa hapa chini. Uhamisho kutoka kituo hiki cha kazi husainiwa kwa ufunguo binafsi unaolingana nao, ambao hauondoki kamwe kwenye kituo hiki cha kazi.',
    rotation:
      'Ufunguo huu unachukua nafasi ya ule ambao kituo cha kazi kinasaini nao sasa. Tafadhali usajilini pamoja na ufunguo wa sasa; kituo cha kazi kitaanza kuutumia mara mtakapothibitisha usajili, na baada ya hapo ufunguo wa sasa unaweza kuondolewa.',
  },
  row: {
    service: 'Huduma',
    branch: 'Tawi',
    workstation: 'Namba ya kituo cha kazi',
    merchantCode: 'Msimbo wa mfanyabiashara (herufi nne za mwisho)',
    key: 'Ufunguo',
    fingerprint: 'Alama bainifu (SHA-256)',
    preparedOn: 'Imeandaliwa tarehe',
    preparedBy: 'Imeandaliwa na (msimamizi wa mfumo)',
  },
  notSet,
  keyKind: ({ bits }) => `RSA, biti ${bits}, kusaini kwa SHA-256 (RSASSA-PKCS1-v1_5)`,
  admin: ({ name, id }) => `${name} (${id})`,
  publicKeyHeading: 'Ufunguo wa umma (PEM)',
  note: 'Linganisheni alama bainifu iliyo hapo juu na alama bainifu ya ufunguo mnaoupakia. Ufunguo wenye alama bainifu tofauti haupaswi kusajiliwa.',
  signature: {
    admin: 'Sahihi ya msimamizi wa mfumo',
    registeredOn: 'Afisa wa benki: amesajili tarehe',
    officer: 'Jina na sahihi ya afisa wa benki',
  },
};

import type * as english from '../en/bank-setup';
import type { SameShape } from '../messages';

/**
 * The admin's bank connection: the service address, the credentials, the signing key, the switch
 * of environment, and what still stands between an environment and its use. No message quotes a
 * value: a credential typed into the wrong field must not come back on the screen.
 */
export const bankSetup: SameShape<typeof english.bankSetup> = {
  /** The labels the screens show; every message names the field this way. */
  labels: {
    baseUrl: 'Anwani ya huduma',
    tokenPath: 'Njia ya tokeni',
    connectTimeoutSeconds: 'Muda wa kusubiri muunganisho (sekunde)',
    requestTimeoutSeconds: 'Muda wa kusubiri ombi (sekunde)',
    apiKey: 'Ufunguo wa API',
    merchantCode: 'Msimbo wa mfanyabiashara',
    consumerSecret: 'Siri ya mtumiaji wa API',
    bits: 'Ukubwa wa ufunguo',
    passphrase: 'Kaulisiri',
    publicKeyPem: 'Ufunguo wa umma (PEM)',
    fingerprint: 'Alama bainifu (SHA-256)',
    confirmation: 'Andika LIVE kuthibitisha',
  },
  environment: {
    testOrLive: 'Chagua mazingira ya upimaji au halisi.',
    noSandbox:
      'Mazingira ya upimaji na halisi pekee ndiyo huhitaji anwani na taarifa za uthibitishaji; mazingira ya majaribio hujiandaa yenyewe.',
    only: 'Mazingira pekee ndiyo yanayoulizwa hapa.',
  },
  address: {
    enter: 'Ingiza anwani ya huduma, kwa mfano https://api.bank.example.',
    notWebAddress: ({ typed }) =>
      `"${typed}" si anwani ya wavuti. Iingize kama https://host[:port][/path].`,
    https: 'Anwani ya huduma lazima ianze na https://.',
    loopbackOnly:
      'Anwani ya huduma lazima itumie https://. http:// ya kawaida inaruhusiwa kwa kompyuta hii pekee (localhost, 127.0.0.1).',
    noCredentials:
      'Usiweke jina la mtumiaji wala nenosiri katika anwani; taarifa za uthibitishaji huhifadhiwa kando.',
    noQuery: 'Anwani ya huduma haipaswi kuwa na sehemu za "?" au "#".',
    notWhole: 'Fomu ya anwani ya huduma haikutumwa kamili.',
    formOnly:
      'Fomu ya anwani ya huduma ina anwani, njia ya tokeni na muda wa kusubiri wa aina mbili pekee.',
  },
  credential: {
    type: ({ label }) => `${label}: thamani lazima iwe maandishi.`,
    required: ({ label }) =>
      `${label}: sehemu hii inahitajika. Andika au bandika thamani kutoka barua ya benki.`,
    tooLong: ({ label, max }) =>
      `${label}: thamani ina zaidi ya herufi ${max}. Hakikisha kwamba thamani sahihi ndiyo iliyobandikwa.`,
    hidden: ({ label }) =>
      `${label}: thamani ina alama ya kuvunja mstari au herufi nyingine iliyofichwa. Ibandike tena bila hizo.`,
    spaces: ({ label }) =>
      `${label}: thamani inaanza au kuishia kwa nafasi. Ibandike tena bila nafasi hizo.`,
    only: 'Taarifa za uthibitishaji ni ufunguo wa API, msimbo wa mfanyabiashara na siri ya mtumiaji wa API pekee.',
  },
  key: {
    fingerprintMissing: 'Alama bainifu ya ufunguo haipo. Pakia ukurasa upya na ujaribu tena.',
    fingerprintFormat:
      'Alama bainifu ya ufunguo lazima iwe tarakimu 64 za heksadesimali. Pakia ukurasa upya na ujaribu tena.',
    size: 'Ukubwa wa ufunguo lazima uwe biti 2048, 3072 au 4096.',
    chooseSize: 'Chagua ukubwa wa ufunguo.',
    newOnly: 'Ufunguo mpya unahitaji mazingira na ukubwa wake pekee.',
    passphraseType: 'Kaulisiri lazima iwe maandishi.',
    passphraseDefined: 'Kaulisiri lazima iwe maandishi (iache wazi kwa ufunguo usio na kaulisiri).',
    passphraseTooLong: ({ max }) => `Kaulisiri ina zaidi ya herufi ${max}. Kagua ulichobandika.`,
    fileRequired: 'Sema kama utachagua faili ya ufunguo.',
    fileOneOf: 'Sema kama utachagua faili ya ufunguo au utatumia ile iliyochaguliwa awali.',
    importOnly: 'Kuingiza ufunguo kunahitaji mazingira, kaulisiri na faili pekee.',
    refOnly: 'Mazingira na alama bainifu ya ufunguo pekee ndivyo vinavyoulizwa hapa.',
    which: 'Sema ni ufunguo upi: unaotumika au mpya.',
    documentOnly: 'Mazingira na ufunguo pekee ndivyo vinavyoulizwa hapa.',
    output: 'Sema kama utachapisha fomu au kuihifadhi kama PDF.',
    sheetOnly: 'Mazingira, ufunguo na namna ya kutoa pekee ndivyo vinavyoulizwa hapa.',
  },
  switch: {
    live: 'Andika LIVE kwa herufi kubwa ili kuhamia mazingira halisi, ambapo uhamisho huhamisha pesa halisi.',
    confirmationType: 'Uthibitisho lazima uwe maandishi.',
    only: 'Mazingira na uthibitisho pekee ndivyo vinavyoulizwa hapa.',
  },
  /** What stands between an environment and its use, in the order an admin does it (D28). */
  missing: {
    address: 'Ingiza Anwani ya huduma.',
    credentials:
      'Ingiza taarifa za uthibitishaji (ufunguo wa API, msimbo wa mfanyabiashara na siri ya mtumiaji wa API).',
    credentialsDamaged: 'Taarifa za uthibitishaji zilizohifadhiwa zimeharibika: ziingize tena.',
    key: 'Tengeneza au ingiza ufunguo wa kusaini, na uiombe benki iusajili.',
    keyDamaged: 'Ufunguo wa kusaini uliohifadhiwa umeharibika: tengeneza au ingiza mpya.',
    check: 'Kagua muunganisho, au kiri kwamba unamaliza bila ukaguzi uliofaulu.',
    credentialsElsewhere:
      'Taarifa za uthibitishaji zilizohifadhiwa ziliingizwa kwa anwani nyingine: ziingize tena kwa anwani hii.',
  },
};

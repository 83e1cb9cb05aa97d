import type * as english from '../../en/send/readiness';
import type { SameShape } from '../../messages';

/** Whether a send may go now, and why a reservation failed: nothing was sent either way. */
export const readiness: SameShape<typeof english.readiness> = {
  earlierSetupPending:
    'Daftari ni jipya, na hifadhi ya siri ya mfumo wa uendeshaji bado ina mipangilio ya awali ya kituo hiki cha kazi. Hakuna kitakachotumwa hadi msimamizi wa mfumo wa kwanza aseme kama aibakize au aiondoe.',
  noCredentials: ({ environment, condition }) =>
    `Vitambulisho vya huduma kwa ${environment} ${condition}. Msimamizi wa mfumo lazima aweke API key, merchant code na consumer secret.`,
  /** What is wrong with the credentials, in the sentence above. */
  credentials: { damaged: 'vimeharibika', missing: 'havijawekwa' },
  noSourceAccounts: ({ environment }) =>
    `Hakuna akaunti chanzo zilizowekwa kwa ${environment}, kwa hiyo hakuna kinachoweza kutumwa. Msimamizi wa mfumo lazima aongeze akaunti za tawi katika Mipangilio, Orodha za tawi.`,
  noEndpoint: ({ environment }) =>
    `Hakuna anwani iliyowekwa kwa ${environment}. Msimamizi wa mfumo lazima aiweke katika mipangilio.`,
  noSigningKey:
    'Hakuna ufunguo wa kusaini uliowekwa kwa mazingira haya. Msimamizi wa mfumo lazima atengeneze au aingize jozi ya funguo na kusajili ufunguo wake wa umma na huduma.',
  noWorkstationNumber:
    'Kituo hiki cha kazi bado hakina namba ya kituo, kwa hiyo hakiwezi kutengeneza kumbukumbu za kipekee. Msimamizi wa mfumo lazima aiweke (10–99, tofauti kwa kila kituo cha kazi cha akaunti ya benki) katika mipangilio.',
  settingsBroken: ({ problems }) =>
    `Remit Desk haitatuma hadi msimamizi wa mfumo asahihishe mipangilio yake. ${problems}`,
  branchListsBroken: ({ problems }) =>
    `Remit Desk haitatuma hadi msimamizi wa mfumo asahihishe orodha za tawi. ${problems}`,
  /** A stored section or list (its name) and what is wrong with it, in the two sentences above. */
  sectionProblem: ({ section, problem }) => `${section}: ${problem}`,
  unreadableSetting: 'Thamani iliyohifadhiwa haisomeki.',
  otherEnvironment: ({ reference, belongs, running }) =>
    `Uhamisho ${reference} ni wa ${belongs}, na Remit Desk sasa inafanya kazi kwenye ${running}, kwa hiyo hakuna kilichotumwa: uhamisho hutumwa tu kwa huduma ulioandaliwa kwa ajili yake. Ili kuutuma, msimamizi wa mfumo arudi kwenye huduma hiyo (kuanzia kuanza kunakofuata); msimamizi bado anaweza kuuthibitisha kwa jibu la huduma hiyo.`,
  closing: 'Remit Desk inafungwa, kwa hiyo hakuna kilichotumwa. Ifungue tena na utume kutoka hapo.',
  sandboxFailed: ({ reason }) => `Benki ya majaribio iliyojengwa ndani haikuweza kuanza: ${reason}`,
  sandboxListing: 'orodha ya benki ya majaribio',
  bodyCheckFailed: ({ detail }) => `Maudhui ya ombi yameshindwa ukaguzi wake wa mwisho: ${detail}`,
  bodyCheckNothingSent: ({ problem }) =>
    `${problem} Hakuna kilichotumwa. Piga simu kwa timu ya msaada.`,
  noReference: ({ reason }) =>
    `Hakuna kumbukumbu iliyoweza kutengenezwa kwa usalama, kwa hiyo hakuna kilichotumwa. ${reason}`,
  journalFailed:
    'Uhamisho haukuweza kuandikwa kwenye daftari, kwa hiyo hakuna kilichotumwa. Kagua diski na ujaribu tena; piga simu kwa timu ya msaada tatizo likiendelea.',
};

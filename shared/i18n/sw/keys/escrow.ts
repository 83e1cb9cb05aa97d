import type * as english from '../../en/keys/escrow';
import type { SameShape } from '../../messages';

/** Head office's escrow file of a workstation's journal keys (D70): exporting and importing it. */
export const escrow: SameShape<typeof english.escrow> = {
  notAnEscrowFile:
    'Faili hii si faili ya amana ya funguo ya Remit Desk, au haijakamilika. Chagua faili ya .rdkeys ambayo makao makuu huhifadhi kwa ajili ya kituo hiki cha kazi.',
  wrongPassphrase:
    'Kaulisiri haifungui faili hii ya amana (au faili imebadilishwa). Andika kaulisiri ambayo makao makuu waliiandika kwa ajili yake, kama ilivyo.',
  passphraseTooShort: ({ min }) =>
    `Kaulisiri lazima iwe na angalau herufi ${min}. Chagua ndefu zaidi na uwape makao makuu kando na faili.`,
  passphrasesDiffer: 'Kaulisiri mbili hazifanani. Andika kaulisiri ileile mara mbili.',
  only: 'Ombi la kuhamisha funguo lina sehemu ambayo halipaswi kuwa nayo. Hamisha tena.',
  /** A replacement PC's import of the file (D75). */
  import: {
    chooseTitle: 'Chagua faili ya funguo kutoka makao makuu kwa ajili ya kituo hiki cha kazi',
    noFileChosen: 'Hakuna faili iliyochaguliwa. Hakuna kilichohifadhiwa.',
    badFile: ({ reason }) =>
      `Faili ya funguo haikuweza kusomwa (${reason}). Hakuna kilichohifadhiwa. Chagua faili ya .rdkeys iliyotumwa na makao makuu.`,
    keychainFailed: ({ reason }) =>
      `Funguo zinafungua daftari hili, lakini hifadhi ya siri ya mfumo haikuzihifadhi (${reason}). Hakuna kilichohifadhiwa. Hakikisha umeingia kwenye akaunti ya kompyuta hii yenyewe na kwamba hifadhi yake ya siri imefunguliwa, kisha uingize tena.`,
    noteNotWritten: ({ folder, detail }) =>
      `Remit Desk haikuweza kuandika kwenye folda yake ${folder} (${detail}). Hakuna kilichohifadhiwa. Ongeza nafasi kwenye diski, au uombe IT iruhusu akaunti hii kuandika humo, kisha uingize tena.`,
    busy: 'Faili ya funguo tayari inakaguliwa. Subiri jibu lake.',
    notKeyMissing:
      'Hifadhi ya siri ya kituo hiki cha kazi tayari ina ufunguo wa daftari lake: hakuna cha kuingiza.',
    journalLocked:
      'Daftari la kituo hiki cha kazi limefungwa hadi faili ya funguo kutoka makao makuu iingizwe. Hakuna kingine kinachoweza kufanyika hadi hapo.',
  },
};

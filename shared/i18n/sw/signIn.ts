import type * as english from '../en/signIn';
import type { SameShape } from '../messages';

/** Signing in and out, and an operator's password: their own, or one an admin resets. */
export const signIn: SameShape<typeof english.signIn> = {
  signIn: 'Ingia',
  signingIn: 'Inaingia…',
  signOut: 'Toka',
  changePassword: {
    title: 'Badilisha nenosiri',
    changing: 'Inabadilisha…',
    mustChange:
      'Msimamizi wa mfumo aliweka nenosiri lako. Chagua jipya ambalo unalijua wewe tu: hadi utakapofanya hivyo, Remit Desk haitakuruhusu kufanya kitu kingine.',
    lead: 'Andika nenosiri lako la sasa, kisha jipya mara mbili. Jipya litatumika kuanzia utakapoingia tena.',
    changed: 'Nenosiri lako limebadilishwa. Tumia jipya kuanzia utakapoingia tena.',
    setAfterReset: 'Nenosiri lako jipya limewekwa. Litumie kuanzia sasa.',
    temporaryHint: 'Nenosiri la muda ambalo msimamizi wa mfumo alikupa.',
  },
  /** An admin's reset of another operator's password, in its dialog. */
  reset: {
    explanation: ({ name, operatorId }) =>
      `${name} (${operatorId}) ataingia kwa nenosiri hili la muda mara moja, kisha lazima achague jipya kabla ya kufanya kitu kingine. Mwambie ana kwa ana.`,
    liftsBlock: 'Hii pia inaondoa kizuizi cha kuingia.',
    password: 'Nenosiri la muda',
    passwordAgain: 'Nenosiri la muda tena',
    submit: 'Weka nenosiri upya',
  },
  /** The one screen of a start whose journal's key is missing (D75). */
  keyImport: {
    title: 'Fungua daftari la kituo hiki cha kazi kwa faili ya ufunguo ya makao makuu',
    lead: 'Daftari la kituo hiki cha kazi liliundwa kwenye kompyuta nyingine (nakala rudufu iliyorejeshwa hapa), na hifadhi ya siri ya kompyuta hii haina ufunguo wake. Hakuna kinachoweza kufanyika hadi lifunguke. Omba makao makuu wakupe faili ya ufunguo (.rdkeys) iliyohifadhiwa kwa kituo hicho, pamoja na kaulisiri yake, ambayo wanaitunza kando.',
    passphrase: 'Kaulisiri ya faili ya ufunguo',
    // The schema's words, checked in this window before main (its first chunk, D74).
    passphraseNeeded: 'Andika kaulisiri ambayo makao makuu waliirekodi kwa faili ya ufunguo.',
    only: 'Uingizaji wa ufunguo una sehemu isiyostahili. Andika kaulisiri na uchague faili tena.',
    passphraseHint:
      'Hasa kama makao makuu walivyoirekodi. Kila kaulisiri isiyo sahihi hufanya jibu linalofuata lichelewe zaidi.',
    submit: 'Chagua faili ya ufunguo na ufungue daftari',
    importing: 'Inakagua faili ya ufunguo…',
    imported: ({ workstation, exportedAt }) =>
      `Faili ya ufunguo ya kituo cha kazi ${workstation} (iliyohifadhiwa ${exportedAt}) inafungua daftari hili, na funguo zake zimehifadhiwa. Remit Desk inaanza upya.`,
    afterRestart:
      'Kisha msimamizi wa mfumo anaingia. Uhamisho uliotumwa na kituo hiki baada ya nakala rudufu umeorodheshwa kama “Haipo katika daftari hili”: msimamizi anarekodi jibu la benki kwa uhamisho huo kabla siku haijaweza kufungwa.',
  },
};

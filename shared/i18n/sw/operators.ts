import type * as english from '../en/operators';
import type { SameShape } from '../messages';

/*
 * What operators and admins read when an account action is refused. None of these ever quotes a
 * password; the sign-in ones never say whether an operator id exists.
 */
import { wordFor } from '../lists';

/** The change refused, by its code, in the last-admin sentences below. */
const lastAdminChange: Readonly<Record<string, string>> = {
  deactivate: 'kuzimwa',
  demote: 'kupewa jukumu lingine',
};

export const operators: SameShape<typeof english.operators> = {
  alreadySetUp:
    'Remit Desk tayari imeandaliwa: msimamizi wake wa mfumo wa kwanza yupo. Ingia, au mwombe msimamizi wa mfumo akuundie akaunti.',
  adminOnly:
    'Msimamizi wa mfumo pekee ndiye anayeweza kusimamia watumiaji. Mwombe msimamizi wa mfumo afanye hivyo.',
  managedAtHeadOffice:
    'Kituo hiki kimesajiliwa na makao makuu, kwa hiyo watumiaji huundwa na kubadilishwa huko, kwa vituo vyote vya tawi. Muulize msimamizi wa makao makuu.',
  ownAccount:
    'Huwezi kuzima akaunti yako mwenyewe, ili msimamizi wa mfumo abaki kila wakati. Mwombe msimamizi mwingine wa mfumo afanye hivyo.',
  duplicate: ({ operatorId }) =>
    `Jina la mtumiaji "${operatorId}" tayari limechukuliwa (majina ya watumiaji hayatumiwi tena kamwe, hata kwa watumiaji waliozimwa). Chagua jina jingine.`,
  unknownOperator:
    'Hakuna mtumiaji mwenye jina hili la mtumiaji. Pakia upya orodha ya watumiaji na ujaribu tena.',
  ownPasswordReset:
    'Huwezi kuweka upya nenosiri lako mwenyewe hapa. Tumia Badilisha nenosiri, ambayo huuliza nenosiri lako la sasa.',
  lastAdmin: {
    self: ({ change }) =>
      `Wewe ndiye msimamizi wa mfumo wa mwisho aliye hai, kwa hivyo huwezi ${wordFor(lastAdminChange, change)}: bila msimamizi wa mfumo hakuna mtu ambaye angeweza kusimamia watumiaji au mipangilio. Mfanye mtumiaji mwingine kuwa msimamizi wa mfumo kwanza.`,
    other: ({ name, operatorId, change }) =>
      `${name} (${operatorId}) ndiye msimamizi wa mfumo wa mwisho aliye hai, kwa hivyo hawezi ${wordFor(lastAdminChange, change)}: bila msimamizi wa mfumo hakuna mtu ambaye angeweza kusimamia watumiaji au mipangilio. Mfanye mtumiaji mwingine kuwa msimamizi wa mfumo kwanza.`,
  },
};

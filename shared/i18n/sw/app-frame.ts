import type * as english from '../en/app-frame';
import type { SameShape } from '../messages';

/** The app's own frame in main: its start, and the files of its pages. */
export const appFrame: SameShape<typeof english.appFrame> = {
  /** The dialog that stops a packaged start with debugging or logging switches. */
  debugSwitchesRefused: ({ switches }) =>
    `Remit Desk haitaanza ikiwa na ${switches}. Chaguo hizi za utatuzi na kurekodi ` +
    'zingemwezesha mtu kwenye kituo hiki cha kazi kutazama au kubadilisha kinachotumwa kwa benki. ' +
    'Anzisha Remit Desk kutoka kwenye njia yake ya mkato, bila chaguo hizo; ikiwa IT waliziongeza, ' +
    'waombe IT waziondoe.',
  /** The dialog that stops a packaged start given another data folder (a second journal). */
  secondDataFolderRefused: ({ switches }) =>
    `Remit Desk haitaanza ikiwa na ${switches}. Kituo cha kazi huweka daftari moja, katika folda ` +
    'yake yenyewe; folda nyingine ingeanzisha daftari la pili kando ya hifadhi ya siri ya kituo ' +
    'hiki. Anzisha Remit Desk kutoka kwenye njia yake ya mkato, bila chaguo hilo; ikiwa IT ' +
    'waliliongeza, waombe IT waliondoe.',
  /** The body of an app:// answer that serves no file: what a broken installation shows. */
  fileRefused: {
    badRequest: 'Ombi si sahihi',
    notFound: 'Haikupatikana',
    methodNotAllowed: 'Mbinu hairuhusiwi',
    unreadable: 'Faili haikuweza kusomwa',
  },
};

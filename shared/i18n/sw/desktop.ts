import type * as english from '../en/desktop';
import type { SameShape } from '../messages';

/** The operating system's facilities main uses for a person: files, printing, dialogs. */
export const desktop: SameShape<typeof english.desktop> = {
  /** Sheets of paper, as a person names them. */
  paper: {
    a4: 'A4',
    roll80: 'Roli ya mm 80',
  },
  print: {
    canceled: 'Uchapishaji umeghairiwa. Hakuna kilichochapishwa.',
    failed: ({ reason }) =>
      `Printa haikuweza kuchapisha (${reason}). Hakikisha printa imewashwa na ina karatasi, kisha uchapishe tena.`,
    /** The reason when the printer gave none. */
    noReason: 'hakuna sababu iliyotolewa',
  },
  /** A file the person chose in a dialog; the messages name the file, never its content. */
  chosenFile: {
    tooLarge: ({ name, sizeKb, maxKb }) =>
      `${name} ni KB ${sizeKb}, kubwa mno kwa aina hii ya faili (isizidi KB ${maxKb}). Hakikisha umechagua faili sahihi.`,
    tooLargeRead: ({ name, maxKb }) =>
      `${name} ni kubwa kuliko KB ${maxKb}, kubwa mno kwa aina hii ya faili. Hakikisha umechagua faili sahihi.`,
    unreadable: ({ name, reason }) =>
      `${name} haikuweza kusomwa (${reason}). Hakikisha faili bado ipo na kwamba una ruhusa ya kuifungua, kisha uichague tena.`,
    notText: ({ name }) =>
      `${name} si faili ya maandishi. Chagua faili ya maandishi uliyopewa na benki au na zana yako ya funguo.`,
    unwritable: ({ name, reason }) =>
      `${name} haikuweza kuandikwa (${reason}). Chagua folda nyingine, au hakikisha faili haijafunguliwa katika programu nyingine, kisha ujaribu tena.`,
  },
  /** The operating system's reason, in words, without the path. */
  systemReason: {
    missing: 'haipo',
    denied: 'ruhusa imekataliwa',
    folder: 'ni folda',
    diskFull: 'diski imejaa',
    readOnly: 'diski ni ya kusoma tu',
    inUse: 'inatumika',
    refused: 'mfumo umekataa',
  },
  /** A dialog's list of kinds of file. */
  fileKind: {
    all: 'Faili zote',
    pdf: 'Hati ya PDF',
    publicKey: 'Ufunguo wa umma wa PEM',
    privateKey: 'Ufunguo binafsi (PEM)',
    credentials: 'Taarifa za uthibitishaji (JSON au NAME=value)',
  },
};

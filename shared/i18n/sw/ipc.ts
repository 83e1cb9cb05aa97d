import type * as english from '../en/ipc';
import type { SameShape } from '../messages';
import { formats } from './formats';
import { eitherOfCodes, wordFor } from '../lists';

const INTERNAL =
  'Hitilafu imetokea katika Remit Desk. Hakuna kilichotumwa mara mbili: angalia orodha ya risiti kwa uhamisho huu kabla ya kujaribu tena, na hili likiendelea kutokea, ipe timu ya msaada namba ya tukio.';

/** What main answers a request it refuses before any handler runs, and the app's own frame. */
export const ipc: SameShape<typeof english.ipc> = {
  unknownOperation:
    'Remit Desk haitambui ombi hili. Anzisha upya Remit Desk; likitokea tena, ijulishe timu ya msaada.',
  forbiddenSender:
    'Ombi hili halikutoka kwenye dirisha la Remit Desk, kwa hiyo limekataliwa. Tumia dirisha kuu la Remit Desk, na uanzishe upya Remit Desk hili likiendelea kutokea.',
  notSignedIn: 'Hujaingia. Ingia, kisha ujaribu tena.',
  invalidRequest:
    'Baadhi ya taarifa hazipo au si sahihi. Sahihisha sehemu zilizoonyeshwa na ujaribu tena.',
  internal: INTERNAL,
  /** The internal failure's sentence, with the incident number support asks for. */
  withIncident: ({ incidentId }) => `${INTERNAL} (Tukio ${incidentId}.)`,
  /** `needed`: the roles that may (role codes, D87); `role`: the operator's role code. */
  wrongRole: ({ needed, role }) => {
    const who = eitherOfCodes('sw', formats.someone, needed);
    return `Ni ${who} pekee anayeweza kufanya hili, na umeingia kama ${wordFor(formats.someone, role)}. Mwombe ${who} alifanye, au ingia kwa jukumu hilo.`;
  },
  passwordChangeRequired:
    'Msimamizi wa mfumo ameweka nenosiri lako: chagua jipya kabla ya kufanya jambo lingine lolote. Nenda kwenye Badilisha nenosiri, au toka.',
  noPayload:
    'Ombi hili halihitaji taarifa, lakini baadhi zimetumwa. Anzisha upya Remit Desk na ujaribu tena.',
  unavailable:
    'Remit Desk haikuweza kufikia mchakato wake mkuu. Angalia orodha ya risiti kabla ya kujaribu tena, na uanzishe upya Remit Desk hili likiendelea kutokea.',
  holidays: {
    linesToCorrect: ({ count }) =>
      count === 1
        ? 'Hakuna kilichoingizwa: mstari mmoja wa faili unahitaji kusahihishwa.'
        : `Hakuna kilichoingizwa: mistari ${count} ya faili inahitaji kusahihishwa.`,
    notImported: ({ reason }) => `Hakuna kilichoingizwa. ${reason}`,
  },
  suspicionFlags: {
    saveTitle: 'Hifadhi alama za shaka kama CSV',
    csvFiles: 'Faili za CSV',
  },
  app: {
    name: 'Remit Desk',
    willNotStart: 'Remit Desk haitaanza',
    cannotStart: 'Remit Desk haiwezi kuanza',
  },
};

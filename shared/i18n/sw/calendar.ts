import type * as english from '../en/calendar';
import type { SameShape } from '../messages';

/** Each country's RTGS calendar: hours, public holidays, holiday files and the coming year's gaps. */
export const calendar: SameShape<typeof english.calendar> = {
  /** A country's calendar as the settings check it; `name` is the country's. */
  country: {
    opensType: ({ name }) => `${name}: muda wa kufungua lazima uwe maandishi kama 09:00.`,
    opensRequired: ({ name }) => `${name}: muda wa kufungua unahitajika, kama 09:00.`,
    opensFormat: ({ name }) =>
      `${name}: muda wa kufungua lazima uandikwe HH:MM, kuanzia 00:00 hadi 23:59, kama 09:00.`,
    cutOffType: ({ name }) => `${name}: muda wa mwisho lazima uwe maandishi kama 15:00.`,
    cutOffRequired: ({ name }) => `${name}: muda wa mwisho unahitajika, kama 15:00.`,
    cutOffFormat: ({ name }) =>
      `${name}: muda wa mwisho lazima uandikwe HH:MM, usizidi 24:00, kama 15:00.`,
    cutOffAfter: ({ name, cutOff, opensAt }) =>
      `${name}: muda wa mwisho (${cutOff}) lazima uwe baada ya muda wa kufungua (${opensAt}).`,
    holidayDateType: ({ name }) => `${name}: tarehe ya sikukuu lazima iwe maandishi.`,
    holidayDateRequired: ({ name }) =>
      `${name}: tarehe ya sikukuu inahitajika, iliyoandikwa YYYY-MM-DD.`,
    holidayNameLabel: ({ name }) => `${name}: jina la sikukuu`,
    holidayOnly: ({ name }) => `${name}: sikukuu ina tarehe na jina lake pekee.`,
    holidaysList: ({ name }) =>
      `${name}: sikukuu za umma lazima ziwe orodha ya tarehe pamoja na majina.`,
    tooManyHolidays: ({ name, max }) =>
      `${name}: sikukuu za umma zisizozidi ${max} ndizo zinazoweza kuhifadhiwa. Ondoa zilizopita kwanza.`,
    /** `said`: what the date field holds instead. */
    holidayNoDate: ({ name, index, said }) =>
      `${name}: sikukuu ${index} haina tarehe halisi iliyoandikwa YYYY-MM-DD (imeandikwa "${said}").`,
    holidayTwice: ({ name, date, first, second }) =>
      `${name}: ${date} imeorodheshwa mara mbili (sikukuu ${first} na ${second}). Bakiza moja.`,
    only: ({ name }) =>
      `${name}: kalenda ya RTGS ina muda wa kufungua, muda wa mwisho na sikukuu pekee.`,
    missing: ({ name }) => `${name}: kalenda ya RTGS haipo.`,
  },
  countriesOnly: 'Kalenda ya RTGS ina nchi sita pekee (KE, UG, TZ, RW, SS, DRC).',
  /** `problem`: the first problem of the country's calendar, a sentence. */
  wrongSettings: ({ problem }) =>
    `Kalenda ya RTGS katika mipangilio si sahihi: ${problem} Mwombe msimamizi wa mfumo airekebishe katika Mipangilio.`,
  /** No holiday entered for the coming year (today and the 365 days after). */
  gap: ({ country, today, last }) =>
    `Hakuna sikukuu za umma zilizoingizwa kwa ${country} kati ya ${today} na ${last}: siku ya sikukuu, makarani wangeambiwa kwamba muda wa RTGS uko wazi. Ziingize katika Mipangilio, Kalenda ya RTGS.`,
  gapsSummary: ({ countries }) =>
    `Hakuna sikukuu za umma zilizoingizwa kwa mwaka ujao kwa ${countries}. Hadi ziingizwe, makarani huambiwa kwamba muda wa RTGS uko wazi siku hizo. Ziingize katika Mipangilio, Kalenda ya RTGS.`,
  /** A holiday file, one holiday a line; `line` is its number. */
  file: {
    tooManyLines: ({ max }) =>
      `Faili ina zaidi ya mistari ${max}: hii si orodha ya sikukuu. Chagua faili sahihi.`,
    notDate: ({ line, date }) =>
      `Mstari ${line}: "${date}" si tarehe iliyoandikwa YYYY-MM-DD. Kila mstari ni tarehe, nafasi na jina la sikukuu, kama 2026-12-25 Siku ya Krismasi.`,
    notReal: ({ line, date }) => `Mstari ${line}: ${date} si siku halisi ya kalenda.`,
    noName: ({ line, date }) =>
      `Mstari ${line}: sikukuu ya ${date} haina jina. Liandike baada ya tarehe, kama ${date} Siku ya Krismasi.`,
    hidden: ({ line, date }) =>
      `Mstari ${line}: jina la sikukuu ya ${date} lina herufi iliyofichwa. Liandike upya.`,
    nameTooLong: ({ line, date, max }) =>
      `Mstari ${line}: jina la sikukuu ya ${date} lina zaidi ya herufi ${max}.`,
    notUtf8: ({ line }) =>
      `Mstari ${line}: herufi moja haisomeki: faili halijahifadhiwa kama maandishi ya UTF-8. Lihifadhi tena kama UTF-8 (katika Notepad: Save as, Encoding UTF-8), kisha uliingize tena.`,
    twice: ({ line, date, earlier }) =>
      `Mstari ${line}: ${date} tayari iko kwenye mstari ${earlier}. Bakiza mmoja wao.`,
    empty:
      'Faili haina sikukuu yoyote. Kila mstari ni tarehe, nafasi na jina, kama 2026-12-25 Siku ya Krismasi.',
  },
  /** A holiday file as the admin's page sends it. */
  import: {
    notText: 'Faili ya sikukuu lazima iwe maandishi.',
    choose: 'Chagua faili ya sikukuu.',
    tooLarge: ({ kb }) =>
      `Faili ya sikukuu ni kubwa kuliko KB ${kb}: hii si orodha ya sikukuu. Chagua faili sahihi.`,
    only: 'Uingizaji wa sikukuu una nchi na maandishi ya faili pekee.',
  },
};

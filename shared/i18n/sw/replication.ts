import type { replication as english } from '../en/replication';
import { rowNamed } from '../lists';
import type { SameShape } from '../messages';
import { named } from './journal';

const keep = (path: string) =>
  `Daftari (${path}) halilingani tena na kile lilichotuma makao makuu. Acha faili kama ilivyo (usiifute, kuihamisha wala kuihariri) na upige simu kwa timu ya msaada. Hadi timu ya msaada itakapoliangalia, hakuna kinachoweza kutumwa na ni wasimamizi wa mfumo pekee wanaoweza kuingia.`;

export const replication: SameShape<typeof english> = {
  rowDiffers: (v) =>
    `${rowNamed(named, v.table, v.key)} inatofautiana na kile makao makuu yalichothibitisha ${v.at} (jedwali ${v.table}): ilibadilishwa nje ya Remit Desk. ${keep(v.path)}`,
  rowDiffersUnsent: (v) =>
    `${rowNamed(named, v.table, v.key)} inatofautiana na rekodi ya badiliko lake la mwisho kwenye foleni ya kutuma, ambalo makao makuu bado hayajalithibitisha (jedwali ${v.table}): ilibadilishwa nje ya Remit Desk. ${keep(v.path)}`,
  rowGone: (v) =>
    `${rowNamed(named, v.table, v.key)} haipo tena kwenye daftari, ingawa foleni ya kutuma inairekodi (jedwali ${v.table}): iliondolewa nje ya Remit Desk. ${keep(v.path)}`,
  rowUnrecorded: (v) =>
    `${rowNamed(named, v.table, v.key)} iko kwenye daftari, lakini foleni ya kutuma haina rekodi yake (jedwali ${v.table}): iliongezwa nje ya Remit Desk. ${keep(v.path)}`,
  changeEdited: (v) =>
    `${rowNamed(named, v.table, v.key)}: rekodi yake kwenye foleni ya kutuma (badiliko ${v.seq}) ilibadilishwa baada ya kuandikwa (jedwali ${v.table}). ${keep(v.path)}`,
  changeRelinked: (v) =>
    `${rowNamed(named, v.table, v.key)}: rekodi yake kwenye foleni ya kutuma (badiliko ${v.seq}) haifuati tena badiliko lililotangulia (jedwali ${v.table}). ${keep(v.path)}`,
  changeMissing: ({ seq, path }) => `Badiliko ${seq} halipo kwenye foleni ya kutuma. ${keep(path)}`,
  ackDiffers: ({ seq, at, path }) =>
    `Foleni ya kutuma haina tena kile makao makuu yalichothibitisha ${at}: badiliko ${seq}, au badiliko lililotangulia, liliandikwa upya. ${keep(path)}`,
  ackBeyond: (v) =>
    `Makao makuu yalithibitisha mabadiliko ${v.seq} ${v.at}, lakini foleni ya kutuma ya daftari hili ina ${v.last} tu: mabadiliko yaliondolewa, au nakala ya zamani ya daftari inatumika. ${keep(v.path)}`,
  headOfficeRefused: ({ said, path }) =>
    `Makao makuu yamekataa mabadiliko ya daftari hili: ${said} Makao makuu yana mabadiliko ya kituo hiki cha kazi ambayo daftari hili halina: nakala ya zamani ya daftari inatumika (nakala rudufu iliyorejeshwa), au daftari lilibadilishwa baada ya makao makuu kulipokea. Hakuna kitakachoandikwa hapa sasa kitakachoweza kufika makao makuu. ${keep(path)} Makao makuu yanaweza kujenga upya daftari la kituo hiki kwenye usanidi mpya (Chukua kutoka makao makuu).`,
  headOfficeRevoked: ({ said, path }) =>
    `Makao makuu yamefuta kituo hiki cha kazi (kompyuta nyingine imekichukua, au makao makuu yamekiondoa): hakuna kitakachoandikwa hapa sasa kitakachoweza kufika makao makuu. Makao makuu yalisema: ${said} Daftari (${path}) limehifadhiwa kama lilivyo; hakuna kinachoweza kutumwa na ni wasimamizi wa mfumo pekee wanaoweza kuingia. Ikiwa kompyuta hii inapaswa kuendelea kutumika, uliza makao makuu.`,
  workstationKeyMissing: ({ path }) =>
    `Daftari hili (${path}) ni la kituo cha kazi kilichosajiliwa na makao makuu, lakini hifadhi ya funguo ya kompyuta hii haina ufunguo wa kituo hicho: daftari lililetwa hapa kutoka kompyuta nyingine (nakala rudufu iliyofunguliwa kwa faili ya funguo ya makao makuu), au ufunguo uliondolewa. Hakuna kitakachoandikwa hapa kitakachoweza kufika makao makuu, kwa hivyo hakuna kinachoweza kutumwa na ni wasimamizi wa mfumo pekee wanaoweza kuingia. Hifadhi faili kama lilivyo. Ili kutumia kompyuta hii kwa kituo hicho, weka kando folda yake ya data, anzisha Remit Desk tena na uchague Chukua kutoka makao makuu, kwa msimbo wa kubadilisha kutoka makao makuu: inarudisha kila kitu ambacho makao makuu yanacho, pamoja na kile ambacho nakala hii haina.`,
  refused: {
    unsigned:
      'Uthibitisho haujatiwa saini kwa ufunguo wa makao makuu uliopokelewa wakati kituo hiki kilisajiliwa, kwa hiyo haukuhifadhiwa. Kagua anwani ya makao makuu; ikiwa ni sahihi, piga simu kwa timu ya msaada.',
    otherWorkstation: ({ workstation }) =>
      `Uthibitisho ni wa kituo cha kazi ${workstation}, si hiki, kwa hiyo haukuhifadhiwa. Piga simu kwa timu ya msaada.`,
    differs:
      'Uthibitisho haulingani na foleni ya kutuma ya daftari hili, kwa hiyo haukuhifadhiwa. Ukaguzi wa daftari unaonyesha kinachotofautiana.',
  },
  rebuild: {
    notHeadOffice:
      'Uthibitisho si wa makao makuu kwa kituo hiki cha kazi, kwa hiyo hakuna kilichojengwa upya. Kagua anwani ya makao makuu na usajili, kisha anza ubadilishaji tena.',
    notFresh:
      'Daftari hili tayari lina safu zake, kwa hiyo haliwezi kujengwa upya kutoka makao makuu. Lijenge upya kwenye folda mpya ya data.',
    doesNotFollow: ({ seq }) =>
      `Badiliko ${seq} kutoka makao makuu halifuati badiliko lililotangulia, kwa hiyo halikutumika. Piga simu kwa timu ya msaada.`,
    beyondAck: ({ seq }) =>
      `Badiliko ${seq} liko zaidi ya kile makao makuu yalichothibitisha, kwa hiyo halikutumika. Piga simu kwa timu ya msaada.`,
    cannotApply: ({ seq, table }) =>
      `Badiliko ${seq} (jedwali ${table}) linataja jedwali, safu wima au safu ambayo daftari hili halina, kwa hiyo halikutumika. Sakinisha toleo la Remit Desk lililotumiwa na kituo kilichobadilishwa, kisha jenga upya kwenye folda mpya ya data.`,
    unfinished: ({ reached, acknowledged }) =>
      `Ujenzi upya ulifika badiliko ${reached}, lakini makao makuu yalithibitisha ${acknowledged}: omba makao makuu mabadiliko baada ya ${reached}, kisha maliza tena.`,
  },
};

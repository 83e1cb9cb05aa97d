import { skeleton } from './skeleton';

/**
 * Spellings of one name that transliteration from Arabic, Cyrillic or Swahili usage gives in
 * Latin letters (D78). Each group's first spelling is the one every other is read as, so
 * "Mohamed" and "Muhammad" compare as the same token before any fuzzy score. A spelling that is
 * also another name (a false friend) is left out: a fuzzy score still finds a close one.
 */
const VARIANT_GROUPS: readonly (readonly string[])[] = [
  [
    'muhammad',
    'mohamed',
    'mohammed',
    'mohammad',
    'muhammed',
    'mohamad',
    'muhamad',
    'muhamed',
    'mohamud',
    'mohammud',
    'mouhamed',
    'mouhammad',
    'mukhammad',
    'mukhamed',
    'mahomed',
    'mehmet',
    'mehmed',
    'mohd',
  ],
  ['ahmad', 'ahmed', 'ahmet', 'akhmad', 'akhmed', 'ahamed'],
  ['husayn', 'hussein', 'husein', 'hussain', 'husain', 'hossein', 'hosein', 'houssein', 'gusein'],
  ['hasan', 'hassan', 'khasan', 'hasane'],
  ['usama', 'osama', 'oussama', 'usamah', 'osamah'],
  ['yusuf', 'yousef', 'youssef', 'yousuf', 'yusef', 'yousif', 'yussuf', 'yusif', 'iusuf'],
  ['umar', 'omar', 'omer', 'oumar'],
  ['uthman', 'osman', 'othman', 'usman', 'ousmane', 'usmane'],
  ['abdullah', 'abdallah', 'abdulla', 'abdalla', 'abdoulah', 'abdoullah'],
  ['khalid', 'khaled', 'halid', 'chaled'],
  ['said', 'saeed', 'saied', 'sayeed', 'saiid'],
  ['ali', 'aly', 'alii'],
  ['ibrahim', 'ebrahim', 'ibraheem', 'brahim', 'ibragim', 'ebraheem'],
  ['mustafa', 'mustapha', 'moustafa', 'mostafa', 'moustapha'],
  ['mahmud', 'mahmoud', 'makhmud', 'mahmood'],
  ['abubakar', 'abubakr', 'aboubakar', 'abubakari', 'aboubacar', 'abubaker', 'aboubakr'],
  ['qadhafi', 'gaddafi', 'qaddafi', 'kadhafi', 'gadhafi', 'kaddafi', 'qadhdhafi', 'gathafi'],
  ['yahya', 'yehia', 'yahia', 'yaya'],
  ['ismail', 'ismael', 'esmail', 'ismayil'],
  ['suleiman', 'sulayman', 'soliman', 'sulaiman', 'suleyman', 'souleymane', 'sulemani'],
  ['abdulrahman', 'abdurrahman', 'abdelrahman', 'abdalrahman', 'abdourahmane', 'abdirahman'],
  ['abdulaziz', 'abdelaziz', 'abdalaziz', 'abdoulaziz', 'abdiaziz', 'abdulazeez'],
  ['abdulkadir', 'abdelkader', 'abdulqadir', 'abdikadir', 'abdelkadir', 'abdulqadir'],
  ['nasrallah', 'nasrullah', 'nasrallah'],
  ['jamal', 'gamal', 'djamal'],
  ['yaqub', 'yakub', 'yacoub', 'yakoub', 'yaqoub'],
  ['faisal', 'faysal', 'faycal', 'feisal'],
  ['hamid', 'hamed', 'khamid'],
  ['rashid', 'rachid', 'rasheed', 'rashed'],
  ['salih', 'saleh', 'salah'],
  ['sergey', 'sergei', 'serguei', 'sergiy', 'serhiy'],
  ['aleksandr', 'alexander', 'aleksander', 'alexandr', 'oleksandr'],
  ['yevgeny', 'evgeny', 'evgeniy', 'yevgeniy', 'evgenii'],
  ['dmitry', 'dmitri', 'dmitriy', 'dmytro'],
  ['yury', 'yuri', 'yuriy', 'iurii', 'jurij'],
  ['vladimir', 'volodymyr', 'wladimir'],
  ['mikhail', 'mikhael', 'mykhailo', 'michail'],
  ['joseph', 'josef', 'yosef', 'giuseppe'],
  ['jean', 'jan'],
  // D155: an organisation's legal form, as a register writes it and as it is abbreviated.
  ['limited', 'ltd', 'ltee'],
  ['company', 'co', 'coy', 'cie', 'compagnie'],
  ['corporation', 'corp'],
  ['incorporated', 'inc'],
  ['private', 'pvt', 'pte'],
  ['international', 'intl'],
  ['brothers', 'bros'],
];

const CANONICAL = new Map<string, string>();
for (const group of VARIANT_GROUPS) {
  const canonical = group[0];
  if (canonical === undefined) continue;
  for (const spelling of group) {
    CANONICAL.set(spelling.replaceAll(' ', ''), canonical);
    CANONICAL.set(skeleton(spelling.replaceAll(' ', '')), canonical);
  }
}

/**
 * The group's spelling of a word, found by the word or by its sound skeleton (a Cyrillic
 * "Мохамед" reads "mokhamed", whose skeleton is "mohamed"'s), or the word itself.
 */
export function canonicalSpelling(token: string): string {
  return CANONICAL.get(token) ?? token;
}

/**
 * Words that are not part of the name a list matches on: honorifics, and the Arabic article and
 * filiation particles, which lists write now apart ("al Qaida"), now joined, now not at all.
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'al',
  'el',
  'ul',
  'ad',
  'ud',
  'bin',
  'ben',
  'ibn',
  'bint',
  'binti',
  'mr',
  'mrs',
  'ms',
  'dr',
  'sheikh',
  'shaykh',
  'haji',
  'hajji',
  'alhaji',
]);

/** Prefixes a name is written joined to or apart from: "Abdul Rahman", "Abdulrahman", "Abd al-Rahman". */
export const JOINING_PREFIXES: ReadonlySet<string> = new Set([
  'abd',
  'abdul',
  'abdel',
  'abdal',
  'abdoul',
  'abdi',
  'abu',
  'abou',
]);

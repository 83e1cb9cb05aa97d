import type { LabelledPair } from '../../electron/main/screening/match-rates';
import { seededRandom } from './seeded-random';

/**
 * The labelled set the matcher is measured on (D78), by its test and by the bench: pairs of a name typed at the counter and a
 * listed name, each marked match or not, made from a seed so every run measures the same set.
 * Matches are a listed name written as a clerk or a document might write it: another
 * transliteration, the parts in another order, a middle part missing, an initial, a typo, another
 * script, accents, particles joined or apart. Non-matches are near misses: the same first name
 * with another surname, the same surname with another first name, names that share first letters
 * and lengths, and unrelated names. The spellings here are the set's own: the matcher's variant
 * table is not read, so a match must come from the matcher, not from the set.
 */

export interface KindedPair extends LabelledPair {
  /** How the party's name was made from the listed one, for a reader of a miss. */
  readonly kind: string;
}

const FIRST = [
  'Mohamed',
  'Ahmed',
  'Hussein',
  'Osama',
  'Yusuf',
  'Omar',
  'Abdullah',
  'Khalid',
  'Ibrahim',
  'Mustafa',
  'Mahmoud',
  'Ismail',
  'Suleiman',
  'Faisal',
  'Rashid',
  'Jamal',
  'Yahya',
  'Hamid',
  'Sergei',
  'Aleksandr',
  'Dmitri',
  'Yuri',
  'Vladimir',
  'Mikhail',
  'Nikolai',
  'Tatiana',
  'Joseph',
  'Peter',
  'John',
  'Grace',
  'Mary',
  'Esther',
  'Agnes',
  'Jean',
  'Pierre',
  'Claude',
  'Emmanuel',
  'Patrick',
  'Samuel',
  'Daniel',
  'David',
  'Fatuma',
  'Amina',
  'Zainab',
  'Halima',
  'Wanjiru',
  'Akinyi',
  'Kamau',
  'Otieno',
  'Mugisha',
  'Uwimana',
  'Niyonzima',
  'Kabila',
  'Tshisekedi',
  'Baraka',
  'Juma',
  'Rehema',
  'Neema',
  'Salim',
  'Tariq',
  'Bashir',
  'Nasser',
  'Karim',
  'Latifa',
  'Viktor',
  'Igor',
  'Oleg',
  'Boris',
  'Anatoly',
  'Chen',
  'Wei',
  'Li',
  'Ming',
  'Kim',
  'Park',
];

const LAST = [
  'Hassan',
  'Abdi',
  'Farah',
  'Warsame',
  'Osman',
  'Qaddafi',
  'Nasrallah',
  'Haqqani',
  'Zawahiri',
  'Baghdadi',
  'Shabaab',
  'Kony',
  'Ntaganda',
  'Lubanga',
  'Mudacumura',
  'Kabuga',
  'Bizimana',
  'Mpiranya',
  'Kayishema',
  'Odhiambo',
  'Mwangi',
  'Kiprotich',
  'Chebet',
  'Museveni',
  'Okello',
  'Nkurunziza',
  'Habyarimana',
  'Machar',
  'Kiir',
  'Garang',
  'Deng',
  'Malong',
  'Bemba',
  'Katanga',
  'Ivanov',
  'Petrov',
  'Sidorov',
  'Smirnov',
  'Kuznetsov',
  'Popov',
  'Sokolov',
  'Lebedev',
  'Volkov',
  'Rahman',
  'Karimi',
  'Tehrani',
  'Hosseini',
  'Rezaei',
  'Moradi',
  'Siddiqui',
  'Qureshi',
  'Malik',
  'Johnson',
  'Williams',
  'Brown',
  'Taylor',
  'Martin',
  'Thompson',
  'Dubois',
  'Lambert',
  'Mercier',
  'Wang',
  'Zhang',
  'Liu',
  'Huang',
  'Zhao',
  'Tanaka',
  'Suzuki',
  'Gonzalez',
  'Rodriguez',
  'Fernandez',
];

const MIDDLE = [
  'Ali',
  'Abdul Rahman',
  'Hassan',
  'Salim',
  'Juma',
  'Pierre',
  'Marie',
  'Ivanovich',
  'Abu Bakr',
];

/** Other spellings the set uses for a token; several are absent from the matcher's table. */
const OTHER_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  Mohamed: ['Muhammad', 'Mohammed', 'Mohamad', 'Muhammed'],
  Ahmed: ['Ahmad', 'Ahmet'],
  Hussein: ['Husain', 'Hussain', 'Husein'],
  Osama: ['Usama', 'Oussama'],
  Yusuf: ['Yousef', 'Youssef', 'Yousif'],
  Omar: ['Umar', 'Omer'],
  Abdullah: ['Abdallah', 'Abdulla'],
  Khalid: ['Khaled'],
  Ibrahim: ['Ebrahim', 'Ibraheem'],
  Mustafa: ['Mostafa', 'Mustapha'],
  Mahmoud: ['Mahmud', 'Mahmood'],
  Ismail: ['Ismael', 'Esmail'],
  Suleiman: ['Sulayman', 'Soliman'],
  Faisal: ['Faysal', 'Feisal'],
  Rashid: ['Rasheed', 'Rachid'],
  Sergei: ['Sergey', 'Serguei'],
  Aleksandr: ['Alexander', 'Alexandr'],
  Dmitri: ['Dmitry', 'Dmitriy'],
  Yuri: ['Yury', 'Yuriy'],
  Nikolai: ['Nikolay', 'Nicolai'],
  Tatiana: ['Tatyana', 'Tatjana'],
  Mikhail: ['Mikhael', 'Michail'],
  Qaddafi: ['Gaddafi', 'Kadhafi', 'Gadhafi'],
  Hassan: ['Hasan'],
  Osman: ['Othman', 'Usman', 'Uthman'],
  Haqqani: ['Haqani', 'Hakkani'],
  Zawahiri: ['Zawahri', 'Zawaheri'],
  Hosseini: ['Husseini', 'Hoseini'],
  Karimi: ['Kareemi'],
  Qureshi: ['Qureishi', 'Kureshi'],
  Siddiqui: ['Siddiqi', 'Sidiqui'],
  Nasrallah: ['Nasrullah', 'Nasr Allah'],
  Wanjiru: ['Wanjeru'],
  Juma: ['Jumaa'],
  Salim: ['Saleem', 'Selim'],
  'Abdul Rahman': ['Abdulrahman', 'Abdel Rahman', 'Abd al-Rahman'],
  'Abu Bakr': ['Abubakar', 'Abu Bakar'],
  Ivanovich: ['Ivanovitch'],
  Ivanov: ['Ivanoff'],
};

const CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а',
  b: 'б',
  v: 'в',
  g: 'г',
  d: 'д',
  e: 'е',
  z: 'з',
  i: 'и',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  t: 'т',
  u: 'у',
  f: 'ф',
  h: 'х',
  y: 'ы',
};

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ö',
  u: 'ü',
  c: 'ç',
};

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** A listed person's name: a first name, sometimes a middle part, a surname. */
function listedName(random: Random): string[] {
  const parts = [pick(random, FIRST)];
  if (random() < 0.4) parts.push(pick(random, MIDDLE));
  parts.push(pick(random, LAST));
  return parts;
}

function typo(random: Random, word: string): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const letters = [...word];
  const kind = Math.floor(random() * 4);
  if (kind === 0) letters[at] = pick(random, [...'aeiourstnml']);
  else if (kind === 1) letters.splice(at, 1);
  else if (kind === 2) letters.splice(at, 0, letters[at] as string);
  else [letters[at], letters[at + 1]] = [letters[at + 1] as string, letters[at] as string];
  return letters.join('');
}

const VARIATIONS: readonly {
  kind: string;
  apply: (random: Random, parts: string[]) => string[] | null;
}[] = [
  {
    kind: 'transliteration',
    apply: (random, parts) => {
      const at = parts.findIndex((part) => OTHER_SPELLINGS[part] !== undefined);
      if (at < 0) return null;
      return parts.map((part, i) =>
        i === at ? pick(random, OTHER_SPELLINGS[part] ?? [part]) : part,
      );
    },
  },
  {
    kind: 'reordered',
    apply: (_random, parts) => [parts[parts.length - 1] as string, ...parts.slice(0, -1)],
  },
  {
    kind: 'middle part missing',
    apply: (_random, parts) =>
      parts.length < 3 ? null : [parts[0] as string, parts[parts.length - 1] as string],
  },
  {
    kind: 'initial',
    apply: (_random, parts) => [`${(parts[0] as string)[0]}.`, ...parts.slice(1)],
  },
  {
    kind: 'typo',
    apply: (random, parts) => {
      const at = parts.findIndex((part) => part.length >= 5);
      if (at < 0) return null;
      return parts.map((part, i) => (i === at ? typo(random, part) : part));
    },
  },
  {
    kind: 'Cyrillic script',
    apply: (_random, parts) =>
      parts.map((part) =>
        [...part.toLowerCase()].map((letter) => CYRILLIC[letter] ?? letter).join(''),
      ),
  },
  {
    kind: 'accents and case',
    apply: (_random, parts) =>
      parts.map((part) =>
        [...part.toUpperCase()].map((l) => ACCENTED[l.toLowerCase()]?.toUpperCase() ?? l).join(''),
      ),
  },
  {
    kind: 'particles',
    apply: (_random, parts) =>
      ['Al-' + (parts[parts.length - 1] as string), ...parts.slice(0, -1)].reverse(),
  },
];

function nearMiss(random: Random, parts: string[]): { kind: string; parts: string[] } {
  const roll = random();
  const last = parts.length - 1;
  if (roll < 0.3) {
    return {
      kind: 'same first name',
      parts: [parts[0] as string, pickOther(random, LAST, parts[last] as string)],
    };
  }
  if (roll < 0.6) {
    return {
      kind: 'same surname',
      parts: [pickOther(random, FIRST, parts[0] as string), parts[last] as string],
    };
  }
  if (roll < 0.85) {
    return {
      kind: 'same first letters',
      parts: parts.map((part, i) =>
        pickSameInitial(random, i === last ? LAST : i === 0 ? FIRST : MIDDLE, part),
      ),
    };
  }
  return { kind: 'unrelated', parts: listedName(random) };
}

function pickOther(random: Random, pool: readonly string[], not: string): string {
  const others = pool.filter(
    (name) => name !== not && !(OTHER_SPELLINGS[not] ?? []).includes(name),
  );
  return pick(random, others);
}

function pickSameInitial(random: Random, pool: readonly string[], not: string): string {
  const alike = pool.filter((name) => name[0] === not[0] && name !== not);
  return alike.length === 0 ? pickOther(random, pool, not) : pick(random, alike);
}

/** `count` pairs, half matches and half near misses. */
export function labelledPairs(count: number, seed = 20261127): KindedPair[] {
  const random = seededRandom(seed);
  const pairs: KindedPair[] = [];
  while (pairs.length < count) {
    const parts = listedName(random);
    const listed = parts.join(' ');
    if (pairs.length % 2 === 0) {
      const first = pick(random, VARIATIONS);
      let varied = first.apply(random, parts);
      if (varied === null) continue;
      let kind = first.kind;
      if (random() < 0.35) {
        const second = pick(random, VARIATIONS);
        const twice = second.apply(random, varied);
        if (twice !== null && second.kind !== first.kind) {
          varied = twice;
          kind = `${first.kind} + ${second.kind}`;
        }
      }
      pairs.push({ party: varied.join(' '), listed, match: true, kind });
    } else {
      const miss = nearMiss(random, parts);
      // Two parts in common is a possible match by any screener's measure, not a near miss.
      const shared = miss.parts.filter((part) => parts.includes(part));
      if (shared.length >= 2) continue;
      pairs.push({ party: miss.parts.join(' '), listed, match: false, kind: miss.kind });
    }
  }
  return pairs;
}

/** `count` listed names as the pairs' listed side makes them, for a full-size list. */
export function listedNames(count: number, seed = 7): string[][] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => listedName(random));
}

import anyAscii from 'any-ascii';
import { canonicalSpelling, JOINING_PREFIXES, NAME_PARTICLES } from './name-variants';
import { skeleton } from './skeleton';

/** One part of a name as the matcher compares it. */
export interface NameToken {
  /** The part's first letter as written, which an initial ("M.") stands for. */
  readonly initial: string;
  /**
   * Its sound skeleton as written and, when its group's spelling differs, that one's too: a typo
   * of one spelling ("Mhoamed") is close to it and far from the group's ("muhammad").
   */
  readonly keys: readonly string[];
}

/**
 * A name as the matcher compares it (D78): decomposed (NFKD) with its marks dropped, every script
 * transliterated to Latin letters (any-ascii), lower case, apostrophes dropped and every other
 * sign a space, honorifics and particles left out, "Abdul Rahman" joined, and each part with its
 * group's spelling ("Mohamed" with "muhammad"). Parts met twice count once.
 */
export function nameTokens(name: string): NameToken[] {
  const tokens = new Map<string, NameToken>();
  for (const word of nameWords(name)) {
    const own = skeleton(word);
    const group =
      canonicalSpelling(word) !== word ? canonicalSpelling(word) : canonicalSpelling(own);
    const keys = group === own || group === word ? [own] : [skeleton(group), own];
    tokens.set(keys.join(' '), { initial: word[0] ?? '', keys });
  }
  return [...tokens.values()];
}

/** The name in lower-case Latin letters and digits, apostrophes dropped, every other sign a space. */
function latinOf(name: string): string {
  return anyAscii(name.normalize('NFKD').replace(/\p{M}/gu, ''))
    .toLowerCase()
    .replace(/['`’ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A word this short is joined to the next one in a spelling of the name (see joinedSpellings). */
const SHORT_WORD = 4;
/** Names of more words than this are long enough without spellings joined. */
const JOINED_WORDS_AT_MOST = 6;

/**
 * D155: the name as it is also written with a space left out: two neighbouring words joined when
 * one is short ("bin Laden" and "Binladen", "Al-Qaida" and "Alqaida", "Kim Jong Un" and "Kim
 * Jongun", "Mac Donald" and "MacDonald"), and three when the middle one is ("Van der Berg" and
 * "Vanderberg", "De la Cruz" and "Delacruz", "Nour el Din" and "Noureldin"). The matcher reads
 * each spelling as the name, on the list's side and the party's, so a space written on one side
 * only no longer splits one part into two the other side does not have. Particles count: the
 * joined word is no particle.
 */
export function joinedSpellings(name: string): string[] {
  const words = latinOf(name)
    .split(' ')
    .filter((word) => word !== '');
  if (words.length < 2 || words.length > JOINED_WORDS_AT_MOST) return [];
  const short = (word: string | undefined) => (word ?? '').length <= SHORT_WORD;
  const spellings = new Set<string>();
  // A prefix joins its next word already ("Abdul Rahman"): a join around it would undo that.
  const join = (from: number, to: number): void => {
    if (words.slice(Math.max(0, from - 1), to).some((word) => JOINING_PREFIXES.has(word))) return;
    spellings.add(
      [...words.slice(0, from), words.slice(from, to).join(''), ...words.slice(to)].join(' '),
    );
  };
  for (let i = 0; i + 1 < words.length; i += 1) {
    if (short(words[i]) || short(words[i + 1])) join(i, i + 2);
    if (i + 2 < words.length && (words[i + 1] as string).length <= 3) join(i, i + 3);
  }
  // Two parts stay two: a whole name joined into one word is compared by its first letters, and
  // "Park Moradi" would be "Park Kony". A name of one part ("Al-Qaida") may be written joined.
  const parts = Math.min(2, nameWords(name).length);
  return [...spellings].filter((spelling) => nameWords(spelling).length >= parts);
}

/** The name's words, transliterated, without particles, prefixes joined. */
export function nameWords(name: string): string[] {
  const latin = latinOf(name);
  if (latin === '') return [];
  const words = latin.split(' ').filter((word) => !NAME_PARTICLES.has(word));
  const tokens: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as string;
    const next = words[i + 1];
    if (JOINING_PREFIXES.has(word) && next !== undefined) {
      tokens.push(joinedPrefix(word) + next);
      i += 1;
    } else {
      tokens.push(word);
    }
  }
  return tokens;
}

function joinedPrefix(prefix: string): string {
  return prefix === 'abu' || prefix === 'abou' ? 'abu' : 'abdul';
}

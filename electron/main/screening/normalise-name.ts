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

/** The name's words, transliterated, without particles, prefixes joined. */
export function nameWords(name: string): string[] {
  const latin = anyAscii(name.normalize('NFKD').replace(/\p{M}/gu, ''))
    .toLowerCase()
    .replace(/['`’ʼ]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
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

import jaroWinkler from 'talisman/metrics/jaro-winkler.js';
import type { ListedPerson, PossibleMatch, ScreenedParty } from '../../../shared/domain/screening';
import { joinedSpellings, nameTokens, type NameToken } from './normalise-name';

/** Below this a token pair counts as different names, whatever the rest of the name (D78). */
const TOKEN_FLOOR = 0.84;
/** An initial ("M.") against a name that starts with it: a weaker agreement than a name. */
const INITIAL_SCORE = 0.8;
/** How much the listed name's or the party's parts left unmatched lower the score. */
const UNMATCHED_WEIGHT = 0.2;
/** A date of birth both sides give: the same adds a little, another takes away. */
const SAME_BIRTH_BONUS = 0.05;
const OTHER_BIRTH_PENALTY = 0.12;

interface IndexedName {
  readonly person: number;
  readonly name: string;
  readonly tokens: readonly NameToken[];
}

/**
 * The lists in force, ready to screen against: every listed name's tokens, and for each distinct
 * token the names that hold it, so a screening compares a party's tokens with each distinct
 * token once instead of with every name.
 */
export interface ScreeningIndex {
  readonly people: readonly ListedPerson[];
  readonly names: readonly IndexedName[];
  readonly namesByToken: ReadonlyMap<string, readonly number[]>;
  /** Names of the people a listed document number belongs to, by its letters and digits. */
  readonly namesById: ReadonlyMap<string, readonly number[]>;
  /** The distinct keys grouped by length, for the length bound in similarKeys. */
  readonly tokensByLength: readonly (readonly string[])[];
  /** Each group's keys' letter counts, LETTERS a key, in the group's order. */
  readonly lettersByLength: readonly Uint8Array[];
}

/** a to z, then 0 to 9 and anything else in one slot. */
const LETTERS = 27;

function letterCounts(key: string, into: Uint8Array, at: number): void {
  for (let i = 0; i < key.length; i += 1) {
    const code = key.charCodeAt(i) - 97;
    const slot = at + (code >= 0 && code < 26 ? code : 26);
    into[slot] = Math.min(255, (into[slot] ?? 0) + 1);
  }
}

export function buildScreeningIndex(people: readonly ListedPerson[]): ScreeningIndex {
  const names: IndexedName[] = [];
  const namesByToken = new Map<string, number[]>();
  const namesById = new Map<string, number[]>();
  people.forEach((person, index) => {
    for (const name of person.names) {
      // D155: each spelling with a space left out is indexed too, shown as the name listed.
      const seen = new Set<string>();
      for (const spelling of [name, ...joinedSpellings(name)]) {
        const tokens = nameTokens(spelling);
        const keys = tokens.map((token) => token.keys.join(' ')).join('|');
        if (tokens.length === 0 || seen.has(keys)) continue;
        seen.add(keys);
        const at = names.length;
        names.push({ person: index, name, tokens });
        for (const key of new Set(tokens.flatMap((token) => token.keys)))
          pushTo(namesByToken, key, at);
        for (const id of person.idNumbers)
          if (plainId(id) !== '') pushTo(namesById, plainId(id), at);
      }
    }
  });
  const tokensByLength: string[][] = [];
  for (const token of namesByToken.keys()) {
    (tokensByLength[token.length] ??= []).push(token);
  }
  const lettersByLength: Uint8Array[] = [];
  for (let length = 0; length < tokensByLength.length; length += 1) {
    const keys = (tokensByLength[length] ??= []);
    const letters = new Uint8Array(keys.length * LETTERS);
    keys.forEach((key, i) => letterCounts(key, letters, i * LETTERS));
    lettersByLength.push(letters);
  }
  return { people, names, namesByToken, namesById, tokensByLength, lettersByLength };
}

function pushTo(map: Map<string, number[]>, key: string, value: number): void {
  const values = map.get(key);
  if (values === undefined) map.set(key, [value]);
  else values.push(value);
}

function plainId(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

function keySimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const score = jaroWinkler(a, b);
  return score >= TOKEN_FLOOR ? score : 0;
}

function isInitial(token: NameToken): boolean {
  return (token.keys[0] ?? '').length <= 1;
}

function tokenSimilarity(a: NameToken, b: NameToken): number {
  if (isInitial(a) || isInitial(b)) return a.initial === b.initial ? INITIAL_SCORE : 0;
  let best = 0;
  for (const x of a.keys) for (const y of b.keys) best = Math.max(best, keySimilarity(x, y));
  return best;
}

/**
 * The index's tokens close to one of the party's, with their similarity. Jaro's score is at most
 * (2 + shorter / longer) / 3 and Winkler's boost adds at most 0.4 of what is left, so lengths
 * too far apart are never compared.
 */
function similarKeys(index: ScreeningIndex, key: string, found: Set<string>): void {
  if (key.length <= 1) return;
  const own = new Uint8Array(LETTERS);
  letterCounts(key, own, 0);
  const held = [...own.keys()].filter((slot) => (own[slot] as number) > 0);
  const jaroFloor = (TOKEN_FLOOR - 0.4) / 0.6;
  for (let length = 2; length < index.tokensByLength.length; length += 1) {
    const shorter = Math.min(length, key.length);
    const longer = Math.max(length, key.length);
    if ((2 + shorter / longer) / 3 < jaroFloor) continue;
    const keys = index.tokensByLength[length] ?? [];
    const letters = index.lettersByLength[length] as Uint8Array;
    for (let i = 0; i < keys.length; i += 1) {
      // Jaro's matches are at most the letters both keys hold: a bound that needs no alignment.
      let common = 0;
      const at = i * LETTERS;
      for (const slot of held)
        common += Math.min(own[slot] as number, letters[at + slot] as number);
      if ((common / key.length + common / length + 1) / 3 < jaroFloor) continue;
      const candidate = keys[i] as string;
      if (keySimilarity(key, candidate) > 0) found.add(candidate);
    }
  }
}

/**
 * The listed names that can reach a score: those holding a token close to two of the party's
 * whole tokens (one, when either name has only one), and those a listed document number equal
 * to the party's belongs to.
 */
function candidateNames(
  index: ScreeningIndex,
  party: ScreenedParty,
  tokens: readonly NameToken[],
): number[] {
  const whole = tokens.filter((token) => !isInitial(token));
  // Per name: how many of the party's tokens it holds one close to, and the last token counted
  // (a name holding two keys close to one token counts it once). Typed arrays, not maps: a
  // common name is held by thousands of listed names.
  const hits = new Uint8Array(index.names.length);
  const counted = new Int16Array(index.names.length).fill(-1);
  const touched: number[] = [];
  whole.forEach((token, n) => {
    const similar = new Set<string>();
    for (const key of token.keys) similarKeys(index, key, similar);
    for (const key of similar) {
      for (const at of index.namesByToken.get(key) ?? []) {
        if (counted[at] === n) continue;
        counted[at] = n;
        if (hits[at] === 0) touched.push(at);
        hits[at] = (hits[at] as number) + 1;
      }
    }
  });
  const found: number[] = [];
  for (const at of touched) {
    const listed = (index.names[at] as IndexedName).tokens.length;
    if ((hits[at] as number) >= Math.min(2, whole.length, listed)) found.push(at);
  }
  if (party.idNumber !== undefined)
    found.push(...(index.namesById.get(plainId(party.idNumber)) ?? []));
  return found;
}

/**
 * How alike two names are, 0 to 1: each of the shorter name's tokens paired with its closest
 * unpaired token of the other (an initial pairs with a name it begins), the pairs' mean over the
 * shorter name, lowered a little for the parts left over. Two parts at least must pair when both
 * names have two, one of them a whole name: a shared first name alone is not a match.
 */
export function nameScore(party: readonly NameToken[], listed: readonly NameToken[]): number {
  if (party.length === 0 || listed.length === 0) return 0;
  const pairs: { score: number; i: number; j: number }[] = [];
  party.forEach((a, i) => {
    listed.forEach((b, j) => {
      const score = tokenSimilarity(a, b);
      if (score > 0) pairs.push({ score, i, j });
    });
  });
  pairs.sort((x, y) => y.score - x.score);
  const usedParty = new Set<number>();
  const usedListed = new Set<number>();
  let total = 0;
  let paired = 0;
  let whole = 0;
  for (const pair of pairs) {
    if (usedParty.has(pair.i) || usedListed.has(pair.j)) continue;
    usedParty.add(pair.i);
    usedListed.add(pair.j);
    total += pair.score;
    paired += 1;
    if (pair.score > INITIAL_SCORE) whole += 1;
  }
  const shorter = Math.min(party.length, listed.length);
  const longer = Math.max(party.length, listed.length);
  if (whole === 0 || paired < Math.min(2, shorter)) return 0;
  return (1 - UNMATCHED_WEIGHT) * (total / shorter) + UNMATCHED_WEIGHT * (total / longer);
}

function sameId(a: string, b: string): boolean {
  return plainId(a) !== '' && plainId(a) === plainId(b);
}

/** A listed date is often a year alone ("1962"), or a year and month. */
function sameBirth(party: string, listed: string): boolean {
  return party.startsWith(listed) || listed.startsWith(party);
}

function withIdentity(score: number, party: ScreenedParty, person: ListedPerson): number {
  if (
    party.idNumber !== undefined &&
    person.idNumbers.some((id) => sameId(id, party.idNumber ?? ''))
  ) {
    return 1;
  }
  if (party.dateOfBirth === undefined || person.datesOfBirth.length === 0) return score;
  const birth = party.dateOfBirth;
  return person.datesOfBirth.some((listed) => sameBirth(birth, listed))
    ? Math.min(1, score + SAME_BIRTH_BONUS)
    : score - OTHER_BIRTH_PENALTY;
}

/**
 * Every listed person whose name (or an alias) scores at or above the threshold against one of
 * the parties, best first, one per party and person. A listed ID number equal to the party's is a
 * match whatever the names.
 */
export function screenParties(
  index: ScreeningIndex,
  parties: readonly ScreenedParty[],
  threshold: number,
): PossibleMatch[] {
  const matches: PossibleMatch[] = [];
  for (const party of parties) {
    const best = new Map<number, PossibleMatch>();
    // D155: the party's name, and each of its spellings with a space left out.
    for (const spelling of [party.name, ...joinedSpellings(party.name)]) {
      const tokens = nameTokens(spelling);
      for (const at of candidateNames(index, party, tokens)) {
        const name = index.names[at] as IndexedName;
        const person = index.people[name.person] as ListedPerson;
        const score = withIdentity(nameScore(tokens, name.tokens), party, person);
        const earlier = best.get(name.person);
        if (score >= threshold && (earlier === undefined || score > earlier.score)) {
          best.set(name.person, {
            role: party.role,
            listId: person.listId,
            entryId: person.entryId,
            listedName: name.name,
            score: Math.round(score * 1000) / 1000,
          });
        }
      }
    }
    matches.push(...best.values());
  }
  return matches.sort((a, b) => b.score - a.score);
}

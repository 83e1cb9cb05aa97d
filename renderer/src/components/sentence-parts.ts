/** A mark no sentence holds, put where the value set apart goes. */
const MARK = '\u0000';

/**
 * A sentence with one value set apart on the page (a time in bold, a link): the catalog words the
 * whole sentence, so another language may put the value anywhere in it, and the template gets the
 * words before and after the value. `word` words the sentence with the value it is given.
 */
export function around(word: (value: string) => string): { before: string; after: string } {
  const sentence = word(MARK);
  const at = sentence.indexOf(MARK);
  if (at < 0) return { before: sentence, after: '' };
  return { before: sentence.slice(0, at), after: sentence.slice(at + MARK.length) };
}

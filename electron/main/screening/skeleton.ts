/**
 * The token's sound skeleton: doubled letters single, and letters transliterations swap for one
 * another made one ("kh"/"h", "ou"/"u", "ph"/"f", "q"/"k", "y"/"i", "ee"/"i", "dh"/"d"), so a
 * fuzzy score measures a difference of name and not of romanisation.
 */
export function skeleton(token: string): string {
  return token
    .replace(/(.)\1+/g, '$1')
    .replace(/kh/g, 'h')
    .replace(/ph/g, 'f')
    .replace(/dh/g, 'd')
    .replace(/th/g, 't')
    .replace(/ou/g, 'u')
    .replace(/oo/g, 'u')
    .replace(/ee/g, 'i')
    .replace(/q/g, 'k')
    .replace(/ck/g, 'k')
    .replace(/y/g, 'i')
    .replace(/w/g, 'v')
    .replace(/(.)\1+/g, '$1');
}

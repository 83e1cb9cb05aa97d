// talisman ships no types: the one function the matcher uses, as its README documents it.
declare module 'talisman/metrics/jaro-winkler.js' {
  /** The Jaro-Winkler similarity of two strings, 0 to 1 (boost threshold 0.7, scaling 0.1). */
  export default function jaroWinkler(a: string, b: string): number;
}

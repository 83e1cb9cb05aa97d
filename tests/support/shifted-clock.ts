/**
 * Head office's clock for a test whose requests name a fixed instant: it reads `instant` now and
 * runs on from it, so that D157's check of a reservation's instant against head office's clock
 * holds for the test's fixed dates as it does for a counter's real clock.
 */
export function clockFrom(instant: string | number): () => Date {
  const shift = (typeof instant === 'string' ? Date.parse(instant) : instant) - Date.now();
  return () => new Date(Date.now() + shift);
}

/** `a`, `a and b`, `a, b and c`: a list as a sentence says it. */
export function joinWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

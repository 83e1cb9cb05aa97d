import { text } from '@shared/i18n/catalog';

/** `a, b and c`: items named in a sentence, the last joined by the catalog's "and". */
export function listed(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : text('send.repeats.listed', { head: items.slice(0, -1).join(', '), last: items.at(-1)! });
}

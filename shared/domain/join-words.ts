import { currentLanguage, type Language } from '../i18n/catalog';
import { allOf } from '../i18n/lists';

/**
 * `a`, `a and b`, `a, b and c`: a list as a sentence in `language` says it (D87), joined by
 * Intl.ListFormat ("a, b et c", "a, b na c"). By default the process's language, the one `text()`
 * words the sentence around it in: English in main, the window's in the renderer (D89).
 */
export function joinWords(
  items: readonly string[],
  language: Language = currentLanguage(),
): string {
  return allOf(language, items);
}

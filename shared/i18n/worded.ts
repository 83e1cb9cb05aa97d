import { ref, text, type MessageArgs, type MessageKey, type MessageRef } from './catalog';

/**
 * An expected failure worded from the catalog: `message` in English for the log and for callers
 * that read it, `text` for the renderer to word in the operator's language.
 */
export function worded<C extends string, K extends MessageKey>(
  code: C,
  key: K,
  ...args: MessageArgs<K>
): { code: C; message: string; text: MessageRef<K> } {
  return { code, message: text(key, ...args), text: ref(key, ...args) };
}

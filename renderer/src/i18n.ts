import { createI18n } from 'vue-i18n';
import type { MessageContext, MessageFunction } from 'vue-i18n';
import {
  catalogs,
  type Language,
  type MessageArgs,
  type MessageKey,
  type MessageRef,
} from '@shared/i18n/catalog';
import type { MessageLeaf, MessageTree, MessageValues } from '@shared/i18n/messages';

/*
 * The renderer's words: vue-i18n over the catalog main uses too (shared/i18n). Each message is
 * handed to vue-i18n as a message function, so nothing is compiled in the page (the content
 * security policy allows no eval) and a sentence reads the same on a screen and on a receipt.
 * The runtime-only build of vue-i18n is enough for that (electron.vite.config.ts).
 */

type VueTree = { [name: string]: MessageFunction<string> | VueTree };

function asVueMessages(tree: MessageTree): VueTree {
  return Object.fromEntries(
    Object.entries(tree).map(([name, node]) => [
      name,
      typeof node === 'object' ? asVueMessages(node) : asVueMessage(node),
    ]),
  );
}

function asVueMessage(leaf: MessageLeaf): MessageFunction<string> {
  if (typeof leaf === 'string') return () => leaf;
  const word = leaf as (values: MessageValues) => string;
  return (context: MessageContext<string>) => word(context.values as MessageValues);
}

export const i18n = createI18n({
  legacy: false,
  locale: 'en' satisfies Language,
  fallbackLocale: 'en' satisfies Language,
  messages: Object.fromEntries(
    Object.entries(catalogs).map(([language, tree]) => [language, asVueMessages(tree)]),
  ),
});

/**
 * The sentence of `key` in the operator's language. Reactive: a template that calls it words
 * again when the language changes. Works without the plugin installed, so a component mounted
 * alone in a test words like the app.
 */
export function t<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  return i18n.global.t(key, (args[0] ?? {}) as Record<string, unknown>);
}

/** The words of an answer from main: its catalog message where it has one, else its message. */
export function errorText(error: { message: string; text?: MessageRef }): string {
  return error.text
    ? i18n.global.t(error.text.key, { ...(error.text.values ?? {}) })
    : error.message;
}

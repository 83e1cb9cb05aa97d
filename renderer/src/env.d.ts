declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}

// The renderer's chunks of words, made by the build (scripts/build/word-chunks.mjs).
declare module 'virtual:remit-desk-words' {
  import type { Role } from '@shared/domain/roles';
  import type { Language } from '@shared/i18n/registry';
  import type { MessageTree } from '@shared/i18n/messages';
  type Loader = () => Promise<{ words: MessageTree }>;
  /** The words a window may load: sign-in's, then those of the session's role. */
  export type WordsGroup = 'signIn' | Role;
  export const WORD_LOADERS: Readonly<Record<Language, Readonly<Record<WordsGroup, Loader>>>>;
}
declare module 'virtual:remit-desk-words/*' {
  import type { MessageTree } from '@shared/i18n/messages';
  export const words: MessageTree;
}

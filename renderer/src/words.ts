import type { AppStatus } from '@shared/ipc/contract';
import type { Language } from '@shared/i18n/catalog';
import { WORD_LOADERS, type WordsGroup } from 'virtual:remit-desk-words';
import { i18n } from './i18n';

/*
 * Which words the window downloads, and when (D74, D84). Sign-in's English words are in the
 * first chunk (./words/sign-in.ts); each role's come as a chunk of their own when its session
 * starts, before the session shows, so a clerk never downloads an admin's words, as with their
 * screens (router.ts). Another language is the same chunks in that language, loaded only when
 * the window shows it: a clerk working in French downloads French clerk words (with English's,
 * which modules word with as they load), never Swahili's nor an admin's. Which areas each chunk
 * holds is one list for every language, made into the chunks by the build
 * (scripts/build/word-chunks.mjs). Main holds the whole catalog and needs none of this.
 */

const loading = new Map<string, Promise<void>>();

/** Loads a group's words once; one that failed to load is tried again on the next call. */
function loadWords(language: Language, group: WordsGroup): Promise<void> {
  const name = `${language}:${group}`;
  let loaded = loading.get(name);
  if (!loaded) {
    loaded = WORD_LOADERS[language][group]().then(({ words }) =>
      i18n.global.setLocaleMessage(language, words),
    );
    loaded.catch(() => loading.delete(name));
    loading.set(name, loaded);
  }
  return loaded;
}

/** The language the window shows for a status: the session's, else the sign-in screen's. */
export function languageOf(status: Pick<AppStatus, 'session' | 'signInLanguage'>): Language {
  return status.session?.language ?? status.signInLanguage;
}

/**
 * The words of what a status shows, in its language: the session's role's screens, or the first
 * admin's form (with the admin's words: first launch's wizard follows it at once), or sign-in's.
 * The window switches to the language once they are held, never before (no screen half in one).
 */
export async function wordsFor(
  status: Pick<AppStatus, 'setupNeeded' | 'session'> & Partial<Pick<AppStatus, 'signInLanguage'>>,
): Promise<void> {
  const language = status.session?.language ?? status.signInLanguage ?? 'en';
  const group: WordsGroup = status.setupNeeded ? 'admin' : (status.session?.role ?? 'signIn');
  // English's too: the shared schemas and lists word their messages in English as their modules
  // load (`text()`), whatever the window shows.
  const shown = new Set<Language>(['en', language]);
  await Promise.all(
    [...shown].flatMap((held) => [loadWords(held, 'signIn'), loadWords(held, group)]),
  );
  showLanguage(language);
}

/** Words every screen in `language` from now on, and tells the page (screen readers, hyphens). */
export function showLanguage(language: Language): void {
  i18n.global.locale.value = language;
  document.documentElement.lang = language;
}

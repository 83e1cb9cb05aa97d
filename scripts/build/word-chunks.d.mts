import type { Plugin } from 'vite';
import type { Role } from '../../shared/domain/roles';

/** The words a window may load: sign-in's, then those of the session's role. */
export type WordsGroup = 'signIn' | Role;

/** Which areas each chunk of the renderer's words holds, in every language (word-chunks.mjs). */
export const WORD_CHUNKS: Readonly<Record<WordsGroup, readonly string[]>>;
export const WORDS_MODULE: 'virtual:remit-desk-words';
export function chunkSource(language: string, group: WordsGroup): string;
/** `shared`: the repository's shared/ folder, where the catalogs are. */
export function wordChunks(shared: string): Plugin;

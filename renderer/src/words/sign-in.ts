import { addMessages } from '@shared/i18n/registry';
import { words } from 'virtual:remit-desk-words/en/signIn';

/*
 * The renderer's catalog (D74): the registry, holding the words of the first chunk: sign-in, the
 * window's frame and banner, the page titles, and the areas the first chunk's modules word as
 * they load (countries, dates, states, money), and main's refusals of a request (ipc), which may
 * come before any sign-in (their list: scripts/build/word-chunks.mjs). The renderer's build puts
 * this module in shared/i18n/catalog.ts's place (electron.vite.config.ts), so every module that
 * words anything runs after these words are held, whatever chunk it is in. Every other area comes
 * with the screens of the operator's role (../words.ts). The same areas in French and Swahili are
 * a chunk of their own each, loaded when the window shows that language (D84).
 */
addMessages('en', words);

export * from '@shared/i18n/registry';

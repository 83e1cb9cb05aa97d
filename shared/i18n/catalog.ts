import { en } from './en';
import { fr } from './fr';
import { sw } from './sw';
import { addMessages } from './registry';

/*
 * The one message catalog, whole, in every language. Main words its PDFs, CSV files, logs'
 * user-facing lines and IPC answers with `text` (English) or `textIn` (a language), and holds every
 * message from the moment this module loads. The renderer
 * imports the same module, but its build puts renderer/src/words/sign-in.ts in this one's place
 * (electron.vite.config.ts): the registry with sign-in's words, the rest added by role (D74).
 */

addMessages('en', en);
addMessages('fr', fr);
addMessages('sw', sw);

export * from './registry';

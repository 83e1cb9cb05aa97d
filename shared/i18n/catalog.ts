import { en } from './en';
import { addMessages } from './registry';

/*
 * The one message catalog, whole. Main words its PDFs, CSV files, logs' user-facing lines and IPC
 * answers with `text`, and holds every message from the moment this module loads. The renderer
 * imports the same module, but its build puts registry.ts in this one's place
 * (electron.vite.config.ts) and registers each area with the screens that use it (D74).
 */

addMessages('en', en);

export * from './registry';

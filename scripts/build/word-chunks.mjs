// The renderer's chunks of words (D74, D84): which areas of the catalog each chunk holds, one list
// for every language, and the build's plugin that makes of it the chunks, as modules:
//
// - `virtual:remit-desk-words/<language>/<group>` exports `words`, the areas of that chunk in that
//   language, each imported from its own file, so the bundler puts in the chunk those files and
//   nothing of another area or language;
// - `virtual:remit-desk-words` exports `WORD_LOADERS`, for each language and group a function that
//   imports its chunk (renderer/src/words.ts loads them; renderer/src/env.d.ts types them).
//
// A window downloads the words of what it shows, in its language, and nothing else. Used by the
// renderer's build (electron.vite.config.ts) and by the tests that load the renderer's words
// (vitest.config.ts). Plain JavaScript, so the configs import it with its extension, as Vite's
// coming config loader asks.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * An area is its file under shared/i18n/<language>/, named without `.ts` (`counter/frame` is the
 * frame's part of the counter's area); `*` is the whole catalog.
 */
/**
 * Sign-in's words, in the first chunk in English: sign-in, the window's frame and banner, the
 * page titles, the areas the first chunk's modules word as they load (countries, dates, states,
 * money), and main's refusals of a request (ipc), which may come before any sign-in.
 */
const SIGN_IN = [
  'accounts',
  'app',
  'common',
  'countries',
  'counter/frame',
  'dates',
  'environments',
  'formats',
  'ipc',
  'languages',
  'money',
  'signIn',
  'states',
  'transfer',
  'validation',
];

/**
 * The words a clerk's and a supervisor's screens share: the frame's menus, the receipt, the log,
 * a transfer's states and attempts, the fields and their documents and phones.
 */
const DESK = [
  'amount-words',
  'approvals',
  // D127: the log's counter column and the branch's day, on every desk's log.
  'branch-desk',
  'calendar',
  // D118: the clerk's own cash, and every clerk's beside the end of day.
  'cash',
  // D124: the review's fee, rate and total, and how the customer pays (printed on receipts).
  'charges',
  'counter',
  'customer',
  'desk',
  'documents',
  'fields',
  'payment',
  'phones',
  'receipt',
  'receipt-language',
  'reports',
  'returns',
  'settings',
  'settle',
];

/** The words a window may load: sign-in's, then those of the session's role. */
export const WORD_CHUNKS = Object.freeze({
  signIn: SIGN_IN,
  // The counter's forms with their lists, the receipt and the clerk's own log.
  clerk: [...DESK, 'branch-lists', 'purposes'],
  // The desk, the log, settling and the end of day, and head office's line on their start (D100).
  supervisor: [...DESK, 'head-office', 'statements'],
  // The log and the receipt, the flags and their own pages (D79).
  compliance: [...DESK, 'oversight', 'screening'],
  // Every page they read, which are the desk's and their own (D79).
  auditor: [...DESK, 'oversight', 'statements'],
  // Every area: an admin's screens cover the bank's setup, the settings, the operators, the
  // journal's check, first launch and the supervisors' pages. The first admin's account, made
  // before anyone signs in, loads these too: first launch's wizard follows it.
  admin: ['*'],
});

export const WORDS_MODULE = 'virtual:remit-desk-words';

/**
 * The languages: every catalog of shared/i18n, a folder with its index.ts.
 * @param {string} shared the repository's shared/ folder
 */
function languagesIn(shared) {
  const i18n = join(shared, 'i18n');
  return readdirSync(i18n, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(i18n, entry.name, 'index.ts')))
    .map((entry) => entry.name);
}

/** `amount-words` → `amountWords`: an area's file name as its export and its key. */
const camel = (/** @type {string} */ name) =>
  name.replace(/-([a-z])/g, (_, /** @type {string} */ letter) => letter.toUpperCase());

/**
 * The module of one chunk: its areas' files imported, and joined as the catalog joins them.
 * @param {string} language
 * @param {keyof typeof WORD_CHUNKS} group
 */
export function chunkSource(language, group) {
  const areas = WORD_CHUNKS[group];
  if (areas.includes('*')) {
    return `export { ${language} as words } from '@shared/i18n/${language}';`;
  }
  const imports = [];
  const entries = [];
  areas.forEach((area, index) => {
    const [name, part] = area.split('/');
    const local = `area${index}`;
    imports.push(
      `import { ${camel(part ?? name)} as ${local} } from '@shared/i18n/${language}/${area}';`,
    );
    // A part of an area (counter/frame) sits under its area's key, as in the whole catalog.
    entries.push(
      part ? `${camel(name)}: { ${camel(part)}: ${local} }` : `${camel(name)}: ${local}`,
    );
  });
  return `${imports.join('\n')}\nexport const words = { ${entries.join(', ')} };\n`;
}

/**
 * The module of the loaders: one `import()` per language and group, so each is a chunk; but
 * English's sign-in words, which the first chunk holds and registers as it loads
 * (renderer/src/words/sign-in.ts): nothing to load or add again.
 * @param {string[]} languages
 */
function loadersSource(languages) {
  const modules = languages.map((language) => {
    const loaders = Object.keys(WORD_CHUNKS).map((group) => {
      const held = language === 'en' && group === 'signIn';
      const chunk = `import('${WORDS_MODULE}/${language}/${group}')`;
      return `${group}: () => ${held ? 'Promise.resolve({ words: {} })' : chunk}`;
    });
    return `${language}: { ${loaders.join(', ')} }`;
  });
  return `export const WORD_LOADERS = { ${modules.join(', ')} };\n`;
}

/**
 * @param {string} shared the repository's shared/ folder (the configs' `@shared`)
 * @returns {import('vite').Plugin}
 */
export function wordChunks(shared) {
  const resolved = `\0${WORDS_MODULE}`;
  const languages = languagesIn(shared);
  return {
    name: 'remit-desk-word-chunks',
    resolveId(source) {
      return source === WORDS_MODULE || source.startsWith(`${WORDS_MODULE}/`)
        ? `\0${source}`
        : null;
    },
    load(id) {
      if (id === resolved) return loadersSource(languages);
      if (!id.startsWith(`${resolved}/`)) return null;
      const [language, group] = id.slice(resolved.length + 1).split('/');
      if (!languages.includes(language) || !Object.hasOwn(WORD_CHUNKS, group)) {
        this.error(`${id} names no catalog of shared/i18n and group of WORD_CHUNKS.`);
      }
      return chunkSource(language, /** @type {keyof typeof WORD_CHUNKS} */ (group));
    },
  };
}

import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isLanguage, type Language } from '@shared/i18n/registry';
import { writeAtomically } from '../files/atomic-file';
import type { AppLogger } from '../logging/logger';

/*
 * The sign-in screen's language on this workstation (D83): chosen on that screen before anyone
 * signs in, and shown again at the next start. Kept in main, in a file of the data folder beside
 * the journal: it is not the renderer's (no localStorage, which the next Remit Desk may not read
 * back) and not a setting (settings are admins' decisions, each audited, and this is chosen by
 * whoever stands at the screen). It decides nothing but the words of one screen, so it is not
 * sealed; a file that cannot be read shows the screen in English and is said in the log.
 */

export const SIGN_IN_LANGUAGE_FILE = 'sign-in-language.json';

export interface SignInLanguage {
  /** The language the sign-in screen shows now. */
  current(): Language;
  /**
   * Shows `language` from now on and keeps it for the next start; false when the file could not
   * be written (said in the log): the next start shows the language kept before.
   */
  choose(language: Language): Promise<boolean>;
}

export function createSignInLanguage(dataDir: string, log: AppLogger): SignInLanguage {
  const path = join(dataDir, SIGN_IN_LANGUAGE_FILE);
  let language = readLanguage(path, log);
  return {
    current: () => language,
    async choose(next) {
      language = next;
      try {
        await writeAtomically(path, (partial) =>
          writeFile(partial, `${JSON.stringify({ language: next })}\n`, { flag: 'wx' }),
        );
        return true;
      } catch (error) {
        log.error('The sign-in language could not be kept for the next start.', { error });
        return false;
      }
    },
  };
}

function readLanguage(path: string, log: AppLogger): Language {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    // No file yet: nobody chose, and English is the app's first language.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'en';
    log.warn('The sign-in language could not be read; the sign-in screen shows English.', {
      error,
    });
    return 'en';
  }
  try {
    const stored = (JSON.parse(raw) as { language?: unknown } | null)?.language;
    if (isLanguage(stored)) return stored;
  } catch {
    // Said below, as a file holding something else.
  }
  log.warn('The sign-in language file holds no language Remit Desk ships; showing English.', {
    path,
  });
  return 'en';
}

import type { AppStatus } from '@shared/ipc/contract';
import type { Role } from '@shared/domain/roles';
import type { MessageTree } from '@shared/i18n/messages';
import { i18n } from './i18n';

/*
 * Which words the window downloads, and when (D74). Sign-in's are in the first chunk
 * (./words/sign-in.ts); each role's come as a chunk of their own when its session starts, before
 * the session shows, so a clerk never downloads an admin's words, as with their screens
 * (router.ts). Main holds the whole catalog and needs none of this.
 */

const GROUPS: Readonly<Record<Role, () => Promise<{ words: MessageTree }>>> = {
  clerk: () => import('./words/clerk'),
  supervisor: () => import('./words/supervisor'),
  admin: () => import('./words/admin'),
  compliance: () => import('./words/compliance'),
  auditor: () => import('./words/auditor'),
};

const loading = new Map<Role, Promise<void>>();

/** Loads a group's words once; one that failed to load is tried again on the next call. */
function loadWords(group: Role): Promise<void> {
  let loaded = loading.get(group);
  if (!loaded) {
    loaded = GROUPS[group]().then(({ words }) => i18n.global.setLocaleMessage('en', words));
    loaded.catch(() => loading.delete(group));
    loading.set(group, loaded);
  }
  return loaded;
}

/**
 * The words of what a status shows: the session's role's screens, or the first admin's form
 * (with the admin's words: first launch's wizard follows it at once).
 */
export function wordsFor(status: Pick<AppStatus, 'setupNeeded' | 'session'>): Promise<void> {
  if (status.setupNeeded) return loadWords('admin');
  return status.session ? loadWords(status.session.role) : Promise.resolve();
}

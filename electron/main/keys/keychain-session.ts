import { ref, type MessageRef } from '@shared/i18n/catalog';
import type { EnglishCatalog } from '@shared/i18n/en';
import { keychainError, keychainTimeout } from './keychain-errors';
import { ENTRY_MAX_BYTES, utf8Bytes } from './keychain-records';

/** The three keytar calls the stores use; keytar itself satisfies it. */
export interface KeychainBackend {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export const DEFAULT_KEYCHAIN_TIMEOUT_MS = 120_000;
/** Written and removed to prove the keychain usable (see Session.read). */
export const KEYCHAIN_PROBE_ACCOUNT = 'keychain-probe';

/**
 * The operations of one keychain service, one at a time: each operation runs alone (one queue per
 * store), so a read-compare-write cannot interleave with another write, and is bounded by
 * `timeoutMs`; a timed-out operation keeps the queue until the keychain answers, so a late answer
 * can never interleave with the next operation either.
 */
export function keychainQueue(service: string, backend: KeychainBackend, timeoutMs: number) {
  let tail: Promise<unknown> = Promise.resolve();
  return function run<T>(
    action: KeychainAction,
    work: (session: Session) => Promise<T>,
  ): Promise<T> {
    // What was asked, as a message: worded in the reader's language with the sentence (D93).
    const words = ref(`keys.keychain.action.${action}`);
    const result = tail.then(() => work(openSession(service, backend, words)));
    tail = result.catch(() => undefined);
    return withTimeout(result, timeoutMs, words);
  };
}

/** What an operation asks of the keychain, worded in its messages ("could not …"). */
export type KeychainAction = keyof EnglishCatalog['keys']['keychain']['action'];

/** The keychain calls of one operation, with errors mapped and the locked-read check. */
export interface Session {
  get(account: string): Promise<string | null>;
  /** Like get, but "nothing stored" is believed only once the keychain is proven usable. */
  read(account: string): Promise<string | null>;
  set(account: string, value: string): Promise<void>;
  del(account: string): Promise<boolean>;
  confirmUsable(): Promise<void>;
}

function openSession(service: string, backend: KeychainBackend, action: MessageRef): Session {
  let usable = false;
  const call = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw keychainError(error, action);
    }
  };
  const session: Session = {
    get: (account) => call(() => backend.getPassword(service, account)),
    async read(account) {
      const value = await session.get(account);
      if (value !== null || usable) return value;
      await session.confirmUsable();
      return session.get(account);
    },
    async set(account, value) {
      // A bug, not a user error: every entry this store writes is sized to fit Windows.
      if (utf8Bytes(value) > ENTRY_MAX_BYTES) {
        throw new Error(`Keychain entry ${account} would exceed ${ENTRY_MAX_BYTES} bytes.`);
      }
      await call(() => backend.setPassword(service, account, value));
      usable = true;
    },
    del: (account) => call(() => backend.deletePassword(service, account)),
    async confirmUsable() {
      if (usable) return;
      await session.set(KEYCHAIN_PROBE_ACCOUNT, 'probe');
      await session.del(KEYCHAIN_PROBE_ACCOUNT);
    },
  };
  return session;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number, action: MessageRef): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(keychainTimeout(timeoutMs, action)), timeoutMs);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : keychainError(error, action));
      },
    );
  });
}

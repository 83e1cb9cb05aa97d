import { isSecretStoreError } from '../keys/secret-store';
import type { JournalKeychain } from '../keys/journal-keychain';
import type { AppLogger } from '../logging/logger';
import type { Journal } from './journal';

export interface HeadMirrorDeps {
  journal: Journal;
  keychain: JournalKeychain;
  log: AppLogger;
  /** False while a finding stands: the head then keeps saying how far the journal reached. */
  isMirroring(): boolean;
}

/**
 * The keychain's copy of the journal's head, following each commit. Appends call back inside
 * their transaction, so the write waits a turn, reads what is committed by then, and writes the
 * latest head once for a burst of rows.
 */
export class HeadMirror {
  private dirty = false;
  private writing: Promise<void> | null = null;

  constructor(private readonly deps: HeadMirrorDeps) {}

  /** A row was committed, or the head must follow again: the latest head is written soon. */
  follow(): void {
    this.dirty = true;
    this.writing ??= this.mirror();
  }

  /** Resolves once the keychain holds the head of everything committed so far. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async mirror(): Promise<void> {
    const { journal, keychain, log } = this.deps;
    try {
      while (this.dirty) {
        this.dirty = false;
        await Promise.resolve();
        const last = this.deps.isMirroring() ? journal.audit.last() : null;
        if (last) await keychain.raiseHead({ seq: last.seq, mac: last.mac });
      }
    } catch (error) {
      // The next start still accepts rows past the head: only the key can have sealed them.
      log.warn('The journal head could not be saved in the OS keychain.', {
        error: isSecretStoreError(error) ? error.code : String(error),
      });
    } finally {
      this.writing = null;
    }
  }
}

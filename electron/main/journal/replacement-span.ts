import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Session } from '@shared/domain/operators';
import type { AppError, Result } from '@shared/result';
import { silentLogger, type AppLogger } from '../logging/logger';

/*
 * D69 at the start after a journal came from elsewhere (head office's key file, D75; a takeover,
 * D144): a note beside the journal says so, and every reference of this workstation after the
 * journal's last, up to now, is kept as one span to reconcile. The caller removes the note once
 * it has done its own part, so that a start cut short keeps it for the next.
 */

export interface ReplacementSpanDeps {
  dataDir: string;
  /** Whether the journal passed its check: a span is kept only in a journal that can be trusted. */
  sound: boolean;
  restore: {
    restoredOnReplacementPc(by: Pick<Session, 'operatorId'>): Promise<Result<unknown, AppError>>;
  };
  log?: AppLogger;
}

export interface SpanNote {
  /** The note's file name in the data folder. */
  file: string;
  /** Who found the span (D69's `found_by`). */
  finder: string;
  /** Logged when the journal has not passed its check: the note waits. */
  waiting: string;
  /** Logged when the keychain could not say what it issued: the note stays. */
  failed: string;
}

/**
 * The note's text once the span is kept; null when there is no note, or it must wait for the next
 * start (a journal that fails its check, a keychain that cannot say what it issued).
 */
export async function keepReplacementSpan(
  deps: ReplacementSpanDeps,
  note: SpanNote,
): Promise<string | null> {
  const log = deps.log ?? silentLogger;
  let raw: string;
  try {
    raw = await readFile(join(deps.dataDir, note.file), 'utf8');
  } catch {
    return null;
  }
  if (!deps.sound) {
    log.warn(note.waiting);
    return null;
  }
  const kept = await deps.restore.restoredOnReplacementPc({ operatorId: note.finder });
  if (!kept.ok) {
    // Nothing recorded: the note stays, and the next start tries again.
    log.error(note.failed, { reason: kept.error.message });
    return null;
  }
  return raw;
}

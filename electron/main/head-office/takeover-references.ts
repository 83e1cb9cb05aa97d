import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { keepReplacementSpan, type ReplacementSpanDeps } from '../journal/replacement-span';

/*
 * D144: head office's copy of a workstation ends where the replaced PC's last push did; what that
 * PC reserved and sent after it is in no journal, though the bank may have paid it. The start
 * that finishes a takeover leaves this note beside the journal; the start of the services then
 * keeps every reference of this workstation after the rebuilt journal's last, up to now, as one
 * span to reconcile with the bank (D69's hook for a replacement PC), and removes the note.
 */

/** Beside the journal: the takeover whose references after head office's copy are to be kept. */
export const TAKEOVER_REFERENCES_NOTE = 'takeover-references.json';

/** Who found the span (D69's `found_by`): nobody is signed in; the replacement code was the proof. */
export const TAKEOVER_FINDER = 'head-office-takeover';

export async function leaveTakeoverReferencesNote(
  dataDir: string,
  details: { workstationId: string; rebuiltThrough: number },
): Promise<void> {
  await writeFile(join(dataDir, TAKEOVER_REFERENCES_NOTE), `${JSON.stringify(details)}\n`, {
    mode: 0o600,
  });
}

/**
 * At the start after a takeover: the span kept, then the note removed. A journal that fails its
 * check, or a keychain that cannot say what it issued, keeps the note for the next start.
 */
export async function recordTakeoverReferences(deps: ReplacementSpanDeps): Promise<void> {
  const raw = await keepReplacementSpan(deps, {
    file: TAKEOVER_REFERENCES_NOTE,
    finder: TAKEOVER_FINDER,
    // catalog-ignore: for the log, not a person's words
    waiting: 'The references after a takeover wait until the journal passes its check.',
    // catalog-ignore: for the log, not a person's words
    failed: 'The references after the rebuilt journal could not be listed.',
  });
  if (raw !== null) await rm(join(deps.dataDir, TAKEOVER_REFERENCES_NOTE), { force: true });
}

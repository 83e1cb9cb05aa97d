import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import { openJournal, type Journal } from '../journal/journal';
import { JOURNAL_FILE_NAME } from '../journal/open-journal';
import type { JournalKeychain } from '../keys/journal-keychain';
import { silentLogger, type AppLogger } from '../logging/logger';
import { beginRebuild } from '../replication/rebuild';
import { createConnectionRecords } from './connection-record';
import { readTakeoverNote, removeTakeover, takeoverDir, type TakeoverNote } from './takeover-note';
import { leaveTakeoverReferencesNote } from './takeover-references';

/*
 * The start after a takeover's last page (D112), before the journal is opened and checked: the
 * staging journal, complete, replaces the first launch's empty one (which holds no operator: a
 * takeover is offered only then), and is finished there: the rebuild's mark, the reference
 * counter going on after the highest reference rebuilt, the keychain's head (D98), then this PC's
 * connection to head office and the takeover's own audit row. Each step is found done or done
 * again, so a start cut anywhere in it finishes at the next.
 */

/** The takeover's audit row: which workstation this PC took over, from where, up to which change. */
export const AUDIT_TAKEN_OVER = 'head-office.taken-over';

/** Who enrolled the connection a takeover writes: nobody was signed in, the code was the proof. */
export const TAKEOVER_BY = 'head-office-takeover';

export type TakeoverStartError = AppError<'takeover-failed'>;

export interface TakeoverStartDeps {
  dataDir: string;
  keychain: JournalKeychain;
  now: () => number;
  log?: AppLogger;
}

export async function finishTakeoverAtStart(
  deps: TakeoverStartDeps,
): Promise<Result<void, TakeoverStartError>> {
  const note = readTakeoverNote(deps.dataDir);
  if (!note || note.state !== 'rebuilt' || !note.ack) return ok(undefined);
  const log = deps.log ?? silentLogger;
  swapIn(deps.dataDir);
  const key = (await deps.keychain.ensureDatabaseKey()).key;
  const opened = openJournal(deps.dataDir, key);
  if (!opened.ok) return fail(failed(opened.error.message));
  const journal = opened.value;
  try {
    const finished = await finishRebuild(deps, journal, note);
    if (!finished.ok) return finished;
    // D144: head office's copy may lack the last changes of a send the replaced PC had under
    // way, so none is settled as not sent here; each left in flight waits for a supervisor.
    journal.transfers.recoverInterrupted(new Date(deps.now()).toISOString(), 'takeover');
    recordConnection(deps, journal, note);
    const last = journal.audit.last()!;
    await deps.keychain.raiseHead({ seq: last.seq, mac: last.mac });
  } finally {
    journal.close();
  }
  // D144: the start of the services keeps the replaced PC's references after this copy.
  await leaveTakeoverReferencesNote(deps.dataDir, {
    workstationId: note.connection.workstationId,
    rebuiltThrough: note.ack.seq,
  });
  removeTakeover(deps.dataDir);
  log.info('The journal rebuilt from head office is in use (D112).', {
    workstationId: note.connection.workstationId,
    changes: note.ack.seq,
  });
  return ok(undefined);
}

function failed(reason: string): TakeoverStartError {
  return worded('takeover-failed', 'headOffice.takeover.startFailed', { reason });
}

/** The staging journal moved over the live one; a start that did it already finds it moved. */
function swapIn(dataDir: string): void {
  const staging = takeoverDir(dataDir);
  if (!existsSync(join(staging, JOURNAL_FILE_NAME))) return;
  for (const name of readdirSync(dataDir)) {
    if (name.startsWith(JOURNAL_FILE_NAME)) rmSync(join(dataDir, name), { force: true });
  }
  // The journal's companions (-wal, -shm) first, the journal itself last: its presence says "moved".
  const files = readdirSync(staging).filter((name) => name.startsWith(JOURNAL_FILE_NAME));
  files.sort((a, b) => (a === JOURNAL_FILE_NAME ? 1 : b === JOURNAL_FILE_NAME ? -1 : 0));
  for (const name of files) renameSync(join(staging, name), join(dataDir, name));
}

/** The rebuild's mark, unless a start cut short wrote it already (rows after the rebuilt ones). */
async function finishRebuild(
  deps: TakeoverStartDeps,
  journal: Journal,
  note: TakeoverNote,
): Promise<Result<void, TakeoverStartError>> {
  const lastAudit = journal.audit.last()?.seq ?? 0;
  if (lastAudit > (journal.audit.rebuiltThrough() ?? 0)) return ok(undefined);
  const begun = await beginRebuild({
    journal,
    keychain: deps.keychain,
    ack: note.ack!,
    trust: {
      workstationId: note.connection.workstationId,
      publicKey: note.connection.headOfficeKey,
    },
    now: deps.now,
  });
  if (!begun.ok) return fail(failed(begun.error.message));
  const finished = await begun.value.finish();
  return finished.ok ? ok(undefined) : fail(failed(finished.error.message));
}

/**
 * This PC's connection in place of the replaced one's (which came with the journal), and the
 * takeover audited: both changes of this workstation's own, sent to head office after the mark.
 */
function recordConnection(deps: TakeoverStartDeps, journal: Journal, note: TakeoverNote): void {
  const records = createConnectionRecords(journal);
  const kept = records.read();
  const { connection, ack } = note;
  if (kept !== null && kept !== 'damaged' && kept.enrolledAt === connection.enrolledAt) return;
  const at = new Date(deps.now()).toISOString();
  journal.transaction(() => {
    records.write({ ...connection, replacing: null, enrolledBy: TAKEOVER_BY }, null);
    journal.audit.append({
      at,
      operatorId: null,
      action: AUDIT_TAKEN_OVER,
      details: {
        workstationId: connection.workstationId,
        branch: connection.branch.code,
        number: connection.number,
        address: connection.origin,
        fingerprint: connection.fingerprint,
        rebuiltThrough: ack!.seq,
        enrolledAt: connection.enrolledAt,
      },
    });
  });
}

import {
  type HeadOfficeEnrolment,
  type TakeoverDone,
  type TakeoverFailure,
  type TakeoverView,
} from '@shared/domain/head-office';
import { worded } from '@shared/i18n/worded';
import { fail, ok, recoded, type AppError, type Result } from '@shared/result';
import type { Ack } from '../../../hq/protocol/wire';
import type { Relauncher } from '../desktop/relauncher';
import { openJournal, type Journal } from '../journal/journal';
import type { JournalKeychain } from '../keys/journal-keychain';
import { isSecretStoreError } from '../keys/secret-store';
import { silentLogger, type AppLogger } from '../logging/logger';
import { beginRebuild, type JournalRebuild } from '../replication/rebuild';
import { linkFor } from './connection-record';
import { enrolWithCode } from './enrolment';
import type { HeadOfficeClient, HeadOfficeError } from './head-office-client';
import {
  readTakeoverNote,
  takeoverDir,
  writeTakeoverNote,
  type TakeoverNote,
} from './takeover-note';

/*
 * A new PC takes a workstation over from head office (D112), at its first launch, before any
 * operator exists here: it enrols with a replacement code, then copies the replaced workstation's
 * changes page by page into a staging journal beside the live one, each page checked link by link
 * and against head office's signed acknowledgement (D98). A page is one transaction and the note
 * says how far it got, so a rebuild cut anywhere goes on from there (`resume`); once every change
 * is in, the app starts again and the start swaps the journal in and finishes it
 * (takeover-start.ts). The live journal is never written meanwhile.
 */

export type TakeoverError = AppError<TakeoverFailure> & Pick<HeadOfficeError, 'refusal'>;
export type TakeoverResult = Promise<Result<TakeoverDone, TakeoverError>>;

export interface Takeover {
  /** The takeover under way on this PC, if any. */
  view(): TakeoverView | null;
  /** Enrols with a replacement code, then rebuilds; the app restarts once every change is in. */
  begin(request: HeadOfficeEnrolment): TakeoverResult;
  /** Goes on with a takeover that stopped (head office unreachable, the app closed). */
  resume(): TakeoverResult;
}

export interface TakeoverDeps {
  dataDir: string;
  keychain: JournalKeychain;
  client: HeadOfficeClient;
  relauncher: Relauncher;
  now: () => number;
  log?: AppLogger;
  /** What head office's console calls the workstation: the PC's name. */
  label?: () => string;
  /** Changes asked for a page (head office gives at most 500). */
  pageSize?: number;
}

export const TAKEOVER_PAGE = 500;

export function createTakeover(deps: TakeoverDeps): Takeover {
  let running = false;
  const once = async (work: () => TakeoverResult): TakeoverResult => {
    // One at a time: two clicks must not pull into one staging journal twice.
    if (running) return fail(worded('busy', 'headOffice.takeover.busy'));
    running = true;
    try {
      return await work();
    } finally {
      running = false;
    }
  };

  return {
    view() {
      const note = readTakeoverNote(deps.dataDir);
      if (!note) return null;
      const { connection } = note;
      return {
        address: connection.origin,
        branch: connection.branch,
        number: connection.number,
        reached: note.reached,
        of: connection.replacing!.seq,
        state: note.state,
      };
    },
    begin: (request) => once(() => enrolThenPull(deps, request)),
    resume: () =>
      once(async () => {
        const note = readTakeoverNote(deps.dataDir);
        if (!note) return fail(worded('no-takeover', 'headOffice.takeover.none'));
        return pull(deps, note);
      }),
  };
}

async function enrolThenPull(deps: TakeoverDeps, request: HeadOfficeEnrolment): TakeoverResult {
  if (readTakeoverNote(deps.dataDir)) {
    return fail(worded('under-way', 'headOffice.takeover.underWay'));
  }
  const sent = await enrolWithCode(deps, request);
  if (!sent.ok) return sent;
  const { enrolled, connection } = sent.value;
  if (!enrolled.replacing) {
    return fail(
      worded('not-a-replacement', 'headOffice.takeover.notReplacement', {
        branch: enrolled.branch.name,
        number: enrolled.number,
      }),
    );
  }
  const note: TakeoverNote = {
    state: 'pulling',
    reached: 0,
    ack: null,
    connection,
  };
  // Kept before the first page: the code is used now, and the key it enrolled is this PC's.
  writeTakeoverNote(deps.dataDir, note);
  const log = deps.log ?? silentLogger;
  log.info('Enrolled with head office as a replacement; rebuilding its journal (D112).', {
    workstationId: enrolled.workstationId,
    changes: enrolled.replacing.seq,
  });
  return pull(deps, note);
}

/** Copies every change head office holds into the staging journal, from where it stood. */
async function pull(deps: TakeoverDeps, start: TakeoverNote): TakeoverResult {
  const { connection } = start;
  const done = (): TakeoverDone => ({
    changes: connection.replacing!.seq,
    branch: connection.branch,
    number: connection.number,
  });
  if (start.state === 'rebuilt') {
    deps.relauncher.relaunch();
    return ok(done());
  }
  const staging = await openStaging(deps);
  if (!staging.ok) return staging;
  const journal = staging.value;
  let note = start;
  try {
    const link = linkFor(note.connection, deps.keychain);
    const pageSize = deps.pageSize ?? TAKEOVER_PAGE;
    let rebuild: JournalRebuild | null = null;
    let target: Ack | null = note.ack;
    for (;;) {
      const after = rebuild?.through().seq ?? journal.outbox.lastSeq();
      const page = await deps.client.rebuild(link, after, pageSize);
      if (!page.ok) return fail(page.error);
      const { ack, changes } = page.value;
      // Every page is held to the head the enrolment named, and to the first page's signature.
      if (!sameHead(ack, connection.replacing!) || (target && !sameHead(ack, target))) {
        return fail(worded('rebuild-refused', 'headOffice.takeover.moved'));
      }
      target ??= ack;
      if (!rebuild) {
        const begun = await beginRebuild({
          journal,
          keychain: deps.keychain,
          ack: target,
          trust: { workstationId: connection.workstationId, publicKey: connection.headOfficeKey },
          now: deps.now,
        });
        if (!begun.ok) return begun;
        rebuild = begun.value;
      }
      const applied = rebuild.apply(changes);
      if (!applied.ok) return applied;
      const reached = applied.value.through;
      note = { ...note, reached, ack: target };
      writeTakeoverNote(deps.dataDir, note);
      if (reached === target.seq) break;
      if (changes.length === 0) {
        return fail(
          worded('rebuild-refused', 'replication.rebuild.unfinished', {
            reached,
            acknowledged: target.seq,
          }),
        );
      }
    }
  } finally {
    journal.close();
  }
  writeTakeoverNote(deps.dataDir, { ...note, state: 'rebuilt' });
  const log = deps.log ?? silentLogger;
  log.info('Every change of the replaced workstation is in; restarting to swap it in.', {
    changes: note.reached,
  });
  deps.relauncher.relaunch();
  return ok(done());
}

const sameHead = (a: { seq: number; head: string }, b: { seq: number; head: string }) =>
  a.seq === b.seq && a.head === b.head;

async function openStaging(deps: TakeoverDeps): Promise<Result<Journal, TakeoverError>> {
  try {
    const key = (await deps.keychain.ensureDatabaseKey()).key;
    const opened = openJournal(takeoverDir(deps.dataDir), key);
    if (opened.ok) return opened;
    return fail(recoded(opened.error, 'journal-failed'));
  } catch (error) {
    if (!isSecretStoreError(error)) throw error;
    return fail(recoded(error.toAppError(), 'keychain-failed'));
  }
}

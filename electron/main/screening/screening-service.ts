import { createHash } from 'node:crypto';
import type { EnvironmentName } from '@shared/domain/environments';
import { HEAD_OFFICE_ACTOR } from '@shared/domain/operators';
import {
  LIST_OF_FORMAT,
  type ListFormat,
  type ListKey,
  type PossibleMatch,
  type ScreenedParty,
  type ScreeningSettings,
} from '@shared/domain/screening';
import { ref } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { Journal } from '../journal/journal';
import type { ListVersion, ScreeningRecord } from '../journal/sanctions-repo';
import { ListFileProblem } from '@shared/list-files/list-file';
import { parseListFile } from '@shared/list-files/parse-list';
import { buildScreeningIndex, screenParties, type ScreeningIndex } from './matcher';

export interface ScreeningDeps {
  journal: Journal;
  now: () => number;
  settings: () => ScreeningSettings;
  environment: EnvironmentName;
  /**
   * D162: told once a list is imported, by whom (the composition root screens the held
   * transfers again with it). What it throws does not undo the import.
   */
  afterImport?: (operatorId: string) => void;
}

/** A list file as the admin gives it; `publishedOn` for the files that carry no date. */
export interface ListImport {
  format: ListFormat;
  fileName: string;
  bytes: Uint8Array;
  publishedOn: string | null;
  /** D139: the head-office version of a list downloaded from head office, for its audit row. */
  headOfficeVersion?: number;
}

/** What a transfer was screened against and found, before it is kept with the transfer. */
export type ScreeningOutcome = Omit<ScreeningRecord, 'transferId'>;

/** The lists a live workstation must hold before it sends (D78); the bank's own is its choice. */
const REQUIRED_LIVE: readonly ListKey[] = ['un', 'ofac'];

const DAY_MS = 86_400_000;

/**
 * Sanctions screening (D78): lists imported whole or not at all, the index of the lists in force
 * built once per import, every transfer's parties screened before anything is reserved, and
 * sending refused while a list is older than the admin allows.
 */
export class ScreeningService {
  private index: { ids: string; index: ScreeningIndex } | null = null;

  constructor(private readonly deps: ScreeningDeps) {}

  /** A list file read and kept as the list's new version, or refused whole naming the line. */
  importList(
    file: ListImport,
    operatorId: string,
  ): Result<ListVersion, AppError<'list-file-invalid'>> {
    let parsed;
    try {
      parsed = parseListFile(file.format, file.bytes);
    } catch (error) {
      if (error instanceof ListFileProblem) {
        return fail({ code: 'list-file-invalid', message: error.message, text: error.text });
      }
      throw error;
    }
    const publishedOn = parsed.publishedOn ?? file.publishedOn;
    if (publishedOn === null) {
      return fail(worded('list-file-invalid', 'screening.import.dateNeeded'));
    }
    if (Date.parse(`${publishedOn}T00:00:00Z`) > this.deps.now()) {
      return fail(worded('list-file-invalid', 'screening.import.dateAhead', { date: publishedOn }));
    }
    const older = this.olderThanInForce(LIST_OF_FORMAT[file.format], publishedOn, operatorId);
    if (older) return fail(older);
    const version = this.deps.journal.sanctions.addList({
      list: LIST_OF_FORMAT[file.format],
      format: file.format,
      fileName: file.fileName,
      publishedOn,
      checksum: createHash('sha256').update(file.bytes).digest('hex'),
      importedAt: new Date(this.deps.now()).toISOString(),
      importedBy: operatorId,
      people: parsed.people,
      ...(file.headOfficeVersion === undefined
        ? {}
        : { headOfficeVersion: file.headOfficeVersion }),
    });
    this.index = null;
    this.deps.afterImport?.(operatorId);
    return ok(version);
  }

  /**
   * D155: an admin's file of a list older than the version in force is refused: the designations
   * made between the two would no longer be screened, and the list's age would not stop sending
   * until the older date was too old. Head office's files are head office's to choose (D139).
   */
  private olderThanInForce(
    list: ListKey,
    publishedOn: string,
    operatorId: string,
  ): AppError<'list-file-invalid'> | null {
    if (operatorId === HEAD_OFFICE_ACTOR) return null;
    const inForce = this.deps.journal.sanctions.inForce().find((version) => version.list === list);
    if (!inForce || publishedOn >= inForce.publishedOn) return null;
    return worded('list-file-invalid', 'screening.import.older', {
      list: ref(`screening.list.${list}`),
      date: publishedOn,
      inForce: inForce.publishedOn,
    });
  }

  /** The version in force of each list, with its age in days and whether it stops sending. */
  listsInForce(): (ListVersion & { ageDays: number; stale: boolean })[] {
    const { maxListAgeDays } = this.deps.settings();
    return this.deps.journal.sanctions.inForce().map((version) => {
      const ageDays = Math.floor(
        (this.deps.now() - Date.parse(`${version.publishedOn}T00:00:00Z`)) / DAY_MS,
      );
      return { ...version, ageDays, stale: ageDays > maxListAgeDays };
    });
  }

  /**
   * Why no transfer may be sent now, in the clerk's words, or null: a list older than the admin
   * allows, or (live only) a list a bank must screen against not imported yet.
   */
  sendingStop(): AppError<'not-ready'> | null {
    const lists = this.listsInForce();
    const stale = lists.find((list) => list.stale);
    if (stale) {
      // D139: a list head office publishes is renewed there, not imported here.
      const fromHeadOffice = stale.importedBy === HEAD_OFFICE_ACTOR;
      return worded(
        'not-ready',
        fromHeadOffice ? 'screening.stop.staleHeadOffice' : 'screening.stop.stale',
        {
          list: ref(`screening.list.${stale.list}`),
          date: stale.publishedOn,
          days: this.deps.settings().maxListAgeDays,
        },
      );
    }
    if (this.deps.environment === 'live') {
      const missing = REQUIRED_LIVE.find((key) => !lists.some((list) => list.list === key));
      if (missing)
        return worded('not-ready', 'screening.stop.missing', {
          list: ref(`screening.list.${missing}`),
        });
    }
    return null;
  }

  /** The parties screened against every list in force, at the admin's threshold. */
  screen(parties: readonly ScreenedParty[]): ScreeningOutcome {
    const lists = this.deps.journal.sanctions.inForce();
    const { threshold } = this.deps.settings();
    const matches: PossibleMatch[] =
      lists.length === 0 ? [] : screenParties(this.indexOf(lists), parties, threshold);
    return {
      at: new Date(this.deps.now()).toISOString(),
      lists: lists.map(({ id, list, publishedOn, checksum }) => ({
        id,
        list,
        publishedOn,
        checksum,
      })),
      threshold,
      matches,
      held: matches.length > 0,
    };
  }

  /**
   * D155: parties screened again against the lists in force, and the possible matches that the
   * transfer's own screenings (`earlier`: the first, none for one journaled before D78, then
   * each later one, D159) did not find, by party, list and entry: a release or a re-send sends
   * money now, under today's lists and threshold, not those of the day the transfer was entered.
   */
  matchesNotScreened(
    parties: readonly ScreenedParty[],
    earlier: readonly Pick<ScreeningRecord, 'lists' | 'matches'>[],
  ): PossibleMatch[] {
    return this.screenAgain(parties, earlier).unseen;
  }

  /** D159: as matchesNotScreened, with the screening that found them, to be kept. */
  screenAgain(
    parties: readonly ScreenedParty[],
    earlier: readonly Pick<ScreeningRecord, 'lists' | 'matches'>[],
  ): { screening: ScreeningOutcome; unseen: PossibleMatch[] } {
    const screening = this.screen(parties);
    return { screening, unseen: unseenMatches(screening, earlier) };
  }

  /** Built once per set of versions in force; a new import makes the next screening rebuild it. */
  private indexOf(lists: readonly ListVersion[]): ScreeningIndex {
    const ids = lists.map((list) => list.id).join(',');
    if (this.index?.ids !== ids) {
      const people = lists.flatMap((list) =>
        this.deps.journal.sanctions
          .entriesOf(list.id)
          .map((person) => ({ ...person, listId: String(list.id) })),
      );
      this.index = { ids, index: buildScreeningIndex(people) };
    }
    return this.index.index;
  }
}

/**
 * A possible match as the same finding whichever version of its list found it: the party, the
 * list (UN, OFAC, the bank's) and the list's own entry reference.
 */
/** The matches of `screening` that none of `earlier` found, by party, list and entry. */
export function unseenMatches(
  screening: Pick<ScreeningRecord, 'lists' | 'matches'>,
  earlier: readonly Pick<ScreeningRecord, 'lists' | 'matches'>[],
): PossibleMatch[] {
  const seen = new Set(earlier.flatMap((one) => one.matches.map(matchKey(one.lists))));
  return screening.matches.filter((match) => !seen.has(matchKey(screening.lists)(match)));
}

export function matchKey(
  lists: readonly Pick<ListVersion, 'id' | 'list'>[],
): (match: PossibleMatch) => string {
  return (match) =>
    [
      match.role,
      lists.find((list) => String(list.id) === match.listId)?.list ?? match.listId,
      match.entryId,
    ].join(' ');
}

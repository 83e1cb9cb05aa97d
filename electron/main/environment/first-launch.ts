import type { EnvironmentName } from '@shared/domain/environments';
import { isEnvironmentName } from '@shared/domain/environments';
import {
  firstLaunchView,
  type FirstLaunchRecord,
  type FirstLaunchView,
} from '@shared/domain/first-launch';
import type { Session } from '@shared/domain/operators';
import type { SettingsSection } from '@shared/domain/settings';
import { LANGUAGES, text, wordedIn, wordRef, type Language } from '@shared/i18n/catalog';
import { worded } from '@shared/i18n/worded';
import { fail, ok, type AppError, type Result } from '@shared/result';
import type { Journal } from '../journal/journal';
import { parseJsonObject } from '../json-object';
import type { BranchListsStore } from '../settings/branch-lists-store';
import type { SettingsStore } from '../settings/settings-store';
import type { BankSetup, KeychainFailed } from './bank-setup';

/*
 * The first-launch wizard's own record (D39): begun when the first admin is created,
 * the environment the admin chose to set up, and its end. Kept in the settings table under
 * `first-launch`, each write with its audit row. Every step's data is saved by the step's own
 * screen; this reads whether each step is done from what the services hold.
 */

export const FIRST_LAUNCH_KEY = 'first-launch';

export type FirstLaunchNotReady = AppError<'not-ready'>;
export type FirstLaunchAlreadyFinished = AppError<'already-finished'>;

export interface FirstLaunch {
  /** The wizard waits to be finished: an admin sees nothing else, and nothing is sent. */
  needed(): boolean;
  /** Called once the first admin exists (a journal set up before the wizard never gets one). */
  begin(by: Session): void;
  /** The wizard's steps, worded in `language` (English when not given) for the admin (D93). */
  view(language?: Language): Promise<Result<FirstLaunchView, KeychainFailed>>;
  chooseEnvironment(
    environment: EnvironmentName,
    by: Session,
    language?: Language,
  ): Promise<Result<FirstLaunchView, KeychainFailed | FirstLaunchAlreadyFinished>>;
  finish(
    by: Session,
    language?: Language,
  ): Promise<
    Result<FirstLaunchView, KeychainFailed | FirstLaunchNotReady | FirstLaunchAlreadyFinished>
  >;
}

export interface FirstLaunchDeps {
  journal: Journal;
  settings: SettingsStore;
  branchLists: BranchListsStore;
  bankSetup: Pick<BankSetup, 'view'>;
  running: EnvironmentName;
  now: () => number;
}

export const FIRST_LAUNCH_MESSAGES = {
  alreadyFinished: text('environment.setup.firstLaunch.alreadyFinished'),
  notFinished: text('environment.setup.firstLaunch.notFinished'),
} as const;

/** The stored record, or null when none is stored or it is not one this module wrote. */
export function parseFirstLaunchRecord(text: string | undefined): FirstLaunchRecord | null {
  if (text === undefined) return null;
  const o = parseJsonObject(text);
  if (!o) return null;
  const state = o['state'];
  if (state !== 'started' && state !== 'finished') return null;
  const textOrNull = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const startedAt = textOrNull(o['startedAt']);
  const startedBy = textOrNull(o['startedBy']);
  if (!startedAt || !startedBy) return null;
  const target = o['target'];
  return {
    state,
    target: isEnvironmentName(target) ? target : null,
    startedAt,
    startedBy,
    finishedAt: textOrNull(o['finishedAt']),
    finishedBy: textOrNull(o['finishedBy']),
  };
}

/** The wizard was begun and not finished: nothing may be sent yet. */
export function firstLaunchPending(journal: Journal): boolean {
  return parseFirstLaunchRecord(journal.settings.getRaw(FIRST_LAUNCH_KEY))?.state === 'started';
}

export function createFirstLaunch(deps: FirstLaunchDeps): FirstLaunch {
  const { journal } = deps;
  const read = () => parseFirstLaunchRecord(journal.settings.getRaw(FIRST_LAUNCH_KEY));
  const at = () => new Date(deps.now()).toISOString();
  const write = (record: FirstLaunchRecord, by: Session) =>
    journal.settings.set(FIRST_LAUNCH_KEY, record, at(), by.operatorId);

  /** The facts the wizard's view is made of, and the view made in `language` from them. */
  async function facts(): Promise<Result<(language: Language) => FirstLaunchView, KeychainFailed>> {
    const record = read();
    const target = record?.target ?? deps.running;
    const setup = await deps.bankSetup.view(target);
    if (!setup.ok) return setup;
    const review = deps.settings.review();
    const lists = deps.branchLists.review(target);
    const operators = journal.operators.all();
    const nowMs = deps.now();
    return ok((language) => {
      const problemOf = (section: SettingsSection) => {
        const problem = review.problems.find((p) => p.section === section);
        if (!problem) return null;
        return problem.text ? wordRef(problem.text, language) : problem.message;
      };
      // The shared words of the view follow the admin's language as they are made (D93).
      return wordedIn(language, () =>
        firstLaunchView({
          record,
          running: deps.running,
          workstation: review.settings.workstation,
          workstationProblem: problemOf('workstation'),
          identity: review.settings.bankIdentity,
          identityProblem: problemOf('bankIdentity'),
          rtgsCalendar: review.settings.rtgsCalendar,
          calendarProblem: problemOf('rtgsCalendar'),
          nowMs,
          setup: setup.value,
          lists,
          operators,
        }),
      );
    });
  }

  async function view(language: Language = 'en'): Promise<Result<FirstLaunchView, KeychainFailed>> {
    const made = await facts();
    return made.ok ? ok(made.value(language)) : made;
  }

  const alreadyFinished = (): FirstLaunchAlreadyFinished =>
    worded('already-finished', 'environment.setup.firstLaunch.alreadyFinished');

  return {
    needed: () => firstLaunchPending(journal),
    begin(by) {
      if (read() !== null) return;
      write(
        {
          state: 'started',
          target: null,
          startedAt: at(),
          startedBy: by.operatorId,
          finishedAt: null,
          finishedBy: null,
        },
        by,
      );
    },
    view,
    async chooseEnvironment(environment, by, language) {
      const record = read();
      if (record?.state === 'finished') return fail(alreadyFinished());
      const base = record ?? {
        state: 'started' as const,
        startedAt: at(),
        startedBy: by.operatorId,
        finishedAt: null,
        finishedBy: null,
      };
      write({ ...base, target: environment }, by);
      return view(language);
    },
    async finish(by, language) {
      const record = read();
      if (record?.state === 'finished') return fail(alreadyFinished());
      const made = await facts();
      if (!made.ok) return made;
      const english = made.value('en');
      if (english.blockers.length > 0) {
        // What stands in the way, in every language: made from the same facts (D93).
        const words = Object.fromEntries(
          LANGUAGES.map((l) => [l, made.value(l).blockers.join(' ')]),
        );
        return fail(
          worded('not-ready', 'environment.setup.firstLaunch.notReady', {
            blockers: { words },
          }),
        );
      }
      write(
        {
          state: 'finished',
          target: english.target,
          startedAt: record?.startedAt ?? at(),
          startedBy: record?.startedBy ?? by.operatorId,
          finishedAt: at(),
          finishedBy: by.operatorId,
        },
        by,
      );
      return view(language);
    },
  };
}

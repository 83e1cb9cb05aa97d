import { answerText, text, wordsByName } from '../i18n/catalog';
import { missingKeysFor, type BankSetupView } from './bank-setup';
import type { BranchListsView } from './branch-lists';
import { BRANCH_LIST_LABELS, BRANCH_LIST_NAMES } from './branch-lists';
import { ENVIRONMENT_WORDS, environmentWordsFirst, type EnvironmentName } from './environments';
import { joinWords } from './join-words';
import type { OperatorView } from './operators';
import { BANK_IDENTITY_WORDS, missingIdentity } from './bank-identity';
import type { CountryCode } from './countries';
import { countryWithCode, holidayGaps, rtgsCountriesOf, type RtgsCalendar } from './rtgs-calendar';
import type { BankIdentity, WorkstationSettings } from './settings';

/*
 * The first-launch wizard (D39): after the first admin, the steps that connect the workstation to
 * the bank, in the order an admin does them. What each step holds is saved by the step's own
 * screen (the settings sections, the bank connection, the operators), so whether a step is done
 * is read from what main holds: leaving the wizard loses nothing, and it resumes where it stood.
 */

export const FIRST_LAUNCH_STEPS = [
  'workstation',
  'bankIdentity',
  'environment',
  'branchLists',
  'rtgsCalendar',
  'signingKey',
  'check',
  'operators',
  'summary',
] as const;
export type FirstLaunchStep = (typeof FIRST_LAUNCH_STEPS)[number];

/** Each step's name, worded when read, in the reader's language (D89). */
export const FIRST_LAUNCH_STEP_LABELS: Readonly<Record<FirstLaunchStep, string>> = wordsByName(
  FIRST_LAUNCH_STEPS,
  (step) => text(`firstLaunch.step.${step}`),
);

/**
 * What the wizard's record in the journal says. `started` from the first admin's creation until
 * an admin finishes it; a journal with no record (made before the wizard existed, or set up by a
 * test through the services) needs no wizard.
 */
export interface FirstLaunchRecord {
  state: 'started' | 'finished';
  /** The environment the admin chose to set up; null until the environment step. */
  target: EnvironmentName | null;
  startedAt: string;
  startedBy: string;
  finishedAt: string | null;
  finishedBy: string | null;
}

export interface FirstLaunchStepView {
  step: FirstLaunchStep;
  done: boolean;
  /** What is missing, or what was done, in a sentence. */
  note: string;
}

export interface FirstLaunchView {
  state: 'started' | 'finished' | 'not-needed';
  /** The environment being set up (the sandbox until the admin chose). */
  target: EnvironmentName;
  /** The environment this run uses: switching takes effect at the next start. */
  running: EnvironmentName;
  steps: FirstLaunchStepView[];
  /** What stands between the admin and "Start using Remit Desk", in words; empty when nothing. */
  blockers: string[];
  /** What is not done but does not stop the start (clerks, holidays: D51), in words. */
  later: string[];
  /** D52: the countries an RTGS can go to (those of the source accounts), whose holidays are asked. */
  rtgsCountries: CountryCode[];
}

/** What the view is read from: plain data the services hold. */
export interface FirstLaunchFacts {
  record: FirstLaunchRecord | null;
  running: EnvironmentName;
  workstation: WorkstationSettings;
  /** The workstation section failed its check: its message. */
  workstationProblem: string | null;
  /** What receipts name the bank by (D53), and its section's problem. */
  identity: BankIdentity;
  identityProblem: string | null;
  /** Each country's RTGS calendar, and its section's problem. */
  rtgsCalendar: RtgsCalendar;
  calendarProblem: string | null;
  /** Now, for "the coming year" of holidays. */
  nowMs: number;
  /** The bank connection of the target environment. */
  setup: BankSetupView;
  lists: BranchListsView;
  operators: readonly Pick<OperatorView, 'role' | 'active'>[];
}

function workstationStep(facts: FirstLaunchFacts): FirstLaunchStepView {
  const w = facts.workstation;
  if (facts.workstationProblem) {
    return { step: 'workstation', done: false, note: facts.workstationProblem };
  }
  const missing = [
    w.number === null ? text('firstLaunch.note.workstationMissing.number') : null,
    w.branchName === '' ? text('firstLaunch.note.workstationMissing.branchName') : null,
    w.branchCode === '' ? text('firstLaunch.note.workstationMissing.branchCode') : null,
    w.countryCode === null ? text('firstLaunch.note.workstationMissing.countryCode') : null,
  ].filter((item): item is string => item !== null);
  return w.number !== null && missing.length === 0
    ? {
        step: 'workstation',
        done: true,
        note: text('firstLaunch.note.workstation', {
          number: w.number,
          branch: w.branchName,
          code: w.branchCode,
        }),
      }
    : {
        step: 'workstation',
        done: false,
        note: text('firstLaunch.note.enter', { items: joinWords(missing) }),
      };
}

function identityStep(facts: FirstLaunchFacts): FirstLaunchStepView {
  if (facts.identityProblem) {
    return { step: 'bankIdentity', done: false, note: facts.identityProblem };
  }
  const missing = missingIdentity(facts.identity);
  return missing.length === 0
    ? {
        step: 'bankIdentity',
        done: true,
        note: text('firstLaunch.note.identity', {
          legalName: facts.identity.legalName,
          complaints: facts.identity.complaintsContact,
        }),
      }
    : {
        step: 'bankIdentity',
        done: false,
        note: text('firstLaunch.note.identityMissing', {
          lines: joinWords(missing.map((line) => BANK_IDENTITY_WORDS[line])),
        }),
      };
}

/** "Kenya (KE) and Uganda (UG)". */
function countriesText(codes: readonly CountryCode[]): string {
  return joinWords(codes.map(countryWithCode));
}

function calendarStep(facts: FirstLaunchFacts, countries: CountryCode[]): FirstLaunchStepView {
  if (facts.calendarProblem) {
    return { step: 'rtgsCalendar', done: false, note: facts.calendarProblem };
  }
  if (countries.length === 0) {
    return {
      step: 'rtgsCalendar',
      done: false,
      note: text('firstLaunch.note.calendarNeedsAccounts'),
    };
  }
  const gaps = holidayGaps(facts.rtgsCalendar, facts.nowMs, countries).map((g) => g.countryCode);
  return gaps.length === 0
    ? {
        step: 'rtgsCalendar',
        done: true,
        note: text('firstLaunch.note.calendar', { countries: countriesText(countries) }),
      }
    : {
        step: 'rtgsCalendar',
        done: false,
        note: text('firstLaunch.note.calendarMissing', { countries: countriesText(gaps) }),
      };
}

function environmentStep(facts: FirstLaunchFacts, target: EnvironmentName): FirstLaunchStepView {
  if (!facts.record?.target) {
    return {
      step: 'environment',
      done: false,
      note: text('firstLaunch.note.chooseEnvironment'),
    };
  }
  if (target === 'sandbox') {
    return { step: 'environment', done: true, note: text('firstLaunch.note.sandbox') };
  }
  // What this step asks for: the address and the credentials (the key and the check come later).
  const asked = new Set<string>([
    'bankSetup.missing.address',
    'bankSetup.missing.credentials',
    'bankSetup.missing.credentialsDamaged',
  ]);
  // By key, worded here: the view's own list is in the language it was read in.
  const missing = missingKeysFor(facts.setup)
    .filter((key) => asked.has(key))
    .map((key) => text(key));
  return missing.length === 0
    ? {
        step: 'environment',
        done: true,
        note: text('firstLaunch.note.environment', {
          environment: environmentWordsFirst(target),
          address: facts.setup.endpoint?.baseUrl ?? '',
        }),
      }
    : { step: 'environment', done: false, note: missing.join(' ') };
}

function listsStep(facts: FirstLaunchFacts): FirstLaunchStepView {
  const { lists, problems } = facts.lists;
  const broken = problems.map((p) => `${BRANCH_LIST_LABELS[p.list]}: ${answerText(p)}`);
  if (broken.length > 0) return { step: 'branchLists', done: false, note: broken.join(' ') };
  const empty = BRANCH_LIST_NAMES.filter((name) => lists[name].length === 0);
  if (empty.length > 0) {
    return {
      step: 'branchLists',
      done: false,
      note: text('firstLaunch.note.addEntry', {
        lists: joinWords(empty.map((name) => text(`branchLists.what.${name}`))),
      }),
    };
  }
  const counts = BRANCH_LIST_NAMES.map((name) =>
    text(`firstLaunch.note.listCount.${name}`, { count: lists[name].length }),
  );
  return { step: 'branchLists', done: true, note: `${capital(joinWords(counts))}.` };
}

function keyStep(facts: FirstLaunchFacts): FirstLaunchStepView {
  const { setup } = facts;
  if (setup.keyState === 'damaged') {
    return {
      step: 'signingKey',
      done: false,
      note: text('bankSetup.missing.keyDamaged'),
    };
  }
  if (!setup.key) {
    return { step: 'signingKey', done: false, note: text('firstLaunch.note.keyMissing') };
  }
  return {
    step: 'signingKey',
    done: true,
    note:
      setup.registration === 'automatic'
        ? text('firstLaunch.note.keySandbox')
        : text('firstLaunch.note.key', { bits: setup.key.bits }),
  };
}

function checkStep(facts: FirstLaunchFacts, target: EnvironmentName): FirstLaunchStepView {
  const { check, acknowledgement } = facts.setup;
  if (check?.passed && check.current) {
    return { step: 'check', done: true, note: text('firstLaunch.note.checkPassed') };
  }
  if (target === 'sandbox') {
    return { step: 'check', done: true, note: text('firstLaunch.note.checkSandbox') };
  }
  if (acknowledgement?.current) {
    return { step: 'check', done: true, note: text('firstLaunch.note.checkAcknowledged') };
  }
  return { step: 'check', done: false, note: text('bankSetup.missing.check') };
}

function operatorsStep(facts: FirstLaunchFacts): FirstLaunchStepView {
  const clerks = facts.operators.filter((o) => o.active && o.role === 'clerk').length;
  const others = facts.operators.filter((o) => o.active && o.role !== 'clerk').length;
  if (clerks === 0) {
    return {
      step: 'operators',
      done: false,
      note: text('firstLaunch.note.noClerk'),
    };
  }
  return {
    step: 'operators',
    done: true,
    note: text('firstLaunch.note.operators', { clerks, others }),
  };
}

/** Every step's state, and what stops the admin from finishing. Pure: tested without mocks. */
export function firstLaunchView(facts: FirstLaunchFacts): FirstLaunchView {
  const record = facts.record;
  const target = record?.target ?? facts.running;
  const rtgsCountries = rtgsCountriesOf(facts.lists.lists.sourceAccounts);
  const steps = [
    workstationStep(facts),
    identityStep(facts),
    environmentStep(facts, target),
    listsStep(facts),
    calendarStep(facts, rtgsCountries),
    keyStep(facts),
    checkStep(facts, target),
    operatorsStep(facts),
  ];
  // Creating clerks may wait (the Operators page stays), and so may the holidays (D51): a
  // transfer goes without them, the admin's header keeps asking. Everything else is needed.
  const waits = (step: FirstLaunchStep) => step === 'operators' || step === 'rtgsCalendar';
  const told = (s: FirstLaunchStepView) => `${FIRST_LAUNCH_STEP_LABELS[s.step]}: ${s.note}`;
  const blockers = steps.filter((s) => !s.done && !waits(s.step)).map(told);
  const later = steps.filter((s) => !s.done && waits(s.step)).map(told);
  if (target !== facts.running) {
    blockers.push(
      text('firstLaunch.switchFirst', {
        target: ENVIRONMENT_WORDS[target],
        running: ENVIRONMENT_WORDS[facts.running],
      }),
    );
  }
  const summaryReady = blockers.length === 0;
  return {
    state: record === null ? 'not-needed' : record.state,
    target,
    running: facts.running,
    steps: [
      ...steps,
      {
        step: 'summary',
        done: record?.state === 'finished',
        note: summaryReady
          ? text('firstLaunch.note.ready')
          : text('firstLaunch.note.toDoFirst', { count: blockers.length }),
      },
    ],
    blockers,
    later,
    rtgsCountries,
  };
}

function capital(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}

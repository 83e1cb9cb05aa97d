import type { BankSetupView } from './bank-setup';
import type { BranchListsView } from './branch-lists';
import { BRANCH_LIST_LABELS, BRANCH_LIST_NAMES } from './branch-lists';
import { ENVIRONMENT_WORDS, type EnvironmentName } from './environments';
import { joinWords } from './join-words';
import type { OperatorView } from './operators';
import { BANK_IDENTITY_WORDS, missingIdentity } from './bank-identity';
import { COUNTRIES, type CountryCode } from './countries';
import { holidayGaps, rtgsCountriesOf, type RtgsCalendar } from './rtgs-calendar';
import type { BankIdentity, WorkstationSettings } from './settings';

/*
 * The first-launch wizard (issue 9, item 1): after the first admin, the steps that connect the
 * workstation to the bank, in the issue's order. What each step holds is saved by the step's own
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

export const FIRST_LAUNCH_STEP_LABELS: Readonly<Record<FirstLaunchStep, string>> = {
  workstation: 'Workstation',
  bankIdentity: 'Bank identity',
  environment: 'Environment',
  branchLists: 'Branch lists',
  rtgsCalendar: 'RTGS calendar',
  signingKey: 'Signing key',
  check: 'Connection check',
  operators: 'Operators',
  summary: 'Summary',
};

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
    w.number === null ? 'the workstation number' : null,
    w.branchName === '' ? 'the branch name' : null,
    w.branchCode === '' ? 'the branch code' : null,
    w.countryCode === null ? 'the branch’s country' : null,
  ].filter((item): item is string => item !== null);
  return missing.length === 0
    ? {
        step: 'workstation',
        done: true,
        note: `Workstation ${w.number} of ${w.branchName} (${w.branchCode}).`,
      }
    : { step: 'workstation', done: false, note: `Enter ${joinWords(missing)}.` };
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
        note: `${facts.identity.legalName}; complaints: ${facts.identity.complaintsContact}.`,
      }
    : {
        step: 'bankIdentity',
        done: false,
        note: `Enter ${joinWords(missing.map((line) => BANK_IDENTITY_WORDS[line]))}: no receipt prints without them.`,
      };
}

/** "Kenya (KE) and Uganda (UG)". */
function countriesText(codes: readonly CountryCode[]): string {
  return joinWords(codes.map((code) => `${COUNTRIES[code].name} (${code})`));
}

function calendarStep(facts: FirstLaunchFacts, countries: CountryCode[]): FirstLaunchStepView {
  if (facts.calendarProblem) {
    return { step: 'rtgsCalendar', done: false, note: facts.calendarProblem };
  }
  if (countries.length === 0) {
    return {
      step: 'rtgsCalendar',
      done: false,
      note: 'Add the branch’s source accounts first: the holidays asked for are those of their countries.',
    };
  }
  const gaps = holidayGaps(facts.rtgsCalendar, facts.nowMs, countries).map((g) => g.countryCode);
  return gaps.length === 0
    ? {
        step: 'rtgsCalendar',
        done: true,
        note: `Public holidays of the coming year entered for ${countriesText(countries)}.`,
      }
    : {
        step: 'rtgsCalendar',
        done: false,
        note: `Enter or import the public holidays of the coming year for ${countriesText(gaps)}.`,
      };
}

function environmentStep(facts: FirstLaunchFacts, target: EnvironmentName): FirstLaunchStepView {
  if (!facts.record?.target) {
    return { step: 'environment', done: false, note: 'Choose the environment to set up.' };
  }
  if (target === 'sandbox') {
    return {
      step: 'environment',
      done: true,
      note: 'The built-in sandbox bank: nothing to enter.',
    };
  }
  const missing = facts.setup.missing.filter(
    (m) => m.startsWith('Enter') || m.includes('credentials are damaged'),
  );
  return missing.length === 0
    ? {
        step: 'environment',
        done: true,
        note: `${capital(ENVIRONMENT_WORDS[target])} at ${facts.setup.endpoint?.baseUrl ?? ''}; credentials set.`,
      }
    : { step: 'environment', done: false, note: missing.join(' ') };
}

function listsStep(facts: FirstLaunchFacts): FirstLaunchStepView {
  const { lists, problems } = facts.lists;
  const broken = problems.map((p) => `${BRANCH_LIST_LABELS[p.list]}: ${p.message}`);
  if (broken.length > 0) return { step: 'branchLists', done: false, note: broken.join(' ') };
  const empty = BRANCH_LIST_NAMES.filter((name) => lists[name].length === 0);
  if (empty.length > 0) {
    return {
      step: 'branchLists',
      done: false,
      note: `Add at least one entry to ${joinWords(empty.map((n) => BRANCH_LIST_LABELS[n].toLowerCase()))}.`,
    };
  }
  const counts = BRANCH_LIST_NAMES.map((name) => {
    const label = BRANCH_LIST_LABELS[name].toLowerCase();
    // Every label is a plural in -s: "1 bank", "2 banks".
    return lists[name].length === 1 ? `1 ${label.slice(0, -1)}` : `${lists[name].length} ${label}`;
  });
  return { step: 'branchLists', done: true, note: `${capital(joinWords(counts))}.` };
}

function keyStep(facts: FirstLaunchFacts): FirstLaunchStepView {
  const { setup } = facts;
  if (setup.keyState === 'damaged') {
    return {
      step: 'signingKey',
      done: false,
      note: 'The stored signing key is damaged: generate or import a new one.',
    };
  }
  if (!setup.key) {
    return { step: 'signingKey', done: false, note: 'Generate or import the signing key.' };
  }
  return {
    step: 'signingKey',
    done: true,
    note:
      setup.registration === 'automatic'
        ? 'A key the sandbox bank registered by itself.'
        : `A ${setup.key.bits}-bit key; the bank registers it from its public key.`,
  };
}

function checkStep(facts: FirstLaunchFacts, target: EnvironmentName): FirstLaunchStepView {
  const { check, acknowledgement } = facts.setup;
  if (check?.passed && check.current) {
    return { step: 'check', done: true, note: 'The connection works.' };
  }
  if (target === 'sandbox') {
    return { step: 'check', done: true, note: 'Optional on the sandbox bank.' };
  }
  if (acknowledgement?.current) {
    return {
      step: 'check',
      done: true,
      note: 'Finished without a passing check, acknowledged and recorded.',
    };
  }
  return {
    step: 'check',
    done: false,
    note: 'Check the connection, or acknowledge that you finish without a passing check.',
  };
}

function operatorsStep(facts: FirstLaunchFacts): FirstLaunchStepView {
  const clerks = facts.operators.filter((o) => o.active && o.role === 'clerk').length;
  const others = facts.operators.filter((o) => o.active && o.role !== 'clerk').length;
  if (clerks === 0) {
    return {
      step: 'operators',
      done: false,
      note: 'No clerk yet: nobody can send a transfer until an admin creates one.',
    };
  }
  return {
    step: 'operators',
    done: true,
    note: `${clerks === 1 ? 'One clerk' : `${clerks} clerks`} and ${others === 1 ? 'one other operator' : `${others} other operators`}.`,
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
      `Switch to ${ENVIRONMENT_WORDS[target]} and restart: Remit Desk runs on ${ENVIRONMENT_WORDS[facts.running]} until its next start.`,
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
          ? 'Ready: start using Remit Desk.'
          : `${blockers.length === 1 ? 'One thing' : `${blockers.length} things`} to do first.`,
      },
    ],
    blockers,
    later,
    rtgsCountries,
  };
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

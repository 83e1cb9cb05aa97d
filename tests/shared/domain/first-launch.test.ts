import { describe, expect, it } from 'vitest';
import type { BankSetupView } from '@shared/domain/bank-setup';
import type { BranchListsView } from '@shared/domain/branch-lists';
import {
  firstLaunchView,
  type FirstLaunchFacts,
  type FirstLaunchRecord,
} from '@shared/domain/first-launch';
import { defaultRtgsCalendar } from '@shared/domain/rtgs-calendar';
import { DEFAULT_SETTINGS } from '@shared/domain/settings';

/*
 * Which wizard steps are done, read from plain data: the test environment needs its address,
 * credentials, key and a check (or an acknowledgement); the switch to it comes before finishing.
 */
const record: FirstLaunchRecord = {
  state: 'started',
  target: 'test',
  startedAt: '2026-11-24T08:00:00.000Z',
  startedBy: 'amina.admin',
  finishedAt: null,
  finishedBy: null,
};

const testSetup: BankSetupView = {
  environment: 'test',
  running: 'sandbox',
  selected: 'sandbox',
  keychainService: 'Remit Desk (test)',
  endpoint: null,
  network: { connectTimeoutMs: 5_000, requestTimeoutMs: 30_000 },
  credentials: { state: 'missing', setAt: null, setBy: null, source: null },
  key: null,
  keyState: 'missing',
  pendingKey: null,
  registration: 'by-the-bank',
  check: null,
  acknowledgement: null,
  missing: [
    'Enter the Service address.',
    'Enter the credentials (API key, merchant code and consumer secret).',
    'Generate or import the signing key, and have the bank register it.',
  ],
};

const emptyLists: BranchListsView = {
  environment: 'test',
  lists: { sourceAccounts: [], banks: [], wallets: [] },
  problems: [],
};

/** Tuesday 24 November 2026, 11:00 in Nairobi. */
const NOW = Date.parse('2026-11-24T08:00:00Z');

const IDENTITY = {
  legalName: 'Example Bank Kenya Limited',
  branchAddress: 'Oginga Odinga Street, Kisumu',
  complaintsContact: '+254 20 555 0100',
  licenceLine: 'Licensed and regulated by the Central Bank of Kenya',
};

/** Kenya's holidays of the coming year entered; the other countries' not. */
function kenyanHolidays() {
  const calendar = defaultRtgsCalendar();
  calendar.KE.holidays = [{ date: '2026-12-12', name: 'Jamhuri Day' }];
  return calendar;
}

function facts(patch: Partial<FirstLaunchFacts> = {}): FirstLaunchFacts {
  return {
    record,
    running: 'sandbox',
    workstation: { number: 31, branchName: 'Kisumu', branchCode: 'KE-031', countryCode: 'KE' },
    workstationProblem: null,
    identity: IDENTITY,
    identityProblem: null,
    rtgsCalendar: kenyanHolidays(),
    calendarProblem: null,
    nowMs: NOW,
    setup: testSetup,
    lists: emptyLists,
    operators: [{ role: 'admin', active: true }],
    ...patch,
  };
}

const ready: Partial<FirstLaunchFacts> = {
  running: 'test',
  setup: {
    ...testSetup,
    running: 'test',
    endpoint: { baseUrl: 'https://uat.bank.example', tokenPath: '/token' },
    credentials: { state: 'set', setAt: '2026-11-24T08:00:00.000Z', setBy: 'a', source: 'typed' },
    key: {
      fingerprint: 'ab'.repeat(32),
      bits: 2048,
      publicKeyPem: '-----BEGIN PUBLIC KEY-----\n…\n-----END PUBLIC KEY-----\n',
      createdAt: '2026-11-24T08:00:00.000Z',
      createdBy: 'a',
      origin: 'generated',
    } as BankSetupView['key'],
    keyState: 'present',
    missing: ['Check the connection, or acknowledge that you finish without a passing check.'],
  },
  lists: {
    ...emptyLists,
    lists: {
      sourceAccounts: [
        { accountNumber: '0011', holderName: 'Jane', countryCode: 'KE', currency: 'KES' },
      ],
      banks: [{ countryCode: 'KE', code: '01', name: 'Bank' }],
      wallets: [{ countryCode: 'KE', name: 'M-PESA', label: 'M-Pesa' }],
    },
  } as BranchListsView,
};

describe('firstLaunchView', () => {
  it('names in words what each step of a new test setup still needs', () => {
    const view = firstLaunchView(facts());
    expect(view.steps.map((s) => [s.step, s.done, s.note])).toEqual([
      ['workstation', true, 'Workstation 31 of Kisumu (KE-031).'],
      ['bankIdentity', true, 'Example Bank Kenya Limited; complaints: +254 20 555 0100.'],
      [
        'environment',
        false,
        'Enter the Service address. Enter the credentials (API key, merchant code and consumer secret).',
      ],
      [
        'branchLists',
        false,
        'Add at least one entry to source accounts, banks and mobile wallets.',
      ],
      [
        'rtgsCalendar',
        false,
        'Add the branch’s source accounts first: the holidays asked for are those of their countries.',
      ],
      ['signingKey', false, 'Generate or import the signing key.'],
      [
        'check',
        false,
        'Check the connection, or acknowledge that you finish without a passing check.',
      ],
      ['operators', false, 'No clerk yet: nobody can send a transfer until an admin creates one.'],
      ['summary', false, '5 things to do first.'],
    ]);
    expect(view.blockers.at(-1)).toBe(
      'Switch to the bank’s test service and restart: Remit Desk runs on the built-in sandbox bank until its next start.',
    );
  });

  it('takes an acknowledged check as done, and a clerk is not needed to finish', () => {
    const acknowledged = firstLaunchView(
      facts({
        ...ready,
        setup: {
          ...ready.setup!,
          acknowledgement: { at: '2026-11-24T08:05:00.000Z', by: 'a', current: true },
        },
      }),
    );
    expect(acknowledged.blockers).toEqual([]);
    expect(acknowledged.steps.find((s) => s.step === 'check')?.note).toBe(
      'Finished without a passing check, acknowledged and recorded.',
    );
    expect(acknowledged.steps.find((s) => s.step === 'summary')?.note).toBe(
      'Ready: start using Remit Desk.',
    );
  });

  it('keeps a check that no longer matches the address or credentials from counting', () => {
    const stale = firstLaunchView(
      facts({
        ...ready,
        setup: {
          ...ready.setup!,
          check: {
            at: '2026-11-24T08:05:00.000Z',
            by: 'a',
            passed: true,
            failure: null,
            message: 'Connected.',
            purposeCount: 12,
            baseUrl: 'https://uat.bank.example',
            current: false,
          },
        },
      }),
    );
    expect(stale.steps.find((s) => s.step === 'check')?.done).toBe(false);
  });

  it('names the workstation section’s own problem, and a journal without a record needs nothing', () => {
    const broken = firstLaunchView(
      facts({ workstationProblem: 'Workstation number must be a whole number from 10 to 99.' }),
    );
    expect(broken.steps[0]).toEqual({
      step: 'workstation',
      done: false,
      note: 'Workstation number must be a whole number from 10 to 99.',
    });
    expect(firstLaunchView(facts({ record: null })).state).toBe('not-needed');
  });
});

describe('the branch lists step', () => {
  it('counts each list in words, one entry as one', () => {
    const view = firstLaunchView(facts(ready));
    expect(view.steps.find((s) => s.step === 'branchLists')?.note).toBe(
      '1 source account, 1 bank and 1 mobile wallet.',
    );
  });
});

describe('the bank identity step (D51, D53)', () => {
  it('stops the start while a line is missing, naming it, for no receipt prints without it', () => {
    const view = firstLaunchView(
      facts({ ...ready, identity: { ...DEFAULT_SETTINGS.bankIdentity, licenceLine: 'Licensed' } }),
    );
    const step = view.steps.find((s) => s.step === 'bankIdentity');
    expect(step).toEqual({
      step: 'bankIdentity',
      done: false,
      note: 'Enter the bank’s legal name, the branch address and the complaints contact: no receipt prints without them.',
    });
    expect(view.blockers).toContain(`Bank identity: ${step!.note}`);
  });

  it('names the section’s own problem when the stored identity fails its check', () => {
    const view = firstLaunchView(facts({ identityProblem: 'Bank’s legal name is required.' }));
    expect(view.steps.find((s) => s.step === 'bankIdentity')).toEqual({
      step: 'bankIdentity',
      done: false,
      note: 'Bank’s legal name is required.',
    });
  });
});

describe('the RTGS calendar step (D51, D52)', () => {
  it('asks for the holidays of the source accounts’ countries only, and is done with them', () => {
    const done = firstLaunchView(facts(ready));
    expect(done.rtgsCountries).toEqual(['KE']);
    expect(done.steps.find((s) => s.step === 'rtgsCalendar')).toEqual({
      step: 'rtgsCalendar',
      done: true,
      note: 'Public holidays of the coming year entered for Kenya (KE).',
    });
    // Only the clerks are left for later here.
    expect(done.later).toEqual([
      'Operators: No clerk yet: nobody can send a transfer until an admin creates one.',
    ]);
  });

  it('leaves missing holidays for later, said on the summary, without stopping the start', () => {
    const lists = structuredClone(ready.lists!);
    lists.lists.sourceAccounts.push({
      accountNumber: '3100456789012',
      holderName: 'Grace',
      countryCode: 'UG',
      currency: 'UGX',
    });
    const view = firstLaunchView(
      facts({
        ...ready,
        lists,
        setup: {
          ...ready.setup!,
          acknowledgement: { at: '2026-11-24T08:05:00.000Z', by: 'a', current: true },
        },
        operators: [
          { role: 'admin', active: true },
          { role: 'clerk', active: true },
        ],
      }),
    );
    expect(view.steps.find((s) => s.step === 'rtgsCalendar')).toEqual({
      step: 'rtgsCalendar',
      done: false,
      note: 'Enter or import the public holidays of the coming year for Uganda (UG).',
    });
    expect(view.blockers).toEqual([]);
    expect(view.later).toEqual([
      'RTGS calendar: Enter or import the public holidays of the coming year for Uganda (UG).',
    ]);
  });
});

type Count = { count: number };
type Environment = { environment: string };

/**
 * First launch: the first admin, what an earlier setup left in the keychain, and the wizard that
 * connects the workstation to the bank (D39, D51).
 */
export const firstLaunch = {
  /**
   * The wizard's steps: in its list beside the page (`1. Workstation`, with a done / to do mark, 12
   * to 15rem wide), as the step's heading, in "Continue to …" and in the summary. Short nouns.
   * `environment`: the bank's service to connect to (sandbox, test, live); `summary`: the last
   * step, what is done and what is left.
   */
  step: {
    workstation: 'Workstation',
    bankIdentity: 'Bank identity',
    environment: 'Environment',
    branchLists: 'Branch lists',
    rtgsCalendar: 'RTGS calendar',
    signingKey: 'Signing key',
    check: 'Connection check',
    operators: 'Operators',
    summary: 'Summary',
  },
  /** Why each step is there, in a sentence the admin reads first. */
  purpose: {
    workstation:
      'Who this workstation is. Its number starts every transfer reference, and the branch is printed on every receipt.',
    bankIdentity:
      'How every receipt names the bank: its legal name, the branch’s address, where a customer complains, and the regulator’s licence line. No receipt prints without them.',
    environment:
      'Which bank service this workstation works with: the built-in sandbox bank for training, or the bank’s test or live service.',
    branchLists:
      'What the clerks’ forms offer: the branch’s accounts that pay, the banks of each country, and the mobile wallets.',
    rtgsCalendar:
      'When an RTGS transfer goes at once and when it waits for the next window: each country’s opening time, the bank’s cut-off and its public holidays. Holidays are asked for the countries of the branch’s source accounts, where an RTGS can go.',
    signingKey:
      'Every transfer is signed with this workstation’s private key; the bank checks the signature with its public key.',
    check:
      'Remit Desk asks the service for a token and the payment purposes, to prove the address and the credentials.',
    operators:
      'The clerks who send transfers and the supervisors who approve, settle and close the day, each with their own sign-in.',
    summary: 'What is set up, and what is left to do, before the workstation goes to work.',
  },
  /** What each step holds, or what is missing, in a sentence. */
  note: {
    workstationMissing: {
      number: 'the workstation number',
      branchName: 'the branch name',
      branchCode: 'the branch code',
      countryCode: 'the branch’s country',
    },
    workstation: ({ number, branch, code }: { number: number; branch: string; code: string }) =>
      `Workstation ${number} of ${branch} (${code}).`,
    enter: ({ items }: { items: string }) => `Enter ${items}.`,
    identity: ({ legalName, complaints }: { legalName: string; complaints: string }) =>
      `${legalName}; complaints: ${complaints}.`,
    identityMissing: ({ lines }: { lines: string }) =>
      `Enter ${lines}: no receipt prints without them.`,
    calendarNeedsAccounts:
      'Add the branch’s source accounts first: the holidays asked for are those of their countries.',
    calendar: ({ countries }: { countries: string }) =>
      `Public holidays of the coming year entered for ${countries}.`,
    calendarMissing: ({ countries }: { countries: string }) =>
      `Enter or import the public holidays of the coming year for ${countries}.`,
    chooseEnvironment: 'Choose the environment to set up.',
    sandbox: 'The built-in sandbox bank: nothing to enter.',
    /** `environment`: its words at the start of a sentence. */
    environment: ({ environment, address }: Environment & { address: string }) =>
      `${environment} at ${address}; credentials set.`,
    addEntry: ({ lists }: { lists: string }) => `Add at least one entry to ${lists}.`,
    /** How many entries a list holds, joined into one sentence. */
    listCount: {
      sourceAccounts: ({ count }: Count) =>
        count === 1 ? '1 source account' : `${count} source accounts`,
      banks: ({ count }: Count) => (count === 1 ? '1 bank' : `${count} banks`),
      wallets: ({ count }: Count) => (count === 1 ? '1 mobile wallet' : `${count} mobile wallets`),
    },
    keyMissing: 'Generate or import the signing key.',
    keySandbox: 'A key the sandbox bank registered by itself.',
    key: ({ bits }: { bits: number }) =>
      `A ${bits}-bit key; the bank registers it from its public key.`,
    checkPassed: 'The connection works.',
    checkSandbox: 'Optional on the sandbox bank.',
    checkAcknowledged: 'Finished without a passing check, acknowledged and recorded.',
    noClerk: 'No clerk yet: nobody can send a transfer until an admin creates one.',
    operators: ({ clerks, others }: { clerks: number; others: number }) =>
      `${clerks === 1 ? 'One clerk' : `${clerks} clerks`} and ${others === 1 ? 'one other operator' : `${others} other operators`}.`,
    ready: 'Ready: start using Remit Desk.',
    toDoFirst: ({ count }: Count) =>
      `${count === 1 ? 'One thing' : `${count} things`} to do first.`,
  },
  switchFirst: ({ target, running }: { target: string; running: string }) =>
    `Switch to ${target} and restart: Remit Desk runs on ${running} until its next start.`,
  /** The first admin, and what an earlier setup of this workstation left in the keychain. */
  admin: {
    title: 'Welcome to Remit Desk',
    lead: 'This workstation has no operators yet. Create the first admin: the admin chooses the bank environment, stores the service credentials, sets up the signing key and adds the clerks and supervisors.',
    sandboxLead:
      'Remit Desk starts with the sandbox bank, for training: nothing you send there moves real money.',
    alreadySetUp: 'Go to the sign-in page and sign in with your own name.',
    toSignIn: 'Go to sign-in',
    create: 'Create admin and sign in',
  },
  earlier: {
    title: 'This workstation was set up before',
    found: 'The journal is new, but the OS keychain still holds what an earlier setup left there:',
    lost: 'The earlier journal was deleted, moved or renamed. If you find it, keep it as it is and tell support. Nothing of the earlier setup is used until you decide here.',
    question: 'What happens to it',
    keep: ({ environment }: Environment) =>
      `Keep it: I am this workstation’s admin and type the consumer secret of ${environment} to prove it.`,
    remove:
      'Remove it and start afresh: the service credentials and signing keys are deleted from the keychain. The last reference numbers issued are kept, so no reference is used twice.',
    removeProved: ({ environment }: Environment) =>
      `Remove it and start afresh: I type the consumer secret of ${environment} to prove it is mine to remove. The service credentials and signing keys are deleted from the keychain. The last reference numbers issued are kept, so no reference is used twice.`,
    secretLabel: ({ environment }: Environment) => `Consumer secret of ${environment}`,
    someService: 'the bank’s service',
    secretHint: 'As the bank issued it for this workstation. It is checked here and never shown.',
    /** One sentence per entry found. */
    item: {
      journal: ({ rows }: { rows: number }) =>
        `the record of an earlier journal, which had ${rows} audit rows`,
      credentials: 'the service credentials',
      signingKey: 'the signing key',
      highWater: 'the last reference number issued',
    },
    itemOf: {
      credentials: ({ environment }: Environment) => `the service credentials of ${environment}`,
      signingKey: ({ environment }: Environment) => `the signing key of ${environment}`,
      highWater: ({ environment }: Environment) =>
        `the last reference number issued of ${environment}`,
    },
    choose:
      'Say what happens to what the earlier setup left in the keychain: keep it (type the consumer secret) or remove it.',
    consumerSecret: 'Type the consumer secret the bank issued for this workstation.',
    tooLong: ({ max }: { max: number }) =>
      `The consumer secret is longer than ${max} characters. Check what was pasted.`,
    only: 'The earlier-setup answer has a field it does not have. Answer again.',
  },
  /** The wizard's own screen. */
  wizard: {
    title: 'Set up this workstation',
    lead: 'Walk through each step; what you save is kept at once, so you can leave and come back later. The Settings and Bank connection pages change all of it afterwards.',
    loading: 'Loading…',
    steps: 'Setup steps',
    mark: { done: 'done', todo: 'to do' },
    state: { done: 'Done:', todo: 'To do:' },
    count: ({ step, total }: { step: number; total: number }) => `Step ${step} of ${total}`,
    sandboxKey:
      'On the sandbox bank there is nothing to do here: Remit Desk made this workstation’s key and the sandbox registered it by itself.',
    sandboxCheck: 'On the sandbox bank the check is optional: the sandbox runs on this computer.',
    continueTo: ({ step }: { step: string }) => `Continue to ${step}`,
    back: 'Back',
  },
  lists: {
    sandbox: 'The sandbox bank filled these lists from its own listing. Check them, or continue.',
    loading: 'Loading the lists…',
    none: 'none yet',
    entered: ({ count }: Count) => `${count} entered`,
  },
  environment: {
    legend: 'Environment to set up',
    sandbox: 'Sandbox bank (training)',
    /** Beside each choice's name. */
    about: {
      sandbox:
        'Remit Desk’s own stand-in for the bank, on this computer. No real money moves, and there is nothing to enter: no address, no credentials, no key registration.',
      test: 'The bank’s service for trials before going live. You need the address and the three credentials the bank gave you.',
      live: 'Real money. You need the address and the three credentials the bank gave you for live.',
    },
    /** `environment`: the choice's name, in lower case. */
    settingUp: ({ environment }: Environment) =>
      `Remit Desk sets up ${environment}. Enter its address and credentials below.`,
    useSandbox: 'Use the sandbox bank and continue',
    keep: ({ environment }: Environment) => `Keep ${environment}`,
    setUp: ({ environment }: Environment) => `Set up ${environment}`,
    /**
     * The heading over the Environment step's credentials form: the three values the bank issued
     * (API key, merchant code, consumer secret), as `admin.bank.step.credentials` names them.
     */
    credentials: 'Credentials',
  },
  operators: {
    canSignIn: ({ name, role }: { name: string; role: string }) =>
      `${name} can sign in now as ${role}, and must then choose a new password. Tell them the one you typed in person.`,
    add: 'Add an operator',
    submit: 'Add operator',
  },
  summary: {
    blockers: 'Before Remit Desk can be used:',
    later: 'Left for later (it does not stop you):',
    switchTo: ({ environment }: Environment) => `Switch to ${environment}`,
    runsOn: ({ environment }: Environment) =>
      `Remit Desk runs on ${environment} until it starts again. Switch, then restart; sign in again and finish here.`,
    start: 'Start using Remit Desk',
    done: 'Remit Desk is set up. Change any of it later on the Settings and Bank connection pages.',
  },
} as const;

/** The workstation's connection to head office (D99, D100): enrolment and replication. */
export const headOffice = {
  /** Why a request to head office got no answer to act on. */
  client: {
    unreachable: ({ address }: { address: string }) =>
      `Head office at ${address} cannot be reached. Check the address and this workstation’s network, and that head office’s service is running.`,
    /** D137: a reservation not asked, head office silent a moment ago; said in the log. */
    rememberedSilence: ({ seconds }: { seconds: number }) =>
      `Head office did not answer a moment ago: this counter counts its own journal alone, and asks head office again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    timeout: ({ address, seconds }: { address: string; seconds: number }) =>
      `Head office at ${address} did not answer within ${seconds} second${seconds === 1 ? '' : 's'}. If it goes on, ask head office whether its service is running.`,
    certificateMismatch: ({ address, seen }: { address: string; seen: string }) =>
      `The certificate of ${address} does not match the fingerprint typed, so nothing was sent. Check the fingerprint shown beside the enrolment code at head office. The certificate presented has the fingerprint ${seen}.`,
    tlsFailed: ({ address }: { address: string }) =>
      `No secure connection could be made to ${address}. Check that it is head office’s address (https) with the right port.`,
    refused: ({ message }: { message: string }) => `Head office refused: ${message}`,
    unexpected: ({ address, status }: { address: string; status: number }) =>
      `${address} answered in a way head office does not (HTTP ${status}). Check that it is head office’s address; if it is, tell head office.`,
    internal: ({ address }: { address: string }) =>
      `Head office at ${address} could not answer (a fault on its side, which its log names), and stored nothing of the request. Changes are sent again by themselves, and an enrolment can be tried again; if this goes on, tell head office.`,
    busy: ({ address }: { address: string }) =>
      `Head office at ${address} is receiving many workstations’ changes at the moment and read nothing of these. They are sent again by themselves in a moment.`,
    tooLarge: ({ address }: { address: string }) =>
      `${address} sent an answer far larger than head office sends. Check that it is head office’s address; if it is, tell head office.`,
    badAcknowledgement:
      'Head office’s acknowledgement is not signed with the key it gave at enrolment, or names another workstation: nothing was marked as received. Tell head office.',
  },
  /** Enrolling this workstation. */
  enrol: {
    already: 'This workstation is enrolled with head office already. Nothing was changed.',
    busy: 'An enrolment is under way already: wait for its answer.',
  },
  /** Why the background sender does not go on by itself. */
  sender: {
    unexpected:
      'The changes could not be sent to head office because of a fault on this workstation. They wait here and are tried again; if it goes on, call support.',
    tooLarge: ({ seq }: { seq: number }) =>
      `Change ${seq} of the journal is larger than head office accepts, so replication stopped there. Call support.`,
    revoked: ({ said }: { said: string }) =>
      `Head office has revoked this workstation: nothing more is sent to it. Head office said: ${said} If this PC is still in use, ask head office.`,
    refused: ({ said }: { said: string }) =>
      `Head office refused this workstation’s changes: ${said} Replication stopped and is not tried again until Remit Desk starts again. Tell head office: it keeps the refused changes.`,
    badAcknowledgement:
      'Head office’s answer was not signed with the key it gave at enrolment, so nothing was marked as received. Replication stopped until Remit Desk starts again. Tell head office.',
    replacing:
      'This workstation was enrolled with a replacement code on a PC that has a journal of its own: a replacement takes over only at a new PC’s first launch (Take over from head office). Nothing is sent. Ask head office for a new replacement code and use it on that screen.',
  },
  /** A new PC taking a workstation over from head office at its first launch (D112). */
  takeover: {
    /** Label: the one-time code head office issues to replace a workstation (D112). */
    code: 'Replacement code',
    codeHint: 'Issued at head office to replace this workstation: used once, valid 24 hours.',
    title: 'Take over from head office',
    lead: 'This PC takes the place of a workstation head office knows. Its journal (every transfer, receipt and audit row, the operators and the settings) is copied from head office and checked change by change, then Remit Desk starts again on it and the operators sign in as they did on the PC replaced.',
    formLead:
      'Type what head office shows beside the replacement code it issued for the workstation.',
    offer: 'Does this PC replace a workstation that head office already knows?',
    offerButton: 'Take over from head office',
    newInstead: 'Set up a new workstation instead',
    submit: 'Take over',
    submitting: 'Copying the journal from head office…',
    progress: ({
      reached,
      of,
      number,
      branch,
      address,
    }: {
      reached: string;
      of: string;
      number: number;
      branch: string;
      address: string;
    }) =>
      `Workstation ${number} of ${branch}, from ${address}: ${reached} of ${of} changes copied and checked.`,
    resumeLead:
      'The takeover stopped before every change was copied. What was copied is kept: it goes on from there.',
    resume: 'Go on with the takeover',
    resuming: 'Going on…',
    done: 'Every change is in and checked. Remit Desk starts again on the rebuilt journal: sign in with your own account, as on the PC replaced.',
    busy: 'The takeover is under way already: wait for its answer.',
    none: 'No takeover is under way on this PC.',
    underWay:
      'A takeover is under way on this PC already: go on with it rather than typing a code again.',
    notReplacement: ({ branch, number }: { branch: string; number: number }) =>
      `This code enrols a new workstation (${number} of ${branch}), not a replacement, and head office has now used it: there is nothing to take over. Set this PC up as a new workstation, and ask head office for a new enrolment code to enrol it.`,
    moved:
      'Head office’s copy of the workstation changed while it was being copied, so nothing more was copied. Ask head office whether the replaced PC is still sending, then go on with the takeover.',
    startFailed: ({ reason }: { reason: string }) =>
      `The journal rebuilt from head office could not be put in use: ${reason} Start Remit Desk again; if it goes on, call support.`,
    setUp:
      'This workstation is set up already: a takeover is offered only at a new PC’s first launch.',
    noFirstAdmin:
      'A takeover from head office is under way on this PC: the operators come with its journal. Go on with the takeover.',
  },
  /** The enrolment form's fields: labels, hints and what is wrong with what was typed. */
  field: {
    /** Label: the web address of head office's service. */
    address: 'Head office’s address',
    addressHint: 'As head office gave it, e.g. https://hq.bank.example:8443',
    addressRequired: 'Type head office’s address, as head office gave it (https://…).',
    addressNotWeb:
      'This is not a web address: type it as https://host:port, as head office gave it.',
    addressHttps:
      'Head office’s address begins with https:// (plain http:// only for 127.0.0.1, in development).',
    addressNoCredentials: 'Type head office’s address without a user name or password in it.',
    addressNoPath: 'Type only head office’s address (https://host:port), without a path, ? or #.',
    /** Label: the one-time code head office gives for this workstation. */
    code: 'Enrolment code',
    codeHint: 'Shown at head office for this workstation: used once, valid 24 hours.',
    codeRequired: 'Type the enrolment code head office shows for this workstation.',
    codeFormat:
      'An enrolment code is letters and digits, in groups with dashes between them, as head office shows it.',
    /** Label: the SHA-256 fingerprint of head office's TLS certificate. */
    fingerprint: 'Certificate fingerprint',
    fingerprintHint:
      'Shown beside the code at head office: 64 hexadecimal digits, in pairs. Not needed for http://127.0.0.1.',
    fingerprintRequired:
      'Type the certificate fingerprint head office shows beside the code: it is how this workstation recognises head office.',
    fingerprintFormat:
      'A fingerprint is 64 hexadecimal digits (0–9, A–F), in pairs separated by colons, as head office shows it.',
    only: 'Send the address, the code and the fingerprint only.',
  },
  /** The admin's Head office page. */
  page: {
    lead: 'Head office keeps a copy of every change to this workstation’s journal, so no record is lost with this PC and head office sees every branch. Enrol the workstation once, with what head office shows for it.',
    enrol: 'Enrol with head office',
    enrolling: 'Enrolling…',
    enrolled: ({ branch }: { branch: string }) =>
      `This workstation is enrolled with head office, for ${branch}.`,
    /** Heading of the enrolled connection's details. */
    connection: 'Connection',
    /** Label: the branch this workstation belongs to, at head office. */
    branch: 'Branch',
    branchValue: ({ name, code }: { name: string; code: string }) => `${name} (${code})`,
    /** Label: this workstation's number within its branch. */
    workstation: 'Workstation',
    workstationValue: ({ number }: { number: number }) => `Number ${number}`,
    /** Label: when and by whom the workstation was enrolled. */
    enrolledAt: 'Enrolled',
    enrolledBy: ({ at, by }: { at: string; by: string }) => `${at}, by ${by}`,
    plainHttp: 'None: plain HTTP to this PC, for development only',
    /** Heading of the replication's status. */
    replication: 'Replication',
    lastAck: ({ seq, at }: { seq: string; at: string }) =>
      `Head office last acknowledged change ${seq}, at ${at}.`,
    noAck: 'Head office has acknowledged no change yet.',
    /** Heading of a problem that stopped replication until the next start. */
    stopped: 'Replication stopped',
    /** Heading of a problem replication retries by itself. */
    heldUp: 'Replication held up',
  },
  /** D126: the settings head office publishes to the branch. */
  published: {
    calendarStale: ({ year, countries }: { year: string; countries: string }) =>
      `Transfers cannot be sent: the RTGS calendar set at head office has no public holidays for ${year} in ${countries}. An admin asks head office to publish that year’s holidays; nothing has been sent.`,
    calendarShort: ({
      days,
      date,
      year,
      countries,
    }: {
      days: number;
      date: string;
      year: string;
      countries: string;
    }) =>
      `Transfers cannot be sent: head office asks that the RTGS calendar reach ${days} days ahead, to ${date}, and it has no public holidays for ${year} in ${countries} yet. An admin asks head office to publish that year’s holidays; nothing has been sent.`,
    setThere:
      'This part of the settings is set at head office for every workstation of the branch, so it cannot be changed here. Ask a head-office admin to change it.',
    notice: ({ version, at }: { version: number; at: string }) =>
      `Set at head office (settings version ${version}, applied ${at}). To change it, ask a head-office admin: the change reaches this workstation at its next contact.`,
    version: ({ version, at }: { version: number; at: string }) =>
      `This workstation runs head office’s settings version ${version}, applied ${at}.`,
    none: 'Head office has published no settings for this branch yet: this workstation runs its own.',
  },
  /** The replication's state in one line, on the admin's page and the supervisor's home. */
  status: {
    upToDate: 'Every change has reached head office.',
    waiting: ({ count, since }: { count: number; since: string }) =>
      count === 1
        ? `1 change waits to reach head office, since ${since}.`
        : `${count} changes wait to reach head office, the oldest since ${since}.`,
    notEnrolled:
      'This workstation is not enrolled with head office: its journal is kept only on this PC.',
    /** Label of the line on the supervisor's home page. */
    title: 'Head office',
    /** D157: head office's refusal of this PC's clock, in its words (which say how far off). */
    clockOff: ({ at, said }: { at: string; said: string }) =>
      `Head office last refused to count this PC's transfers in the bank's daily totals at ${at}, by this PC's time: ${said}`,
    clockOffTitle: "This PC's clock",
  },
} as const;

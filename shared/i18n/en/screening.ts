import type { Said } from '../messages';
/** Sanctions lists, screening and holds (D78). The clerk's words never name a list or a score. */
export const screening = {
  format: {
    'un-xml': 'UN Security Council consolidated list (XML)',
    'ofac-csv': 'US OFAC SDN list (sdn.csv)',
    'ofac-xml': 'US OFAC SDN list (sdn.xml)',
    'bank-csv': "The bank's own list (CSV)",
  },
  list: {
    un: 'UN Security Council consolidated list',
    ofac: 'US OFAC SDN list',
    bank: "Bank's own sanctions list",
  },
  page: {
    lead: 'Before a transfer is sent, the names on it are compared with these lists. A possible match holds it for a compliance officer; sending stops while a list is older than the settings allow.',
    stopTitle: 'Transfers cannot be sent now',
    /**
     * The sanctions lists table's column headings. `list`: the list's name (UN, OFAC, the bank's
     * own); `entries`: how many names (people and entities) it holds; `imported`: the file it came
     * from. Five columns at 1024 px.
     */
    col: {
      list: 'List',
      date: "List's date",
      entries: 'Entries',
      imported: 'Imported from',
      checksum: 'SHA-256',
    },
    age: ({ days }: { days: number }) =>
      days === 0 ? 'today' : days === 1 ? '1 day old' : `${days} days old`,
    tooOld: ({ days }: { days: number }) => `${days} days old: too old, sending stops`,
    notImported: 'Not imported on this workstation.',
    /** D139: under a list head office publishes; the admin cannot import it here. */
    setAtHeadOffice: ({ version }: { version: number }) =>
      `Published by head office (settings version ${version}): it comes at the next contact and cannot be imported here.`,
    settings: ({ threshold, days }: { threshold: string; days: number }) =>
      `A name scoring ${threshold} or more holds the transfer; a list may be at most ${days} days old (Settings, Sanctions screening).`,
    importTitle: 'Import a list',
    format: 'Which list the file is',
    date: "List's date",
    dateHint: 'This file does not carry its date: enter the date its publisher gives.',
    choose: 'Choose the file and import',
    importing: 'Importing…',
    imported: ({ list, entries, date }: { list: string; entries: number; date: string }) =>
      `The ${list} of ${date} is in force: ${entries} entries.`,
  },
  held: {
    lead: 'Each transfer below was held before anything was sent: a name on it is close to a listed name. Compare the customer’s documents with the listed person, then release it (it is sent under its reference) or refuse it (it is never sent). Your reason is kept with the decision.',
    none: 'No transfer is waiting for a compliance check.',
    /** D159: above the possible matches of a held transfer's first screening. */
    foundAtEntry: ({ at }: { at: string }) => `Found when it was entered, ${at}`,
    /** D159: above the matches a later screening found: the officer has not decided on them. */
    foundSince: 'New: found since it was entered',
    /** D159: under `foundSince`, when the transfer was screened again. */
    screenedAgain: ({ at }: { at: string }) =>
      `Screened again ${at}, against the lists in force then. Your decision covers these matches too.`,
    entered: ({ at, clerk }: { at: string; clerk: string }) => `Entered ${at} by ${clerk}`,
    /**
     * Whose name matched, at the start of `match` on a held transfer's card
     * (`Sender close to listed name …`): the customer sending the money, or the person receiving
     * it.
     */
    role: { sender: 'Sender', recipient: 'Recipient' },
    match: ({ role, name }: { role: string; name: string }) =>
      `${role} close to listed name “${name}”`,
    onList: ({
      list,
      date,
      entry,
      score,
    }: {
      list: string;
      date: string;
      entry: string;
      score: string;
    }) => `${list} of ${date}, entry ${entry}, score ${score}`,
    reason: 'Reason for your decision',
    reasonHint: 'What you checked (documents, date of birth, nationality) and why you decided so.',
    release: 'Release and send',
    refuse: 'Refuse: never send',
    released: ({ reference, state }: { reference: string; state: string }) =>
      `Transfer ${reference} was released: ${state}.`,
    refused: ({ reference }: { reference: string }) =>
      `Transfer ${reference} was refused: it will never be sent.`,
  },
  hold: {
    /** On the clerk's receipt: neutral, naming no list and no match. */
    notSent: 'Not sent after the compliance check. No money moved.',
    notHeld: ({ reference }: { reference: string }) =>
      `Transfer ${reference} is not waiting for a compliance check (it was decided meanwhile, or the reference is wrong). Refresh the list.`,
    ownTransfer: ({ reference }: { reference: string }) =>
      `You entered transfer ${reference} yourself, so you cannot decide its compliance check: another compliance officer must.`,
    /** D155: to the compliance officer, who may read the matches. */
    listsChanged: ({ reference, matches }: { reference: string; matches: string }) =>
      `Transfer ${reference} was not released: screened again against the lists in force, it now also matches ${matches}, found since it was entered. These matches are now shown with the transfer, marked new: compare them with the customer’s documents too, then decide again. Nothing has been sent.`,
    /** D159: to the compliance officer whose page was read before a later screening was kept. */
    notShown: ({ reference }: { reference: string }) =>
      `Transfer ${reference} was not released: it was screened again after this page was shown, and matches were found since it was entered. They are now shown with the transfer, marked new: read them, then decide again. Nothing has been sent.`,
    /** D155: to a supervisor, naming no list and no match. */
    resendScreened: ({ reference }: { reference: string }) =>
      `Transfer ${reference} cannot be re-sent: screened again against the sanctions lists in force, it needs a compliance check. Ask the bank, or read its statement, whether the first send arrived, and settle it so; if it never arrived, a new transfer for the customer is screened and checked by a compliance officer.`,
  },
  decision: {
    reference: 'Reference must be the 12 digits of a held transfer.',
    reasonRequired: 'Reason is required: say what you checked and why you decided so.',
    reasonShort: ({ min }: { min: number }) =>
      `Reason must say what you checked, in at least ${min} characters.`,
    reasonLong: ({ max }: { max: number }) => `Reason must be at most ${max} characters.`,
    only: 'A decision holds only the reference, the reason and how many screenings were shown.',
    screeningsShown: 'How many screenings were shown must be a whole number from 1.',
  },
  import: {
    chooseTitle: ({ list }: { list: string }) => `Choose the file of the ${list}`,
    format:
      'Choose which list the file is: UN consolidated list, OFAC SDN (XML or CSV), or the bank’s own list.',
    dateForm:
      "The list's date must be a date (YYYY-MM-DD), or none for a file that carries its own.",
    only: 'An import holds only the list format and its date.',
    dateNeeded:
      "This file does not say the list's date: enter the date the list was published, as its publisher gives it.",
    dateAhead: ({ date }: { date: string }) =>
      `The list's date ${date} is after today: enter the date the list was published.`,
    /** D139: main refuses a local import of a list head office publishes. */
    setAtHeadOffice: ({ list }: { list: Said }) =>
      `The ${list} is published by head office for every workstation of the branch, so it cannot be imported here. Ask a head-office admin to publish the newer file; it arrives at the next contact.`,
    /** D155: an admin's file older than the version in force. */
    older: ({ list, date, inForce }: { list: Said; date: string; inForce: string }) =>
      `This file was not imported: it is the ${list} of ${date}, older than the one in force, of ${inForce}. Import the publisher's newest file; the list in force stays in force.`,
  },
  /** Why sending stops: the clerk reads it, so it names no customer and no match. */
  /** D139: the lists head office publishes, downloaded and imported by the workstation. */
  published: {
    badReference:
      "Head office's reference to a sanctions list file is not complete: nothing was changed.",
    runs: ({ list, version, date }: { list: Said; version: number; date: string }) =>
      `${list}: head office's version ${version}, the list of ${date}, is in force here.`,
    waiting: ({ list, version, date }: { list: Said; version: number; date: string }) =>
      `${list}: head office's version ${version}, the list of ${date}, is not downloaded yet; it is fetched again at the next contact.`,
    mismatch: ({ list }: { list: Said }) =>
      `The ${list} downloaded from head office is not the file head office published (its size or SHA-256 differs): nothing was imported, and the list in force stays. It is fetched again at the next contact.`,
  },
  stop: {
    stale: ({ list, date, days }: { list: Said; date: string; days: number }) =>
      `Transfers cannot be sent: the ${list} on this workstation is from ${date}, older than the ${days} days allowed. Ask an admin to import the current list; nothing has been sent.`,
    staleHeadOffice: ({ list, date, days }: { list: Said; date: string; days: number }) =>
      `Transfers cannot be sent: the ${list} set at head office is from ${date}, older than the ${days} days allowed. Ask an admin to have head office publish the current list; nothing has been sent.`,
    missing: ({ list }: { list: Said }) =>
      `Transfers cannot be sent: the ${list} has not been imported on this workstation. Ask an admin to import it; nothing has been sent.`,
  },
  file: {
    /** A list file refused whole; the list in force stays. */
    refused: ({ line, problem }: { line: number; problem: Said }) =>
      `This file was not imported: line ${line}: ${problem} The list in force stays in force; import the list's own file, whole.`,
    notXml: ({ detail }: { detail: string }) => `it is not well-formed XML (${detail}).`,
    truncated: ({ tag }: { tag: string }) =>
      `the file ends before <${tag}> is closed: it is cut short (truncated).`,
    wrongRoot: ({ found, expected }: { found: string; expected: string }) =>
      `the file's first element is <${found}>, where this list's file starts with <${expected}>: it is another file.`,
    noDate: ({ what }: { what: string }) =>
      `the list's ${what} is missing or not a date, so the list's date is not known.`,
    noEntries: 'the file holds no entries: an empty list would screen nothing.',
    noName: ({ entry }: { entry: string }) => `entry ${entry} has no name.`,
    noReference: 'an entry has no reference number.',
    /** D153: the bank's own list gives one reference to two rows (a row copied down). */
    sameReference: ({ entry, earlier }: { entry: string; earlier: number }) =>
      `the reference ${entry} is already on line ${earlier}: each entry has a reference of its own.`,
    fields: ({ found, expected }: { found: number; expected: number }) =>
      `a row has ${found} fields where this list's rows have ${expected}.`,
    entryNumber: ({ found }: { found: string }) =>
      `the first field should be the entry's number, and is "${found}".`,
    csv: ({ detail }: { detail: string }) => `it is not well-formed CSV (${detail}).`,
    header: ({ expected }: { expected: string }) =>
      `the first line must be the header "${expected}".`,
    kind: ({ found }: { found: string }) => `the kind is "${found}": write individual or entity.`,
    birth: ({ found }: { found: string }) =>
      `the date of birth "${found}" is not a date: write YYYY-MM-DD, YYYY-MM or YYYY.`,
    empty: 'the file is empty.',
    tooLarge: ({ mb }: { mb: number }) =>
      `the file is larger than ${mb} MB: no list is that large.`,
    encoding: 'the file is not UTF-8 text.',
  },
} as const;

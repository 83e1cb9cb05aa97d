/** Sanctions lists, screening and holds (D77). The clerk's words never name a list or a score. */
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
    bank: "The bank's own list",
  },
  file: {
    /** A list file refused whole; the list in force stays. */
    refused: ({ line, problem }: { line: number; problem: string }) =>
      `This file was not imported: line ${line}: ${problem} The list in force stays in force; import the list's own file, whole.`,
    notXml: ({ detail }: { detail: string }) => `it is not well-formed XML (${detail}).`,
    truncated: ({ tag }: { tag: string }) =>
      `the file ends before <${tag}> is closed: it is cut short (truncated).`,
    wrongRoot: ({ found, expected }: { found: string; expected: string }) =>
      `the file's first element is <${found}>, where this list's file starts with <${expected}>: it is another file.`,
    noDate: ({ what }: { what: string }) =>
      `${what} is missing or not a date, so the list's date is not known.`,
    noEntries: 'the file holds no entries: an empty list would screen nothing.',
    noName: ({ entry }: { entry: string }) => `entry ${entry} has no name.`,
    noReference: 'an entry has no reference number.',
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

/**
 * Sanctions screening's plain data (D78): who is screened on a transfer, what a list holds, and a
 * possible match. Main screens; the renderer of a clerk never receives a match (no tipping-off).
 */

/** One person named on a transfer, as the screening reads them. */
export interface ScreenedParty {
  readonly role: 'sender' | 'recipient';
  readonly name: string;
  /** ISO date (YYYY-MM-DD) where the transfer has it. */
  readonly dateOfBirth?: string;
  readonly idNumber?: string;
  /** ISO 3166-1 alpha-2, where the transfer has it. */
  readonly country?: string;
}

/** One entry of a list: a person or an organisation, with every name it is listed under. */
export interface ListedPerson {
  readonly listId: string;
  /** The list's own reference of the entry (UN's REFERENCE_NUMBER, OFAC's ent_num, the bank's). */
  readonly entryId: string;
  readonly kind: 'individual' | 'entity';
  /** The listed name first, then its aliases. */
  readonly names: readonly string[];
  /** ISO dates, or a year ("1962") or year and month ("1962-04") where the list gives no more. */
  readonly datesOfBirth: readonly string[];
  readonly idNumbers: readonly string[];
}

export interface PossibleMatch {
  readonly role: ScreenedParty['role'];
  readonly listId: string;
  readonly entryId: string;
  readonly listedName: string;
  /** 0 to 1, three decimals. */
  readonly score: number;
}

/**
 * What an admin sets for screening (D78): the score at and above which a name holds a transfer,
 * and how many days old a list may be before sending stops until a newer one is imported.
 */
export interface ScreeningSettings {
  readonly threshold: number;
  readonly maxListAgeDays: number;
  /**
   * D129: while head office sets the RTGS calendar, how many days ahead of today it must reach
   * (have the public holidays of that day's year) for sending to go on. Absent in rows saved
   * before it was a setting: 0, today's year only (D126).
   */
  readonly calendarDaysAhead?: number;
}

export const SCREENING_THRESHOLD = { min: 0.7, max: 1, default: 0.88 } as const;
export const LIST_AGE_DAYS = { min: 1, max: 90, default: 7 } as const;
export const CALENDAR_DAYS_AHEAD = { min: 0, max: 90, default: 0 } as const;

export const DEFAULT_SCREENING: ScreeningSettings = {
  threshold: SCREENING_THRESHOLD.default,
  maxListAgeDays: LIST_AGE_DAYS.default,
};

/** The largest list file read: the full OFAC sdn.xml is about 30 MB. */
export const MAX_LIST_FILE_MB = 128;

/** The lists an admin imports, each from the file its publisher gives (D78). */
export const LIST_KEYS = ['un', 'ofac', 'bank'] as const;
export type ListKey = (typeof LIST_KEYS)[number];

export const LIST_FORMATS = ['un-xml', 'ofac-xml', 'ofac-csv', 'bank-csv'] as const;
export type ListFormat = (typeof LIST_FORMATS)[number];

export const LIST_OF_FORMAT: Readonly<Record<ListFormat, ListKey>> = {
  'un-xml': 'un',
  'ofac-xml': 'ofac',
  'ofac-csv': 'ofac',
  'bank-csv': 'bank',
};

/** The header line of the bank's own list (docs/compliance.md). */
export const BANK_LIST_HEADER = [
  'reference',
  'name',
  'kind',
  'aliases',
  'date_of_birth',
  'id_numbers',
] as const;

/** A possible match as the compliance officer reads it: with its list and that list's date. */
export interface HeldMatchView extends PossibleMatch {
  readonly list: ListKey | null;
  readonly listPublishedOn: string | null;
}

/** One screening of a held transfer, with the matches it found first (D159). */
export interface HeldScreeningView {
  readonly at: string;
  /** Screened again at a release, since the transfer was entered (D159); false for the first. */
  readonly since: boolean;
  readonly matches: readonly HeldMatchView[];
}

/** A transfer held for a compliance check, as the compliance officer's screen lists it. */
export interface HeldTransferView {
  readonly reference: string;
  readonly kind: 'rtgs' | 'imt';
  readonly createdAt: string;
  /** The clerk who entered it. */
  readonly operatorId: string;
  readonly amount: string;
  readonly currency: string;
  readonly recipientName: string;
  /** Its screenings, the first (when it was entered) first; every match is on one of them. */
  readonly screenings: readonly HeldScreeningView[];
}

/** One list as the admin's page shows it: the version in force, or not imported yet. */
export interface ListInForceView {
  readonly list: ListKey;
  /** D139: the head-office settings version that publishes this list here, or null. */
  readonly headOffice: number | null;
  readonly version: {
    readonly format: ListFormat;
    readonly fileName: string;
    readonly publishedOn: string;
    readonly checksum: string;
    readonly entryCount: number;
    readonly importedAt: string;
    readonly importedBy: string;
    readonly ageDays: number;
    /** Older than the admin allows: sending stops until a newer one is imported. */
    readonly stale: boolean;
  } | null;
}

export interface ScreeningListsView {
  readonly lists: readonly ListInForceView[];
  readonly settings: ScreeningSettings;
  /** Why sending stops now, in words, or null. */
  readonly sendingStop: string | null;
}

/** An admin's import: which list the file is, and its date where the file carries none. */
export interface ListImportRequest {
  readonly format: ListFormat;
  readonly publishedOn: string | null;
}

export interface HoldDecisionRequest {
  readonly reference: string;
  readonly reason: string;
  /**
   * D159: how many of the transfer's screenings the officer was shown when deciding (the page's
   * `screenings.length`). A release on fewer than the transfer has is refused; none means the
   * first only.
   */
  readonly screeningsShown?: number;
}

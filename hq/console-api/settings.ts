import type { PublishedSection } from '../../shared/domain/published-settings';

/*
 * The settings head office publishes to the branches (D126), as the console's API carries them:
 * each section for the whole bank and a branch's own value where one is set, with the version
 * that set it. The values are the workstation's own sections, checked with its schemas.
 */

export { PUBLISHED_SECTIONS, type PublishedSection } from '../../shared/domain/published-settings';

/** Each section as the console names it. */
export const SECTION_NAMES: Readonly<Record<PublishedSection, string>> = {
  bankIdentity: 'Bank identity',
  rtgsCalendar: 'RTGS calendar and public holidays',
  limits: 'Limits per transfer and per day',
  controls: 'Approval and reporting thresholds',
  screening: 'Sanctions screening',
  sourceAccounts: 'Source accounts',
  banks: 'Banks an RTGS transfer goes to',
  wallets: 'Mobile wallets',
  sanctionsUn: 'UN Security Council consolidated list',
  sanctionsOfac: 'US OFAC SDN list',
  sanctionsBank: "The bank's own sanctions list",
};

/** One section's value as a version set it. */
export interface SectionVersionView {
  value: unknown;
  version: number;
  at: string;
  by: string;
}

export interface BranchSettingsView {
  code: string;
  name: string;
  /** The newest version of the branch's settings (the bank's or its own): what it should run. */
  version: number;
  /** The sections the branch has its own value for. */
  own: Partial<Record<PublishedSection, SectionVersionView>>;
}

export interface PublishedSettingsView {
  /** The bank's value of each section, where one is published. */
  bank: Partial<Record<PublishedSection, SectionVersionView>>;
  branches: BranchSettingsView[];
  /**
   * What the page offers where nothing is published yet: the workstation's defaults, and for the
   * calendar the six countries' public holidays head office preloads (hq/data).
   */
  starting: Record<PublishedSection, unknown>;
}

/**
 * D139: a sanctions list file's upload: the file's bytes are the request's body (sent as
 * application/octet-stream), these its query string.
 */
export interface ListFileUploadQuery {
  format: string;
  fileName: string;
  /** The list's date for the CSV files, which carry none (YYYY-MM-DD). */
  listDate?: string;
  /** Absent: the whole bank. */
  branchCode?: string;
}

/** An admin's change: a section's value for the bank (branchCode null) or one branch. */
export interface SettingsChangeRequest {
  branchCode: string | null;
  section: PublishedSection;
  /** Null, for a branch only: the branch takes the bank's value again. */
  value: unknown;
}

import { rowNamed } from '../lists';
import { named } from './journal';

/** What every finding about head office's copy ends with: what to do, and what stops meanwhile. */
const keep = (path: string) =>
  `The journal (${path}) no longer matches what it sent to head office. Keep the file as it is (do not delete, move or edit it) and call support. Until support has looked at it, nothing can be sent and only admins can sign in.`;

/**
 * The journal's copy at head office (D97): what the workstation's outbox of changes and head
 * office's acknowledgements of it show. `at` is when head office acknowledged, on the branch's
 * clock; a row is named by its table's words and its key (a transfer's reference).
 */
export const replication = {
  rowDiffers: (v: { table: string; key: string; at: string; path: string }) =>
    `${rowNamed(named, v.table, v.key)} differs from what head office acknowledged on ${v.at} (table ${v.table}): it was changed outside Remit Desk. ${keep(v.path)}`,
  rowDiffersUnsent: (v: { table: string; key: string; path: string }) =>
    `${rowNamed(named, v.table, v.key)} differs from the outbox's record of its last change, which head office has not acknowledged yet (table ${v.table}): it was changed outside Remit Desk. ${keep(v.path)}`,
  rowGone: (v: { table: string; key: string; path: string }) =>
    `${rowNamed(named, v.table, v.key)} is no longer in the journal, though the outbox records it (table ${v.table}): it was removed outside Remit Desk. ${keep(v.path)}`,
  rowUnrecorded: (v: { table: string; key: string; path: string }) =>
    `${rowNamed(named, v.table, v.key)} is in the journal, but the outbox has no record of it (table ${v.table}): it was added outside Remit Desk. ${keep(v.path)}`,
  changeEdited: (v: { seq: number; table: string; key: string; path: string }) =>
    `${rowNamed(named, v.table, v.key)}: its record in the outbox (change ${v.seq}) was changed after it was written (table ${v.table}). ${keep(v.path)}`,
  changeRelinked: (v: { seq: number; table: string; key: string; path: string }) =>
    `${rowNamed(named, v.table, v.key)}: its record in the outbox (change ${v.seq}) no longer follows the change before it (table ${v.table}). ${keep(v.path)}`,
  changeMissing: ({ seq, path }: { seq: number; path: string }) =>
    `Change ${seq} is missing from the outbox. ${keep(path)}`,
  ackDiffers: ({ seq, at, path }: { seq: number; at: string; path: string }) =>
    `The outbox no longer holds what head office acknowledged on ${at}: change ${seq}, or a change before it, was rewritten. ${keep(path)}`,
  ackBeyond: (v: { seq: number; at: string; last: number; path: string }) =>
    `Head office acknowledged ${v.seq} changes on ${v.at}, but this journal's outbox holds only ${v.last}: changes were removed from it, or an older copy of the journal is in use. ${keep(v.path)}`,
  /** D145: head office refused a push as another history of this workstation (a fork). */
  headOfficeRefused: ({ said, path }: { said: string; path: string }) =>
    `Head office refused this journal’s changes: ${said} Head office holds changes of this workstation that this journal does not: an older copy of the journal is in use (a restored backup), or the journal was changed after head office received it. Nothing written here now could reach head office. ${keep(path)} Head office can rebuild the workstation’s journal on a new setup (Take over from head office).`,
  /** D145: head office refused a push because the workstation was taken over or withdrawn. */
  headOfficeRevoked: ({ said, path }: { said: string; path: string }) =>
    `Head office has revoked this workstation (another PC took it over, or head office withdrew it): nothing written here now could reach head office. Head office said: ${said} The journal (${path}) is kept as it is; nothing can be sent and only admins can sign in. If this PC should still be in use, ask head office.`,
  /** Why an acknowledgement from head office was not kept (the sender shows it to an admin). */
  /** D146: an enrolled journal whose workstation key this PC's keychain does not hold. */
  workstationKeyMissing: ({ path }: { path: string }) =>
    `This journal (${path}) belongs to a workstation enrolled with head office, but this PC's keychain does not hold the workstation's key: the journal was brought here from another PC (a backup opened with head office's key file), or the key was removed. Nothing written here could reach head office, so nothing can be sent and only admins can sign in. Keep the file as it is. To use this PC for the workstation, move its data folder aside, start Remit Desk again and choose Take over from head office, with a replacement code from head office: it brings back everything head office holds, including what this backup lacks.`,
  refused: {
    unsigned:
      "The acknowledgement is not signed with head office's key this workstation was enrolled with, so it was not kept. Check head office's address; if it is right, call support.",
    otherWorkstation: ({ workstation }: { workstation: string }) =>
      `The acknowledgement is for workstation ${workstation}, not this one, so it was not kept. Call support.`,
    differs:
      'The acknowledgement does not match this journal’s outbox, so it was not kept. The journal check says what differs.',
  },
  /** Why a replacement's journal was not rebuilt from head office's changes (D98). */
  rebuild: {
    notHeadOffice:
      "The acknowledgement is not head office's for this workstation, so nothing was rebuilt. Check head office's address and the enrolment, then start the replacement again.",
    notFresh:
      'This journal already holds rows of its own, so it cannot be rebuilt from head office. Rebuild into a new data folder.',
    doesNotFollow: ({ seq }: { seq: number }) =>
      `Change ${seq} from head office does not follow the change before it, so it was not applied. Call support.`,
    beyondAck: ({ seq }: { seq: number }) =>
      `Change ${seq} is beyond what head office acknowledged, so it was not applied. Call support.`,
    cannotApply: ({ seq, table }: { seq: number; table: string }) =>
      `Change ${seq} (table ${table}) names a table, a column or a row this journal does not hold, so it was not applied. Install the version of Remit Desk the replaced workstation ran, then rebuild into a new data folder.`,
    unfinished: ({ reached, acknowledged }: { reached: number; acknowledged: number }) =>
      `The rebuild reached change ${reached}, but head office acknowledged ${acknowledged}: ask head office for the changes after ${reached}, then finish again.`,
  },
};

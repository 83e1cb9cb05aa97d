import type {
  HeadOfficeConnectionView,
  HeadOfficeEnrolment,
  HeadOfficeEnrolmentFailure,
  HeadOfficeStatusView,
  TakeoverDone,
  TakeoverFailure,
  TakeoverView,
} from '../domain/head-office';
import { op } from './define';

/*
 * The workstation's connection to head office (D99, D100): an admin enrols it; admins and
 * supervisors read how replication goes. The enrolment code crosses once, towards main; no key
 * crosses at all.
 */
export const headOfficeOperations = {
  headOfficeStatus: op<void, HeadOfficeStatusView>()('head-office:status', ['admin', 'supervisor']),
  enrolWithHeadOffice: op<
    HeadOfficeEnrolment,
    HeadOfficeConnectionView,
    HeadOfficeEnrolmentFailure
  >()('head-office:enrol', 'admin'),
  // D112: a new PC takes a workstation over at its first launch, before any operator exists here
  // (they come with the journal): the replacement code is the proof, and main refuses once an
  // operator exists.
  takeoverStatus: op<void, TakeoverView | null>()('head-office:takeover-status', 'anyone'),
  takeOverFromHeadOffice: op<HeadOfficeEnrolment, TakeoverDone, TakeoverFailure>()(
    'head-office:take-over',
    'anyone',
  ),
  resumeTakeover: op<void, TakeoverDone, TakeoverFailure>()(
    'head-office:resume-takeover',
    'anyone',
  ),
};

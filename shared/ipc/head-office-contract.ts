import type {
  HeadOfficeConnectionView,
  HeadOfficeEnrolment,
  HeadOfficeEnrolmentFailure,
  HeadOfficeStatusView,
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
};

import type { OperationsOf } from '@shared/ipc/contract';
import type { headOfficeOperations } from '@shared/ipc/head-office-contract';
import { worded } from '@shared/i18n/worded';
import { fail, ok } from '@shared/result';
import { validateHeadOfficeEnrolment } from '@shared/schemas/head-office-schemas';
import type { Services } from '../services';
import { asIpcError, type FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/* The workstation's connection to head office (D99, D100): enrolment and the replication's status. */

export interface HeadOfficeIpcDeps {
  services: Pick<Services, 'headOffice'>;
  /** No operator exists yet: the only time a takeover is offered (D112). */
  setupNeeded: () => boolean;
}

export function headOfficeIpc({
  services,
  setupNeeded,
}: HeadOfficeIpcDeps): FeatureIpc<OperationsOf<typeof headOfficeOperations>> {
  return {
    validators: {
      headOfficeStatus: noPayload,
      enrolWithHeadOffice: validateHeadOfficeEnrolment,
      takeoverStatus: noPayload,
      takeOverFromHeadOffice: validateHeadOfficeEnrolment,
      resumeTakeover: noPayload,
    },
    handlers: {
      headOfficeStatus: () => ok(services.headOffice.status()),
      enrolWithHeadOffice: async (request, { session }) => {
        const enrolled = await services.headOffice.enrol(request, session.operatorId);
        return enrolled.ok ? enrolled : fail(asIpcError(enrolled.error, enrolled.error.code));
      },
      takeoverStatus: () => ok(setupNeeded() ? services.headOffice.takeover.view() : null),
      takeOverFromHeadOffice: async (request) => {
        if (!setupNeeded()) return fail(worded('already-set-up', 'headOffice.takeover.setUp'));
        const done = await services.headOffice.takeover.begin(request);
        return done.ok ? done : fail(asIpcError(done.error, done.error.code));
      },
      resumeTakeover: async () => {
        if (!setupNeeded()) return fail(worded('already-set-up', 'headOffice.takeover.setUp'));
        const done = await services.headOffice.takeover.resume();
        return done.ok ? done : fail(asIpcError(done.error, done.error.code));
      },
    },
  };
}

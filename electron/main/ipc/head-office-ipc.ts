import type { OperationsOf } from '@shared/ipc/contract';
import type { headOfficeOperations } from '@shared/ipc/head-office-contract';
import { fail, ok } from '@shared/result';
import { validateHeadOfficeEnrolment } from '@shared/schemas/head-office-schemas';
import type { Services } from '../services';
import { asIpcError, type FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/* The workstation's connection to head office (D99, D100): enrolment and the replication's status. */

export interface HeadOfficeIpcDeps {
  services: Pick<Services, 'headOffice'>;
}

export function headOfficeIpc({
  services,
}: HeadOfficeIpcDeps): FeatureIpc<OperationsOf<typeof headOfficeOperations>> {
  return {
    validators: {
      headOfficeStatus: noPayload,
      enrolWithHeadOffice: validateHeadOfficeEnrolment,
    },
    handlers: {
      headOfficeStatus: () => ok(services.headOffice.status()),
      enrolWithHeadOffice: async (request, { session }) => {
        const enrolled = await services.headOffice.enrol(request, session.operatorId);
        return enrolled.ok ? enrolled : fail(asIpcError(enrolled.error, enrolled.error.code));
      },
    },
  };
}

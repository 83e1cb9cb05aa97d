import type { OperationsOf } from '@shared/ipc/contract';
import type { oversightOperations } from '@shared/ipc/oversight-contract';
import { textIn } from '@shared/i18n/catalog';
import { ok } from '@shared/result';
import { validateAuditTrailQuery, validateFlagReview } from '@shared/schemas/oversight-schemas';
import type { Services } from '../services';
import type { FeatureIpc } from './feature-ipc';

/*
 * The compliance officer's and the auditor's operations (D79). Roles come from the contract;
 * main opens the save dialog and writes the file.
 */

export interface OversightIpcDeps {
  services: Pick<Services, 'flags' | 'auditTrail' | 'desktop' | 'now'>;
}

export function oversightIpc({
  services,
}: OversightIpcDeps): FeatureIpc<OperationsOf<typeof oversightOperations>> {
  return {
    validators: {
      reviewSuspicionFlag: validateFlagReview,
      auditTrail: validateAuditTrailQuery,
      exportAuditTrail: validateAuditTrailQuery,
    },
    handlers: {
      reviewSuspicionFlag: (request, { session }) => services.flags.review(request, session),
      auditTrail: (query) => ok(services.auditTrail.page(query)),
      // D88: the dialog and the file in the operator's language.
      exportAuditTrail: async (query, { session, language }) => {
        const destination = await services.desktop.dialogs.saveFile({
          title: textIn(language, 'oversight.audit.saveTitle'),
          defaultName: `remit-desk-audit-trail-${new Date(services.now()).toISOString().slice(0, 10)}.csv`,
          filters: [{ name: textIn(language, 'oversight.audit.csvFiles'), extensions: ['csv'] }],
        });
        if (destination === null) return ok(null);
        return services.auditTrail.exportCsv(query, destination, session, language);
      },
    },
  };
}

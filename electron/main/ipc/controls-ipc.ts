import type { OperationsOf } from '@shared/ipc/contract';
import type { controlsOperations } from '@shared/ipc/controls-contract';
import type { OperationResult } from '@shared/ipc/define';
import type { SuspicionFlagQuery } from '@shared/domain/controls';
import type { Session } from '@shared/domain/operators';
import { ok } from '@shared/result';
import {
  validateSuspicionFlag,
  validateSuspicionFlagQuery,
  validateThresholdDecision,
  validateThresholdGrounds,
} from '@shared/schemas/controls-schemas';
import { validateRepeatCheck } from '@shared/schemas/repeat-schemas';
import { validateDuplicateOverride } from '@shared/schemas/supervisor-schemas';
import { validateTransferDraft } from '@shared/schemas/validate';
import type { ApproverVerifier } from '../approvals/approvals';
import type { OperatorService } from '../operators/operator-service';
import type { Services } from '../services';
import { draftCharges } from '../transfers/charges';
import { withTransferRules, type FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';
import { textIn, wordedIn, type Language } from '@shared/i18n/catalog';

/*
 * The review's checks and a supervisor's decisions at the counter (D33, D42, D46, D48), and
 * suspicion flags (D43). Roles come from the contract; the approver's checks from the operators.
 */

export interface ControlsIpcDeps {
  services: Pick<
    Services,
    | 'transferRules'
    | 'duplicates'
    | 'repeats'
    | 'controls'
    | 'flags'
    | 'desktop'
    | 'now'
    | 'referenceReads'
    | 'approvalAttempts'
    | 'branchFacts'
    | 'settings'
  >;
  operators: Pick<OperatorService, 'verifyApprover'>;
}

type ControlsOperations = typeof controlsOperations;

export function controlsIpc({
  services,
  operators,
}: ControlsIpcDeps): FeatureIpc<OperationsOf<ControlsOperations>> {
  const transferRules = () => services.transferRules();
  // D73: every approval's password (duplicate, threshold, refusal) through the one guard.
  const verifyApprover: ApproverVerifier = services.approvalAttempts.guard((input, rules) =>
    operators.verifyApprover(input, rules),
  );
  return {
    validators: {
      checkDuplicates: withTransferRules(transferRules, validateTransferDraft),
      approveDuplicate: withTransferRules(transferRules, validateDuplicateOverride),
      checkControls: withTransferRules(transferRules, validateTransferDraft),
      thresholdGrounds: withTransferRules(transferRules, validateThresholdGrounds),
      approveThreshold: withTransferRules(transferRules, validateThresholdDecision),
      refuseApproval: withTransferRules(transferRules, validateThresholdDecision),
      flagSuspicion: validateSuspicionFlag,
      listSuspicionFlags: validateSuspicionFlagQuery,
      exportSuspicionFlags: validateSuspicionFlagQuery,
      checkRepeats: withTransferRules(transferRules, validateRepeatCheck),
      priceDraft: withTransferRules(transferRules, validateTransferDraft),
      approvalFailures: noPayload,
    },
    handlers: {
      // The review's checks read only; their words are the clerk's, in the clerk's language (D93).
      // D133: head office is read first (the other counters' waiting transfers and the customer's
      // window), kept for the supervisor's decision; the send reads it again under its lock.
      checkDuplicates: async (draft, { language }) => {
        await services.branchFacts.refresh(draft);
        return ok(wordedIn(language, () => services.duplicates.check(draft)));
      },
      approveDuplicate: (request, { session }) =>
        services.duplicates.approve(request, session, verifyApprover),
      checkControls: async (draft, { language }) => {
        await services.branchFacts.refresh(draft);
        return ok(wordedIn(language, () => services.controls.check(draft)));
      },
      thresholdGrounds: (request, { session }) =>
        services.controls.grounds(request, session, verifyApprover),
      approveThreshold: (request, { session }) =>
        services.controls.approve(request, session, verifyApprover),
      refuseApproval: (request, { session }) =>
        services.controls.refuse(request, session, verifyApprover),
      flagSuspicion: (request, { session }) =>
        services.referenceReads.read(request.reference, session, 'flag', () =>
          services.flags.raise(request, session),
        ),
      listSuspicionFlags: (query) => ok(services.flags.list(query)),
      exportSuspicionFlags: (query, { session, language }) =>
        exportSuspicionFlags(services, query, session, language),
      checkRepeats: ({ draft, formNumber }, { language }) =>
        ok(
          wordedIn(language, () =>
            services.repeats.check(draft, formNumber ?? null, services.now()),
          ),
        ),
      // D124: priced from the settings as they are now; the send prices it again.
      priceDraft: (draft, { language }) =>
        wordedIn(language, () =>
          draftCharges(services.settings.review().settings, draft, services.now()),
        ),
      approvalFailures: () => ok(services.approvalAttempts.failures()),
    },
  };
}

/**
 * The flags as CSV, into the file the person picks; null when they cancel the dialog. The dialog
 * and the file in the operator's language (D88; English when not given).
 */
export async function exportSuspicionFlags(
  services: ControlsIpcDeps['services'],
  query: SuspicionFlagQuery,
  by: Session,
  language: Language = 'en',
): Promise<OperationResult<ControlsOperations['exportSuspicionFlags']>> {
  const destination = await services.desktop.dialogs.saveFile({
    title: textIn(language, 'ipc.suspicionFlags.saveTitle'),
    defaultName: `remit-desk-suspicion-flags-${new Date(services.now()).toISOString().slice(0, 10)}.csv`,
    filters: [{ name: textIn(language, 'ipc.suspicionFlags.csvFiles'), extensions: ['csv'] }],
  });
  if (destination === null) return ok(null);
  const written = await services.flags.exportCsv(query, destination, by, language);
  return written.ok ? ok({ file: written.value.file, rows: written.value.rows }) : written;
}

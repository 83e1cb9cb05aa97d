import type { BankSetupOperation } from '@shared/ipc/contract';
import { ok } from '@shared/result';
import {
  validateBankEnvironmentRef,
  validateCredentials,
  validateEnvironmentRef,
  validateGenerateKey,
  validateImportKey,
  validateKeyDocument,
  validateKeyRef,
  validateKeySheet,
  validateServiceAddress,
  validateSwitchEnvironment,
} from '@shared/schemas/bank-setup-schemas';
import type { OperatorService } from '../operators/operator-service';
import type { Services } from '../services';
import type { FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/*
 * The bank-connection operations of the contract (D28, D29), admin only: checked with the same
 * schemas as the admin's forms, and handed to environment/bank-setup.ts, which audits each change.
 */

export interface BankSetupIpcDeps {
  services: Pick<Services, 'bankSetup'>;
  /** A second admin's id and password when the live address moves (D71). */
  operators: Pick<OperatorService, 'verifyApprover'>;
}

export function bankSetupIpc({
  services,
  operators,
}: BankSetupIpcDeps): FeatureIpc<BankSetupOperation> {
  const setup = services.bankSetup;
  return {
    validators: {
      bankSetup: validateEnvironmentRef,
      saveServiceAddress: validateServiceAddress,
      saveCredentials: validateCredentials,
      readCredentialsFile: validateBankEnvironmentRef,
      generateSigningKey: validateGenerateKey,
      importSigningKey: validateImportKey,
      confirmKeyRotation: validateKeyRef,
      discardPendingKey: validateKeyRef,
      savePublicKey: validateKeyDocument,
      printKeySheet: validateKeySheet,
      checkConnection: validateEnvironmentRef,
      acknowledgeUncheckedSetup: validateBankEnvironmentRef,
      switchEnvironment: validateSwitchEnvironment,
      restartApp: noPayload,
    },
    handlers: {
      bankSetup: ({ environment }) => setup.view(environment),
      saveServiceAddress: (request, { session }) =>
        setup.saveServiceAddress(request, session, (input, rules) =>
          operators.verifyApprover(input, rules),
        ),
      saveCredentials: (request, { session }) => setup.saveCredentials(request, session),
      readCredentialsFile: ({ environment }, { session, language }) =>
        setup.readCredentialsFile(environment, session, language),
      generateSigningKey: ({ environment, bits }, { session }) =>
        setup.generateKey(environment, bits, session),
      importSigningKey: ({ environment, passphrase, file }, { session, language }) =>
        setup.importKey(environment, passphrase, file, session, language),
      confirmKeyRotation: ({ environment, fingerprint }, { session }) =>
        setup.confirmRotation(environment, fingerprint, session),
      discardPendingKey: ({ environment, fingerprint }, { session }) =>
        setup.discardPendingKey(environment, fingerprint, session),
      // D88: the sheet and the dialogs in the operator's language.
      savePublicKey: ({ environment, key }, { session, language }) =>
        setup.savePublicKey(environment, key, session, language),
      printKeySheet: ({ environment, key, output }, { session, language }) =>
        setup.printKeySheet(environment, key, output, session, language),
      checkConnection: ({ environment }, { session }) => setup.check(environment, session),
      acknowledgeUncheckedSetup: ({ environment }, { session }) =>
        setup.acknowledgeUnchecked(environment, session),
      switchEnvironment: ({ environment }, { session }) =>
        setup.switchEnvironment(environment, session),
      restartApp: (_request, { session }) => {
        setup.restart(session);
        return ok(null);
      },
    },
  };
}

import type {
  BankSetupView,
  ConnectionCheckView,
  CredentialsView,
  EnvironmentSwitchView,
  KeyChange,
  SavedFile,
} from '../domain/bank-setup';
import type {
  BankEnvironmentRef,
  CredentialsRequest,
  EnvironmentRef,
  GenerateKeyRequest,
  ImportKeyRequest,
  KeyDocumentRequest,
  KeyRef,
  KeySheetRequest,
  ServiceAddressRequest,
  SwitchEnvironmentRequest,
} from '../schemas/bank-setup-schemas';
import type { ApproverRefusal } from './controls-contract';
import { op } from './define';

/*
 * The bank connection (D28, D29): address, credentials, signing key, check, environment switch,
 * and the restart that takes a switch into use. Admin only. Credentials cross once, towards main;
 * nothing secret ever comes back.
 */
/**
 * D71: why an address on another origin was not saved: the credentials stored for the old one
 * (the admin agrees to remove them), and for live the second admin's id and password, refused as
 * an approval is.
 */
type AddressMoveRefusal =
  'credentials-bound' | 'second-admin-needed' | 'invalid-request' | ApproverRefusal;

export const bankSetupOperations = {
  bankSetup: op<EnvironmentRef, BankSetupView, 'keychain-failed'>()('bank:setup', 'admin'),
  saveServiceAddress: op<
    ServiceAddressRequest,
    BankSetupView,
    'keychain-failed' | 'invalid' | AddressMoveRefusal
  >()('bank:save-address', 'admin'),
  saveCredentials: op<CredentialsRequest, CredentialsView, 'keychain-failed' | 'not-ready'>()(
    'bank:save-credentials',
    'admin',
  ),
  readCredentialsFile: op<
    BankEnvironmentRef,
    CredentialsView,
    'keychain-failed' | 'canceled' | 'bad-file' | 'not-ready'
  >()('bank:read-credentials-file', 'admin'),
  generateSigningKey: op<GenerateKeyRequest, KeyChange, 'keychain-failed'>()(
    'bank:generate-key',
    'admin',
  ),
  importSigningKey: op<
    ImportKeyRequest,
    KeyChange,
    | 'keychain-failed'
    | 'canceled'
    | 'bad-key'
    | 'passphrase-needed'
    | 'wrong-passphrase'
    | 'no-file'
  >()('bank:import-key', 'admin'),
  confirmKeyRotation: op<KeyRef, BankSetupView, 'keychain-failed' | 'no-pending-key'>()(
    'bank:confirm-rotation',
    'admin',
  ),
  discardPendingKey: op<KeyRef, BankSetupView, 'keychain-failed' | 'no-pending-key'>()(
    'bank:discard-pending-key',
    'admin',
  ),
  savePublicKey: op<
    KeyDocumentRequest,
    SavedFile,
    'keychain-failed' | 'canceled' | 'no-key' | 'write-failed'
  >()('bank:save-public-key', 'admin'),
  printKeySheet: op<
    KeySheetRequest,
    SavedFile | null,
    'keychain-failed' | 'canceled' | 'no-key' | 'write-failed' | 'print-failed'
  >()('bank:print-key-sheet', 'admin'),
  checkConnection: op<EnvironmentRef, ConnectionCheckView, 'keychain-failed' | 'not-ready'>()(
    'bank:check',
    'admin',
  ),
  acknowledgeUncheckedSetup: op<
    BankEnvironmentRef,
    BankSetupView,
    'keychain-failed' | 'not-needed'
  >()('bank:acknowledge-unchecked', 'admin'),
  switchEnvironment: op<
    SwitchEnvironmentRequest,
    EnvironmentSwitchView,
    'keychain-failed' | 'not-ready'
  >()('bank:switch-environment', 'admin'),
  restartApp: op<void, null>()('app:restart', 'admin'),
};

import * as bankSetupSchemas from '@shared/schemas/bank-setup-schemas';
import * as branchListSchemas from '@shared/schemas/branch-list-schemas';
import * as chargesSchemas from '@shared/schemas/charges-schemas';
import * as customerSchemas from '@shared/schemas/customer-schemas';
import * as controlsSchemas from '@shared/schemas/controls-schemas';
import * as dayCloseSchemas from '@shared/schemas/day-close-schemas';
import * as branchRelaySchemas from '@shared/schemas/branch-relay-schemas';
import * as deskApprovalSchemas from '@shared/schemas/desk-approval-schemas';
import * as earlierSetupSchemas from '@shared/schemas/earlier-setup-schemas';
import * as headOfficeSchemas from '@shared/schemas/head-office-schemas';
import * as imtSchemas from '@shared/schemas/imt-schemas';
import * as journalSchemas from '@shared/schemas/journal-schemas';
import * as keyEscrowSchemas from '@shared/schemas/key-escrow-schemas';
import * as keyImportSchemas from '@shared/schemas/key-import-schemas';
import * as holidayImportSchema from '@shared/schemas/holiday-import-schema';
import * as operatorSchemas from '@shared/schemas/operator-schemas';
import * as oversightSchemas from '@shared/schemas/oversight-schemas';
import * as paymentMethodSchemas from '@shared/schemas/payment-method';
import * as receiptSchemas from '@shared/schemas/receipt-schemas';
import * as publishedListFile from '@shared/schemas/published-list-file';
import * as publishedListSchemas from '@shared/schemas/published-list-schemas';
import * as repeatSchemas from '@shared/schemas/repeat-schemas';
import * as rtgsSchemas from '@shared/schemas/rtgs-schemas';
import * as settingsAmountSchemas from '@shared/schemas/settings-amount-schemas';
import * as settingsSchemas from '@shared/schemas/settings-schemas';
import * as signInSchemas from '@shared/schemas/sign-in-schema';
import * as screeningSchemas from '@shared/schemas/screening-schemas';
import * as statementSchemas from '@shared/schemas/statement-schemas';
import * as supervisorSchemas from '@shared/schemas/supervisor-schemas';
import * as tellerCashSchemas from '@shared/schemas/teller-cash-schemas';
import * as transferReturnSchemas from '@shared/schemas/transfer-return-schemas';
import { schemaFieldNames } from './hostile-input';

/** Every schema module of shared/schemas, for the fuzz tests to iterate. */
export const SCHEMA_MODULES: Readonly<Record<string, Record<string, unknown>>> = {
  'bank-setup-schemas': bankSetupSchemas,
  'branch-list-schemas': branchListSchemas,
  'branch-relay-schemas': branchRelaySchemas,
  'charges-schemas': chargesSchemas,
  'controls-schemas': controlsSchemas,
  'day-close-schemas': dayCloseSchemas,
  'desk-approval-schemas': deskApprovalSchemas,
  'earlier-setup-schemas': earlierSetupSchemas,
  'head-office-schemas': headOfficeSchemas,
  'holiday-import-schema': holidayImportSchema,
  'imt-schemas': imtSchemas,
  'journal-schemas': journalSchemas,
  'key-escrow-schemas': keyEscrowSchemas,
  'key-import-schemas': keyImportSchemas,
  'operator-schemas': operatorSchemas,
  'oversight-schemas': oversightSchemas,
  'payment-method': paymentMethodSchemas,
  'receipt-schemas': receiptSchemas,
  'published-list-file': publishedListFile,
  'published-list-schemas': publishedListSchemas,
  'repeat-schemas': repeatSchemas,
  'rtgs-schemas': rtgsSchemas,
  'settings-amount-schemas': settingsAmountSchemas,
  'settings-schemas': settingsSchemas,
  'sign-in-schema': signInSchemas,
  'supervisor-schemas': supervisorSchemas,
  'teller-cash-schemas': tellerCashSchemas,
  'transfer-return-schemas': transferReturnSchemas,
  'screening-schemas': screeningSchemas,
  'statement-schemas': statementSchemas,
  'customer-schemas': customerSchemas,
};

/** The field names the app's requests use: what malformed structures are built from. */
export const APP_FIELD_NAMES = schemaFieldNames([
  ...Object.values(SCHEMA_MODULES),
  // The transfer schemas are built from the rules; the defaults have every field.
  {
    rtgsRequest: rtgsSchemas.rtgsRequestSchema(),
    rtgsDraft: rtgsSchemas.rtgsDraftSchema(),
    imtRequest: imtSchemas.imtRequestSchema(),
    imtDraft: imtSchemas.imtDraftSchema(),
  },
]);

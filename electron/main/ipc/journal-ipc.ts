import type { OperationsOf } from '@shared/ipc/contract';
import type { journalOperations } from '@shared/ipc/journal-contract';
import { fail, ok } from '@shared/result';
import { validateJournalRestore } from '@shared/schemas/journal-schemas';
import { validateJournalKeysExport } from '@shared/schemas/key-escrow-schemas';
import { validateJournalKeysImport } from '@shared/schemas/key-import-schemas';
import { worded } from '@shared/i18n/worded';
import type { Services } from '../services';
import { asIpcError, type FeatureIpc } from './feature-ipc';
import { noPayload } from './no-payload';

/* The admin's Journal check screen, handed to the journal's seal. */

export interface JournalIpcDeps {
  services: Pick<Services, 'seal' | 'keyEscrow' | 'restore'>;
}

export function journalIpc({
  services,
}: JournalIpcDeps): FeatureIpc<OperationsOf<typeof journalOperations>> {
  return {
    validators: {
      journalStatus: noPayload,
      checkJournal: noPayload,
      confirmJournalRestore: validateJournalRestore,
      exportJournalKeys: validateJournalKeysExport,
      importJournalKeys: validateJournalKeysImport,
    },
    handlers: {
      journalStatus: () => ok(services.seal.status()),
      checkJournal: async (_request, { session }) => {
        const checked = await services.seal.checkInFull(session.operatorId);
        return checked.ok ? checked : fail(asIpcError(checked.error, 'keychain-failed'));
      },
      confirmJournalRestore: async (_request, { session }) => {
        // The seal checks and records the confirmation; the restore lists what it lacks (D69).
        const confirmed = await services.restore.confirm(session);
        return confirmed.ok ? confirmed : fail(asIpcError(confirmed.error, confirmed.error.code));
      },
      exportJournalKeys: async (request, { session, language }) => {
        const exported = await services.keyEscrow.exportKeys(
          session.operatorId,
          request.passphrase,
          language,
        );
        return exported.ok ? exported : fail(asIpcError(exported.error, exported.error.code));
      },
      // Only the start for a missing key imports (key-missing-ipc.ts, D75): here the journal
      // opened with this keychain's key, which an import must never replace.
      importJournalKeys: () => fail(worded('not-key-missing', 'keys.escrow.import.notKeyMissing')),
    },
  };
}

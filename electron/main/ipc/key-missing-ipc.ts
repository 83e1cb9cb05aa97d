import type { RemitDeskContract } from '@shared/ipc/contract';
import { remitDeskContract } from '@shared/ipc/contract';
import type { IpcError } from '@shared/ipc/define';
import { worded } from '@shared/i18n/worded';
import { fail } from '@shared/result';
import { validateJournalKeysImport } from '@shared/schemas/key-import-schemas';
import type { EscrowImportDesk } from '../journal/escrow-import';
import type { AppLogger } from '../logging/logger';
import { asIpcError } from './feature-ipc';
import { createIpcRouter, type Handlers, type IpcRouter, type Validators } from './router';

/*
 * The start whose journal's key the keychain lacks (D75): no services, no session, one screen.
 * The router is the app's, with its sender check, but admits one operation, the escrow file's
 * import; every other one is refused before its payload is read.
 */

export interface KeyMissingIpcOptions {
  desk: EscrowImportDesk;
  trustedOrigin: string;
  log: AppLogger;
  appWebContentsId?: () => number | null | undefined;
}

const OPEN_WHILE_KEY_MISSING = 'importJournalKeys';

export function createKeyMissingIpc(options: KeyMissingIpcOptions): IpcRouter {
  const names = Object.keys(remitDeskContract.operations);
  const locked = () => fail(lockedRefusal());
  // Every operation has a validator and a handler, as the router demands; `admit` refuses all
  // but the import before either runs.
  const validators = Object.fromEntries(names.map((name) => [name, locked])) as Record<
    string,
    unknown
  >;
  const handlers = Object.fromEntries(names.map((name) => [name, locked])) as Record<
    string,
    unknown
  >;
  validators[OPEN_WHILE_KEY_MISSING] = validateJournalKeysImport;
  handlers[OPEN_WHILE_KEY_MISSING] = async (request: { passphrase: string }) => {
    const imported = await options.desk.importChosenFile(request.passphrase);
    return imported.ok ? imported : fail(asIpcError(imported.error, imported.error.code));
  };
  return createIpcRouter({
    contract: remitDeskContract,
    trustedOrigin: options.trustedOrigin,
    session: () => null,
    admit: (name) => (name === OPEN_WHILE_KEY_MISSING ? null : lockedRefusal()),
    validators: validators as unknown as Validators<RemitDeskContract>,
    handlers: handlers as unknown as Handlers<RemitDeskContract>,
    log: options.log,
    ...(options.appWebContentsId ? { appWebContentsId: options.appWebContentsId } : {}),
  });
}

/** Every operation but the import, refused with its key: the window words it (D65, D88). */
function lockedRefusal(): IpcError<'journal-key-missing'> {
  return worded('journal-key-missing', 'keys.escrow.import.journalLocked');
}

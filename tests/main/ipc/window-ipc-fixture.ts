import { afterAll, beforeAll } from 'vitest';
import type { NewOperator } from '@shared/domain/operators';
import { createFirstAdmin } from '../../../electron/main/environment/first-admin';
import type { RemitDeskIpc } from '../../../electron/main/ipc/remit-desk-ipc';
import { silentLogger } from '../../../electron/main/logging/logger';
import {
  createOperatorService,
  type OperatorService,
} from '../../../electron/main/operators/operator-service';
import type { Services } from '../../../electron/main/services';
import { tempDataDir } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { ORIGIN, windowIpc } from '../operators/desk-fixture';
import { CHEAP_SCRYPT } from '../operators/fixtures';
import { startServices } from '../services-fixture';
import { choseOwnPassword } from '../../support/first-password';

/** A supervisor of the IPC tests' branch. */
export const SUPERVISOR: NewOperator = {
  operatorId: 'sam.super',
  displayName: 'Sam Otieno',
  role: 'supervisor',
  password: 'copper kettle morning 19',
};

export interface WindowIpc {
  /** The test keyring's entries of this workstation. */
  readonly stores: ReturnType<typeof keychainStores>;
  readonly services: Services;
  readonly operators: OperatorService;
  /** A call on `channel` from the app's own window, through the router (sender, role, payload). */
  call(channel: string, payload?: unknown): ReturnType<RemitDeskIpc['router']['handle']>;
  /** Whoever was signed in is signed out, and `operator` signs in. */
  as(operator: NewOperator): Promise<void>;
}

/**
 * A file's workstation as the window meets it: real services in a new data folder on the test
 * keyring, the operator service on its journal, and the IPC router. `people` are created, the
 * first as the first admin, and then nobody is signed in; with none, the workstation is new.
 * Events main sends the window go to `send`. Started before the file's tests, closed after them.
 */
export function useWindowIpc(options: {
  now: number;
  people?: readonly NewOperator[];
  send?: (channel: string, payload: unknown) => void;
}): WindowIpc {
  const stores = keychainStores();
  let services: Services;
  let operators: OperatorService;
  let ipc: RemitDeskIpc;

  beforeAll(async () => {
    services = await startServices(stores, tempDataDir(), { now: () => options.now });
    operators = createOperatorService({
      journal: services.journal,
      now: () => options.now,
      scryptParams: CHEAP_SCRYPT,
      log: silentLogger,
    });
    const [first, ...others] = options.people ?? [];
    if (first) {
      const admin = await createFirstAdmin(
        { operators, services: { journal: services.journal } },
        first,
      );
      if (!admin.ok) throw new Error(admin.error.message);
      for (const other of others) {
        const created = await operators.create(other, operators.current()!);
        if (!created.ok) throw new Error(created.error.message);
        choseOwnPassword(services.journal, other.operatorId);
      }
      operators.signOut();
    }
    ipc = windowIpc(services, operators, options.send);
  });

  afterAll(async () => {
    ipc.dispose();
    await services.close();
    await stores.cleanUp();
  });

  return {
    stores,
    get services() {
      return services;
    },
    get operators() {
      return operators;
    },
    call: (channel, payload) =>
      ipc.router.handle(channel, { senderFrame: { url: `${ORIGIN}/`, parent: null } }, payload),
    async as(operator) {
      operators.signOut();
      const signed = await operators.signIn({
        operatorId: operator.operatorId,
        password: operator.password,
      });
      if (!signed.ok) throw new Error(signed.error.message);
    },
  };
}

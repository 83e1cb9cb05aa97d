import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRemitDeskIpc, type RemitDeskIpc } from '../../electron/main/ipc/remit-desk-ipc';
import type { IpcSenderEvent } from '../../electron/main/ipc/router';
import type { OperatorService } from '../../electron/main/operators/operator-service';
import type { Role } from '@shared/domain/roles';
import type { NewOperator } from '@shared/domain/operators';
import { remitDeskContract } from '@shared/ipc/contract';
import type { AnyOperation } from '@shared/ipc/define';
import { tempDataDir } from '../main/journal/fixtures';
import { keychainStores } from '../main/keys/keychain-fixture';
import { ADMIN, CLERK, startDesk } from '../main/operators/fixtures';
import { APP_FIELD_NAMES as FIELD_NAMES } from './support/app-fields';
import {
  ACCESS_REFUSALS,
  FUZZ_SEED,
  fuzzRuns,
  hostileInput,
  problemsWithMessage,
  prototypeIsClean,
  within,
} from './support/hostile-input';
import { choseOwnPassword } from '../support/first-password';

/*
 * Every operation of the contract, reached through the router the app window reaches (real
 * services, journal, keychain and operator service), with hostile payloads from a signed-in
 * operator whose role the operation allows, so the payload is what gets judged. The answer is
 * always a Result the renderer can show: a refusal in words, never `internal`, never a throw or
 * a hang. The contract is iterated, so a new operation is fuzzed without touching this file, and
 * the last test checks that every operation was fuzzed past the sender and role checks.
 */

const ORIGIN = 'app://remit-desk';
const WINDOW: IpcSenderEvent = {
  senderFrame: { url: `${ORIGIN}/index.html`, parent: null, detached: false },
};
const SUPERVISOR: NewOperator = {
  operatorId: 'otieno.supervisor',
  displayName: 'Otieno Kamau',
  role: 'supervisor',
  password: 'harbour lemon violin 31',
};
const COMPLIANCE: NewOperator = {
  operatorId: 'halima.compliance',
  displayName: 'Halima Yusuf',
  role: 'compliance',
  password: 'ledger cedar monsoon 58',
};
const AUDITOR: NewOperator = {
  operatorId: 'joseph.auditor',
  displayName: 'Joseph Mutua',
  role: 'auditor',
  password: 'granite pelican autumn 26',
};
const PEOPLE: Record<Role, NewOperator> = {
  admin: ADMIN,
  clerk: CLERK,
  supervisor: SUPERVISOR,
  compliance: COMPLIANCE,
  auditor: AUDITOR,
};
const RUNS = fuzzRuns(40);
const CALL_TIMEOUT_MS = 5_000;

const stores = keychainStores();
let desk: Awaited<ReturnType<typeof startDesk>>;
let operators: OperatorService;
let ipc: RemitDeskIpc;
const logged: string[] = [];

beforeAll(async () => {
  desk = await startDesk(stores, tempDataDir());
  operators = desk.operators;
  const log = (level: string) => (message: string, details?: Record<string, unknown>) =>
    void logged.push(`${level}: ${message} ${JSON.stringify(details ?? {}).slice(0, 600)}`);
  ipc = createRemitDeskIpc({
    services: desk.services,
    operators,
    version: '0.0.0-test',
    trustedOrigin: ORIGIN,
    log: { info: log('info'), warn: log('warn'), error: log('error') },
    send: () => undefined,
  });
  const admin = await desk.createFirstAdmin(ADMIN);
  if (!admin.ok) throw new Error(admin.error.message);
  for (const person of [CLERK, SUPERVISOR, COMPLIANCE, AUDITOR]) {
    const created = await operators.create(person, operators.current()!);
    if (!created.ok) throw new Error(created.error.message);
    choseOwnPassword(desk.services.journal, person.operatorId);
  }
});

afterAll(async () => {
  ipc?.dispose();
  await desk?.close();
  await stores.cleanUp();
});

/** Signs in (again) as someone the operation is open to: a fuzzed call may have signed out. */
async function signInFor(operation: AnyOperation): Promise<void> {
  const access = operation.access;
  const roles: readonly Role[] =
    access === 'anyone' ? ['admin'] : typeof access === 'string' ? [access] : access;
  const current = operators.current();
  if (current && roles.includes(current.role) && !operators.passwordChangeRequired()) return;
  operators.signOut();
  const person = PEOPLE[roles[0]!];
  const signedIn = await operators.signIn({
    operatorId: person.operatorId,
    password: person.password,
  });
  if (!signedIn.ok)
    throw new Error(`cannot sign in as ${person.operatorId}: ${signedIn.error.message}`);
}

const operations = Object.entries(remitDeskContract.operations) as [string, AnyOperation][];

/** How many payloads of each operation reached its validator (and, if valid, its handler). */
const judged = new Map<string, number>();

describe('every IPC operation, fuzzed through the router', () => {
  it('knows the field names it builds malformed requests from', () => {
    // Malformed structures mean something only with the keys validators look for.
    expect(FIELD_NAMES).toEqual(
      expect.arrayContaining([
        'operatorId',
        'password',
        'amount',
        'reference',
        'environment',
        'accountNumber',
      ]),
    );
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations)(
    '%s answers hostile payloads with a clear refusal',
    async (name, operation) => {
      logged.length = 0;
      await fc.assert(
        fc.asyncProperty(hostileInput(FIELD_NAMES), async (payload) => {
          await signInFor(operation);
          const answer = await within(CALL_TIMEOUT_MS, operation.channel, () =>
            ipc.router.handle(operation.channel, WINDOW, payload),
          );
          expect(answer, `${name} answered something that is not a Result`).toMatchObject({
            ok: expect.any(Boolean),
          });
          if (!answer.ok) {
            expect(answer.error.code, `${name}: ${answer.error.message}`).not.toBe('internal');
            expect(problemsWithMessage(answer.error.message), answer.error.message).toEqual([]);
          }
          expect(prototypeIsClean(), 'Object.prototype was polluted').toBe(true);
          if (answer.ok || !ACCESS_REFUSALS.has(answer.error.code)) {
            judged.set(name, (judged.get(name) ?? 0) + 1);
          }
        }),
        { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: true },
      );
      expect(logged.filter((line) => line.startsWith('error'))).toEqual([]);
      // Refused at the door every time, the operation's own checks would not have been fuzzed.
      expect(judged.get(name), `${name}: no payload got past the sender and role checks`).toBe(
        RUNS,
      );
    },
  );

  it('fuzzed every operation of the contract, and the router serves no other', () => {
    // Runs after the operations above (vitest keeps a file's order): an operation added to the
    // contract is in `operations`, so it was fuzzed; this says so, and that the router has no
    // channel outside the contract that the loop would miss.
    expect([...judged.keys()].sort()).toEqual(Object.keys(remitDeskContract.operations).sort());
    expect([...ipc.router.channels].sort()).toEqual(
      Object.values(remitDeskContract.operations)
        .map((operation) => operation.channel)
        .sort(),
    );
  });
});

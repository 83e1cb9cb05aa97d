// A workstation as the app wires it for people: the services, the operator service on the same
// journal, and the IPC router, with the operators of a branch. Calls go through the router exactly
// as the window's would (sender, role, payload, handler).
import type { NewOperator } from '@shared/domain/operators';
import { remitDeskContract, type RemitDeskContract } from '@shared/ipc/contract';
import type { OperationResult, RequestOf } from '@shared/ipc/define';
import { createFirstAdmin } from '../../../electron/main/environment/first-admin';
import { createRemitDeskIpc, type RemitDeskIpc } from '../../../electron/main/ipc/remit-desk-ipc';
import { silentLogger } from '../../../electron/main/logging/logger';
import {
  createOperatorService,
  type OperatorService,
} from '../../../electron/main/operators/operator-service';
import { operatorParts, type Services } from '../../../electron/main/services';
import { CHEAP_SCRYPT, manualTimer } from './fixtures';
import {
  CLERK,
  generateTestKey,
  recordingFetch,
  rtgsDraft,
  startBank,
  testWorkstation,
  type Teardown,
  type WorkstationOptions,
} from '../engine/engine-fixture';
import type { TestClock } from '../engine/test-clock';
import type { useFileBank } from '../engine/file-bank';
import { choseOwnPassword } from '../../support/first-password';

export const ORIGIN = 'app://remit-desk';

const PASSWORD = 'kettle orchard violin 42';

/** The branch's people. `clerk-1` is the engine fixture's CLERK, who sends. */
export const PEOPLE = {
  admin: { operatorId: 'amina.admin', displayName: 'Amina Odhiambo', role: 'admin' },
  clerk: { operatorId: CLERK, displayName: 'Jane Wanjiku', role: 'clerk' },
  otherClerk: { operatorId: 'clerk-2', displayName: 'Peter Mugisha', role: 'clerk' },
  supervisor: { operatorId: 'sup-1', displayName: 'Grace Achieng', role: 'supervisor' },
  otherSupervisor: { operatorId: 'sup-2', displayName: 'Samuel Kato', role: 'supervisor' },
  compliance: { operatorId: 'comp-1', displayName: 'Halima Yusuf', role: 'compliance' },
  auditor: { operatorId: 'audit-1', displayName: 'Joseph Mutua', role: 'auditor' },
} as const satisfies Record<string, Omit<NewOperator, 'password'>>;

export type Person = keyof typeof PEOPLE;

export function passwordOf(person: Person): string {
  return `${PASSWORD} ${person}`;
}

type Ops = RemitDeskContract['operations'];

export interface Desk {
  operators: OperatorService;
  call<K extends keyof Ops & string>(
    name: K,
    payload: RequestOf<Ops[K]> | unknown,
  ): Promise<OperationResult<Ops[K]>>;
  /** Signs `person` in at this workstation (whoever was signed in is signed out). */
  signIn(person: Person): Promise<void>;
  /** Stops the operator service and the router (before the services close, on a restart). */
  dispose(): void;
}

/**
 * The IPC router on `services` and `operators`, trusting the app's own origin, as the window meets
 * it; the events main sends the window go to `send`.
 */
export function windowIpc(
  services: Services,
  operators: OperatorService,
  send: (channel: string, payload: unknown) => void = () => undefined,
): RemitDeskIpc {
  return createRemitDeskIpc({
    services,
    operators,
    version: 'test',
    trustedOrigin: ORIGIN,
    log: silentLogger,
    send,
  });
}

/**
 * The operator service and the IPC router on `services`, with whoever its journal already holds
 * (a restarted or restored workstation): calls go through the router as the window's would.
 */
export function openDesk(services: Services, now: () => number): Desk {
  const operators = createOperatorService({
    ...operatorParts(services),
    now,
    scryptParams: CHEAP_SCRYPT,
    setTimer: manualTimer().setTimer,
  });
  const ipc = windowIpc(services, operators);
  return {
    operators,
    async call(name, payload) {
      const channel = remitDeskContract.operations[name].channel;
      const answer = await ipc.router.handle(
        channel,
        { senderFrame: { url: `${ORIGIN}/index.html`, parent: null, detached: false } },
        payload,
      );
      return answer as never;
    },
    async signIn(person) {
      const signed = await operators.signIn({
        operatorId: PEOPLE[person].operatorId,
        password: passwordOf(person),
      });
      if (!signed.ok) throw new Error(signed.error.message);
    },
    dispose() {
      ipc.dispose();
      operators.dispose();
    },
  };
}

/** A desk on a new workstation, with the branch's people created as on first launch. */
export async function deskOn(services: Services, now: () => number): Promise<Desk> {
  const desk = openDesk(services, now);
  const { operators } = desk;
  const first = await createFirstAdmin(
    { operators, services },
    { ...PEOPLE.admin, password: passwordOf('admin') },
  );
  if (!first.ok) throw new Error(first.error.message);
  const admin = operators.current()!;
  for (const person of [
    'clerk',
    'otherClerk',
    'supervisor',
    'otherSupervisor',
    'compliance',
    'auditor',
  ] as const) {
    const made = await operators.create({ ...PEOPLE[person], password: passwordOf(person) }, admin);
    if (!made.ok) throw new Error(made.error.message);
    choseOwnPassword(services.journal, PEOPLE[person].operatorId);
  }
  operators.signOut();
  return desk;
}

/**
 * A workstation of a file's bank with a desk on it, its calls to the bank recorded, and the
 * payment purposes fetched as the send form does.
 */
export async function deskStation(
  bank: ReturnType<typeof useFileBank>,
  services: WorkstationOptions['services'] = {},
) {
  const recorder = recordingFetch();
  bank.teardown.add(() => recorder.close());
  const station = await bank.station({ services: { http: () => recorder.fetch, ...services } });
  const purposes = await station.services.purposes.list();
  if (!purposes.ok) throw new Error(purposes.error.message);
  const desk = await deskOn(station.services, bank.clock.read);
  return { ...station, recorder, desk };
}

/**
 * A workstation kept for all the tests of a file, on a sandbox bank of its own, with a desk on it;
 * the bank and the workstation close with `teardown`.
 */
export async function deskOnOwnBank(clock: TestClock, teardown: Teardown) {
  const sandbox = await startBank({ clock });
  teardown.add(() => sandbox.close());
  const { services } = await testWorkstation({ sandbox, key: generateTestKey(), clock, teardown });
  const desk = await deskOn(services, clock.read);
  return { sandbox, services, desk };
}

/** A workstation with its desk, as deskStation makes it. */
export type DeskStation = Awaited<ReturnType<typeof deskStation>>;

/** An answer's value; a failure stops the test with main's words. */
export function valueOf<T>(
  answer: { ok: true; value: T } | { ok: false; error: { message: string } },
): T {
  if (!answer.ok) throw new Error(answer.error.message);
  return answer.value;
}

/**
 * A desk station where the clerk is signed in and an earlier transfer of theirs waits for a
 * supervisor (the bank booked it, its answer was lost): the same draft again needs a
 * supervisor's approval at the clerk's workstation (D33).
 */
export async function stationWithWaitingTransfer(
  bank: ReturnType<typeof useFileBank>,
  services: WorkstationOptions['services'] = {},
) {
  const station = await deskStation(bank, services);
  await station.desk.signIn('clerk');
  bank.sandbox.setFault({ route: 'rtgs', fault: 'reset-after-processing', times: 1 });
  const earlier = await station.desk.call('sendTransfer', rtgsDraft());
  if (!earlier.ok) throw new Error(earlier.error.message);
  if (earlier.value.state !== 'unknown')
    throw new Error(`the earlier one is ${earlier.value.state}`);
  return { ...station, earlier: earlier.value };
}

/**
 * D114: a closing over IPC, as the screen makes it: the supervisor signed in prepares it, then
 * the second supervisor signs with their id and password. A refused preparation is the answer.
 */
export async function closeDayAt(desk: Desk, day: string, checker: Person = 'otherSupervisor') {
  const prepared = await desk.call('prepareDayClose', { day });
  if (!prepared.ok) return prepared;
  return desk.call('closeDay', {
    day,
    checker: { operatorId: PEOPLE[checker].operatorId, password: passwordOf(checker) },
  });
}

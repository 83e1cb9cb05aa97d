import { generateKeyPairSync } from 'node:crypto';
import { signAck } from '../../../hq/protocol/chain';
import type { Ack, Change } from '../../../hq/protocol/wire';
import type { HeadOfficeTrust } from '../../../electron/main/replication/replication-journal';
import type { Services } from '../../../electron/main/services';
import { keychainStores } from '../keys/keychain-fixture';
import {
  CLERK,
  createTeardown,
  imtDraft,
  rtgsDraft,
  startEngine,
  tempDir,
  type KeychainStores,
} from '../engine/engine-fixture';
import { testClock } from '../engine/test-clock';

/** Head office's signing key, as its database keeps it, and what enrolment gives a workstation. */
export function headOffice(workstationId = 'ws-kisumu-1') {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const privatePem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const trust: HeadOfficeTrust = {
    workstationId,
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  return {
    privatePem,
    trust,
    /** Head office's signed acknowledgement of `seq` with `head`. */
    ack(seq: number, head: string, at = '2026-11-24T09:30:00.000Z'): Ack {
      return signAck(privatePem, { workstationId, seq, head, at });
    },
  };
}

export type HeadOffice = ReturnType<typeof headOffice>;

/** Hashes every change and has head office acknowledge them all, as a push would; the ack. */
export function acknowledgeAll(services: Services, office: HeadOffice): Ack {
  while (services.replication.hashPending().hashed > 0);
  const seq = services.journal.outbox.lastSeq();
  const ack = office.ack(seq, services.journal.outbox.record(seq)!.hash!);
  const taken = services.replication.acknowledge(ack, office.trust);
  if (!taken.ok) throw new Error(taken.error.message);
  return ack;
}

/** Every change of a workstation's outbox, page by page, as head office holds them. */
export function changesOf(services: Services): Change[] {
  const changes: Change[] = [];
  for (;;) {
    const page = services.replication.batch(changes.at(-1)?.seq ?? 0, 50);
    if (page.length === 0) return changes;
    changes.push(...page);
  }
}

/**
 * Workstations on the sandbox bank for the replication tests, on the test keyring; `cleanUp`
 * closes them all. The full check at start is left to the tests, which run it themselves.
 */
export function replicationWorkstations(office: HeadOffice) {
  const teardown = createTeardown();
  const stores = keychainStores();
  teardown.add(() => stores.cleanUp());
  const clock = testClock();

  /** The engine on `dataDir`; `own` keychain entries for a workstation of another PC. */
  async function start(dataDir: string, own: KeychainStores = stores): Promise<Services> {
    const services = await startEngine({
      dataDir,
      secretStore: own.store,
      journalKeychain: own.journalKeychain(dataDir),
      now: clock.read,
      replicationCheckDelayMs: 3_600_000,
    });
    teardown.add(() => services.close());
    return services;
  }

  /** A workstation with an RTGS and an IMT transfer sent, every change acknowledged. */
  async function workstation(dataDir = tempDir()) {
    const services = await start(dataDir);
    // The RTGS form offers only purposes from the bank's list, fetched first.
    const purposes = await services.purposes.list();
    if (!purposes.ok) throw new Error(purposes.error.message);
    const references: string[] = [];
    for (const draft of [rtgsDraft(), imtDraft()]) {
      const result = await services.transfers.send(draft, CLERK);
      if (!result.ok) throw new Error(result.error.message);
      references.push(result.value.reference);
    }
    const ack = acknowledgeAll(services, office);
    return { services, dataDir, references, ack };
  }

  /** The keychain of another PC (a replacement's), cleaned up with the rest. */
  function otherPc(): KeychainStores {
    const own = keychainStores();
    teardown.add(() => own.cleanUp());
    return own;
  }

  return { start, workstation, otherPc, clock, cleanUp: () => teardown.run() };
}

// One workstation of the partition campaign (campaign.ts), in a process of its own so the campaign
// can kill it with SIGKILL at any moment:
//   node workstation-child.mjs <dataDir> <keychainPrefix> <clockSkewMs>   (bundled by bundle.ts)
// It starts the app's services as the app does (createServices: the journal, its outbox and the
// background sender to head office, D97, D100), on a clock `clockSkewMs` off the machine's, says
// READY, then answers the campaign's lines on stdin:
//   ENROL <address> <code>   enrols with head office as an admin does: `ENROLLED` or `FAILED …`
//   WRITE                    sends transfers one after another (each commits several journal rows)
//   QUIET                    stops sending after the send under way: `QUIET`
//   STATUS                   the replication status: `STATUS <json>`
//   CLOSE                    closes the services as the app does on quit: `CLOSED`
import { randomInt } from 'node:crypto';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Services } from '../../../electron/main/services';
import { createChildServices, line, runChild } from '../../main/engine/child-services';
import { imtDraft, rtgsDraft } from '../../main/engine/drafts';

const [dataDir, prefix, skewArg] = process.argv.slice(2);
const skewMs = Number(skewArg ?? '0');

/** The sender's wait between tries, short so a round's end drains in seconds, not minutes. */
const CAMPAIGN_BACKOFF = {
  maxAttempts: Number.POSITIVE_INFINITY,
  baseDelayMs: 200,
  maxDelayMs: 1_000,
};
/** A pause between sends: several workstations and head office share two cores. */
const PAUSE_MS = [20, 120] as const;

/** Sends transfers until `quiet()` says stop; each a draft of its own, as crash-child.ts sends. */
async function writeLoop(services: Services, quiet: () => boolean): Promise<void> {
  for (let i = 0; !quiet(); i += 1) {
    const transfer = {
      amount: `${randomInt(100, 200_000)}.${String(randomInt(0, 100)).padStart(2, '0')}`,
    };
    const sender = { documentNumber: String(randomInt(10_000_000, 99_999_999)) };
    const draft = i % 2 === 0 ? rtgsDraft({ transfer }) : imtDraft({ transfer, sender });
    const sent = await services.transfers.send(draft, 'clerk-partition');
    // A send the journal or the bank refuses still wrote its rows, or none: replication's
    // business is only that what was committed arrives.
    line(
      sent.ok ? `SENT ${sent.value.reference} ${sent.value.state}` : `UNSENT ${sent.error.code}`,
    );
    await sleep(randomInt(PAUSE_MS[0], PAUSE_MS[1]));
  }
}

async function main(): Promise<number> {
  if (!dataDir || !prefix || !Number.isSafeInteger(skewMs)) {
    line('USAGE workstation-child.ts <dataDir> <keychainPrefix> <clockSkewMs>');
    return 2;
  }
  const started = await createChildServices(dataDir, prefix, {
    now: () => Date.now() + skewMs,
    headOfficeBackoff: CAMPAIGN_BACKOFF,
  });
  if (!started.ok) {
    line(`FAILED ${started.error.code}: ${started.error.message}`);
    return 3;
  }
  const services = started.value;
  line('READY');
  let quiet = true;
  let writing: Promise<void> = Promise.resolve();
  for await (const command of createInterface({ input: process.stdin })) {
    const [verb, ...args] = command.split(' ');
    if (verb === 'ENROL') {
      const [address, code] = args;
      const enrolled = await services.headOffice.enrol(
        { address: address!, code: code!, fingerprint: '' },
        'admin-partition',
      );
      line(enrolled.ok ? 'ENROLLED' : `FAILED ${enrolled.error.message}`);
    } else if (verb === 'WRITE' && quiet) {
      quiet = false;
      writing = writeLoop(services, () => quiet).catch((error: unknown) =>
        line(`FAILED ${(error as Error).stack ?? String(error)}`),
      );
    } else if (verb === 'QUIET') {
      quiet = true;
      await writing;
      line('QUIET');
    } else if (verb === 'STATUS') {
      const status = services.headOffice.status();
      line(
        `STATUS ${JSON.stringify({ waiting: status.waiting, lastAckSeq: status.lastAckSeq, problem: status.problem?.message ?? null, stopped: status.problem?.stopped ?? false, findings: services.replication.findings().map((f) => f.message) })}`,
      );
    } else if (verb === 'CLOSE') break;
  }
  quiet = true;
  await writing;
  await services.close();
  // Standard input, still open, must not keep the campaign waiting for the exit.
  process.stdout.write('CLOSED\n', () => process.exit(0));
  return 0;
}

runChild(main);

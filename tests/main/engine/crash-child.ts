// One run of the app's engine for the crash campaign (crash-campaign.ts), killed by the parent at random points:
//   node --import tsx crash-child.ts <dataDir> <keychainPrefix> loop|clean [sends]
// It builds the engine with createServices (environment `test`, set up by the parent), then sends
// transfers with new draft ids: forever (`loop`, until killed) or `sends` of them (`clean`).
// Every step is one stdout line, which the parent uses to time its kills. After READY (the start,
// recovery included, is done) it waits for the parent's GO on stdin, so the parent checks the
// journal while nothing is being sent.
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { createChildServices, line, runChild } from './child-services';
import { imtDraft, rtgsDraft } from './drafts';

const [dataDir, prefix, mode, sendsArg] = process.argv.slice(2);

async function main(): Promise<number> {
  if (!dataDir || !prefix || (mode !== 'loop' && mode !== 'clean')) {
    line('USAGE crash-child.ts <dataDir> <keychainPrefix> loop|clean [sends]');
    return 2;
  }
  const started = await createChildServices(dataDir, prefix);
  if (!started.ok) {
    line(`FAILED ${started.error.code}: ${started.error.message}`);
    return 3;
  }
  const services = started.value;
  services.onSendProgress((progress) => line(`PROGRESS ${progress.stage} ${progress.reference}`));
  line('READY');
  const input = createInterface({ input: process.stdin });
  const [go] = (await once(input, 'line')) as [string];
  input.close();
  if (go !== 'GO') {
    line(`FAILED the parent said ${go}, not GO`);
    return 2;
  }
  const purposes = await services.purposes.list();
  if (!purposes.ok) {
    line(`FAILED ${purposes.error.message}`);
    return 3;
  }
  const sends = mode === 'clean' ? Number(sendsArg ?? '3') : Number.POSITIVE_INFINITY;
  for (let i = 0; i < sends; i += 1) {
    // Each draft a transfer of its own: the duplicate guard rightly stops a draft that repeats one
    // a kill left unknown (same accounts and amount), which is not what this campaign is about.
    // Amounts stay within the default limits of both products (the IMT maximum is the lower).
    const transfer = {
      amount: `${randomInt(100, 200_000)}.${String(randomInt(0, 100)).padStart(2, '0')}`,
    };
    // Each IMT from a sender document of its own, so the daily total per document never stops one.
    const sender = { documentNumber: String(randomInt(10_000_000, 99_999_999)) };
    const draft = i % 2 === 0 ? rtgsDraft({ transfer }) : imtDraft({ transfer, sender });
    line(`SEND ${draft.draftId}`);
    const sent = await services.transfers.send(draft, 'clerk-crash');
    if (!sent.ok) {
      line(`FAILED ${sent.error.code}: ${sent.error.message}`);
      return 4;
    }
    line(`RESULT ${sent.value.reference} ${sent.value.state}`);
  }
  await services.close();
  line('DONE');
  return 0;
}

runChild(main);

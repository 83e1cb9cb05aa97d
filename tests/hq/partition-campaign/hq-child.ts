// Head office for the partition campaign (campaign.ts), in a process of its own so the campaign
// can kill it with SIGKILL at any moment:
//   node hq-child.mjs <dataDir | postgres://…>   (bundled by bundle.ts)
// It starts head office as `npm run hq` does (hq/src/start.ts, plain HTTP on 127.0.0.1, a free
// port), says `READY <port>`, then answers the campaign's lines on stdin:
//   REGISTER <n>          a branch with n workstations and an enrolment code each: `CODES <json>`
//   DUMP <file> <json>    what it holds (dump.ts) written to <file>: `DUMPED`
//   STOP                  a clean stop: `STOPPED`, and the process ends
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { registerBranch } from '../../../hq/src/enrolment/branches';
import { issueEnrolmentCode } from '../../../hq/src/enrolment/codes';
import { registerWorkstation } from '../../../hq/src/enrolment/workstations';
import { startHeadOffice } from '../../../hq/src/start';
import type { Db } from '../../../hq/src/db/db';
import { dumpHeadOffice } from './dump';

const [where] = process.argv.slice(2);

function line(text: string): void {
  process.stdout.write(`${text}\n`);
}

async function register(db: Db, count: number): Promise<{ id: string; code: string }[]> {
  const deps = { db, now: () => new Date() };
  const branch = await registerBranch(deps, {
    code: 'PRT-01',
    name: 'Partition branch',
    country: 'KE',
    timeZone: 'Africa/Nairobi',
  });
  if (!branch.ok) throw new Error(branch.error.message);
  const codes = [];
  for (let i = 0; i < count; i += 1) {
    const ws = await registerWorkstation(deps, { branchCode: 'PRT-01' });
    if (!ws.ok) throw new Error(ws.error.message);
    const code = await issueEnrolmentCode(deps, { workstationId: ws.value.id, purpose: 'enrol' });
    if (!code.ok) throw new Error(code.error.message);
    codes.push({ id: ws.value.id, code: code.value.code });
  }
  return codes;
}

async function main(): Promise<void> {
  if (!where) throw new Error('usage: hq-child.ts <dataDir | postgres://…>');
  const postgres = /^postgres(ql)?:\/\//.test(where);
  const hq = await startHeadOffice({
    ...(postgres ? { database: where } : { dataDir: where }),
    port: 0,
  });
  line(`READY ${new URL(hq.url).port}`);
  for await (const command of createInterface({ input: process.stdin })) {
    const [verb, first, ...rest] = command.split(' ');
    if (verb === 'REGISTER') line(`CODES ${JSON.stringify(await register(hq.db, Number(first)))}`);
    else if (verb === 'DUMP') {
      const after = JSON.parse(rest.join(' ')) as Record<string, number>;
      writeFileSync(first!, JSON.stringify(await dumpHeadOffice(hq.db, after)));
      line('DUMPED');
    } else if (verb === 'STOP') break;
  }
  await hq.stop();
  // What head office leaves open after its stop must not keep the campaign waiting for the exit.
  process.stdout.write('STOPPED\n', () => process.exit(0));
}

main().catch((error: unknown) => {
  line(`FAILED ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
});

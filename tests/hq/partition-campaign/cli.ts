// `npm run partitions -- --rounds 200 [--seed N] [--workstations N]`: the partition campaign
// (docs/fault-matrix.md, D109). Head office runs on PGlite, or on the PostgreSQL cluster that
// REMIT_HQ_PG_URL names (a fresh database on it). Runs inside a throwaway keyring
// (scripts/keyring.mjs). It lives beside the fixtures it uses, since scripts/ may not import tests/.
import { wholeNumberArgs } from '../../support/whole-number-args';
import { runPartitionCampaign } from './campaign';

const USAGE =
  'usage: npm run partitions -- [--rounds N] [--seed N] [--workstations N]   (whole numbers; rounds, workstations ≥ 1)';

const { rounds, seed, workstations } = wholeNumberArgs(
  ['rounds', 'seed', 'workstations'],
  { rounds: () => 200, seed: () => Math.floor(Math.random() * 2 ** 31), workstations: () => 3 },
  { rounds: 1, seed: 0, workstations: 1 },
  USAGE,
);
const postgresUrl = process.env['REMIT_HQ_PG_URL'] || undefined;
const replay = `npm run partitions -- --rounds ${rounds} --seed ${seed} --workstations ${workstations}`;

console.log(
  `Partition campaign: ${rounds} rounds, ${workstations} workstations, head office on ${postgresUrl ? 'PostgreSQL (REMIT_HQ_PG_URL)' : 'PGlite'}, seed ${seed} (replay: ${replay})`,
);
const started = Date.now();
const report = await runPartitionCampaign({
  legs: [{ seed, rounds }],
  workstations,
  postgresUrl,
  log: (line) => console.log(line),
});
const seconds = ((Date.now() - started) / 1000).toFixed(1);

console.log('');
console.log(`Connections by fate: ${JSON.stringify(report.fates)}`);
console.log(
  `Head office killed ${report.headOfficeKills} times, a workstation ${report.workstationKills} times; clocks set wrong ${report.skews} times (${report.clockRefusals} reservations refused for it); link down ${report.linkDowns} times; PostgreSQL ended head office's connections ${report.databaseDrops} times`,
);
console.log(`Changes at head office, checked after every round: ${report.changes.join(' + ')}`);
if (report.problems.length > 0) {
  console.log(
    `\nFAILED after ${report.played} rounds (seed ${seed}, ${seconds} s; replay: ${replay}):`,
  );
  for (const problem of report.problems) console.log(`  - ${problem}`);
  process.exit(1);
}
console.log(`\nPASSED: ${rounds} rounds, seed ${seed}, ${seconds} s`);

// `npm run crash -- --kills 200 [--seed N]`: the crash campaign (docs/fault-matrix.md). The send
// path runs in a child process that is killed with SIGKILL at random points and started again, and
// every restart is checked. Runs inside a throwaway keyring (scripts/keyring.mjs). It lives beside
// the engine fixtures it uses, since scripts/ may not import from tests/.
import { wholeNumberArgs } from '../../support/whole-number-args';
import { runCrashCampaign } from './crash-campaign';

const USAGE = 'usage: npm run crash -- [--kills N] [--seed N]   (N a whole number, kills ≥ 1)';

const { kills, seed } = wholeNumberArgs(
  ['kills', 'seed'],
  { kills: () => 200, seed: () => Math.floor(Math.random() * 2 ** 31) },
  { kills: 1, seed: 0 },
  USAGE,
);

console.log(
  `Crash campaign: ${kills} kills, seed ${seed} (replay: npm run crash -- --kills ${kills} --seed ${seed})`,
);
const started = Date.now();
const report = await runCrashCampaign({ seed, kills, log: (line) => console.log(line) });
const seconds = ((Date.now() - started) / 1000).toFixed(1);

console.log('');
console.log(`Kills landed after: ${JSON.stringify(report.landedAfter)}`);
console.log(
  `Kills made because the trigger was not reached within the trigger deadline: ${report.triggerDeadlineKills}`,
);
console.log(`Checks after a restart's recovery: ${report.checks}`);
console.log(
  `Transfers: ${report.transfers} ${JSON.stringify(report.byState)}; settled as interrupted at a start: ${report.interrupted}; processed by the bank: ${report.processed}, each at most once`,
);
if (report.problems.length > 0) {
  console.log(`\nFAILED (seed ${seed}, ${seconds} s):`);
  for (const problem of report.problems) console.log(`  - ${problem}`);
  process.exit(1);
}
console.log(`\nPASSED: ${kills} kills, seed ${seed}, ${seconds} s`);

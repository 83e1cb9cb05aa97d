// `npm run faults`: runs the fault matrix (fault-matrix.ts, docs/fault-matrix.md) once, prints it
// as a table with each cell's verdict against the product's rules, and writes the same run to
// reports/faults.json. Exits 1 when a cell breaks a rule. Runs inside a throwaway keyring
// (scripts/keyring.mjs); it lives beside the fixtures it uses, since scripts/ may not import tests/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { matrixTable, runFaultMatrix } from './fault-matrix';

const REPORT = 'reports/faults.json';

const started = Date.now();
const cells = await runFaultMatrix({ log: (line) => console.log(`  ${line}`) });
const seconds = ((Date.now() - started) / 1000).toFixed(1);
mkdirSync('reports', { recursive: true });
writeFileSync(
  REPORT,
  `${JSON.stringify({ ranAt: new Date(started).toISOString(), seconds: Number(seconds), cells }, null, 2)}\n`,
);

console.log('');
console.log(matrixTable(cells));
const wrong = cells.filter((cell) => cell.problems.length > 0);
console.log('');
console.log(
  wrong.length === 0
    ? `All ${cells.length} cells as the rules say (${seconds} s); the run is in ${REPORT}.`
    : `${wrong.length} of ${cells.length} cells break the rules (${seconds} s); the run is in ${REPORT}.`,
);
process.exitCode = wrong.length === 0 ? 0 : 1;

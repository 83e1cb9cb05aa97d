import { createInterface } from 'node:readline';
import { startHeadOffice } from '../../hq/src/start';

/*
 * Head office for the benchmarks, in a process of its own as `npm run hq` runs it (tsx), so that
 * its memory is its own and not the load generator's: started on the database the argument names
 * (JSON: { database } or { dataDir }), it prints one JSON line with its URL and what it printed,
 * then its RSS and the CPU time it has used every SAMPLE_MS, until its standard input closes.
 */

const SAMPLE_MS = 200;

const options = JSON.parse(process.argv[2] ?? '{}') as { database?: string; dataDir?: string };
// D157: head office refuses a reservation far from its clock; "clock <ms>" sets the clock to read
// that instant and run on from it, so a bench can reserve on the days its load holds.
let shift = 0;
const started = await startHeadOffice({
  ...options,
  port: 0,
  now: () => new Date(Date.now() + shift),
});
process.stdout.write(`${JSON.stringify({ url: started.url, lines: started.lines })}\n`);
const timer = setInterval(() => {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const sample = {
    rssMb: memory.rss / 1_048_576,
    heapUsedMb: memory.heapUsed / 1_048_576,
    heapTotalMb: memory.heapTotal / 1_048_576,
    externalMb: memory.external / 1_048_576,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
  process.stdout.write(`${JSON.stringify(sample)}\n`);
}, SAMPLE_MS);
// D134: "gc" on a line of standard input: a full collection, then what is still held, so that the
// memory figure compares live memory, not where V8's collections and the allocator happen to be.
const mb = (bytes: number) => bytes / 1_048_576;
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.startsWith('clock ')) {
    shift = Number(line.slice('clock '.length)) - Date.now();
    process.stdout.write(`${JSON.stringify({ clock: true })}\n`);
    return;
  }
  if (line !== 'gc') return;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
  const memory = process.memoryUsage();
  const collected = {
    heapUsedMb: mb(memory.heapUsed),
    externalMb: mb(memory.external),
    rssMb: mb(memory.rss),
  };
  process.stdout.write(`${JSON.stringify({ collected })}\n`);
});
process.stdin.on('end', () => {
  clearInterval(timer);
  void started.stop().then(() => process.exit(0));
});

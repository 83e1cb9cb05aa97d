// A child process of the partition campaign that speaks in lines (hq-child.ts,
// workstation-child.ts): the campaign writes a command, waits for the line that answers it, and
// kills the child with SIGKILL when a round says so. Every wait has a deadline, so a hang is a
// failure that names what was awaited, never a campaign that waits forever.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export class ChildHung extends Error {}

export interface LineChild {
  readonly name: string;
  /** Writes one command line (ignored once the child has ended). */
  send(command: string): void;
  /**
   * The first line from now on that starts with `prefix`; a line starting with FAILED, the
   * child's end or `timeoutMs` passing first rejects, naming the child and its last words.
   */
  next(prefix: string, timeoutMs: number): Promise<string>;
  alive(): boolean;
  /** SIGKILL, and resolves once it has ended. */
  kill(): Promise<void>;
  /** Resolves once it has ended by itself (or after `timeoutMs`, killed). */
  ended(timeoutMs: number): Promise<void>;
  /** Lines it wrote (the last ones) and its standard error, for a report. */
  lastWords(): string;
}

/** Runs the bundled `script` (bundle.ts) with `args` in a child process of its own. */
export function startChild(name: string, script: string, args: string[]): LineChild {
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', script, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let stderr = '';
  let waiters: { prefix: string; resolve: (l: string) => void; reject: (e: Error) => void }[] = [];
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const lastWords = () =>
    `${lines.slice(-4).join(' | ')}${stderr ? ` (stderr: ${stderr.slice(-600)})` : ''}`;

  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    if (lines.length > 50) lines.shift();
    for (const waiter of [...waiters]) {
      if (line.startsWith('FAILED')) waiter.reject(new Error(`${name}: ${line.slice(0, 2_000)}`));
      else if (line.startsWith(waiter.prefix)) waiter.resolve(line);
      else continue;
      waiters = waiters.filter((w) => w !== waiter);
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4_000);
  });
  child.stdin!.on('error', () => undefined);
  child.on('exit', (code, signal) => {
    for (const waiter of waiters.splice(0)) {
      waiter.reject(new Error(`${name} ended (${signal ?? code}): ${lastWords()}`));
    }
  });

  return {
    name,
    send(command) {
      if (alive()) child.stdin!.write(`${command}\n`);
    },
    next(prefix, timeoutMs) {
      if (!alive()) return Promise.reject(new Error(`${name} has ended: ${lastWords()}`));
      return new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w.resolve !== done);
          reject(
            new ChildHung(`${name} said no "${prefix}" within ${timeoutMs} ms: ${lastWords()}`),
          );
        }, timeoutMs);
        const done = (line: string) => {
          clearTimeout(timer);
          resolve(line);
        };
        const failed = (error: Error) => {
          clearTimeout(timer);
          reject(error);
        };
        waiters.push({ prefix, resolve: done, reject: failed });
      });
    },
    alive,
    async kill() {
      if (alive()) child.kill('SIGKILL');
      await exited;
    },
    async ended(timeoutMs) {
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
    lastWords,
  };
}

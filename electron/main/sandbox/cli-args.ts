import { fail, ok, type Result } from '@shared/result';
import type { SandboxOptions } from './options';
import { RTGS_WINDOW_MODES, type RtgsWindowMode } from './rtgs-window';

export const DEFAULT_CLI_PORT = 7070;
export const DEFAULT_CLI_DATA_DIR = '.sandbox-data';

export const USAGE = `Usage: npm run sandbox -- [options]

  --port <n>                 port on 127.0.0.1 (default ${DEFAULT_CLI_PORT}; 0 = any free port)
  --data-dir <path>          folder of the sandbox ledger (default ${DEFAULT_CLI_DATA_DIR})
  --mode live|test           test: IMT sends are recorded but never answered (default live)
  --token-lifetime <s>       access token lifetime in seconds (default 900)
  --rtgs-window auto|open|closed
                             force the RTGS window for training (default auto: weekdays 09:00-15:00)
  --host 127.0.0.1           the only address accepted
  --quiet                    no request log on stderr
  --help                     this text

Once listening it prints its Base-URL, the service credentials and an Operator-Token: the
/sandbox/... routes (keys, faults, the RTGS window, the books) need it as
Authorization: Bearer <Operator-Token>. It is new at every start.

The sandbox bank is a simulator for training and tests. It never moves live money.`;

export type CliCommand =
  { kind: 'help' } | { kind: 'start'; options: Omit<SandboxOptions, 'log'>; quiet: boolean };

/** `--name value` and `--name=value`; anything unknown or malformed is an error (exit code 2). */
export function parseCliArgs(argv: readonly string[]): Result<CliCommand, string> {
  const options: Omit<SandboxOptions, 'log'> = {
    dataDir: DEFAULT_CLI_DATA_DIR,
    port: DEFAULT_CLI_PORT,
  };
  let quiet = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const inline = eq > 0 ? arg.slice(eq + 1) : undefined;
    const value = (): string | null => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) return null;
      i += 1;
      return next;
    };
    const missing = () => fail(`${name} needs a value. Run with --help for the options.`);
    switch (name) {
      case '--help':
      case '-h':
        return ok({ kind: 'help' });
      case '--quiet':
        quiet = true;
        break;
      case '--port': {
        const v = value();
        if (v === null) return missing();
        if (!/^\d{1,5}$/.test(v) || Number(v) > 65535) {
          return fail(`--port must be a number from 0 to 65535 (not "${v}").`);
        }
        options.port = Number(v);
        break;
      }
      case '--data-dir': {
        const v = value();
        if (v === null || v.trim() === '') return missing();
        options.dataDir = v;
        break;
      }
      case '--mode': {
        const v = value();
        if (v === null) return missing();
        if (v !== 'live' && v !== 'test') return fail(`--mode must be live or test (not "${v}").`);
        options.mode = v;
        break;
      }
      case '--token-lifetime': {
        const v = value();
        if (v === null) return missing();
        if (!/^\d{1,7}$/.test(v) || Number(v) < 1) {
          return fail(
            `--token-lifetime must be a whole number of seconds, 1 or more (not "${v}").`,
          );
        }
        options.tokenLifetimeMs = Number(v) * 1000;
        break;
      }
      case '--rtgs-window': {
        const v = value();
        if (v === null) return missing();
        if (!RTGS_WINDOW_MODES.includes(v as RtgsWindowMode)) {
          return fail(`--rtgs-window must be ${RTGS_WINDOW_MODES.join(', ')} (not "${v}").`);
        }
        options.rtgsWindow = v as RtgsWindowMode;
        break;
      }
      case '--host': {
        const v = value();
        if (v === null) return missing();
        if (v !== '127.0.0.1') {
          return fail(
            `--host must be 127.0.0.1 (not "${v}"): the sandbox never listens on the network.`,
          );
        }
        options.host = v;
        break;
      }
      default:
        return fail(`Unknown option "${arg}". Run with --help for the options.`);
    }
  }
  return ok({ kind: 'start', options, quiet });
}

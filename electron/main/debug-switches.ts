import { text } from '@shared/i18n/catalog';

/*
 * Command-line switches and environment variables that would let someone at a branch workstation
 * look inside the running app or weaken it: read the bank token and the signed bodies, change
 * what is sent, or attach a debugger to the process that holds the private key. The packaged app
 * refuses to start with any of them; in development they stay allowed.
 *
 * What the fuses flipped at packaging (electronFuses in electron-builder.yml) already cover:
 *   - enableNodeCliInspectArguments: false makes Electron ignore the Node inspector switches
 *     (--inspect, --inspect-brk, --inspect-port, --inspect-brk-node, --inspect-publish-uid,
 *     --debug, --debug-brk, --debug-port), and SIGUSR1 no longer starts the inspector.
 *   - enableNodeOptionsEnvironmentVariable: false makes it ignore NODE_OPTIONS (where --inspect or
 *     --require could hide).
 *   - runAsNode: false makes it ignore ELECTRON_RUN_AS_NODE. Were that honoured, the binary would
 *     run someone else's script as plain Node and this code would never run: only the fuse can
 *     stop it. Both variables are reported as ignored here, so the log shows someone tried.
 * What no fuse covers, and this module refuses:
 *   - Chromium's DevTools protocol: --remote-debugging-port, and --remote-debugging-pipe (the same
 *     control over inherited file descriptors, no port needed), with every other
 *     --remote-debugging-* and --remote-allow-origins.
 *   - --js-flags: V8 flags for every process (natives syntax, mitigations turned off, code logs).
 *   - Logs outside the app's redacted log: --enable-logging (and ELECTRON_ENABLE_LOGGING, its
 *     equivalent) writes Chromium's and the page's console output to stderr or any file, and
 *     --log-net-log writes every request with its headers, the bank's bearer token included.
 *     (--v, --vmodule and --log-file do nothing without --enable-logging.)
 *   - Switches that undo the window's and the connection's protections: --ignore-certificate-errors
 *     and its SPKI list (a proxy could read the token and the bodies), --no-sandbox and
 *     --disable-web-security.
 *   - TLS secrets written to a file: --ssl-key-log-file and the SSLKEYLOGFILE variable make
 *     Chromium write every connection's session keys, so a capture of the traffic to the bank
 *     could be decrypted (the token, the signed bodies).
 *   - A second data folder: --user-data-dir starts a second journal beside the shared keychain
 *     (D66), where a new first admin would see the earlier setup; one journal per workstation.
 * The inspector switches are refused as well, although the fuse disarms them: a package built
 * without the fuses must not be debuggable either, and a refusal is logged where a silently
 * ignored switch is not. Network switches a bank's IT may need (--proxy-server, --proxy-pac-url,
 * --lang) are left alone: TLS still protects the connection through a proxy.
 *
 * Chromium reads `--name`, `-name` and, on Windows, `/name`, and lowercases names on Windows; all
 * of these are matched, everywhere in argv (a name before or after `--` alike), so no spelling
 * slips through. A false match only stops the app with a message.
 */

const REFUSED_SWITCHES: ReadonlySet<string> = new Set([
  'inspect',
  'inspect-brk',
  'inspect-brk-node',
  'inspect-port',
  'inspect-publish-uid',
  'inspect-wait',
  'debug',
  'debug-brk',
  'debug-port',
  'remote-allow-origins',
  'js-flags',
  'enable-logging',
  'log-net-log',
  'net-log-capture-mode',
  'ignore-certificate-errors',
  'ignore-certificate-errors-spki-list',
  'no-sandbox',
  'disable-web-security',
  'ssl-key-log-file',
]);

/**
 * Switches that give the app a second data folder, so a second journal (D66): refused apart,
 * because the reason and the remedy differ from a debugging switch's.
 */
const SECOND_JOURNAL_SWITCHES: ReadonlySet<string> = new Set(['user-data-dir']);

/** Every switch with one of these prefixes (`--remote-debugging-port`, `--inspect=…` spelled anyhow). */
const REFUSED_PREFIXES: readonly string[] = ['remote-debugging-', 'inspect-'];

/** Environment variables that act like a refused switch. */
const REFUSED_ENVIRONMENT: readonly string[] = ['ELECTRON_ENABLE_LOGGING', 'SSLKEYLOGFILE'];

/** Environment variables the fuses make Electron ignore; reported, never acted upon. */
const FUSED_ENVIRONMENT: readonly string[] = ['NODE_OPTIONS', 'ELECTRON_RUN_AS_NODE'];

export interface DebugSwitchCheck {
  /** What stops the packaged app, as `--name` or the variable's name; empty in development. */
  refused: string[];
  /** Variables that are set but ignored by the fuses: worth a line in the log. */
  ignored: string[];
}

export interface LaunchInput {
  /** process.argv: the executable, then what it was started with. */
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** app.isPackaged */
  packaged: boolean;
}

/** The switch's name as Chromium would read it (lowercase, no dashes, no value), or null. */
export function switchName(arg: string): string | null {
  const prefix = /^(--|-|\/)(?=[A-Za-z])/.exec(arg);
  if (!prefix) return null;
  const rest = arg.slice(prefix[0].length);
  const equals = rest.indexOf('=');
  return (equals === -1 ? rest : rest.slice(0, equals)).toLowerCase();
}

function isRefused(name: string): boolean {
  return (
    REFUSED_SWITCHES.has(name) ||
    SECOND_JOURNAL_SWITCHES.has(name) ||
    REFUSED_PREFIXES.some((p) => name.startsWith(p))
  );
}

function isSet(env: LaunchInput['env'], name: string): boolean {
  const value = env[name];
  return value !== undefined && value !== '';
}

export function checkDebugSwitches(input: LaunchInput): DebugSwitchCheck {
  if (!input.packaged) return { refused: [], ignored: [] };
  const refused = new Set<string>();
  for (const arg of input.argv.slice(1)) {
    const name = switchName(arg);
    if (name !== null && isRefused(name)) refused.add(`--${name}`);
  }
  for (const name of REFUSED_ENVIRONMENT) if (isSet(input.env, name)) refused.add(name);
  return {
    refused: [...refused],
    ignored: FUSED_ENVIRONMENT.filter((name) => isSet(input.env, name)),
  };
}

/**
 * For the log and the dialog: what was found, why it matters, what to do; a second data folder
 * gets its own sentence, since it is refused for another reason than a debugger.
 */
export function refusedDebugSwitchesMessage(refused: readonly string[]): string {
  const secondJournal = refused.filter((s) => SECOND_JOURNAL_SWITCHES.has(s.replace(/^--/, '')));
  const debugging = refused.filter((s) => !secondJournal.includes(s));
  const parts: string[] = [];
  if (debugging.length > 0) {
    parts.push(text('appFrame.debugSwitchesRefused', { switches: debugging.join(', ') }));
  }
  if (secondJournal.length > 0) {
    parts.push(text('appFrame.secondDataFolderRefused', { switches: secondJournal.join(', ') }));
  }
  return parts.join(' ');
}

/** For the log only: what an IT person reading it needs, in English. */
export function ignoredEnvironmentMessage(name: string): string {
  // catalog-ignore: a log line, read by IT, not shown to a person at the counter
  return `${name} is set and ignored: this build of Remit Desk does not honour it.`;
}

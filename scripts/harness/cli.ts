import { parseArgs } from 'node:util';
import { HarnessStartError, startHarness } from './harness-server';

/*
 * `npm run harness -- --data-dir DIR [--port N]`: the built renderer and the real main-process
 * services in a browser, for development and the e2e tests. It uses this machine's keychain.
 */
const USAGE = 'Usage: npm run harness -- --data-dir DIR [--port N]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let values: { 'data-dir'?: string; port?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      'data-dir': { type: 'string' },
      port: { type: 'string' },
      help: { type: 'boolean' },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const dataDir = values['data-dir'];
if (!dataDir) fail('Give the harness a data folder: --data-dir DIR.');
const port = values.port === undefined ? 0 : Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  fail(`--port must be a whole number from 0 to 65535, not "${values.port}".`);
}

try {
  const harness = await startHarness({
    dataDir,
    port,
    log: {
      info: (message) => console.log(message),
      warn: (message) => console.warn(message),
      error: (message) => console.error(message),
    },
  });
  console.log(`Remit Desk harness (${harness.services.environment} environment)`);
  console.log(`URL: ${harness.url}`);
  // Electron's save dialogs and printer, as a browser's downloads folder and PDFs.
  console.log(`Downloads: ${harness.folders.downloads}`);
  console.log(`Prints: ${harness.folders.prints}`);
  const { sandbox } = harness.services;
  if (sandbox) {
    // For a trainer who sets faults or reads the books while clerks practise (docs/sandbox-bank.md).
    console.log(`Sandbox-URL: ${sandbox.url}`);
    console.log(`Sandbox-Operator-Token: ${sandbox.operatorToken}`);
  }
  const stop = () => {
    void harness.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  if (error instanceof HarnessStartError) fail(error.message);
  throw error;
}

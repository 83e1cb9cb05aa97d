// `npm run sandbox -- [options]`: the sandbox bank as a process, for trainers and for tests that
// need it outside their own process. Prints `Name: value` lines on stdout once it listens.
import { USAGE, parseCliArgs } from './cli-args';
import { SandboxStartError, startSandbox } from './sandbox';

async function main(): Promise<number> {
  const parsed = parseCliArgs(process.argv.slice(2));
  if (!parsed.ok) {
    process.stderr.write(`sandbox: ${parsed.error}\n`);
    return 2;
  }
  if (parsed.value.kind === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { options, quiet } = parsed.value;
  let sandbox;
  try {
    sandbox = await startSandbox({
      ...options,
      log: quiet
        ? undefined
        : (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`),
    });
  } catch (error) {
    process.stderr.write(`sandbox: ${(error as Error).message}\n`);
    return error instanceof SandboxStartError && error.code === 'bad-option' ? 2 : 1;
  }
  const lines = [
    'Remit Desk sandbox bank: a simulator for training and tests, never for live money.',
    `Base-URL: ${sandbox.url}`,
    `Api-Key: ${sandbox.credentials.apiKey}`,
    `Merchant-Code: ${sandbox.credentials.merchantCode}`,
    `Consumer-Secret: ${sandbox.credentials.consumerSecret}`,
    `Mode: ${sandbox.mode}`,
    `Data-Dir: ${sandbox.dataDir}`,
    // Printed here and nowhere else: it opens the operator routes for this run only.
    `Operator-Token: ${sandbox.operatorToken}`,
    `Accounts: GET ${sandbox.url}/sandbox/accounts (Authorization: Bearer <Operator-Token>)`,
    `Register-Key: POST ${sandbox.url}/sandbox/keys (public key PEM; Authorization: Bearer <Operator-Token>)`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);

  return new Promise<number>((resolve) => {
    const stop = (signal: string) => {
      process.stderr.write(`sandbox: ${signal} received, closing.\n`);
      sandbox.close().then(
        () => resolve(0),
        (error: unknown) => {
          process.stderr.write(`sandbox: closing failed: ${(error as Error).message}\n`);
          resolve(1);
        },
      );
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`sandbox: ${(error as Error).message}\n`);
    process.exit(1);
  },
);

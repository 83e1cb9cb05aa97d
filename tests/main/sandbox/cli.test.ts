import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { SERVICE_PATHS } from '@shared/api/paths';
import { parseCliArgs } from '../../../electron/main/sandbox/cli-args';
import { SANDBOX_CREDENTIALS } from '../../../electron/main/sandbox/sandbox';
import { fileKey, imtBody, rtgsBody, signBody, tempDataDir } from './harness';

const CLI = 'electron/main/sandbox/cli.ts';

/**
 * `npx tsx cli.ts …`, as a person runs it. npx puts npm and a shell between the test and the
 * sandbox, so it runs in its own process group and is stopped through that group.
 */
function runCli(args: string[]): ChildProcess {
  return spawn('npx', ['tsx', CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

/** The sandbox as the only process, so a signal reaches it directly and its exit code is its own. */
function runCliDirect(args: string[]): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function stopGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Reads `Name: value` lines from stdout until every value the tests use has been printed. */
async function printedValues(child: ChildProcess): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  let buffer = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      for (const line of buffer.split('\n')) {
        const match = /^([A-Za-z-]+): (.+)$/.exec(line.trim());
        if (match) values[match[1]!] = match[2]!;
      }
      if (['Consumer-Secret', 'Base-URL', 'Data-Dir', 'Operator-Token'].every((k) => values[k])) {
        resolve(values);
      }
    });
    child.once('exit', (code) => reject(new Error(`the CLI exited (${code}) before printing`)));
  });
}

async function exitOf(child: ChildProcess): Promise<{ code: number | null; stderr: string }> {
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

/** The header that opens the operator routes of the sandbox that printed these values. */
function operatorAuth(values: Record<string, string>): Record<string, string> {
  return { Authorization: `Bearer ${values['Operator-Token']}` };
}

describe('sandbox CLI', () => {
  it('prints its URL, credentials and operator token as Name: value lines, then serves the token and a send', async () => {
    const dataDir = tempDataDir();
    const child = runCli(['--port', '0', '--data-dir', dataDir, '--rtgs-window=open', '--quiet']);
    const exited = exitOf(child);
    try {
      const values = await printedValues(child);
      expect(values).toMatchObject({
        'Api-Key': SANDBOX_CREDENTIALS.apiKey,
        'Merchant-Code': SANDBOX_CREDENTIALS.merchantCode,
        'Consumer-Secret': SANDBOX_CREDENTIALS.consumerSecret,
        'Base-URL': expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
        Mode: 'live',
        'Data-Dir': dataDir,
        'Operator-Token': expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      });
      const base = values['Base-URL']!;

      const tokenAnswer = await fetch(base + SERVICE_PATHS.token, {
        method: 'POST',
        headers: { 'Api-Key': values['Api-Key']!, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          merchantCode: values['Merchant-Code'],
          consumerSecret: values['Consumer-Secret'],
        }),
      });
      expect(tokenAnswer.status).toBe(200);
      const { accessToken } = (await tokenAnswer.json()) as { accessToken: string };

      // The operator routes open with the printed token only, not with the service's access token.
      for (const headers of [{}, { Authorization: `Bearer ${accessToken}` }]) {
        const refused = await fetch(`${base}/sandbox/keys`, {
          method: 'POST',
          headers,
          body: fileKey().publicPem,
        });
        expect(refused.status).toBe(401);
      }
      expect(
        (
          await fetch(`${base}/sandbox/keys`, {
            method: 'POST',
            headers: operatorAuth(values),
            body: fileKey().publicPem,
          })
        ).status,
      ).toBe(201);
      const body = rtgsBody();
      const sent = await fetch(base + SERVICE_PATHS.rtgs, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${accessToken}`,
          'Content-Type': 'application/json',
          signature: signBody('rtgs', body, fileKey().privateKey),
        },
        body: JSON.stringify(body),
      });
      expect(sent.status).toBe(200);
      expect(await sent.json()).toMatchObject({ status: true, reference: body.transfer.reference });
    } finally {
      stopGroup(child);
    }
    await exited;
  });

  it.each(['SIGTERM', 'SIGINT'] as const)(
    'closes cleanly with exit code 0 on %s',
    async (signal) => {
      const child = runCliDirect(['--port', '0', '--data-dir', tempDataDir()]);
      const exited = exitOf(child);
      const values = await printedValues(child).catch((error: Error) => {
        child.kill('SIGKILL');
        throw error;
      });
      // A connection held open (test-mode style hang) must not keep it from closing.
      const fault = await fetch(`${values['Base-URL']}/sandbox/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...operatorAuth(values) },
        body: JSON.stringify({ route: 'paymentPurposes', fault: 'hang' }),
      });
      expect(fault.status).toBe(200);
      const held = fetch(values['Base-URL'] + SERVICE_PATHS.paymentPurposes).catch((e: Error) => e);
      await new Promise((resolve) => setTimeout(resolve, 100));
      child.kill(signal);
      const { code, stderr } = await exited;
      expect(code).toBe(0);
      expect(stderr).toContain(`${signal} received, closing.`);
      // The request log has the operator route, never the token that opened it.
      expect(stderr).toContain('POST /sandbox/faults -> 200');
      expect(stderr).not.toContain(values['Operator-Token']);
      expect(await held).toBeInstanceOf(Error);
    },
  );

  it('holds IMT sends with --mode test', async () => {
    const child = runCliDirect([
      '--port=0',
      `--data-dir=${tempDataDir()}`,
      '--mode',
      'test',
      '--quiet',
    ]);
    const exited = exitOf(child);
    try {
      const values = await printedValues(child);
      expect(values['Mode']).toBe('test');
      const base = values['Base-URL']!;
      const token = (await (
        await fetch(base + SERVICE_PATHS.token, {
          method: 'POST',
          headers: { 'Api-Key': values['Api-Key']!, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            merchantCode: values['Merchant-Code'],
            consumerSecret: values['Consumer-Secret'],
          }),
        })
      ).json()) as { accessToken: string };
      await fetch(`${base}/sandbox/keys`, {
        method: 'POST',
        headers: operatorAuth(values),
        body: fileKey().publicPem,
      });
      const body = imtBody();
      await expect(
        fetch(base + SERVICE_PATHS.imt, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token.accessToken}`,
            'Content-Type': 'application/json',
            signature: signBody('imt', body, fileKey().privateKey),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(500),
        }),
      ).rejects.toMatchObject({ name: 'TimeoutError' });
      const entry = await fetch(`${base}/sandbox/transactions/${body.transfer.reference}`, {
        headers: operatorAuth(values),
      });
      expect(await entry.json()).toMatchObject({ data: { held: true, mode: 'test' } });
    } finally {
      child.kill('SIGINT');
    }
    expect((await exited).code).toBe(0);
  });

  it.each([
    [['--port', 'eighty']],
    [['--mode', 'staging']],
    [['--host', '0.0.0.0']],
    [['--frobnicate']],
    [['--data-dir']],
  ])('exits with code 2 and a message for %j', async (args) => {
    const { code, stderr } = await exitOf(runCli(args));
    expect(code).toBe(2);
    expect(stderr).toMatch(/^sandbox: .+/m);
  });
});

describe('sandbox CLI arguments', () => {
  it('reads every option in both spellings', () => {
    expect(
      parseCliArgs([
        '--port',
        '8080',
        '--data-dir=/tmp/x',
        '--mode=test',
        '--token-lifetime',
        '60',
        '--rtgs-window',
        'closed',
        '--host=127.0.0.1',
        '--quiet',
      ]),
    ).toEqual({
      ok: true,
      value: {
        kind: 'start',
        quiet: true,
        options: {
          port: 8080,
          dataDir: '/tmp/x',
          mode: 'test',
          tokenLifetimeMs: 60_000,
          rtgsWindow: 'closed',
          host: '127.0.0.1',
        },
      },
    });
  });

  it.each([
    [['--port', '70000'], /--port/],
    [['--token-lifetime', '0'], /--token-lifetime/],
    [['--rtgs-window', 'ajar'], /--rtgs-window/],
    [['--mode'], /needs a value/],
    [['extra'], /Unknown option "extra"/],
  ])('refuses %j', (args, message) => {
    const parsed = parseCliArgs(args);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatch(message);
  });
});

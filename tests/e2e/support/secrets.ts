import { SANDBOX_CREDENTIALS } from '../../../electron/main/sandbox/sandbox';
import type { E2eApp, PageGlobals } from './e2e-app';

/*
 * No secret reaches the renderer: the service credentials, the private key, the access token and
 * the sandbox's operator token live in the main process and the keychain only. This reads them where they really are (the
 * keychain entries of this run) and looks for them in everything the page holds or received.
 */

export interface Secret {
  name: string;
  value: string;
}

/** The PEM whole, and each line of its body: a part of a key is as bad as all of it. */
function pemParts(name: string, pem: string): Secret[] {
  const lines = pem
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length >= 16 && !line.startsWith('-----'));
  return [
    { name, value: pem.trim() },
    ...lines.map((line, i) => ({ name: `${name}, line ${i + 2}`, value: line })),
  ];
}

export interface KnownSecrets {
  secrets: Secret[];
  /** Whether the keychain held each kind when read (a scan for an absent token proves nothing). */
  held: { credentials: boolean; privateKey: boolean; token: boolean };
}

export async function knownSecrets(app: E2eApp): Promise<KnownSecrets> {
  const store = app.secretStore(app.harness.services.environment);
  const credentials = await store.credentials();
  const privateKey = await store.privateKeyPem();
  const token = await store.tokenCache.load();
  const secrets: Secret[] = [
    ...Object.entries(SANDBOX_CREDENTIALS).map(([name, value]) => ({
      name: `sandbox credential ${name}`,
      value,
    })),
    ...Object.entries(credentials ?? {}).map(([name, value]) => ({
      name: `stored credential ${name}`,
      value: String(value),
    })),
    ...(privateKey ? pemParts('private key PEM', privateKey) : []),
    ...(token ? [{ name: 'access token', value: token.accessToken }] : []),
    { name: 'harness key', value: app.harnessKey },
    ...(app.harness.services.sandbox
      ? [{ name: 'sandbox operator token', value: app.harness.services.sandbox.operatorToken }]
      : []),
  ];
  return {
    secrets,
    held: { credentials: credentials !== null, privateKey: privateKey !== null, token: !!token },
  };
}

/** Which secrets occur in a text, named (never quoted, so a failing test prints no secret). */
export function secretsIn(text: string, secrets: readonly Secret[]): string[] {
  return secrets.filter((s) => s.value !== '' && text.includes(s.value)).map((s) => s.name);
}

export interface PageEvidence {
  /** Where each text came from, for the failure message. */
  texts: { where: string; text: string }[];
  /** IPC answers whose body could not be read (the scan would be incomplete). */
  unreadable: string[];
}

/** Everything the page holds now and every IPC answer and event it received so far. */
export async function pageEvidence(app: E2eApp): Promise<PageEvidence> {
  const { page } = app;
  // An answer still on its way would be missing from the scan.
  await app.quiet();
  const answers = await app.ipcAnswers();
  const state = await page.evaluate(() => {
    const g = globalThis as unknown as PageGlobals;
    const dump = (storage: PageGlobals['localStorage']) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      }).join('\n');
    return {
      cookie: g.document.cookie,
      href: g.location.href,
      localStorage: dump(g.localStorage),
      sessionStorage: dump(g.sessionStorage),
    };
  });
  const fieldValues = await page
    .locator('input, select, textarea')
    .evaluateAll((elements) => elements.map((e) => (e as unknown as { value: string }).value));
  return {
    texts: [
      ...answers.map((a, i) => ({ where: `IPC answer ${i} (${a.channel})`, text: a.body })),
      ...(await app.events()).map((text, i) => ({ where: `event ${i}`, text })),
      { where: 'page HTML', text: await page.content() },
      { where: 'page text', text: await page.locator('body').innerText() },
      { where: 'form field values', text: fieldValues.join('\n') },
      { where: 'document.cookie', text: state.cookie },
      { where: 'location', text: state.href },
      { where: 'localStorage', text: state.localStorage },
      { where: 'sessionStorage', text: state.sessionStorage },
    ],
    unreadable: answers.filter((a) => a.unreadable).map((a) => `${a.channel}: ${a.unreadable}`),
  };
}

/** Each place a secret showed up, as `where: secret name`. */
export function leaks(evidence: PageEvidence, secrets: readonly Secret[]): string[] {
  return evidence.texts.flatMap(({ where, text }) =>
    secretsIn(text, secrets).map((name) => `${where}: ${name}`),
  );
}

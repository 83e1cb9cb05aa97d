import type { Page } from 'playwright-core';
import type { EnvironmentName } from '@shared/domain/environments';
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

/**
 * The PEM whole, each line of its body, and the body as one base64 string (as a file or a log
 * would hold it with the lines joined): a part of a key is as bad as all of it.
 */
function pemParts(name: string, pem: string): Secret[] {
  const lines = pem
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length >= 16 && !line.startsWith('-----'));
  return [
    { name, value: pem.trim() },
    { name: `${name}, base64 body`, value: lines.join('') },
    ...lines.map((line, i) => ({ name: `${name}, line ${i + 2}`, value: line })),
  ];
}

export interface KnownSecrets {
  secrets: Secret[];
  /** Whether the keychain held each kind when read (a scan for an absent token proves nothing). */
  held: { credentials: boolean; privateKey: boolean; token: boolean };
}

/**
 * The secrets the keychain holds for one environment: credentials, the private key (whole, each
 * line, and its base64 body as one string) and the token. `label` prefixes their names.
 */
export async function environmentSecrets(
  app: E2eApp,
  environment: EnvironmentName,
  label = '',
): Promise<KnownSecrets> {
  const store = app.secretStore(environment);
  const credentials = await store.credentials();
  const privateKey = await store.privateKeyPem();
  const token = await store.tokenCache.load();
  // The origin they are bound to (D71) is an address the page shows, not a secret.
  const secrets: Secret[] = [
    ...Object.entries(credentials ?? {})
      .filter(([name]) => name !== 'origin')
      .map(([name, value]) => ({
        name: `${label}stored credential ${name}`,
        value: String(value),
      })),
    ...(privateKey ? pemParts(`${label}private key PEM`, privateKey) : []),
    ...(token ? [{ name: `${label}access token`, value: token.accessToken }] : []),
  ];
  return {
    secrets,
    held: { credentials: credentials !== null, privateKey: privateKey !== null, token: !!token },
  };
}

export async function knownSecrets(app: E2eApp): Promise<KnownSecrets> {
  const { secrets, held } = await environmentSecrets(app, app.harness.services.environment);
  return {
    secrets: [
      ...Object.entries(SANDBOX_CREDENTIALS).map(([name, value]) => ({
        name: `sandbox credential ${name}`,
        value,
      })),
      ...secrets,
      { name: 'harness key', value: app.harnessKey },
      ...(app.harness.services.sandbox
        ? [{ name: 'sandbox operator token', value: app.harness.services.sandbox.operatorToken }]
        : []),
    ],
    held,
  };
}

/**
 * What the app keeps in the page besides the DOM: every Pinia store's $state, read through the
 * app's own pinia instance (Vue puts the app on its mount element, and pinia on the app's global
 * properties, in production builds too), and every record of every IndexedDB database. Page code
 * as a string: the e2e files are typed for Node, not the DOM.
 */
const READ_HELD_STATE = `(async () => {
  const seen = new WeakSet();
  const json = (value) =>
    JSON.stringify(value, (_key, v) => {
      if (typeof v === 'bigint') return String(v);
      if (typeof v === 'object' && v !== null) {
        if (seen.has(v)) return '[seen]';
        seen.add(v);
      }
      return v;
    }) ?? '';
  const pinia = document.querySelector('#app')?.__vue_app__?.config.globalProperties.$pinia;
  const stores = pinia
    ? [...pinia._s.entries()].map(([id, store]) => ({ id, state: json(store.$state) }))
    : [];
  const whole = pinia ? json(pinia.state.value) : '';
  const records = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    for (const storeName of db.objectStoreNames) {
      const all = await new Promise((resolve, reject) => {
        const request = db.transaction(storeName).objectStore(storeName).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      records.push(name + '/' + storeName + ': ' + json(all));
    }
    db.close();
  }
  return { found: Boolean(pinia), stores, pinia: whole, indexedDb: records.join('\\n') };
})()`;

export interface PageHeldState {
  /** Whether the app's pinia was found (a scan of nothing proves nothing). */
  found: boolean;
  stores: { id: string; state: string }[];
  /** pinia.state.value: every store's state in one. */
  pinia: string;
  indexedDb: string;
}

export function pageHeldState(page: Page): Promise<PageHeldState> {
  return page.evaluate(READ_HELD_STATE) as Promise<PageHeldState>;
}

/** Which secrets occur in a text, named (never quoted, so a failing test prints no secret). */
export function secretsIn(text: string, secrets: readonly Secret[]): string[] {
  return secrets.filter((s) => s.value !== '' && text.includes(s.value)).map((s) => s.name);
}

export interface PageEvidence {
  /** Where each text came from, for the failure message. */
  texts: { where: string; text: string }[];
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
  const held = await pageHeldState(page);
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
      ...held.stores.map((store) => ({ where: `Pinia store ${store.id}`, text: store.state })),
      { where: 'Pinia state', text: held.pinia },
      { where: 'IndexedDB', text: held.indexedDb },
    ],
  };
}

/** Each place a secret showed up, as `where: secret name`. */
export function leaks(evidence: PageEvidence, secrets: readonly Secret[]): string[] {
  return evidence.texts.flatMap(({ where, text }) =>
    secretsIn(text, secrets).map((name) => `${where}: ${name}`),
  );
}

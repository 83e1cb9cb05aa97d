import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RemitDeskIpc } from '../../../electron/main/ipc/remit-desk-ipc';
import type { IpcSenderEvent } from '../../../electron/main/ipc/router';
import type { OperatorService } from '../../../electron/main/operators/operator-service';
import type { Services } from '../../../electron/main/services';
import {
  createSignInLanguage,
  SIGN_IN_LANGUAGE_FILE,
} from '../../../electron/main/settings/sign-in-language';
import { ref, text, textIn } from '@shared/i18n/catalog';
import { tempDataDir } from '../journal/fixtures';
import { keychainStores } from '../keys/keychain-fixture';
import { ADMIN, CLERK, recordingLogger, startDesk } from '../operators/fixtures';
import { windowIpc } from '../operators/desk-fixture';
import { choseOwnPassword } from '../../support/first-password';

/*
 * D83 through the window's IPC, on real services: the operator's own language from the frame,
 * an admin's for an operator, the sign-in screen's kept for the workstation's next start; each
 * checked for its sender, its role and its payload like every other operation.
 */

const WINDOW: IpcSenderEvent = {
  senderFrame: { url: 'app://remit-desk/index.html', parent: null, detached: false },
};
const STRANGER: IpcSenderEvent = {
  senderFrame: { url: 'https://example.com/', parent: null, detached: false },
};

const stores = keychainStores();
const dataDir = tempDataDir();
let desk: Awaited<ReturnType<typeof startDesk>>;
let services: Services;
let operators: OperatorService;
let ipc: RemitDeskIpc;

beforeAll(async () => {
  desk = await startDesk(stores, dataDir);
  ({ services, operators } = desk);
  ipc = windowIpc(services, operators);
  const admin = await desk.createFirstAdmin(ADMIN);
  if (!admin.ok) throw new Error(admin.error.message);
  const created = await operators.create({ ...CLERK, language: 'sw' }, operators.current()!);
  if (!created.ok) throw new Error(created.error.message);
  choseOwnPassword(services.journal, CLERK.operatorId);
  operators.signOut();
});

afterAll(async () => {
  ipc?.dispose();
  await desk?.close();
  await stores.cleanUp();
});

const call = (channel: string, payload?: unknown, from = WINDOW) =>
  ipc.router.handle(channel, from, payload);
const signIn = (who: { operatorId: string; password: string }) =>
  call('session:sign-in', { operatorId: who.operatorId, password: who.password });

describe("the operator's own language", () => {
  it('comes with the session at sign-in, as the admin created the operator', async () => {
    expect(await signIn(CLERK)).toMatchObject({ ok: true, value: { language: 'sw' } });
    expect(await call('app:status')).toMatchObject({
      ok: true,
      value: { session: { operatorId: CLERK.operatorId, language: 'sw' } },
    });
    // What stops a send is said in it too (D93): here, no source account to send from.
    const environment = services.environment;
    const accounts = services.branchLists.review(environment).lists.sourceAccounts;
    const list = { environment, list: 'sourceAccounts' as const };
    expect(services.branchLists.save({ ...list, entries: [] }, ADMIN.operatorId).ok).toBe(true);
    const status = (await call('app:status')) as { value: { problems: string[] } };
    expect(status.value.problems).toEqual([
      textIn('sw', 'send.readiness.noSourceAccounts', {
        environment: ref(`environments.words.${environment}`),
      }),
    ]);
    expect(status.value.problems[0]).toMatch(/^Hakuna akaunti/);
    services.branchLists.save({ ...list, entries: accounts }, ADMIN.operatorId);
    await call('session:sign-out');
  });

  it('changes from the frame, audited, and is the session’s and the next sign-in’s', async () => {
    await signIn(CLERK);
    const changed = await call('session:language', { language: 'fr' });
    expect(changed).toMatchObject({
      ok: true,
      value: { operatorId: CLERK.operatorId, language: 'fr' },
    });
    expect(await call('app:status')).toMatchObject({ value: { session: { language: 'fr' } } });
    const audited = services.journal.audit
      .entries()
      .filter((e) => e.action === 'operator.language-changed');
    expect(audited.at(-1)).toMatchObject({
      operatorId: CLERK.operatorId,
      details: { operatorId: CLERK.operatorId, from: 'sw', to: 'fr' },
    });
    await call('session:sign-out');
    expect(await signIn(CLERK)).toMatchObject({ value: { language: 'fr' } });
    await call('session:sign-out');
  });

  it('refuses a language the app does not ship, another field, another sender, nobody', async () => {
    await signIn(CLERK);
    const names = 'English, Français, Kiswahili';
    for (const payload of [{ language: 'de' }, { language: 'FR' }, {}, { language: 3 }]) {
      expect(await call('session:language', payload), JSON.stringify(payload)).toMatchObject({
        ok: false,
        error: { code: 'invalid-request', message: text('languages.choose', { names }) },
      });
    }
    expect(
      await call('session:language', { language: 'fr', operatorId: ADMIN.operatorId }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(await call('session:language', { language: 'en' }, STRANGER)).toMatchObject({
      ok: false,
      error: { code: 'forbidden-sender' },
    });
    // Nothing of the refusals reached the journal.
    expect(services.journal.operators.get(CLERK.operatorId)?.language).toBe('fr');
    await call('session:sign-out');
    expect(await call('session:language', { language: 'en' })).toMatchObject({
      ok: false,
      error: { code: 'not-signed-in' },
    });
  });
});

describe("an admin's choice of an operator's language", () => {
  it('is an admin’s alone, audited, and sets what the operator signs in with', async () => {
    await signIn(CLERK);
    expect(
      await call('operators:set-language', { operatorId: CLERK.operatorId, language: 'en' }),
    ).toMatchObject({ ok: false, error: { code: 'wrong-role' } });
    await call('session:sign-out');

    await signIn(ADMIN);
    expect(
      await call('operators:set-language', { operatorId: CLERK.operatorId, language: 'en' }),
    ).toMatchObject({ ok: true, value: { operatorId: CLERK.operatorId, language: 'en' } });
    expect(
      await call('operators:set-language', { operatorId: 'nobody.here', language: 'en' }),
    ).toMatchObject({ ok: false, error: { code: 'unknown-operator' } });
    expect(
      await call('operators:set-language', { operatorId: CLERK.operatorId, language: 'xx' }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    const listed = await call('operators:list');
    expect(listed).toMatchObject({ ok: true });
    const views = (listed as { value: { operatorId: string; language: string }[] }).value;
    expect(views.find((v) => v.operatorId === CLERK.operatorId)?.language).toBe('en');
    expect(
      await call('operators:create', {
        operatorId: 'halima.sup',
        displayName: 'Halima Said',
        role: 'supervisor',
        password: 'orange ladder spoon 27',
        language: 'de',
      }),
    ).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    await call('session:sign-out');
  });
});

describe("the sign-in screen's language on this workstation", () => {
  it('is English at first, kept in main for the next start once chosen', async () => {
    expect(await call('app:status')).toMatchObject({ value: { signInLanguage: 'en' } });
    expect(await call('session:sign-in-language', { language: 'fr' })).toEqual({
      ok: true,
      value: null,
    });
    expect(await call('app:status')).toMatchObject({ value: { signInLanguage: 'fr' } });
    // The next start reads it from the data folder.
    expect(createSignInLanguage(dataDir, recordingLogger().logger).current()).toBe('fr');
  });

  it('is not chosen while someone is signed in, nor with a language the app lacks', async () => {
    expect(await call('session:sign-in-language', { language: 'tlh' })).toMatchObject({
      ok: false,
      error: { code: 'invalid-request' },
    });
    await signIn(CLERK);
    expect(await call('session:sign-in-language', { language: 'sw' })).toMatchObject({
      ok: false,
      error: { code: 'signed-in', text: { key: 'languages.signedIn' } },
    });
    await call('session:sign-out');
    expect(services.signInLanguage.current()).toBe('fr');
  });

  it('shows English, and says so in the log, when its file holds anything else', () => {
    const folder = tempDataDir();
    for (const content of ['{"language":"de"}', 'not json', '{}']) {
      writeFileSync(join(folder, SIGN_IN_LANGUAGE_FILE), content);
      const log = recordingLogger();
      expect(createSignInLanguage(folder, log.logger).current(), content).toBe('en');
      expect(log.lines, content).toEqual([expect.objectContaining({ level: 'warn' })]);
    }
  });

  it('says the choice was not kept when its file cannot be written, and still shows it', async () => {
    const folder = join(tempDataDir(), 'missing-folder');
    const log = recordingLogger();
    const language = createSignInLanguage(folder, log.logger);
    expect(await language.choose('sw')).toBe(false);
    expect(language.current()).toBe('sw');
    expect(log.lines).toEqual([expect.objectContaining({ level: 'error' })]);
  });
});

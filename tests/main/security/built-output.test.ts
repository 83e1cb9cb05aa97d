import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from 'electron-vite';
import { build } from 'vite';
import type { InlineConfig, Plugin } from 'vite';
import { createAppProtocolHandler } from '../../../electron/main/app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../../electron/main/csp';
import { WORD_CHUNKS } from '../../../scripts/build/word-chunks.mjs';
import { en } from '@shared/i18n/en';
import { allKeys, type MessageTree } from '@shared/i18n/messages';

/*
 * Builds the preload and the renderer exactly as `electron-vite build` does (its resolved config,
 * into a temp dir) and checks what the security design assumes of the output: the sandboxed
 * preload needs nothing but `electron`, and the renderer runs under the strict CSP (no inline
 * script or style, no eval) when served through the app:// handler.
 */

const outDir = mkdtempSync(join(tmpdir(), 'remit-desk-build-'));
const rendererDir = join(outDir, 'renderer');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

beforeAll(async () => {
  const resolved = await resolveConfig(
    { root: process.cwd(), logLevel: 'silent', build: { outDir } },
    'build',
    'production',
  );
  const targets = resolved.config as { preload?: InlineConfig; renderer?: InlineConfig };
  await build(targets.preload!);
  const renderer = targets.renderer!;
  await build({ ...renderer, plugins: [...(renderer.plugins ?? []), keepChunks] });
}, 120_000);

interface BuiltChunk {
  /** The source files in it, relative to the repository. */
  modules: string[];
  imports: string[];
  /** The module a route's `import()` loads it for, relative to the repository. */
  facade: string | null;
  isEntry: boolean;
}
/** What the renderer's build made of the sources: each chunk's modules and static imports. */
const chunks = new Map<string, BuiltChunk>();
const keepChunks: Plugin = {
  name: 'remit-desk-keep-chunks',
  generateBundle(_options, bundle) {
    const relative = (id: string) => id.replace(/\\/g, '/').replace(`${process.cwd()}/`, '');
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      chunks.set(output.fileName, {
        modules: Object.keys(output.modules).map(relative),
        imports: output.imports,
        facade: output.facadeModuleId ? relative(output.facadeModuleId) : null,
        isEntry: output.isEntry,
      });
    }
  },
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the built preload', () => {
  const code = () => readFileSync(join(outDir, 'preload', 'index.cjs'), 'utf8');

  it('is CommonJS that requires electron and nothing else', () => {
    const required = [...code().matchAll(/require\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);
    expect(new Set(required)).toEqual(new Set(['electron']));
    expect(code()).not.toMatch(/^\s*import\s|^\s*export\s/m);
    expect(code()).not.toMatch(/\bimport\(/);
  });

  it('exposes window.remitDesk built from the contract', () => {
    expect(code()).toContain('exposeInMainWorld("remitDesk"');
    expect(code()).toContain('"app:status"');
  });
});

describe('the built renderer', () => {
  const html = () => readFileSync(join(rendererDir, 'index.html'), 'utf8');

  it('has no inline script, inline style or inline event handler', () => {
    const page = html();
    for (const tag of page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      expect(tag[1], tag[0]).toMatch(/\bsrc=/);
      expect(tag[2]!.trim(), tag[0]).toBe('');
    }
    expect(page).not.toMatch(/<style\b/i);
    expect(page).not.toMatch(/\sstyle\s*=/i);
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
    expect(page).not.toMatch(/javascript:/i);
  });

  it('has no eval in its scripts and no font that needs data: in its styles', () => {
    const files = filesUnder(rendererDir);
    for (const file of files.filter((f) => extname(f) === '.js')) {
      const code = readFileSync(file, 'utf8');
      expect(code, file).not.toMatch(/\beval\(|new Function\(|setTimeout\(\s*["'`]/);
    }
    for (const file of files.filter((f) => extname(f) === '.css')) {
      const css = readFileSync(file, 'utf8');
      expect(css, file).not.toMatch(/url\(\s*["']?data:(font|application)/i);
      expect(css, file).not.toMatch(/url\(\s*["']?https?:/i);
    }
  });

  it('loads through app:// with every referenced file found, typed and under the CSP', async () => {
    const handler = createAppProtocolHandler({ rendererDir });
    const page = await handler(new Request('app://remit-desk/'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const references = [...(await page.text()).matchAll(/\s(?:src|href)="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) {
      const url = new URL(reference, 'app://remit-desk/index.html');
      expect(url.protocol, reference).toBe('app:');
      const response = await handler(new Request(url.href));
      expect(response.status, reference).toBe(200);
      expect(response.headers.get('content-type'), reference).not.toBe('application/octet-stream');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });
  // D91: each file more is a wait for a free connection before sign-in can run.
  it('starts from one script and one style sheet, with nothing to preload', () => {
    const tags = html().match(/<(?:script|link)\b[^>]*>/g) ?? [];
    const assets = tags.filter((tag) => /\s(?:src|href)="\.\/assets\//.test(tag));
    expect(assets.filter((tag) => tag.startsWith('<script')).length).toBe(1);
    expect(assets.filter((tag) => /\brel="stylesheet"/.test(tag)).length).toBe(1);
    expect(assets.length).toBe(2);
    expect(html()).not.toContain('modulepreload');
  });

  it("loads the admins' and supervisors' screens later, as chunks served like the first", async () => {
    const handler = createAppProtocolHandler({ rendererDir });
    const page = await (await handler(new Request('app://remit-desk/'))).text();
    const initial = [...page.matchAll(/\s(?:src|href)="\.\/assets\/([^"]+)"/g)].map((m) => m[1]!);
    const assets = join(rendererDir, 'assets');
    const imported = new Set<string>();
    for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(assets, file), 'utf8');
      for (const m of code.matchAll(/\bimport\(\s*[`'"]\.\/([^`'"]+\.js)[`'"]\s*\)/g)) {
        imported.add(m[1]!);
      }
    }
    const screens = [...imported].map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
    expect(screens).toEqual(
      expect.arrayContaining(['SettingsPage', 'OperatorsView', 'ReceiptLogView', 'EndOfDayView']),
    );
    for (const file of imported) {
      expect(initial, file).not.toContain(file);
      const response = await handler(new Request(`app://remit-desk/assets/${file}`));
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type'), file).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });
});

describe("the built renderer's chunks", () => {
  /** The sources a chunk brings with what it imports, as the window loads them. */
  function loaded(...files: string[]): Set<string> {
    const seen = new Set<string>();
    const sources = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = chunks.get(file)!;
      for (const module of chunk.modules) sources.add(module.replace(/\?.*$/, ''));
      chunk.imports.forEach(visit);
    };
    files.forEach(visit);
    return sources;
  }
  const first = () => [...chunks].find(([, chunk]) => chunk.isEntry)![0];
  /** The chunk an `import()` of `module` loads. */
  const chunkOf = (module: string) => {
    const found = [...chunks].find(([, chunk]) => chunk.facade === module);
    expect(found, module).toBeDefined();
    return found![0];
  };
  /** The chunk a route loads for its screen. */
  const screenChunk = (view: string) => chunkOf(`renderer/src/views/${view}`);
  /** The chunks a route loads for its screens, with what the first chunk already holds. */
  const screens = (...views: string[]) => loaded(first(), ...views.map(screenChunk));
  const CLERK_SCREENS = [
    'clerk/SendRtgsView.vue',
    'clerk/SendImtView.vue',
    'clerk/MyTransfersView.vue',
    'clerk/TellerCashView.vue', // D118: the clerk's own cash at the end of the day
    'clerk/ReceiptView.vue',
    'supervisor/ReceiptLogView.vue', // every role's log: a clerk's holds their own transfers
    'ChangePasswordView.vue',
  ];
  const SUPERVISOR_SCREENS = [
    'supervisor/SupervisorHomeView.vue',
    'supervisor/ReceiptLogView.vue',
    'supervisor/SettleView.vue',
    'supervisor/EndOfDayView.vue',
    'clerk/ReceiptView.vue',
    'ChangePasswordView.vue',
  ];
  // D79: the compliance officer's and the auditor's own pages, and the log they read: the same.
  const OVERSIGHT_VIEWS = [
    'oversight/OversightHomeView.vue',
    'oversight/SuspicionFlagsView.vue',
    'oversight/AuditTrailView.vue',
    'supervisor/ReceiptLogView.vue',
    'supervisor/SettleView.vue',
    'supervisor/EndOfDayView.vue',
  ];
  const OVERSIGHT_SCREENS = { compliance: OVERSIGHT_VIEWS, auditor: OVERSIGHT_VIEWS };
  const under = (sources: Set<string>, folder: string) =>
    [...sources].filter((source) => source.startsWith(`renderer/src/views/${folder}`));

  it('holds one screen in the first chunk: sign-in', () => {
    expect(chunks.size).toBeGreaterThan(10);
    expect(under(loaded(first()), '').sort()).toEqual([
      'renderer/src/views/BridgeMissingView.vue',
      'renderer/src/views/SignInView.vue',
    ]);
  });

  // D91: the frame makes no role's store before sign-in; each clears itself when a session ends.
  it('holds only the stores and the schema sign-in uses in the first chunk', () => {
    const stores = [...loaded(first())].filter((s) => s.startsWith('renderer/src/stores/'));
    expect(stores.sort()).toEqual([
      'renderer/src/stores/ipc-failure.ts',
      'renderer/src/stores/session.ts',
      'renderer/src/stores/transfers.ts',
    ]);
    // Sign-in's schema alone: the other operator forms' are built as their module loads.
    const schemas = [...loaded(first())].filter((s) =>
      /^shared\/schemas\/.*-schemas?\.ts$/.test(s),
    );
    expect(schemas).toEqual(['shared/schemas/sign-in-schema.ts']);
  });

  it("never loads an admin's or a supervisor's screen for a clerk", () => {
    const clerk = screens(...CLERK_SCREENS);
    expect(under(clerk, 'clerk/').length).toBeGreaterThan(3);
    expect(under(clerk, 'admin/')).toEqual([]);
    expect(under(clerk, 'setup/')).toEqual([]);
    expect(under(clerk, 'supervisor/')).toEqual([
      'renderer/src/views/supervisor/ReceiptLogView.vue',
    ]);
  });

  it("never loads an admin's screen or a send form for a supervisor", () => {
    const supervisor = screens(...SUPERVISOR_SCREENS);
    expect(under(supervisor, 'supervisor/').length).toBe(4);
    // D79: the suspicion flags are the compliance officer's and the auditor's, not a supervisor's.
    expect(under(supervisor, 'oversight/')).toEqual([]);
    expect(under(supervisor, 'admin/')).toEqual([]);
    expect(under(supervisor, 'setup/')).toEqual([]);
    expect(under(supervisor, 'clerk/')).toEqual(['renderer/src/views/clerk/ReceiptView.vue']);
    expect([...supervisor].filter((source) => source.includes('/components/transfer/'))).toEqual(
      [],
    );
  });

  /*
   * The words (D74): each key a loaded module names must be in a words file loaded with it. A
   * key's file is its area's (`shared/i18n/en/desk.ts`), or the area folder's file of its second
   * part (`counter.frame.…` in `counter/frame.ts`) where there is one.
   */
  const KEYS = allKeys(en as MessageTree);
  const NAMED = /['"`]([a-z][\w-]*(?:\.[\w-]+)+)(\.\$\{)?/g;
  const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  function wordsFile(key: string, language = 'en'): string {
    const [area, part] = key.split('.') as [string, string];
    const folder = `shared/i18n/${language}`;
    for (const name of [area, kebab(area)]) {
      const file = `${folder}/${name}.ts`;
      if (existsSync(file)) return file;
      const inFolder = `${folder}/${name}/${kebab(part)}.ts`;
      if (existsSync(inFolder)) return inFolder;
      if (existsSync(`${folder}/${name}/index.ts`)) return `${folder}/${name}/index.ts`;
    }
    throw new Error(`No words file for ${key}`);
  }
  /** The words files the keys named in `sources` are in, by source. */
  function wordsNamed(sources: Set<string>, language = 'en'): Map<string, string> {
    const needed = new Map<string, string>();
    for (const source of sources) {
      if (!/^(renderer\/src|shared)\/.*\.(ts|vue)$/.test(source)) continue;
      if (source.startsWith('shared/i18n/')) continue;
      for (const [, named, built] of readFileSync(source, 'utf8').matchAll(NAMED)) {
        const key = KEYS.find((k) => (built ? k.startsWith(`${named}.`) : k === named));
        if (key) needed.set(wordsFile(key, language), `${source} names ${named}`);
      }
    }
    return needed;
  }
  /** The chunk of a group's words in a language (renderer/src/words.ts), English's by default. */
  const words = (group: string, language = 'en') =>
    chunkOf(`\0virtual:remit-desk-words/${language}/${group}`);
  const missingWords = (sources: Set<string>, language = 'en') =>
    [...wordsNamed(sources, language)].filter(([file]) => !sources.has(file)).map(([, why]) => why);

  it("holds sign-in's words in the first chunk, and no other area's", () => {
    const initial = [...loaded(first())].filter((s) => s.startsWith('shared/i18n/en/'));
    expect(initial.sort()).toEqual(
      WORD_CHUNKS.signIn.map((area) => `shared/i18n/en/${area}.ts`).sort(),
    );
  });

  it("loads every word a role's screens name with them, and no admin's words for a clerk", () => {
    const clerk = loaded(first(), words('clerk'), ...CLERK_SCREENS.map(screenChunk));
    const supervisor = loaded(first(), words('supervisor'), ...SUPERVISOR_SCREENS.map(screenChunk));
    expect(missingWords(clerk)).toEqual([]);
    expect(missingWords(supervisor)).toEqual([]);
    const adminsOnly = (sources: Set<string>) =>
      [...sources].filter((s) =>
        /^shared\/i18n\/en\/(admin\/|bank-setup|first-launch|operators|environment\/|index)/.test(
          s,
        ),
      );
    expect(adminsOnly(clerk)).toEqual([]);
    expect(adminsOnly(supervisor)).toEqual([]);
    for (const [role, views] of Object.entries(OVERSIGHT_SCREENS)) {
      const sources = loaded(first(), words(role), ...views.map(screenChunk));
      expect(missingWords(sources), role).toEqual([]);
      expect(adminsOnly(sources), role).toEqual([]);
      expect(under(sources, 'admin/'), role).toEqual([]);
      expect(under(sources, 'clerk/'), role).toEqual([]);
    }
    // An admin (and the first admin, before first launch's wizard) loads the whole catalog.
    expect(loaded(words('admin'))).toContain('shared/i18n/en/index.ts');
  });

  /*
   * D84: another language's words are chunks of their own, loaded only for a window in it: none
   * in the first chunk, and a role's in one language hold every word its screens name in that
   * language, none of the other language's, and for a clerk no admin's.
   */
  const OTHER = { fr: 'sw', sw: 'fr' } as const;
  it('keeps French and Swahili out of the first chunk', () => {
    const initial = [...loaded(first())];
    expect(initial.filter((s) => /^shared\/i18n\/(fr|sw)\//.test(s))).toEqual([]);
    expect(initial.filter((s) => /^\0virtual:remit-desk-words\/(fr|sw)\//.test(s))).toEqual([]);
    expect(initial).toContain('\0virtual:remit-desk-words/en/signIn');
  });

  for (const language of ['fr', 'sw'] as const) {
    it(`loads a role's words in ${language} with its screens, and nothing of another language`, () => {
      const inLanguage = (group: string) => words(group, language);
      const roles = {
        clerk: CLERK_SCREENS,
        supervisor: SUPERVISOR_SCREENS,
        ...OVERSIGHT_SCREENS,
      };
      for (const [role, views] of Object.entries(roles)) {
        const sources = loaded(
          first(),
          inLanguage('signIn'),
          inLanguage(role),
          ...views.map(screenChunk),
        );
        expect(missingWords(sources, language), role).toEqual([]);
        const other = [...sources].filter((s) => s.startsWith(`shared/i18n/${OTHER[language]}/`));
        expect(other, role).toEqual([]);
        const adminsOnly = [...sources].filter((s) =>
          new RegExp(
            `^shared/i18n/${language}/(admin/|bank-setup|first-launch|operators|environment/|index)`,
          ).test(s),
        );
        expect(adminsOnly, role).toEqual([]);
      }
      expect(loaded(inLanguage('admin'))).toContain(`shared/i18n/${language}/index.ts`);
    });
  }
});

import { resolve } from 'node:path';
import type { HqRoutes } from '../server';
import { consoleDeps, type ConsoleDeps } from '../operators/console-deps';
import { installAccess } from './access';
import { branchOperatorRoutes } from './branch-operator-routes';
import { operatorRoutes } from './operator-routes';
import { deskRoutes } from './desk-routes';
import { recordRoutes } from './record-routes';
import { keepMonthsAhead } from '../projections/partitions';
import { sessionRoutes } from './session-routes';
import { settingsRoutes } from './settings-routes';
import { staticRoutes } from './static-files';

/** Where `npm run hq:console` builds the console's page. */
export const CONSOLE_DIST = resolve(import.meta.dirname, '../../dist/console');

export interface ConsoleOptions {
  consoleDir?: string;
  /** Tests: cheaper scrypt, shorter limits. */
  overrides?: Partial<Omit<ConsoleDeps, 'db' | 'now'>>;
}

/**
 * The console (D101): its page and its API, in a scope of their own so the guard (access.ts)
 * covers every console route and nothing else.
 */
export function consoleRoutes(options: ConsoleOptions = {}): HqRoutes {
  return async (app, hq) => {
    const deps = consoleDeps(hq.db, hq.now, options.overrides);
    // The months the projections will write in, made now and hourly, never inside a push (D102).
    const stop = await keepMonthsAhead(hq.db, hq.now);
    app.addHook('onClose', async () => stop());
    await app.register(async (scope) => {
      installAccess(scope, deps);
      sessionRoutes(scope, deps);
      operatorRoutes(scope, deps);
      branchOperatorRoutes(scope, deps);
      settingsRoutes(scope, deps);
      recordRoutes(scope, deps);
      deskRoutes(scope, deps, hq.certificateFingerprint ?? null);
      staticRoutes(scope, options.consoleDir ?? CONSOLE_DIST);
    });
  };
}

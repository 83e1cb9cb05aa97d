import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Role } from '@shared/domain/roles';
import { remitDeskContract } from '@shared/ipc/contract';
import type { AnyOperation } from '@shared/ipc/define';
import type { PageGlobals } from '../../e2e/support/e2e-app';
import { useE2eApp } from '../../e2e/support/e2e-app';
import { PEOPLE } from '../../e2e/support/people';
import { APP_FIELD_NAMES } from '../support/app-fields';
import {
  ACCESS_REFUSALS,
  FUZZ_SEED,
  fuzzRuns,
  malformedStructure,
  problemsWithMessage,
  within,
} from '../support/hostile-input';

/*
 * The same fuzzing as ../ipc-fuzz.test.ts, from a page in real Chromium on the browser harness:
 * window.remitDesk (the preload's API, derived from the contract) → HTTP → the same router.
 * Fewer runs: each call crosses a browser and HTTP. Payloads travel as JSON text and are parsed
 * in the page, so own `__proto__` keys arrive as the page would send them.
 */
const app = useE2eApp();
const RUNS = fuzzRuns(4);

const operations = Object.entries(remitDeskContract.operations) as [string, AnyOperation][];
const payloads = fc.oneof(
  fc.jsonValue().map((v) => JSON.stringify(v)),
  malformedStructure(APP_FIELD_NAMES).map((v) => {
    try {
      return JSON.stringify(v) ?? 'null';
    } catch {
      return '{"reference":null}';
    }
  }),
);

describe('every IPC operation, fuzzed from a page on the harness', () => {
  // Four calls per operation, hundreds in all, through Chromium and HTTP, more with every operation
  // the contract gains: a minute alone, more beside other test files on two cores. A guard against
  // a hang, not a speed check.
  test(
    'answers hostile payloads with a clear refusal, and the page keeps working',
    { timeout: 240_000 },
    async () => {
      const { page } = app();
      let signedInAs: Role | null = null;
      const signInFor = async (operation: AnyOperation) => {
        const access = operation.access;
        const roles: readonly Role[] =
          access === 'anyone' ? ['admin'] : typeof access === 'string' ? [access] : access;
        const status = (await page.evaluate(() =>
          (globalThis as unknown as PageGlobals).remitDesk.appStatus(),
        )) as { ok: boolean; value?: { session?: { role?: Role } | null } };
        signedInAs = status.ok ? (status.value?.session?.role ?? null) : null;
        if (signedInAs !== null && roles.includes(signedInAs)) return;
        const person = PEOPLE[roles[0]!];
        const answer = await page.evaluate(
          async ([operatorId, password]) => {
            const api = (globalThis as unknown as PageGlobals).remitDesk;
            await api.signOut();
            return api.signIn({ operatorId: operatorId!, password: password! });
          },
          [person.operatorId, person.password],
        );
        expect(answer, `signing in as ${person.operatorId}`).toMatchObject({ ok: true });
      };

      // The page's API is the contract's operations (and `on` for events): looping over the
      // contract reaches every method a page can call.
      const methods = await page.evaluate(() =>
        Object.keys((globalThis as unknown as PageGlobals).remitDesk).filter((k) => k !== 'on'),
      );
      expect(methods.sort()).toEqual(operations.map(([name]) => name).sort());

      const judged = new Map<string, number>();
      for (const [name, operation] of operations) {
        await fc.assert(
          fc.asyncProperty(payloads, async (text) => {
            await signInFor(operation);
            const answer = (await within(10_000, name, () =>
              page.evaluate(
                async ([method, json]) => {
                  const api = (globalThis as unknown as PageGlobals).remitDesk as unknown as Record<
                    string,
                    (payload: unknown) => Promise<unknown>
                  >;
                  try {
                    return await api[method!]!(JSON.parse(json!));
                  } catch (error) {
                    return { thrown: String(error) };
                  }
                },
                [name, text],
              ),
            )) as { ok?: boolean; error?: { code?: string; message?: string }; thrown?: string };
            expect(answer.thrown, `${name} threw in the page`).toBeUndefined();
            expect(answer.ok, `${name} answered no Result`).toEqual(expect.any(Boolean));
            if (answer.ok === false) {
              expect(answer.error?.code, `${name}: ${answer.error?.message}`).not.toBe('internal');
              expect(problemsWithMessage(answer.error?.message), answer.error?.message).toEqual([]);
            }
            if (answer.ok || !ACCESS_REFUSALS.has(answer.error?.code ?? '')) {
              judged.set(name, (judged.get(name) ?? 0) + 1);
            }
          }),
          { numRuns: RUNS, seed: FUZZ_SEED, endOnFailure: true },
        );
      }
      // Every operation's payloads got past the sender and role checks, to its own validation.
      expect(Object.fromEntries(judged)).toEqual(
        Object.fromEntries(operations.map(([name]) => [name, RUNS])),
      );
      const polluted = await page.evaluate(() => 'polluted' in Object.prototype);
      expect(polluted).toBe(false);
      expect(
        await page.evaluate(() => (globalThis as unknown as PageGlobals).remitDesk.appStatus()),
      ).toMatchObject({ ok: true });
    },
  );
});

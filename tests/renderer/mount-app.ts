import { enableAutoUnmount, flushPromises, mount } from '@vue/test-utils';
import { afterEach } from 'vitest';
import type { VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { createMemoryHistory } from 'vue-router';
import type { Router } from 'vue-router';
import App from '../../renderer/src/App.vue';
import type { Clock } from '../../renderer/src/clock';
import { CLOCK } from '../../renderer/src/clock';
import { createAppRouter, routes } from '../../renderer/src/router';
import type { FakeRemitDesk } from './fake-remit-desk';

/**
 * Lets every pending promise, validation and re-render finish. vee-validate runs a form schema
 * after a 5 ms debounce, so each round also lets that much real time pass.
 */
export async function settle(rounds = 4): Promise<void> {
  for (let i = 0; i < rounds; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    await flushPromises();
  }
}

/**
 * Settles until `done()` holds, for what waits on a chunk's import (a language's words): on a
 * loaded machine that takes longer than a few rounds. Fails with `what` after 10 s.
 */
export async function settleUntil(done: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 10_000;
  await settle();
  while (!done()) {
    if (Date.now() > until) throw new Error(`Still waiting after 10 s for ${what}`);
    await settle(1);
  }
}

/**
 * The screens the router loads on their first visit (every one but sign-in), loaded once as this
 * module is imported: under vitest the first load compiles the .vue file, which takes longer than
 * a settle (and, for all of them, longer than a test may), where the app reads a built chunk from
 * disk in milliseconds. Tests then see a navigation finish as the app does; the chunks themselves
 * are loaded in Chromium by tests/e2e.
 */
await Promise.all(
  routes.map((route) =>
    typeof route.component === 'function' ? (route.component as () => Promise<unknown>)() : null,
  ),
);

// Each test's app is unmounted after it, so no timer of its components (a lookup's pause, a
// poll) fires into the next test, whose bridge may be another or none.
enableAutoUnmount(afterEach);

export interface MountedApp {
  wrapper: VueWrapper;
  router: Router;
}

/**
 * The whole renderer as main.ts builds it (App, Pinia, the real router and guards) on the fake
 * bridge, at `path`, with an injected clock.
 */
export async function mountApp(
  fake: FakeRemitDesk,
  options: { path?: string; clock?: Clock } = {},
): Promise<MountedApp> {
  window.remitDesk = fake.api;
  const pinia = createPinia();
  setActivePinia(pinia);
  const router = createAppRouter(createMemoryHistory());
  await router.push(options.path ?? '/');
  const wrapper = mount(App, {
    attachTo: document.body,
    global: {
      plugins: [pinia, router],
      provide: { [CLOCK as symbol]: options.clock ?? (() => Date.parse('2026-11-23T08:15:00Z')) },
    },
  });
  await router.isReady();
  await settle();
  return { wrapper, router };
}

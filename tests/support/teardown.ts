// Clean-ups for tests of main and of the browser harness alike. No vitest import here: the crash
// test's child process uses it too (tests/main/engine/engine-fixture.ts).

/** Runs clean-ups in reverse order of registration; a failed one does not stop the others. */
export function createTeardown() {
  const steps: (() => unknown)[] = [];
  return {
    add(step: () => unknown) {
      steps.push(step);
    },
    async run() {
      const errors: unknown[] = [];
      while (steps.length > 0) {
        try {
          await steps.pop()!();
        } catch (error) {
          errors.push(error);
        }
      }
      if (errors.length > 0) throw errors[0];
    },
  };
}

/**
 * Runs tasks one at a time per key, in the order they were asked for; tasks under different keys
 * run side by side. A task that fails does not hold up the next one. A key is forgotten as soon as
 * its last task settles, so a stream of different keys (guessed operator ids) leaves nothing behind.
 */
export interface OneAtATime {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  /** Keys with a task running or waiting. */
  busyKeys(): number;
}

export function oneAtATimePerKey(): OneAtATime {
  /** Per key, the end of the last task asked for; never rejects. */
  const tails = new Map<string, Promise<void>>();

  return {
    run(key, task) {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      tails.set(key, tail);
      void tail.then(() => {
        if (tails.get(key) === tail) tails.delete(key);
      });
      return result;
    },
    busyKeys: () => tails.size,
  };
}

/**
 * Runs tasks one at a time, in the order they were asked for: a print whose copy number reads what
 * the one before it recorded, one backup at a time. A task that fails does not hold up the next.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  /** The end of the last task asked for; never rejects. */
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
}

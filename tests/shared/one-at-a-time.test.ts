import { describe, expect, it } from 'vitest';
import { oneAtATime, oneAtATimePerKey } from '@shared/one-at-a-time';

/** A task that records when it runs and finishes when told to. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('one at a time per key', () => {
  it('runs the tasks of one key one after another, in the order asked', async () => {
    const queue = oneAtATimePerKey();
    const log: string[] = [];
    const first = gate();
    const a = queue.run('jane', async () => {
      log.push('a starts');
      await first.opened;
      log.push('a ends');
      return 'a';
    });
    const b = queue.run('jane', async () => {
      log.push('b runs');
      return 'b';
    });
    await tick();
    expect(log).toEqual(['a starts']);
    first.open();
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
    expect(log).toEqual(['a starts', 'a ends', 'b runs']);
  });

  it('runs tasks of different keys side by side', async () => {
    const queue = oneAtATimePerKey();
    const log: string[] = [];
    const held = gate();
    const a = queue.run('jane', async () => {
      log.push('jane starts');
      await held.opened;
    });
    const b = queue.run('amina', async () => {
      log.push('amina runs');
    });
    await b;
    expect(log).toEqual(['jane starts', 'amina runs']);
    held.open();
    await a;
  });

  it('goes on with the next task when one fails, and hands the failure to its caller', async () => {
    const queue = oneAtATimePerKey();
    const failed = queue.run('jane', () => Promise.reject(new Error('disk full')));
    const next = queue.run('jane', () => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('disk full');
    expect(await next).toBe('next');
  });

  it('forgets a key once its tasks are done', async () => {
    const queue = oneAtATimePerKey();
    const runs = Array.from({ length: 50 }, (_, i) =>
      queue.run(`guess.${i % 10}`, () => Promise.resolve(i)),
    );
    expect(queue.busyKeys()).toBe(10);
    await Promise.all(runs);
    await tick();
    expect(queue.busyKeys()).toBe(0);
  });
});

describe('one at a time', () => {
  it('runs each task after the one before has finished, failed or not, in the order asked', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    const first = gate();
    const a = inTurn(async () => {
      log.push('a starts');
      await first.opened;
      throw new Error('printer jammed');
    });
    const b = inTurn(async () => {
      log.push('b runs');
      return 'b';
    });
    await tick();
    expect(log).toEqual(['a starts']);
    first.open();
    await expect(a).rejects.toThrow('printer jammed');
    expect(await b).toBe('b');
    expect(log).toEqual(['a starts', 'b runs']);
  });
});

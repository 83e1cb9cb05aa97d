import { describe, expect, it } from 'vitest';
import { createWorkInFlight } from '../../../electron/main/lifecycle/work-in-flight';

/** A promise the test settles by hand. */
function gate<T>() {
  let open!: (value: T) => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => {
    open = resolve;
    refuse = reject;
  });
  return { promise, open, refuse };
}

describe('work in flight', () => {
  it('hands back what the work returns, and counts it only while it runs', async () => {
    const work = createWorkInFlight();
    const g = gate<string>();
    const result = work.track(() => g.promise);
    expect(work.count).toBe(1);
    g.open('journaled');
    await expect(result).resolves.toBe('journaled');
    expect(work.count).toBe(0);
  });

  it('passes a failure on to the caller and stops counting it', async () => {
    const work = createWorkInFlight();
    const g = gate<string>();
    const result = work.track(() => g.promise);
    g.refuse(new Error('journal write failed'));
    await expect(result).rejects.toThrow('journal write failed');
    expect(work.count).toBe(0);
  });

  it('turns a synchronous throw into a rejection instead of throwing at the caller', async () => {
    const work = createWorkInFlight();
    const result = work.track(() => {
      throw new Error('bug');
    });
    await expect(result).rejects.toThrow('bug');
    expect(work.count).toBe(0);
  });

  it('drains only once every piece of work under way has settled', async () => {
    const work = createWorkInFlight();
    const first = gate<void>();
    const second = gate<void>();
    void work.track(() => first.promise);
    void work.track(() => second.promise).catch(() => undefined);
    let drained: number | null = null;
    const draining = work.drain(60_000).then((left) => (drained = left));
    expect(work.closing).toBe(true);
    first.open();
    await Promise.resolve();
    await Promise.resolve();
    expect(drained).toBeNull();
    second.refuse(new Error('timed out'));
    await draining;
    expect(drained).toBe(0);
  });

  it('also waits for work that started while it was draining', async () => {
    const work = createWorkInFlight();
    const first = gate<void>();
    const late = gate<void>();
    void work.track(() => first.promise);
    let drained = false;
    const draining = work.drain(60_000).then(() => (drained = true));
    void work.track(() => late.promise);
    first.open();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(drained).toBe(false);
    late.open();
    await draining;
    expect(drained).toBe(true);
  });

  it('gives up after its bound and says how many were still running', async () => {
    const work = createWorkInFlight();
    void work.track(() => new Promise<void>(() => undefined));
    await expect(work.drain(20)).resolves.toBe(1);
  });

  it('with nothing under way, drains at once', async () => {
    const work = createWorkInFlight();
    await expect(work.drain(60_000)).resolves.toBe(0);
    expect(work.closing).toBe(true);
  });
});

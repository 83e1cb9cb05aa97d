import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, test } from 'vitest';
import { BUSY, pushSlots, type PushSlotHook } from '../../../hq/src/routes/push-slots';

/*
 * The push slots (D116) on a real Fastify server over HTTP: a flood of pushes never has more
 * bodies read at once than the slots, those past the queue are answered busy at once, and each
 * refused push sent again is taken: nothing is lost.
 */

interface Server {
  app: FastifyInstance;
  url: string;
  hook: PushSlotHook;
  /** The most bodies read and not yet answered at one time, and every push handled. */
  stats: { reading: number; most: number; handled: number[] };
}

let running: Server | undefined;
afterEach(async () => {
  await running?.app.close();
  running = undefined;
});

async function serve(slots: number, queue: number, handleMs: number): Promise<Server> {
  const app = Fastify();
  const hook = pushSlots({ slots, queue });
  const stats = { reading: 0, most: 0, handled: [] as number[] };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    stats.reading += 1;
    stats.most = Math.max(stats.most, stats.reading);
    request.raw.once('close', () => (stats.reading -= 1));
    done(null, JSON.parse(body as string));
  });
  app.post('/push', { onRequest: hook }, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, handleMs));
    stats.handled.push((request.body as { n: number }).n);
    return { ok: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  running = { app, url, hook, stats };
  return running;
}

const push = (url: string, n: number) =>
  fetch(`${url}/push`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ n, filler: 'x'.repeat(64_000) }),
  });

describe('push slots', () => {
  test('a flood never has more bodies read than slots; past the queue, busy', async () => {
    const { url, stats, hook } = await serve(3, 10, 30);
    const answers = await Promise.all(Array.from({ length: 40 }, (_, n) => push(url, n)));
    const statuses = answers.map((a) => a.status);
    expect(stats.most).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(13);
    const busy = answers.filter((a) => a.status === 503);
    expect(busy.length).toBe(40 - statuses.filter((s) => s === 200).length);
    expect(busy[0]?.headers.get('retry-after')).toBe('1');
    expect(await busy[0]?.json()).toEqual(BUSY);
    expect([hook.inUse, hook.waiting]).toEqual([0, 0]);
  });

  test('each refused push sent again is taken: nothing lost', async () => {
    const { url, stats } = await serve(2, 4, 10);
    // As the workstation's sender does: a busy answer is tried again after a pause.
    const send = async (n: number): Promise<void> => {
      for (;;) {
        const answer = await push(url, n);
        if (answer.status === 200) return;
        expect(answer.status).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
      }
    };
    await Promise.all(Array.from({ length: 30 }, (_, n) => send(n)));
    expect([...stats.handled].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, n) => n),
    );
    expect(stats.most).toBeLessThanOrEqual(2);
  });

  test('a push that gives up waiting leaves the queue', async () => {
    const { url, hook } = await serve(1, 5, 300);
    const first = push(url, 0);
    const controller = new AbortController();
    const second = fetch(`${url}/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ n: 1 }),
      signal: controller.signal,
    }).catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hook.waiting).toBe(1);
    controller.abort();
    await second;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.waiting).toBe(0);
    expect((await first).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hook.inUse).toBe(0);
  });
});

import { describe, expect, test } from 'vitest';
import { signBytes } from '../../../hq/protocol/chain';
import { seededRandom } from '../../../scripts/bench/seeded-random';
import { REFUSALS, SIGNATURE_HEADER, type Change } from '../../../hq/protocol/wire';
import { DATABASE_KINDS } from '../support/databases';
import { headOfficeForBlock } from '../support/head-office';
import {
  enrolledWorkstation,
  makeChanges,
  makeKeyPair,
  postBody,
  push,
  storedChanges,
  type EnrolledWorkstation,
} from '../support/workstation';

// Replay a failure with HQ_FUZZ_SEED=<the seed it printed>.
const SEED = Number(process.env.HQ_FUZZ_SEED ?? 25_0195);
const CASES = 200;

interface Mutant {
  what: string;
  body: string | Buffer;
  headers: Record<string, string>;
}

const ODD_VALUES: unknown[] = [
  0,
  -1,
  1.5,
  2 ** 53,
  1e308,
  '',
  '1',
  'x'.repeat(5000),
  null,
  true,
  [],
  {},
  'a\u0000b',
  '\u{1F4B8}',
];
const FIELDS: (keyof Change)[] = ['seq', 'at', 'table', 'op', 'key', 'row', 'prev', 'hash'];

/** One random mutation of the valid signed batch `changes` of `ws`. */
function mutate(
  random: () => number,
  ws: EnrolledWorkstation,
  changes: readonly Change[],
  intruder: string,
): Mutant {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const signed = (what: string, payload: unknown, key = ws.keys.privateKey): Mutant => {
    const body = JSON.stringify(payload);
    return { what, body, headers: { [SIGNATURE_HEADER]: signBytes(key, body) } };
  };
  const valid = JSON.stringify({ workstationId: ws.id, changes });
  const validSignature = signBytes(ws.keys.privateKey, valid);
  const bytes = Buffer.from(valid);
  const at = Math.floor(random() * bytes.length);
  const batch = changes.map((c) => ({ ...c }) as Record<string, unknown>);
  switch (Math.floor(random() * 8)) {
    case 0: {
      const flipped = Buffer.from(bytes);
      flipped[at] = flipped[at]! ^ (1 << Math.floor(random() * 8));
      return {
        what: `bit flipped at ${at}`,
        body: flipped,
        headers: { [SIGNATURE_HEADER]: validSignature },
      };
    }
    case 1:
      return {
        what: `cut at ${at}`,
        body: bytes.subarray(0, at),
        headers: { [SIGNATURE_HEADER]: validSignature },
      };
    case 2: {
      const inserted = Buffer.concat([
        bytes.subarray(0, at),
        Buffer.from([Math.floor(random() * 256)]),
        bytes.subarray(at),
      ]);
      return {
        what: `byte inserted at ${at}`,
        body: inserted,
        headers: { [SIGNATURE_HEADER]: validSignature },
      };
    }
    case 3:
    case 4: {
      const index = Math.floor(random() * batch.length);
      const field = pick(FIELDS);
      const value = random() < 0.3 ? batch[(index + 1) % batch.length]![field] : pick(ODD_VALUES);
      batch[index]![field] = value;
      return signed(
        `change ${index}'s ${field} set to ${JSON.stringify(value)?.slice(0, 30)}, re-signed`,
        { workstationId: ws.id, changes: batch },
      );
    }
    case 5: {
      const i = Math.floor(random() * batch.length);
      const j = Math.floor(random() * batch.length);
      const shapes: [string, unknown][] = [
        ['a change dropped', { workstationId: ws.id, changes: batch.filter((_, k) => k !== i) }],
        [
          'a change twice',
          {
            workstationId: ws.id,
            changes: [...batch.slice(0, i + 1), batch[i], ...batch.slice(i + 1)],
          },
        ],
        [
          'two changes swapped',
          {
            workstationId: ws.id,
            changes: batch.map((c, k) => (k === i ? batch[j] : k === j ? batch[i] : c)),
          },
        ],
        ['a prefix', { workstationId: ws.id, changes: batch.slice(0, i + 1) }],
        ['the changes reversed', { workstationId: ws.id, changes: [...batch].reverse() }],
        ['another workstation named', { workstationId: intruder, changes: batch }],
        ['no workstation named', { changes: batch }],
        ['the batch in an array', [{ workstationId: ws.id, changes: batch }]],
      ];
      const [what, payload] = pick(shapes);
      return signed(`${what}, re-signed`, payload);
    }
    case 6: {
      const signatures: [string, string][] = [
        ['signed by a stranger', signBytes(makeKeyPair().privateKey, valid)],
        ['signature cut', validSignature.slice(0, Math.floor(random() * validSignature.length))],
        ['signature not base64', '%%%'],
        ['signature of other bytes', signBytes(ws.keys.privateKey, `${valid} `)],
      ];
      const [what, signature] = pick(signatures);
      return { what, body: valid, headers: { [SIGNATURE_HEADER]: signature } };
    }
    default:
      return {
        what: 'sent as text/plain',
        body: valid,
        headers: { [SIGNATURE_HEADER]: validSignature, 'content-type': 'text/plain' },
      };
  }
}

describe.each(DATABASE_KINDS)('fuzzed pushes on $name', (kind) => {
  const hq = headOfficeForBlock(kind);

  test.skipIf(kind.skip)(
    `${CASES} mutated batches: never a 500, never a change stored but the workstation's own`,
    async () => {
      console.log(`hq fuzz seed ${SEED} (replay: HQ_FUZZ_SEED=${SEED})`);
      const random = seededRandom(SEED);
      const ws = await enrolledWorkstation(hq.url, hq.db);
      const intruder = (await enrolledWorkstation(hq.url, hq.db)).id;
      const chain = makeChanges(20);
      expect((await push(hq.url, ws, chain.slice(0, 10))).status).toBe(200);
      const batch = chain.slice(10);
      for (let n = 0; n < CASES; n += 1) {
        const mutant = mutate(random, ws, batch, intruder);
        const posted = await postBody(hq.url, '/api/v1/push', mutant.body, mutant.headers);
        const label = `case ${n} (seed ${SEED}): ${mutant.what}`;
        expect([200, 400, 401, 403, 409, 413], label).toContain(posted.status);
        if (posted.status !== 200) {
          expect(REFUSALS, label).toContain(posted.body.refused);
          expect(posted.body.message, label).toMatch(/^[A-Z].{20,}\.$/s);
        }
        const stored = await storedChanges(hq.db, ws.id);
        expect(stored, label).toEqual(chain.slice(0, stored.length));
        expect(await storedChanges(hq.db, intruder), label).toEqual([]);
      }
      const honest = await push(hq.url, ws, batch);
      expect(honest.status).toBe(200);
      expect(honest.body).toMatchObject({ seq: 20, head: chain[19]!.hash });
      expect(await storedChanges(hq.db, ws.id)).toEqual(chain);
    },
  );
});

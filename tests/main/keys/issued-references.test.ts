import { afterAll, describe, expect, it } from 'vitest';
import { REFERENCE_EPOCH_MS } from '@shared/domain/references';
import {
  encodeIssued,
  LIST_MAX_CHARS,
  parseIssued,
  withIssued,
  type IssuedList,
} from '../../../electron/main/keys/issued-references';
import { KEYCHAIN_ACCOUNTS } from '../../../electron/main/keys/keychain-secret-store';
import type { TransferRecord } from '../../../electron/main/journal/transfers-repo';
import { createReferenceAllocator } from '../../../electron/main/transfers/reference-allocator';
import { keychainStores, keytar, windowsBlobBytes, ENTRY_MAX_BYTES } from './keychain-fixture';

const stores = keychainStores();
afterAll(() => stores.cleanUp());

/** Counters as the clock makes them: tenths of a second, a few minutes apart. */
const AT_NINE = 280_000_000;

describe('the list of references issued lately (D69)', () => {
  it('reads back exactly what it wrote, across a change of workstation number', () => {
    let list: IssuedList | null = null;
    list = withIssued(list, { workstation: 42, counter: AT_NINE }, 12);
    list = withIssued(list, { workstation: 42, counter: AT_NINE + 1_800 }, AT_NINE);
    list = withIssued(list, { workstation: 43, counter: AT_NINE + 1_801 }, AT_NINE + 1_800);
    const text = encodeIssued(list);
    expect(text).toBe(`1 12 42:${AT_NINE},1e0 43:${AT_NINE + 1_801}`);
    expect(parseIssued(text)).toEqual({
      floor: 12,
      issued: [
        { workstation: 42, counter: AT_NINE },
        { workstation: 42, counter: AT_NINE + 1_800 },
        { workstation: 43, counter: AT_NINE + 1_801 },
      ],
    });
  });

  it('drops the oldest into its floor when full, so a reader knows what it no longer names', () => {
    let list: IssuedList | null = withIssued(null, { workstation: 42, counter: AT_NINE }, null);
    expect(list.floor).toBeNull();
    for (let i = 1; i <= 600; i++) {
      list = withIssued(list, { workstation: 42, counter: AT_NINE + i * 3_000 }, null);
    }
    const text = encodeIssued(list);
    expect(text.length).toBeLessThanOrEqual(LIST_MAX_CHARS);
    expect(list.issued.length).toBeGreaterThan(250);
    expect(list.issued.at(-1)!.counter).toBe(AT_NINE + 600 * 3_000);
    // Everything at or below the floor was issued and is no longer named; everything above is.
    expect(list.floor).toBe(list.issued[0]!.counter - 3_000);
    expect(parseIssued(text)).toEqual(list);
  });

  it('refuses text that is not a list, rather than reading part of it', () => {
    for (const damaged of [
      '',
      '2 - 42:10',
      '1 - 42:10,0',
      '1 - 4:10',
      '1 20 42:10',
      '1 - 42:10,1 42:5',
      '1 x 42:10',
      '1 - 42:10,-1',
    ]) {
      expect(parseIssued(damaged), damaged).toBeNull();
    }
  });
});

describe('the keychain keeps the references issued beside the high-water mark', () => {
  const committed = (reference: string, counter: number) =>
    ({ reference, counter }) as unknown as TransferRecord;

  it('names each reference the allocator issued, in one entry a Windows keychain can hold', async () => {
    const store = stores.store('live');
    // A mark from before the list existed: the list begins above it.
    await store.raiseHighWater(AT_NINE - 50);
    let clock = REFERENCE_EPOCH_MS + AT_NINE * 100;
    const allocator = createReferenceAllocator({
      workstation: () => 42,
      lastCommitted: () => null,
      highWater: store,
      now: () => (clock += 60_000),
    });
    const issued: string[] = [];
    for (let i = 0; i < 3; i++) issued.push((await allocator.reserveNext(committed)).reference);

    const found = await store.issuedReferences();
    expect(found.highWater).toBe(Number(issued[2]!.slice(2)));
    expect(found.list).toEqual({
      floor: AT_NINE - 50,
      issued: issued.map((reference) => ({ workstation: 42, counter: Number(reference.slice(2)) })),
    });
    const raw = await keytar.getPassword(stores.service('live'), KEYCHAIN_ACCOUNTS.issued);
    expect(windowsBlobBytes(raw!)).toBeLessThanOrEqual(ENTRY_MAX_BYTES);
  });

  it('begins the list again above the mark when the entry is damaged, and still raises it', async () => {
    const store = stores.store('test');
    await store.raiseHighWater(1_000, 42);
    await keytar.setPassword(stores.service('test'), KEYCHAIN_ACCOUNTS.issued, 'not a list');
    expect((await store.issuedReferences()).list).toBe('damaged');

    expect(await store.raiseHighWater(2_000, 42)).toBe(2_000);
    expect(await store.issuedReferences()).toEqual({
      highWater: 2_000,
      list: { floor: 1_000, issued: [{ workstation: 42, counter: 2_000 }] },
    });
  });

  it('lists nothing when the mark is raised without a workstation number', async () => {
    const store = stores.store('sandbox');
    await store.raiseHighWater(77);
    expect(await store.issuedReferences()).toEqual({ highWater: 77, list: null });
  });
});

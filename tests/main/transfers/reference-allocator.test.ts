import { afterAll, describe, expect, it } from 'vitest';
import { REFERENCE_EPOCH_MS } from '@shared/domain/references';
import type { TransferRecord } from '../../../electron/main/journal/transfers-repo';
import {
  createReferenceAllocator,
  type HighWaterMark,
} from '../../../electron/main/transfers/reference-allocator';
import { keychainStores } from '../keys/keychain-fixture';

const stores = keychainStores();
afterAll(() => stores.cleanUp());

/** What the allocator hands to the journal: here only the reference and counter are looked at. */
const committed = (reference: string, counter: number) =>
  ({ reference, counter }) as unknown as TransferRecord;

/** D4 on the real keychain: the mark there is a floor no new reference goes under. */
describe('the reference allocator and the keychain high-water mark', () => {
  it('continues after the mark when the journal is new (it knows no reference)', async () => {
    const store = stores.store('test');
    await store.raiseHighWater(9_000_000_000);
    const allocator = createReferenceAllocator({
      workstation: () => 42,
      lastCommitted: () => null,
      highWater: store,
      // The clock says the counter could start far lower.
      now: () => REFERENCE_EPOCH_MS,
    });
    const record = await allocator.reserveNext(committed);
    expect(record.reference).toBe('429000000001');
    expect(await store.readHighWater()).toBe(9_000_000_001);
  });

  it('goes on after the mark when it rises between being read and being raised', async () => {
    const service = stores.store('live');
    // A second store on the same entries: what another process of this workstation would hold.
    const elsewhere = stores.store('live');
    await service.raiseHighWater(100);
    let raced = false;
    const highWater: HighWaterMark = {
      readHighWater: () => service.readHighWater(),
      async raiseHighWater(counter) {
        if (!raced) {
          raced = true;
          await elsewhere.raiseHighWater(500);
        }
        return service.raiseHighWater(counter);
      },
    };
    const allocator = createReferenceAllocator({
      workstation: () => 42,
      lastCommitted: () => null,
      highWater,
      now: () => REFERENCE_EPOCH_MS,
    });
    const record = await allocator.reserveNext(committed);
    expect(record.reference).toBe('420000000501');
    expect(await service.readHighWater()).toBe(501);
  });
});

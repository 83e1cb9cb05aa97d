import type { AppSettings } from '@shared/domain/settings';
import type { BankHttp } from '../bank/http-fetch';
import type { AppLogger } from '../logging/logger';
import type { WorkInFlight } from './work-in-flight';

/** Beyond one request's own timeouts, for journaling its answer. */
const CLOSE_GRACE_MS = 5_000;

export interface CloseDeps {
  /** The network settings the bank calls under way were started with. */
  network: () => AppSettings['network'];
  http: Pick<BankHttp, 'giveUpWaiting' | 'close'>;
  work: Pick<WorkInFlight, 'drain'>;
  backups: { idle(): Promise<void> };
  sandbox: { close(): Promise<void> } | null;
  /** The head-office sender: its push under way answered (or timed out) before the journal shuts. */
  headOffice: { close(): Promise<void> };
  seal: { flush(): Promise<void> };
  /** The check against head office's copy (D97): stopped before the journal closes. */
  replication: { close(): Promise<void> };
  journal: { close(): void };
  log: AppLogger;
}

/**
 * Refuses new bank work, waits (bounded by the network timeouts) for sends and purpose fetches
 * under way so their outcomes are journaled, then stops the sandbox and closes the journal.
 */
export async function closeServices(deps: CloseDeps): Promise<void> {
  const { connectTimeoutMs, requestTimeoutMs } = deps.network();
  // Sends still waiting their turn never left: they end as not sent now (D55), and the
  // wait below is for the one on the wire.
  deps.http.giveUpWaiting?.();
  const left = await deps.work.drain(connectTimeoutMs + requestTimeoutMs + CLOSE_GRACE_MS);
  if (left > 0) {
    deps.log.warn('Closed with bank calls still under way; the next start settles them.', {
      left,
    });
  }
  await deps.backups.idle();
  await deps.headOffice.close();
  await deps.sandbox?.close();
  await deps.http.close?.();
  await deps.replication.close();
  await deps.seal.flush();
  deps.journal.close();
}

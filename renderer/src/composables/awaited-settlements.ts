import { computed, onBeforeUnmount, watch } from 'vue';
import { useReceiptLogStore } from '../stores/receipt-log';

/** How often the log reads again while a settlement asked of another counter waits (D136). */
export const AWAITED_SETTLEMENT_POLL_MS = 3000;

/*
 * D136: while a row of the log shows a settlement asked of another counter and not yet applied
 * there, the log reads its rows again every few seconds, so the mark turns to "Settled at Counter
 * N" (or the refusal) by itself once that counter has answered at its next contact, and the row's
 * state follows once that counter's settled row has arrived. Nothing is read again while no row
 * waits, nor once the page is left.
 */
export function useAwaitedSettlements(everyMs = AWAITED_SETTLEMENT_POLL_MS): void {
  const log = useReceiptLogStore();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let left = false;
  // Applied there but the row still waiting: that counter's settled row comes at its next push.
  const awaiting = computed(() =>
    log.rows.some((row) => {
      const state = row.counter?.asked?.state;
      return state === 'waiting' || (state === 'applied' && row.waiting);
    }),
  );

  function stop(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function schedule(): void {
    stop();
    if (!awaiting.value || left) return;
    timer = setTimeout(() => {
      timer = null;
      void log.refresh().then(schedule);
    }, everyMs);
  }

  watch(awaiting, schedule, { immediate: true });
  onBeforeUnmount(() => {
    left = true;
    stop();
  });
}

import { computed, onBeforeUnmount, watch } from 'vue';
import { useReceiptLogStore } from '../stores/receipt-log';

/** How often the log reads again while a settlement asked of another counter waits (D136). */
export const AWAITED_SETTLEMENT_POLL_MS = 3000;

/*
 * D136: while a row of the log shows a settlement asked of another counter and not yet applied
 * there, the log reads its rows again every few seconds, so the mark turns to "Settled at Counter
 * N" (or the refusal) by itself once that counter has answered at its next contact. Nothing is
 * read again while no row waits, nor once the page is left.
 */
export function useAwaitedSettlements(everyMs = AWAITED_SETTLEMENT_POLL_MS): void {
  const log = useReceiptLogStore();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let left = false;
  const awaiting = computed(() => log.rows.some((row) => row.counter?.asked?.state === 'waiting'));

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

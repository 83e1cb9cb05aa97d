import { onBeforeUnmount, watch } from 'vue';
import { createActivityReporter, reportInterval } from '../activity-reports';
import { t } from '../i18n';
import { useSessionStore } from '../stores/session';

/**
 * What counts as the operator at work: typing, clicking and scrolling (D27). `input`
 * too, for text that arrives without a key (pasted, dictated, filled in by a tool).
 */
const ACTIVITY_EVENTS = ['keydown', 'input', 'pointerdown', 'wheel', 'scroll'] as const;

/** "1 minute", "45 seconds": how long until the idle end, in words. */
export function durationWords(ms: number): string {
  if (ms >= 60_000) return t('formats.duration.minutes', { count: Math.round(ms / 60_000) });
  return t('formats.duration.seconds', { count: Math.max(1, Math.ceil(ms / 1_000)) });
}

/**
 * Reports the operator's activity to main while someone is signed in, at most once an interval
 * (main's idle timeout sets it), so the idle end never comes while someone works. Main warns a
 * minute before the end; the window shows it from the session store.
 */
export function useActivityReports(): void {
  const session = useSessionStore();
  const reporter = createActivityReporter({
    report: () => void session.reportActivity(),
    intervalMs: reportInterval(15 * 60_000),
  });

  function onActivity(): void {
    if (session.session) reporter.activity();
  }

  // Listened for only while someone is signed in: the sign-in screen shows without them (D91).
  let listening = false;
  function listen(on: boolean): void {
    if (on === listening) return;
    listening = on;
    for (const name of ACTIVITY_EVENTS) {
      if (on) window.addEventListener(name, onActivity, { capture: true, passive: true });
      else window.removeEventListener(name, onActivity, { capture: true });
    }
  }

  watch(
    () => session.session?.operatorId ?? null,
    (operatorId) => {
      reporter.stop();
      listen(operatorId !== null);
      // A new session: the first report says how long main's timeout is.
      if (operatorId) reporter.activity();
    },
    { immediate: true },
  );
  watch(
    () => session.idleStanding?.idleTimeoutMs,
    (ms) => {
      if (ms) reporter.setInterval(reportInterval(ms));
    },
  );

  onBeforeUnmount(() => {
    reporter.stop();
    listen(false);
  });
}

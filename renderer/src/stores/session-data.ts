import { watch } from 'vue';
import { useSessionStore } from './session';

/**
 * Clears a store's data when the session that filled it ends (signed out here, or ended by main),
 * so nothing of it stays on screen for the next person at the counter. Each store that holds a
 * session's data calls it as it is made: the window's frame need not import every role's stores,
 * which would load and make them all before the sign-in screen shows (D91), and a store never
 * made holds nothing to clear.
 */
export function clearedWhenSessionEnds(clear: () => void): void {
  const session = useSessionStore();
  watch(
    () => session.session,
    (now, before) => {
      if (before && !now) clear();
    },
  );
}

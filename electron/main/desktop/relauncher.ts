/**
 * Starts Remit Desk again, for a change that takes effect at the next start (the environment, D14).
 * In the app: `app.relaunch()` and a normal quit, which waits for a send on the wire and closes
 * the journal (relauncher-electron.ts). In the browser harness: the services are built again on
 * the same data folder and the page reloads.
 */
export interface Relauncher {
  /** Returns at once; the restart follows once the caller's answer is on its way. */
  relaunch(): void;
}

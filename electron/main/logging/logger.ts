/**
 * What the main process's modules log through. The composition root passes the electron-log
 * adapter (which redacts secrets); tests pass a recorder. `details` is structured data, never
 * interpolated into `message`, so the redactor can see every key.
 */
export interface AppLogger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export const silentLogger: AppLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

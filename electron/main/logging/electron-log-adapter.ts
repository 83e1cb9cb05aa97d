import { join } from 'node:path';
import log from 'electron-log/node';
import type { LogMessage, NodeLogger } from 'electron-log';
import type { AppLogger } from './logger';
import { redactValue } from './redact';

/*
 * electron-log, configured so that every message passes the redactor before any transport sees
 * it. The Node entry point on purpose: electron-log/main registers its own ipcMain channel at
 * import time (a way into the main process that bypasses the IPC router's checks) and offers to
 * inject its own preload; the Node logger does neither and writes the same files.
 */

type HookableLogger = Pick<NodeLogger, 'hooks' | 'transports' | 'info' | 'warn' | 'error'>;

/** The hook: a redacted copy of the message's arguments. Runs for every transport. */
export function redactLogMessage(message: LogMessage): LogMessage {
  return { ...message, data: message.data.map((item) => redactValue(item)) };
}

export interface LoggingOptions {
  /** app.getPath('logs') */
  logsDir: string;
  /** Echo to the terminal under `npm run dev`. */
  development: boolean;
}

export function createElectronLogger(
  options: LoggingOptions,
  logger: HookableLogger = log,
): AppLogger {
  if (!logger.hooks.includes(redactLogMessage)) logger.hooks.push(redactLogMessage);

  const file = logger.transports.file;
  file.level = 'info';
  file.resolvePathFn = () => join(options.logsDir, 'main.log');
  file.maxSize = 5 * 1024 * 1024;
  // Logs name operators and accounts even when redacted: readable by this OS user only.
  file.writeOptions = { flag: 'a', mode: 0o600, encoding: 'utf8' };
  logger.transports.console.level = options.development ? 'debug' : false;
  // Never send main-process log lines to a renderer's console.
  if (logger.transports['ipc']) logger.transports['ipc'].level = false;
  if (logger.transports['remote']) logger.transports['remote'].level = false;

  const write =
    (level: 'info' | 'warn' | 'error') =>
    (message: string, details?: Record<string, unknown>): void => {
      if (details === undefined) logger[level](message);
      else logger[level](message, details);
    };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

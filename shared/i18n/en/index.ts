import { backup } from './backup';
import { ipc } from './ipc';
import { journal } from './journal';
import { operators } from './operators';
import { purposes } from './purposes';
import { send } from './send';
import { transfer } from './transfer';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file; a file is an object of messages (see ../messages.ts).
 */
export const en = {
  backup,
  ipc,
  journal,
  operators,
  purposes,
  send,
  transfer,
} as const;

export type EnglishCatalog = typeof en;

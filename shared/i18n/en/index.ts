import { admin } from './admin';
import { app } from './app';
import { formats } from './formats';
import { transfer } from './transfer';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file; a file is an object of messages (see ../messages.ts).
 */
export const en = {
  admin,
  app,
  formats,
  transfer,
} as const;

export type EnglishCatalog = typeof en;

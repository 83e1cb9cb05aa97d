import * as areas from './areas';

/**
 * The English catalog: every sentence, label, kind and state name the app shows or prints. Each
 * area of the app has its own file (./areas.ts names them); a file is an object of messages (see
 * ../messages.ts).
 */
export const en = { ...areas };

export type EnglishCatalog = typeof en;

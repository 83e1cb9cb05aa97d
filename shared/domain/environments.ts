import { ref, text, wordsByName, type MessageRef } from '../i18n/catalog';

/**
 * D5: the built-in sandbox bank, and the bank's test and live services whose base URLs an admin
 * enters. The environment is part of every journal row and always visible in the window.
 */
export const ENVIRONMENT_NAMES = ['sandbox', 'test', 'live'] as const;
export type EnvironmentName = (typeof ENVIRONMENT_NAMES)[number];

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (ENVIRONMENT_NAMES as readonly string[]).includes(value);
}

/**
 * What a sentence on a screen or in a message calls each environment ("No address is set for the
 * bank’s test service"): words, never the setting's own value (`test`), worded when read, in the
 * language of the screen that reads them (D89). An answer main words for another language hands
 * `environmentSaid` instead (D93).
 */
export const ENVIRONMENT_WORDS: Readonly<Record<EnvironmentName, string>> = wordsByName(
  ENVIRONMENT_NAMES,
  (name) => text(`environments.words.${name}`),
);

/** The environment's words as a value of a message (D93), for its reader's language. */
export function environmentSaid(environment: EnvironmentName): MessageRef {
  return ref(`environments.words.${environment}`);
}

/** The same at the start of a sentence. */
export function environmentSaidFirst(environment: EnvironmentName): MessageRef {
  return ref(`environments.wordsFirst.${environment}`);
}

/** `The bank’s test service`: the words at the start of a sentence. */
export function environmentWordsFirst(environment: EnvironmentName): string {
  return text(`environments.wordsFirst.${environment}`);
}

/**
 * The interface: "The IMT send returns a response only in the live environment". The bank's test
 * service never answers a mobile-wallet transfer: its silence is the expected outcome there (D7),
 * and the clerk is told so before and while it is sent (D56). The built-in sandbox answers.
 */
export function neverAnswersImt(environment: EnvironmentName): boolean {
  return environment === 'test';
}

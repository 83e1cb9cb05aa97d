import { ref, type MessageRef } from '@shared/i18n/catalog';
import type { Result } from '@shared/result';
import { refusalInEveryLanguage, type InvalidInput } from '@shared/schemas/invalid-input';

/*
 * What a stored settings section or branch list that fails its check says, in every language
 * (D93): the admin's page shows it under the section, and a refused send names the section.
 */

/** A stored value's problem as its schema words it, made in every shipped language. */
export function storedProblem(check: () => Result<unknown, InvalidInput>): {
  message: string;
  text?: MessageRef;
} {
  const refused = refusalInEveryLanguage(check);
  // A check that passed on the second run found nothing: no words to carry.
  return refused ? { message: refused.message, text: refused.text } : { message: '' };
}

/** "Workstation: …": the section's (or list's) name, then its problem, for a refused send. */
export function sectionProblem(
  section: MessageRef,
  problem: { message: string; text?: MessageRef },
): MessageRef {
  return ref('send.readiness.sectionProblem', {
    section,
    problem: problem.text ?? { words: { en: problem.message } },
  });
}

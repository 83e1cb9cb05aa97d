import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The project's own eslint.config.js, for linting snippets in place of files of the tree, with the
 * type-aware rules switched off. The rules these tests judge (import boundaries, the IPC adapters,
 * folder cycles) read the syntax only, and building the project's TypeScript program for each test
 * file cost most of a minute on a two-core runner; `npm run lint` still runs every rule, typed ones
 * included, over the whole tree.
 *
 * Single-run inference stays off: typescript-eslint turns it on when CI=true, and then the second
 * snippet linted at the same path gets an "isolated program" whose type checker crashes the
 * type-aware vue rules, though no project was asked for.
 */
export function projectEslint(): ESLint {
  return new ESLint({
    cwd: process.cwd(),
    overrideConfig: [
      tseslint.configs.disableTypeChecked,
      { languageOptions: { parserOptions: { disallowAutomaticSingleRunInference: true } } },
    ],
  });
}

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['node_modules/', 'out/', 'dist/', 'release/', 'reports/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    files: ['**/*.ts', '**/*.vue'],
    languageOptions: {
      parserOptions: {
        projectService: true,
        extraFileExtensions: ['.vue'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Money moves here: a promise nobody awaits is a send nobody watches.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'vue/multi-word-component-names': 'off',
      // Formatting belongs to Prettier.
      'vue/max-attributes-per-line': 'off',
      'vue/singleline-html-element-content-newline': 'off',
      'vue/html-self-closing': 'off',
      'vue/html-indent': 'off',
      'vue/html-closing-bracket-newline': 'off',
    },
  },
  {
    files: ['electron/**/*.ts', 'scripts/**', 'tests/**', '*.config.*', '.ci/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: globals.browser },
  },
  // Boundaries of the house plan: shared/ stands alone, the renderer never reaches into electron/.
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/electron/**', '**/renderer/**'],
              message: 'shared/ imports only shared/.',
            },
            {
              group: ['electron', 'node:*', 'fs', 'path', 'crypto'],
              message: 'shared/ runs in the renderer too: no Node or Electron APIs.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/electron/**', 'electron'],
              message: 'The renderer talks to main only through window.remitDesk.',
            },
          ],
        },
      ],
    },
  },
);

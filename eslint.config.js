import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
      'e2e/artifacts/**',
      'e2e/test-results/**',
      'bench/results/**',
      // Written by `npm run openapi:types` (openapi-typescript).
      'apps/server/test/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules for the server (ADR 015): a promise nobody awaits loses its errors, and a
    // switch over a union must say what each member does.
    files: ['apps/server/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false },
      ],
    },
  },
  {
    files: ['apps/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features never import each other's internals (bulletproof-react).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/*/*'], message: 'Import a feature only through its index.' },
          ],
          // One visual language (ADR 034): badges come in named tones that pass contrast in
          // both colour schemes; Mantine's own takes any colour.
          paths: [
            {
              name: '@mantine/core',
              importNames: ['Badge', 'BadgeProps'],
              message: "Use Badge from '@/components/badge' (named tones, both schemes).",
            },
          ],
        },
      ],
    },
  },
  {
    // The shared badge itself wraps Mantine's.
    files: ['apps/web/src/components/badge.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/*/*'], message: 'Import a feature only through its index.' },
          ],
        },
      ],
    },
  },
);

// Lint rules for every workspace: TypeScript, React hooks, jsx-a11y and the workspaces' import boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { boundaries } from './eslint-boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/out/**',
      '**/dist/**',
      'packages/*/package/**',
      '.packs/**',
      'test-results/**',
      'playwright-report/**',
      '**/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    plugins: { 'import-x': importX },
    // Resolves extension-less TypeScript paths too, so every relative import is checked.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.json'] }),
      ],
    },
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  {
    // Each workspace declares every package its code imports (its own package.json), so it installs and builds
    // on its own, as the library packages must for another app. Tests and tools may use the root's dev tools.
    files: ['apps/*/src/**/*.{ts,tsx,mts,mjs}', 'packages/*/src/**/*.{ts,tsx,mts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        { devDependencies: false, optionalDependencies: false, peerDependencies: true, includeTypes: true },
      ],
    },
  },
  ...boundaries,
);

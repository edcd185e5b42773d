// ESLint for correctness, Prettier for layout (see .prettierrc.json). Both are plain
// JavaScript packages: the registry mirror CI installs from lacks the per-platform binaries
// of Rust-based linters, which made `npm ci` fail.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/**', 'var/**', 'test-results/**', 'playwright-report/**', 'dist-examples/**/*.js'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }],
    },
  },
);

// ESLint for correctness, Prettier for layout (see .prettierrc.json). Both are plain
// JavaScript packages: the registry mirror CI installs from lacks the per-platform binaries
// of Rust-based linters, which made `npm ci` fail.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import vitrine from './lint/imports.js';

/** Code that runs in a shopper's browser: the loader and every chunk of the bundle. */
const BROWSER = ['loader', 'src'];
/** …but for the engine's command line and build config, which run in Node. */
const NODE_ONLY = ['src/engine/cli', 'src/engine/vite.config.ts'];

/**
 * What each part of the code may import (lint/imports.js reads it). Each rule says why; a file a
 * rule names by path prefix may import nothing under `disallow` but what `allow` lets through.
 */
const BOUNDARIES = [
  {
    files: BROWSER,
    except: NODE_ONLY,
    disallow: ['fixtures', 'test', 'node:fs', 'node:path', 'node:url', 'node:util', 'node:zlib', 'vite'],
    because: 'browser code reaches neither the fixture server, the tests nor Node.',
  },
  {
    files: ['loader'],
    disallow: ['src', 'react', 'react-dom', 'preact', 'zod'],
    allow: ['src/runtime/selectors.ts'],
    typesAllowed: true,
    because: 'the loader is 1.5 KB: it carries its own modules and the marker names, nothing else.',
  },
  {
    files: ['src/collectors', 'src/consent'],
    disallow: [
      'react',
      'react-dom',
      'preact',
      'zod',
      'focus-trap',
      'src/widgets',
      'src/ui',
      'src/api',
      'src/i18n',
    ],
    // The calls' wire facts, plain data: a collector takes its paths from there.
    allow: ['src/api/wire/'],
    typesAllowed: true,
    because: "collectors never download the widgets' runtime (Preact, zod, the API client, the catalogue).",
  },
  {
    files: ['src/api/wire/'],
    disallow: ['src', 'zod', 'preact', 'react', 'react-dom'],
    typesAllowed: true,
    because: 'the wire facts are plain data the collectors import: no schema, no code of the client.',
  },
  {
    files: BROWSER,
    except: ['src/platform', 'src/editor'],
    disallow: ['src/platform', 'src/editor'],
    allow: ['src/platform/captcha'],
    because:
      'the platform layer and the editor helpers are a library of their own, never in a page budget (the captcha client is the one part the forms use).',
  },
  {
    files: BROWSER,
    except: ['src/api/routes.ts'],
    disallow: ['src/api/routes.ts'],
    because:
      "the whole route table carries every area's schemas: browser code imports its area's routes (src/api/routes/<area>.ts).",
  },
  {
    files: ['src/api/routes/'],
    disallow: ['src/api/routes/'],
    // The beacon routes (census, events, performance, error reports) share census's query and
    // faults: only the server and the tests read those; the collectors send by path (src/api/wire/).
    allow: ['src/api/routes/census.ts'],
    because:
      "an area's routes stand alone, so a widget that calls one area downloads no other area's schemas.",
  },
  {
    files: ['src/engine'],
    disallow: [
      'loader',
      'src/widgets',
      'src/collectors',
      'src/consent',
      'src/ui',
      'src/api',
      'src/runtime',
      'src/platform',
      'src/editor',
      'react',
      'react-dom',
      'preact',
      'zod',
    ],
    because:
      'the engine runs alone (the CLI, the fixture server, a theme build): it knows nothing of the bundle.',
  },
  {
    files: ['fixtures/server/state/'],
    disallow: ['fixtures/server/http', 'fixtures/server/api', 'node:http'],
    because:
      "the fixture server's repositories know no HTTP: they answer a value or a refusal's reason, and the handler (fixtures/server/api) picks the status.",
  },
];

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
  {
    files: ['loader/**/*.ts', 'src/**/*.{ts,tsx}', 'fixtures/**/*.ts', 'lint/**/*.js'],
    plugins: { vitrine },
    rules: {
      'vitrine/no-import-cycle': 'error',
      'vitrine/import-boundaries': ['error', BOUNDARIES],
    },
  },
);

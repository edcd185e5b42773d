import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));

// The `vitrine` CLI compiled, engine included, into one ES module for Node: dist/engine/cli.js,
// which src/engine/cli/vitrine.mjs runs when it is newer than the sources (no TypeScript
// compiled at start). It runs after the engine build and must not empty dist/engine.
export default defineConfig({
  root,
  build: {
    target: 'es2022',
    outDir: 'dist/engine',
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      // Node's own modules stay imports (a library build would stub them for browsers).
      external: [/^node:/],
      checks: { bundlerTimings: false },
    },
    lib: {
      entry: 'src/engine/cli/main.ts',
      formats: ['es'],
      fileName: () => 'cli.js',
    },
  },
});

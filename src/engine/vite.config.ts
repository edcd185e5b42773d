import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

// The engine alone, as one ES module for Node and browsers (`vitrine/engine`). It runs
// after the main build, which empties dist/, so it must not empty it again.
export default defineConfig({
  root,
  build: {
    target: 'es2022',
    outDir: 'dist/engine',
    emptyOutDir: false,
    minify: false,
    sourcemap: true,
    // No "significant time in plugins" notes in the build's output.
    rolldownOptions: { checks: { bundlerTimings: false } },
    lib: {
      entry: 'src/engine/index.ts',
      formats: ['es'],
      fileName: () => 'index.js',
    },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const compat = fileURLToPath(new URL('./node_modules/preact/compat/dist/compat.mjs', import.meta.url));

// One build: the loader is the only entry; every widget and collector is a lazily
// imported chunk beside it, resolved against the loader's own URL at run time.
export default defineConfig({
  resolve: {
    alias: [
      { find: /^react$/, replacement: compat },
      { find: /^react-dom$/, replacement: compat },
      { find: /^react-dom\/client$/, replacement: compat },
    ],
  },
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'preact' },
  },
  define: {
    __VITRINE_VERSION__: JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  build: {
    target: 'es2020',
    outDir: 'dist',
    emptyOutDir: true,
    minify: true,
    sourcemap: false,
    modulePreload: false,
    lib: {
      entry: { loader: 'loader/index.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});

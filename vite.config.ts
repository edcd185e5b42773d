import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const compat = fileURLToPath(new URL('./node_modules/preact/compat/dist/compat.mjs', import.meta.url));

// One build: the loader is the only entry; every widget and collector is a lazily
// imported chunk beside it, resolved against the loader's own URL at run time.
/**
 * The loader also runs as a classic `<script async>`, where top-level `var`s would land on
 * the host page's `window`. Its chunk has no static imports or exports (widgets arrive by
 * dynamic import()), so it can be wrapped whole in a function scope.
 */
const isolateLoader: Plugin = {
  name: 'vitrine:isolate-loader',
  renderChunk(code, chunk) {
    if (!chunk.isEntry || chunk.name !== 'loader') return null;
    if (chunk.imports.length > 0 || chunk.exports.length > 0) {
      throw new Error('loader must have no static imports or exports: it has to run as a classic script');
    }
    return { code: `(()=>{${code}})();`, map: null };
  },
};

export default defineConfig({
  plugins: [isolateLoader],
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
        // Library mode keeps whitespace in ES output by default; the budget needs it all gone.
        minify: true,
        // Pure annotations only matter to a later bundler; nobody re-bundles dist/. Licences stay.
        comments: { legal: true, annotation: false, jsdoc: false },
        // Preact, zod/mini, js-cookie and our API/cart core form one shared runtime chunk that
        // every widget imports, so each widget chunk carries only its own code (≤ 4 KB budget).
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](preact|zod|js-cookie)[\\/]|src[\\/](api|runtime|commerce)[\\/]|src[\\/]widgets[\\/]defineWidget/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    // Markup under test may carry <script src>: happy-dom must not try to fetch it.
    environmentOptions: {
      happyDOM: {
        settings: { disableJavaScriptFileLoading: true, handleDisabledFileLoadingAsSuccess: true },
      },
    },
    include: ['test/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});

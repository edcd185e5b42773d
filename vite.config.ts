import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { folderOf, LOADER_CHUNKS, registry } from './loader/registry.ts';
import { COLLECTORS } from './src/consent/consentNames.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const compat = `${root}node_modules/preact/compat/dist/compat.mjs`;
const PLACEHOLDER = 'virtual:vitrine-placeholder/';
/** No "your build spent significant time in plugins" notes: terser is slow on purpose (its passes). */
export const QUIET = { bundlerTimings: false };

/** Where a registry entry's code lives, if it has been written yet. */
export function chunkSource(entry: string): string | undefined {
  const name = folderOf(entry);
  return [
    `src/widgets/${name}/index.ts`,
    `src/widgets/${name}/index.tsx`,
    `src/collectors/${name}/index.ts`,
    // The loader's own chunks (LOADER_CHUNKS): press, consent, register.
    `src/${name}/index.ts`,
  ].find((file) => existsSync(root + file));
}

/**
 * Every registry entry gets a chunk, chunks/<name>.js, even before its code exists: until then
 * it is a placeholder that mounts nothing and starts nothing, so markup for it fails soft (and
 * says so under data-debug).
 */
const placeholders: Plugin = {
  name: 'vitrine:placeholders',
  // Library mode hands entries over as paths under the root, so match by the part after it.
  resolveId: (id) => (id.includes(PLACEHOLDER) ? `\0${id.slice(id.indexOf(PLACEHOLDER))}` : null),
  load(id) {
    if (!id.startsWith(`\0${PLACEHOLDER}`)) return null;
    // Every placeholder entry re-exports one shared module: seven of them ride on a product page.
    if (id.endsWith('/not-built-yet')) {
      return `const say = (r, el) => { if (r && r.config.debug !== undefined) console.info('[vitrine] this widget is not built yet:', el || 'a collector'); };
export function mount(el, runtime) { say(runtime, el); }
export function unmount() {}
export function start(runtime) { say(runtime); return () => {}; }`;
    }
    // A collector's placeholder starts nothing, in a few bytes of its own: the loader fetches every
    // collector on a page once consent allows, and a re-export would cost each a chunk import.
    if ((COLLECTORS as readonly string[]).includes(id.slice(id.lastIndexOf('/') + 1))) {
      return 'export function start() { return () => {}; }';
    }
    return `export { mount, unmount, start } from '${PLACEHOLDER}not-built-yet';`;
  },
};

/**
 * The minifier keeps the `/* @__PURE__ *\/` marks it was given (on every JSX call and `new Map`):
 * 15 B each that no browser reads, ~30 of them on a product page. They are taken out of the
 * finished chunks, a space kept where the mark was the only thing between two words
 * (`return/* @__PURE__ *\/new Map`).
 */
const noPureMarks: Plugin = {
  name: 'vitrine:no-pure-marks',
  generateBundle(_options, bundle) {
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue;
      file.code = file.code.replace(/(.)?\/\* ?[@#]__PURE__ ?\*\/(.)?/gs, (_m, before = '', after = '') =>
        /[\w$]/.test(before) && /[\w$]/.test(after) ? `${before} ${after}` : `${before}${after}`,
      );
    }
  },
};

const shared: UserConfig = {
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
    // The loader's press replay; a build without it (VITRINE_PRESS_REPLAY=off) exists only for the
    // e2e test that shows the presses it saves.
    __VITRINE_PRESS_REPLAY__: JSON.stringify(process.env.VITRINE_PRESS_REPLAY !== 'off'),
  },
};

/**
 * `vite build --mode loader`: the loader alone, as one self-contained IIFE, so it runs as a
 * classic `<script async>` (leaking no globals) as well as a module. It shares no code with the
 * chunks: it fetches them by URL, chunks/<name>.js beside itself.
 */
const loaderBuild: UserConfig = {
  ...shared,
  build: {
    target: 'es2021',
    outDir: 'dist',
    emptyOutDir: false,
    // terser's extra passes take ~60 B more off than the default minifier, and five passes 9 B
    // more than three: the budget is tight.
    minify: 'terser',
    terserOptions: {
      ecma: 2021,
      toplevel: true,
      // hoist_funs alone takes ~15 B off: the loader's functions declared once, up front.
      compress: {
        passes: 5,
        unsafe: true,
        unsafe_arrows: true,
        unsafe_comps: true,
        unsafe_methods: true,
        pure_getters: true,
        hoist_funs: true,
        // true/false as 1/0: the loader passes booleans only to DOM options, which read 1 as true.
        booleans_as_integers: true,
      },
    },
    sourcemap: false,
    rolldownOptions: { checks: QUIET },
    lib: {
      entry: { loader: 'loader/index.ts' },
      formats: ['iife'],
      name: 'VitrineLoader',
      fileName: () => 'loader.js',
    },
  },
};

/**
 * What the shared `base` chunk holds: the code every widget imports, downloaded once per page
 * (named apart from `window.Vitrine`, the runtime, and `src/runtime/`, what reads the page for it).
 * Folders end in '/'; a path without one is a module, with or without its extension. A module
 * in two entries goes by the first that names it; `markup` and `collect` (above) take theirs first.
 */
const WIDGET_BASE: Array<{ take: string; but?: string[] }> = [
  // Preact (with compat and hooks) and zod/mini (its ~1 KB stand-in, src/runtime/zodMini/).
  { take: 'node_modules/preact/' },
  { take: 'node_modules/zod/' },
  // The API client, the cart service and money, the page's settings and the widget props: but
  // not the form, restock and review calls and their rules (only pages with a form or reviews
  // load them), nor the quick view's and the cart page's routes (only their widgets call them),
  // nor the wire facts (src/api/wire/) but those of the runtime's own calls: the collectors take
  // theirs from there, and a collector never downloads the widget base chunk.
  {
    take: 'src/api/',
    but: [
      'src/api/wire/',
      'src/api/formRules.ts',
      'src/api/formApi.ts',
      'src/api/restockApi.ts',
      'src/api/routes/forms.ts',
      'src/api/routes/restock.ts',
      'src/api/routes/products.ts',
      'src/api/routes/cartChanges.ts',
      'src/api/routes/reviews.ts',
    ],
  },
  { take: 'src/api/wire/cart.ts' },
  { take: 'src/api/wire/inventory.ts' },
  { take: 'src/api/wire/session.ts' },
  { take: 'src/runtime/' },
  // No js-cookie: the runtime reads cookies itself (src/commerce/readCookies.ts), and a collector
  // that writes them carries js-cookie in its own chunk.
  { take: 'src/commerce/' },
  // The catalogue, but not the areas' message tables: those ride with the widgets that ask for
  // them, so a page downloads only the ones it uses.
  { take: 'src/i18n/', but: ['src/i18n/areas/'] },
  { take: 'src/widgets/defineWidget' },
  // The few small modules two widgets of every product page share: as chunks of their own, each
  // would cost a file's gzip overhead on every product page, more than its ~100 B elsewhere.
  { take: 'src/ui/announce' },
  { take: 'src/ui/injectStyles' },
  { take: 'src/enums/productType' },
  { take: 'src/widgets/useCartState' },
  // add-to-cart's quantity check, its hand-off to additional fields, and the add-failure wording
  // it shares with the gift card,
  { take: 'src/widgets/quantity/checkQuantity' },
  { take: 'src/widgets/additionalFields/handOff' },
  { take: 'src/widgets/addToCart/addFailureMessage' },
  // add to cart's flow (phases, timings, alerts), which the gift card's Buy button follows too.
  { take: 'src/widgets/addToCart/addToCartFlow' },
];

/** Whether the module `id` (an absolute path) goes in the widget base chunk: WIDGET_BASE read. */
function inWidgetBase(id: string): boolean {
  const path = id.replaceAll('\\', '/');
  const names = (entry: string) => {
    const at = path.indexOf(`/${entry}`);
    if (at < 0) return false;
    const rest = path.slice(at + 1 + entry.length);
    return entry.endsWith('/') || rest === '' || /^\.tsx?$/.test(rest);
  };
  return WIDGET_BASE.some(({ take, but = [] }) => names(take) && !but.some(names));
}

/**
 * `vite build`: one ES chunk per registry entry (chunks/<name>.js), plus the shared runtime
 * chunk (Preact, zod/mini, js-cookie, the API, cart and catalogue services) that every widget
 * imports, so each widget chunk carries only its own code (≤ 4 KB budget).
 */
const bundleBuild: UserConfig = {
  ...shared,
  plugins: [placeholders, noPureMarks],
  build: {
    target: 'es2021',
    outDir: 'dist',
    emptyOutDir: true,
    // terser takes ~1 KB more off a product page's chunks than the default minifier.
    minify: 'terser',
    terserOptions: {
      ecma: 2021,
      module: true,
      // A fourth pass and unsafe_comps: 34 B less on a product page.
      compress: {
        passes: 4,
        pure_getters: true,
        unsafe_arrows: true,
        unsafe: true,
        unsafe_methods: true,
        unsafe_comps: true,
      },
    },
    sourcemap: false,
    modulePreload: false,
    cssCodeSplit: false,
    lib: {
      entry: Object.fromEntries(
        [...registry.map((e) => e.n), ...COLLECTORS, ...LOADER_CHUNKS].map((n) => [
          n,
          chunkSource(n) ?? PLACEHOLDER + n,
        ]),
      ),
      formats: ['es'],
      fileName: (_format, name) => `chunks/${name}.js`,
    },
    rolldownOptions: {
      checks: QUIET,
      // Entry chunks keep mount/unmount/start even though nothing in the build imports them.
      preserveEntrySignatures: 'exports-only',
      output: {
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              // Plain strings and numbers the widgets and the collectors both read: apart, so a
              // collector never downloads the widgets' runtime (Preact, zod) for a selector.
              name: 'markup',
              // With them the placeholder of chunks not built yet, which collectors load too.
              // And the one cookie reader and the user-info rule, which both read, and the page's
              // settings (the one reader of the loader tag, and the one API URL join) and the one
              // safe-URL rule and id pattern (src/runtime/patterns.ts). And money's
              // currency fallback and minor-unit conversion, which the ad pixel's values use too.
              test: /src[\\/](runtime[\\/](selectors|settings|patterns)|consent[\\/]consentNames|enums[\\/]pageType([\\/]codes)?|commerce[\\/](readCookies|siteUserInfo|money[\\/](currencyOr|minorUnits|storeFractionDigits)))\.ts$|vitrine-placeholder[\\/]not-built-yet$/,
              priority: 2,
            },
            {
              // Every collector's code, with what they share (the transport and its outbox,
              // idb-keyval, the visitor cookies, the page context, the skip rules), web-vitals,
              // js-cookie and the wire facts of their calls: one chunk, each chunks/<name>.js a
              // re-export of its start, since every collector loads at the same moment (idle,
              // after consent) and each file costs its own gzip and request overhead (2.5 KB).
              name: 'collect',
              test: /src[\\/](collectors[\\/]|api[\\/](wire|routes)[\\/](events|performance|errorReports|census)\.ts)|node_modules[\\/](idb-keyval|web-vitals|js-cookie)[\\/]/,
              priority: 1,
            },
            {
              // What opens over the page on demand: the dialog (focus-trap with it), the alert,
              // the instalment popup and the added-item popover, with their styles. One chunk:
              // as a chain (popup → dialog → styles) each link cost the press a round trip, three
              // on a slow line before an alert showed; one ~14 KB fetch is quicker than that.
              // Only modules that nothing outside these imports, or a page would load it.
              name: 'overlay',
              test: /src[\\/](ui[\\/](Dialog|AlertDialog|showAlert|lockScroll|useLightboxMargin|debounce|lightboxTop|injectBaseStyles|Popover|useAutoDismiss|anchoredPosition|throttle|viewportSize|base\.css|popover\.css|dialog\.css)|widgets[\\/](instalments[\\/](InstalmentPopup|modalContent|loadModal|instalmentPopup\.css)|addedItemPopover[\\/](AddedItemMessage|addedItem\.css))|i18n[\\/]areas[\\/]addedPopoverMessages)(\.tsx?)?(\?inline)?$|node_modules[\\/](focus-trap|tabbable)[\\/]/,
              // Below base: a group takes the modules its own import, and Preact is base's.
              priority: 0,
            },
            {
              name: 'base',
              test: inWidgetBase,
              priority: 1,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ mode, command }) => ({
  ...(mode === 'loader' ? loaderBuild : bundleBuild),
  // The browser bundle only: zod/mini's runtime API as our code uses it, in ~1.1 KB rather than ~7
  // (src/runtime/zodMini/, proven equal by test/unit/runtime/zodMini.test.ts). It lands in the
  // widget base chunk with the rest of src/runtime.
  ...(command === 'build' &&
    mode !== 'loader' && {
      resolve: {
        alias: [
          ...(shared.resolve!.alias as Alias[]),
          { find: /^zod\/mini$/, replacement: `${root}src/runtime/zodMini/index.ts` },
        ],
      },
    }),
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
    // A unit test takes milliseconds on an idle machine, but a busy one (two CPU-bound processes
    // beside the suite on two cores) stretches a property test's thousand runs or a first import
    // past Vitest's 5 s: the outcome must not depend on the machine's speed. A hang still fails.
    // Tests that spawn processes or build set their own, longer timeouts.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
}));

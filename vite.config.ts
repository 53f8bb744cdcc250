/// <reference types="vitest/config" />
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { ebookPdf } from './scripts/build/vite/ebook-pdf.ts'
import { icuCompile } from './scripts/build/vite/icu-compile.ts'
import { localeFallback } from './scripts/build/vite/locale-fallback.ts'
import { pseudoLocale } from './scripts/build/vite/pseudo-locale.ts'

/**
 * BUILD_TARGET=islands: the second client build, of the islands runtime (src/islands/boot.ts) and every island's code,
 * into the same dist/. It shares no chunk with the application's build, so an island never pulls in the router or the
 * application's single chunk; its styles are not emitted (each page links its own from the first build, with the same
 * class names), only its scripts and its manifest (read by the pre-render).
 */
const islandsBuild = process.env.BUILD_TARGET === 'islands'

/** The islands build's CSS files: dropped, with their preload references (the page has linked the same rules). */
function dropCss(): Plugin {
  return {
    name: 'islands-drop-css',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) if (file.endsWith('.css')) delete bundle[file]
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') output.viteMetadata?.importedCss.clear()
      }
    },
  }
}

/** The islands runtime's entry file: its page loads it with a `<script>`, so nothing preloads it again. */
const RUNTIME_FILE = /^assets\/islands-[\w-]+\.js$/

const ISLANDS_BUILD: UserConfig['build'] = {
  manifest: '.vite/islands-manifest.json',
  target: 'es2022',
  modulePreload: {
    // Every chunk imports Vite's preload helper from the runtime's entry, so the entry is among the dependencies of
    // each dynamic import; a `<link rel=modulepreload>` of a module already loaded by its `<script>` fires `error` in
    // Firefox (issue 45). The entry is left out of every preload list: it is always there.
    resolveDependencies: (_file, deps) => deps.filter((dep) => !RUNTIME_FILE.test(dep)),
  },
  emptyOutDir: false,
  copyPublicDir: false,
  cssCodeSplit: false,
  rolldownOptions: {
    input: { islands: 'src/islands/boot.ts' },
    // No other chunk may be named islands-* (RUNTIME_FILE): chunks are named after their modules (island, registry...).
    output: { entryFileNames: 'assets/islands-[hash].js', chunkFileNames: catalogChunkName },
  },
}

export default defineConfig(({ mode }) => ({
  plugins: [
    mode === 'test' ? null : tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: false }),
    react(),
    // Order matters: fill in missing Spanish keys first, then compile every message.
    localeFallback('en'),
    // `vite build --mode pseudo` (npm run build:pseudo, never deployed): a third locale, /qps, of pseudo text made from English.
    pseudoLocale(mode === 'pseudo', 'en'),
    icuCompile(),
    // The playbook PDFs, generated into the build; the pages read their page counts (virtual:ebook-editions).
    islandsBuild ? null : ebookPdf(),
    islandsBuild ? dropCss() : null,
  ],
  // The pseudo-locale's line of the locale table (src/i18n/locales.ts) is on only in the pseudo build.
  define: { __PSEUDO_LOCALE__: JSON.stringify(mode === 'pseudo') },
  resolve: {
    // Messages arrive parsed (scripts/build/vite/icu-compile.ts): ship intl-messageformat without its ICU parser.
    // (Unit tests keep the parser: the catalog check under test parses messages itself.)
    alias:
      mode === 'test'
        ? []
        : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: islandsBuild
    ? ISLANDS_BUILD
    : {
        manifest: true, // dist/.vite/manifest.json: scripts/build/prerender.ts reads it and moves it out of dist/
        target: 'es2022',
        cssCodeSplit: true,
        rolldownOptions: {
          // index.html (the application: `npm run dev`'s page; here it gives every module's CSS the pages link).
          input: { index: 'index.html' },
          output: {
            // Everything the entry imports statically (React, the router, i18next, the layout) is one chunk,
            // not twenty: every page loads all of it anyway, and one gzip stream of it is 6-7 KB smaller than
            // the pieces (/pricing 146.0 -> 139.7 KB).
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
            chunkFileNames: catalogChunkName,
          },
        },
      },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
  },
}))

/** Catalog chunks are named i18n-<locale>-<namespace>-<hash> (the budget check reads the locale from the name). */
function catalogChunkName(chunk: { facadeModuleId: string | null }): string {
  const id = chunk.facadeModuleId ?? ''
  // locales/<lng>/<ns>.json (region tags too: pt-BR), or English's with ?locale=<lng> (the pseudo-locale).
  const locale = /[\\/]locales[\\/]([a-zA-Z]{2,3}(?:-[a-zA-Z0-9]+)*)[\\/]([^\\/]+)\.json(?:\?locale=([\w-]+))?$/.exec(id)
  if (locale) return `assets/i18n-${locale[3] ?? locale[1]}-${locale[2]}-[hash].js`
  return 'assets/[name]-[hash].js'
}

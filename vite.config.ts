/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { ebookPdf } from './scripts/vite/ebook-pdf.ts'
import { icuCompile } from './scripts/vite/icu-compile.ts'
import { localeFallback } from './scripts/vite/locale-fallback.ts'
import { pseudoLocale } from './scripts/vite/pseudo-locale.ts'

export default defineConfig(({ mode }) => ({
  plugins: [
    mode === 'test' ? null : tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single', semicolons: false }),
    react(),
    // Order matters: fill in missing Spanish keys first, then compile every message.
    localeFallback('en'),
    // `vite build --mode pseudo` (npm run build:pseudo, never deployed): English catalogs become pseudo text.
    mode === 'pseudo' ? pseudoLocale('en') : null,
    icuCompile(),
    // The playbook PDFs, generated into the build; the pages read their page counts (virtual:ebook-editions).
    ebookPdf(),
  ],
  resolve: {
    // Messages arrive parsed (scripts/vite/icu-compile.ts): ship intl-messageformat without its ICU parser.
    // (Unit tests keep the parser: the catalog check under test parses messages itself.)
    alias:
      mode === 'test'
        ? []
        : [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    manifest: true, // dist/.vite/manifest.json: scripts/prerender.ts reads it and moves it out of dist/
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      // index.html (the application) and the tiny boot script that loads it after the first paint.
      input: { index: 'index.html', boot: 'src/boot.ts' },
      output: {
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? ''
          const locale = /[\\/]locales[\\/]([a-z]{2})[\\/]([^\\/]+)\.json$/.exec(id)
          if (locale) return `assets/i18n-${locale[1]}-${locale[2]}-[hash].js`
          return 'assets/[name]-[hash].js'
        },
      },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/unit/setup.ts'],
  },
}))

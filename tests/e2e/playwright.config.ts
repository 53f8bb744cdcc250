import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { CHROMIUM_ARGS, findChromium } from './browser'

const PORT = Number(process.env.E2E_PORT ?? 4390)
const root = path.resolve(import.meta.dirname, '../..')
// The pseudo-locale build (npm run build:pseudo; never deployed) is served on its own port for pseudo-locale.spec.ts.
const PSEUDO_PORT = Number(process.env.E2E_PSEUDO_PORT ?? PORT + 50)
// The specs of the pseudo build: its pseudo-locale's pages, and the three-language site it is.
const PSEUDO_SPEC = /(pseudo-locale|three-locales)\.spec\.ts$/
const pseudoBuilt = existsSync(path.join(root, 'dist-pseudo/index.html'))

// Playwright's own Chromium when installed, else a system one (CHROMIUM_PATH or /usr/bin/chromium): see ./browser.ts.
const chosen = findChromium()
const executablePath = chosen?.kind === 'system' ? chosen.executablePath : undefined

export default defineConfig({
  testDir: '.',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: PSEUDO_SPEC, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      name: 'pseudo',
      testMatch: PSEUDO_SPEC,
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, baseURL: `http://127.0.0.1:${PSEUDO_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/serve.ts',
      cwd: root,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        FORM_INBOX_FILE: path.join(tmpdir(), `e2e-form-inbox-${PORT}.jsonl`),
        // Every test posts from 127.0.0.1: the per-client limit is tested by tests/unit/serve-hostile.test.ts.
        FORM_INBOX_MAX_PER_MINUTE: '0',
      },
    },
    // Only when the pseudo build exists, so the other specs run without it (pseudo-locale.spec.ts then says what to run).
    ...(pseudoBuilt
      ? [
          {
            command: 'npx tsx scripts/serve.ts',
            cwd: root,
            url: `http://127.0.0.1:${PSEUDO_PORT}/`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PORT: String(PSEUDO_PORT),
              HOST: '127.0.0.1',
              DIST_DIR: 'dist-pseudo',
              // The pseudo-locale's line of the locale table (src/i18n/locales.ts) is on in this build.
              PSEUDO_LOCALE: '1',
              FORM_INBOX_FILE: path.join(tmpdir(), `e2e-form-inbox-${PSEUDO_PORT}.jsonl`),
            },
          },
        ]
      : []),
  ],
})

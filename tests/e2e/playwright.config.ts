import { defineConfig, devices } from '@playwright/test'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const PORT = Number(process.env.E2E_PORT ?? 4390)
const root = path.resolve(import.meta.dirname, '../..')

// Debian's Chromium where it exists (this machine kind cannot download Playwright's browsers);
// Playwright's own Chromium otherwise.
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const executablePath = existsSync(systemChromium) ? systemChromium : undefined

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
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
  webServer: {
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
})

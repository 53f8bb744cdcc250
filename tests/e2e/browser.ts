import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** Where a system Chromium is looked for when CHROMIUM_PATH is not set (SYSTEM_CHROMIUM overrides it, e.g. to hide it in a test). */
const DEFAULT_SYSTEM_CHROMIUM = '/usr/bin/chromium'

/** Launch flags for Chromium on this machine kind (no sandbox as root, nothing phoning home); shared with the Lighthouse and bench scripts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export type BrowserChoice = { kind: 'playwright' | 'system'; executablePath: string }

/**
 * The Chromium the end-to-end tests run in: Playwright's own when it is installed, else a system
 * one (CHROMIUM_PATH, or /usr/bin/chromium), else null. Shared by the Playwright config and the
 * check that `npm test` runs first (scripts/checks/ensure-browser.ts).
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): BrowserChoice | null {
  const own = chromium.executablePath()
  if (own && existsSync(own)) return { kind: 'playwright', executablePath: own }
  const system = env.CHROMIUM_PATH || (env.SYSTEM_CHROMIUM ?? DEFAULT_SYSTEM_CHROMIUM)
  if (system && existsSync(system)) return { kind: 'system', executablePath: system }
  return null
}

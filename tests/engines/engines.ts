import { existsSync } from 'node:fs'

/**
 * The two engines beside Chromium that `npm test` runs (issue 45), from Debian's packages: Playwright cannot
 * download its own browsers on these machines, and its WebDriver BiDi channel for a stock Firefox needs commands
 * Firefox ESR 153 does not have yet (`emulation.setMediaFeaturesOverride`). Shared by the check that installs what is
 * missing (scripts/checks/ensure-browser.ts) and the drivers (./drivers.ts). Each path can be overridden.
 */
export type EngineName = 'firefox' | 'webkit'

const ENGINE_NAMES: readonly EngineName[] = ['firefox', 'webkit']

type Need = { what: string; path: string; debianPackage: string }

export function firefoxBinary(env: NodeJS.ProcessEnv = process.env): string {
  return env.FIREFOX_PATH || '/usr/bin/firefox-esr'
}

export function webkitDriverBinary(env: NodeJS.ProcessEnv = process.env): string {
  return env.WEBKIT_DRIVER_PATH || '/usr/bin/WebKitWebDriver'
}

/** WebKitGTK's MiniBrowser, the browser WebKitWebDriver starts (its `--automation` mode). */
export function miniBrowserBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MINIBROWSER_PATH) return env.MINIBROWSER_PATH
  for (const dir of ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib']) {
    const candidate = `${dir}/webkit2gtk-4.1/MiniBrowser`
    if (existsSync(candidate)) return candidate
  }
  return '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
}

/** The X server WebKitGTK draws into (it has no headless mode). */
export function xvfbBinary(env: NodeJS.ProcessEnv = process.env): string {
  return env.XVFB_PATH || '/usr/bin/Xvfb'
}

/** What an engine needs on this machine, with the Debian package that provides each. */
function needsOf(engine: EngineName, env: NodeJS.ProcessEnv = process.env): Need[] {
  if (engine === 'firefox') return [{ what: 'Firefox', path: firefoxBinary(env), debianPackage: 'firefox-esr' }]
  return [
    { what: 'WebKitWebDriver', path: webkitDriverBinary(env), debianPackage: 'webkit2gtk-driver' },
    { what: 'MiniBrowser (WebKitGTK)', path: miniBrowserBinary(env), debianPackage: 'webkit2gtk-driver' },
    { what: 'Xvfb', path: xvfbBinary(env), debianPackage: 'xvfb' },
  ]
}

/** What is missing for the engines, each once. */
export function missingFor(engines: readonly EngineName[] = ENGINE_NAMES, env: NodeJS.ProcessEnv = process.env): Need[] {
  return engines.flatMap((engine) => needsOf(engine, env)).filter((need) => !existsSync(need.path))
}

/** The engines a run asks for: ENGINES=firefox (or webkit, or both, comma-separated); all by default. */
export function chosenEngines(env: NodeJS.ProcessEnv = process.env): EngineName[] {
  const asked = (env.ENGINES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  if (asked.length === 0) return [...ENGINE_NAMES]
  const unknown = asked.filter((name) => !ENGINE_NAMES.includes(name as EngineName))
  if (unknown.length > 0) throw new Error(`ENGINES names ${unknown.join(', ')}; the engines are ${ENGINE_NAMES.join(', ')}`)
  return asked as EngineName[]
}

/**
 * First step of `npm test`: makes sure the browser tests have their three engines before anything slow runs.
 * - Chromium (tests/e2e): Playwright's own when installed, else a system one (CHROMIUM_PATH or /usr/bin/chromium);
 *   when there is none it installs one (on Debian as root: `apt-get install -y chromium`; elsewhere:
 *   `playwright install chromium`).
 * - Firefox and WebKit (tests/engines): Debian's firefox-esr, webkit2gtk-driver (WebKitWebDriver and MiniBrowser) and
 *   xvfb, installed together when one is missing (on Debian as root); elsewhere, or when that fails, it stops with one
 *   line saying what to install (FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH point at other copies).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium } from '../../tests/e2e/browser'
import { missingFor } from '../../tests/engines/engines'

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0
}

const debianRoot = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version') && process.getuid?.() === 0
const apt = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
let updated = false
/** Installs Debian packages (apt-get update once per run). */
function aptInstall(packages: string[]): boolean {
  if (!debianRoot) return false
  if (!updated && !run('apt-get', ['update', '-qq'], apt)) return false
  updated = true
  return run('apt-get', ['install', '-y', '-qq', ...packages], apt)
}

const installers: Array<[string, () => boolean]> = [
  ["Debian's chromium package", () => aptInstall(['chromium'])],
  ["Playwright's Chromium", () => run('npx', ['playwright', 'install', 'chromium'])],
]

let found = findChromium()
if (!found) {
  console.log('No Chromium for the end-to-end tests yet: installing one.')
  for (const [name, install] of debianRoot ? installers : installers.slice(1)) {
    if (install() && (found = findChromium())) break
    console.log(`No usable Chromium after trying ${name}.`)
  }
}
if (!found) {
  console.error(
    'No Chromium found for the end-to-end tests: install one (`npx playwright install chromium`, or on Debian `apt-get install -y chromium`) or set CHROMIUM_PATH to a Chromium binary, then run `npm test` again.',
  )
  process.exit(1)
}
console.log(
  `End-to-end tests will use ${found.kind === 'playwright' ? "Playwright's Chromium" : 'the system Chromium'}: ${found.executablePath}`,
)

const missing = missingFor()
if (missing.length > 0) {
  const packages = [...new Set(missing.map((need) => need.debianPackage))]
  console.log(`Firefox and WebKit tests need ${missing.map((need) => need.what).join(', ')}: installing ${packages.join(' ')}.`)
  aptInstall(packages)
  const still = missingFor()
  if (still.length > 0) {
    console.error(
      `No ${still.map((need) => `${need.what} (${need.path})`).join(', ')} for the Firefox and WebKit tests: install them (on Debian \`apt-get install -y ${[...new Set(still.map((need) => need.debianPackage))].join(' ')}\`) or point FIREFOX_PATH, WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH at them, then run \`npm test\` again.`,
    )
    process.exit(1)
  }
}
console.log("Firefox and WebKit tests will use Debian's firefox-esr, and WebKitGTK's WebKitWebDriver with MiniBrowser under Xvfb.")

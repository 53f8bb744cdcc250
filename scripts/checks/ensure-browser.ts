/**
 * First step of `npm test`: makes sure the end-to-end tests have a Chromium before anything slow
 * runs. Uses Playwright's own Chromium when installed, else a system one (CHROMIUM_PATH or
 * /usr/bin/chromium); when there is none it installs one (on Debian as root: `apt-get install -y
 * chromium`; elsewhere: `playwright install chromium`), and otherwise stops with one line saying
 * what to install.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { findChromium } from '../../tests/e2e/browser'

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`$ ${command} ${args.join(' ')}`)
  return spawnSync(command, args, { stdio: 'inherit', env }).status === 0
}

const debianRoot = existsSync('/usr/bin/apt-get') && existsSync('/etc/debian_version') && process.getuid?.() === 0
const installers: Array<[string, () => boolean]> = [
  [
    "Debian's chromium package",
    () =>
      debianRoot &&
      run('apt-get', ['update', '-qq'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }),
  ],
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

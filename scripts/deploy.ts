/**
 * `npm run deploy`: the one way to publish the site. It refuses, and says which, while `npm run check:launch` lists
 * a sample (the settings as a production build reads them); then builds for deployment (`LAUNCH_STRICT=1`, so the
 * build itself fails on a sample), checks the build under the host's own runtime (`npm run check:host`) and
 * publishes `dist/` with the host's CLI (wrangler, pinned in package.json) to the Cloudflare Pages project named
 * by CF_PAGES_PROJECT, with CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID from the environment.
 * `--dry-run` stops before publishing.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { formatLaunchSamples } from '../src/content/launch'
import { launchSamplesForBuild } from './checks/launch-env'

const root = fileURLToPath(new URL('..', import.meta.url))
const dryRun = process.argv.includes('--dry-run')

function run(command: string, args: string[], extraEnv: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`\nDeploy stopped: ${command} ${args.join(' ')} failed.`)
    process.exit(result.status ?? 1)
  }
}

const samples = launchSamplesForBuild('production')
if (samples.length > 0) {
  console.error(`Refusing to deploy: the site still holds sample content.\n${formatLaunchSamples(samples)}`)
  process.exit(1)
}
const project = process.env.CF_PAGES_PROJECT ?? ''
if (!dryRun && (!project || !process.env.CLOUDFLARE_API_TOKEN)) {
  console.error('Refusing to deploy: set CF_PAGES_PROJECT and CLOUDFLARE_API_TOKEN (and CLOUDFLARE_ACCOUNT_ID) for the host.')
  process.exit(1)
}
run('npm', ['run', 'build'], { LAUNCH_STRICT: '1' })
run('npm', ['run', 'check:host'])
if (dryRun) {
  console.log('Dry run: the build is ready to publish (dist/); nothing was sent.')
} else {
  run('npx', ['wrangler', 'pages', 'deploy', 'dist', '--project-name', project, '--branch', 'main'])
}

/**
 * `npm run check:launch`: lists every piece of sample content still in place (src/content/launch.ts) for a
 * production build's settings (.env files and the environment, as `vite build` reads them), and exits 1 while
 * any remains. Not part of `npm test`: the repository ships with the spec's samples on purpose.
 */
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { formatLaunchSamples, launchSamples } from '../../src/content/launch'
import { PLACEHOLDER_VIDEO_URL } from '../../src/lib/config'

const root = fileURLToPath(new URL('../..', import.meta.url))
const env = loadEnv(process.env.MODE ?? 'production', root, 'VITE_')

const samples = launchSamples({
  formAccessKey: env.VITE_FORM_ACCESS_KEY ?? '',
  videoUrl: env.VITE_VIDEO_URL || PLACEHOLDER_VIDEO_URL,
  placeholderVideoUrl: PLACEHOLDER_VIDEO_URL,
  demoVideoUrl: env.VITE_DEMO_VIDEO_URL ?? '',
})
console.log(formatLaunchSamples(samples))
process.exitCode = samples.length === 0 ? 0 : 1

/**
 * `npm run check:launch`: lists every piece of sample content still in place (src/content/launch.ts) for a
 * production build's settings (.env files and the environment, as `vite build` reads them), and exits 1 while
 * any remains. Not part of `npm test`: the repository ships with the spec's samples on purpose.
 */
import { formatLaunchSamples } from '../../src/content/launch'
import { launchSamplesForBuild } from './launch-env'

const samples = launchSamplesForBuild(process.env.MODE ?? 'production')
console.log(formatLaunchSamples(samples))
process.exitCode = samples.length === 0 ? 0 : 1

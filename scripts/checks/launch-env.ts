import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { launchSamples } from '../../src/content/launch'
import { PLACEHOLDER_VIDEO_URL } from '../../src/lib/config'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** The launch check for a build's settings as `vite build` reads them in `mode` (.env files and the environment). */
export function launchSamplesForBuild(mode: string) {
  const env = loadEnv(mode, root, 'VITE_')
  return launchSamples({
    formAccessKey: env.VITE_FORM_ACCESS_KEY ?? '',
    videoUrl: env.VITE_VIDEO_URL || PLACEHOLDER_VIDEO_URL,
    placeholderVideoUrl: PLACEHOLDER_VIDEO_URL,
    demoVideoUrl: env.VITE_DEMO_VIDEO_URL ?? '',
  })
}

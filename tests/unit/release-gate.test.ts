import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { assertLaunchReady, launchSamples } from '../../src/content/launch'
import { PLACEHOLDER_VIDEO_URL } from '../../src/lib/config'

/**
 * The release is gated (issue 46): `npm run deploy` refuses while the launch check lists a sample, and says which;
 * a build for deployment (LAUNCH_STRICT=1) fails the same way before it writes a page.
 */
const root = path.resolve(import.meta.dirname, '../..')
const SAMPLE_BUILD = { formAccessKey: '', videoUrl: PLACEHOLDER_VIDEO_URL, placeholderVideoUrl: PLACEHOLDER_VIDEO_URL, demoVideoUrl: '' }

describe('the release gate', () => {
  it('a deployment build with samples stops, naming each; a preview build and a clean one go on', () => {
    const samples = launchSamples(SAMPLE_BUILD)
    expect(samples.length).toBeGreaterThan(0)
    expect(() => assertLaunchReady(samples, true)).toThrow(
      /cannot ship sample content[\s\S]*500\+ cleaning companies[\s\S]*VITE_FORM_ACCESS_KEY/,
    )
    expect(() => assertLaunchReady(samples, false)).not.toThrow()
    expect(() => assertLaunchReady([], true)).not.toThrow()
  })

  it('npm run deploy refuses the sample build, lists what to replace, and runs no build', () => {
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/deploy.ts', '--dry-run'], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, VITE_FORM_ACCESS_KEY: '', VITE_VIDEO_URL: '', VITE_DEMO_VIDEO_URL: '' },
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Refusing to deploy: the site still holds sample content.')
    expect(result.stderr).toMatch(/Launch check: \d+ sample\(s\) still in place/)
    expect(result.stderr).toContain('replace: COMPANY_COUNT and COMPANY_COUNT_IS_SAMPLE in src/content/company.ts')
    expect(result.stdout).not.toContain('vite build')
  }, 30_000)
})

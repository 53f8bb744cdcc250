// @vitest-environment node
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatLaunchSamples, launchSamples, type LaunchSettings } from '../../src/content/launch'
import { PLACEHOLDER_VIDEO_URL } from '../../src/lib/config'

const root = path.resolve(import.meta.dirname, '../..')
const UNSET: LaunchSettings = {
  formAccessKey: '',
  videoUrl: PLACEHOLDER_VIDEO_URL,
  placeholderVideoUrl: PLACEHOLDER_VIDEO_URL,
  demoVideoUrl: '',
}
const SET: LaunchSettings = {
  formAccessKey: 'a-real-key',
  videoUrl: 'https://www.youtube-nocookie.com/embed/abc123',
  placeholderVideoUrl: PLACEHOLDER_VIDEO_URL,
  demoVideoUrl: 'https://www.youtube-nocookie.com/embed/def456',
}

describe('launch check', () => {
  it('lists every sample the repository ships with: testimonials, eight partners, survey, company count, videos, form key', () => {
    const ids = launchSamples(UNSET).map((s) => s.id)
    expect(ids).toContain('testimonials')
    expect(ids.filter((id) => id.startsWith('partner:'))).toHaveLength(8)
    for (const id of ['survey', 'company-count', 'demo-video', 'why-ai-video', 'form-key']) expect(ids).toContain(id)
    for (const sample of launchSamples(UNSET)) expect(sample.replace).not.toBe('')
  })

  it('drops what the build settings provide', () => {
    const ids = launchSamples(SET).map((s) => s.id)
    for (const id of ['demo-video', 'why-ai-video', 'form-key']) expect(ids).not.toContain(id)
    expect(ids).toContain('testimonials')
    expect(formatLaunchSamples([])).toBe('Launch check: no sample content left.')
  })

  it('npm run check:launch prints the list and fails while samples remain', () => {
    let status = 0
    let out = ''
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/checks/check-launch.ts'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, VITE_FORM_ACCESS_KEY: '' },
      })
    } catch (err) {
      const e = err as { status: number; stdout: string }
      status = e.status
      out = e.stdout
    }
    expect(status).toBe(1)
    expect(out).toContain('placeholder testimonials')
    expect(out).toContain('brightleads.example')
  }, 30_000)
})

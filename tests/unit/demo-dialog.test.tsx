import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * The Watch demo dialog plays the demo video when one is configured (VITE_DEMO_VIDEO_URL ->
 * config.demoVideoUrl); otherwise it holds the product tour (ending on Sign Up) and says the video is coming
 * soon. The ways forward stay either way.
 * (The links' destinations are checked in the browser: tests/e2e/demo-dialog.spec.ts.)
 */

const VIDEO = 'https://player.vimeo.com/video/123456'

type HappyDomSettings = {
  enableIframePageLoading: boolean
  fetch: { interceptor: { beforeAsyncRequest: (context: { window: { Response: typeof Response } }) => Promise<Response> } | null }
}

beforeAll(() => {
  // Mantine's transitions ask for the reduced-motion preference.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: false, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  )
  // The player's page is served empty here (happy-dom otherwise refuses iframe pages, and says so on the console).
  const { settings } = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM
  settings.enableIframePageLoading = true
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ window: frame }) => new frame.Response('<!doctype html><title>player</title>'),
  }
})

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

/** The dialog as the site builds it with VITE_DEMO_VIDEO_URL set to `video`, open, on a router. */
async function openDialog(video: string | undefined, locale: 'en' | 'es' = 'en') {
  if (video !== undefined) vi.stubEnv('VITE_DEMO_VIDEO_URL', video)
  vi.resetModules()
  // Fresh modules read the stubbed env; the i18n instance loaded with them is the one the dialog uses.
  const { ensureLocale } = await import('../../src/i18n/i18n')
  await ensureLocale(locale, ['common'])
  const { DemoDialog } = await import('../../src/components/demo/DemoDialog')
  const { config } = await import('../../src/lib/config')
  const rootRoute = createRootRoute({
    component: () => <DemoDialog opened onClose={() => {}} product="AI Pricing" />,
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  await screen.findByRole('dialog')
  return config
}

describe('config.demoVideoUrl', () => {
  it('is empty unless VITE_DEMO_VIDEO_URL is set, and trimmed', async () => {
    vi.stubEnv('VITE_DEMO_VIDEO_URL', '')
    vi.resetModules()
    expect((await import('../../src/lib/config')).config.demoVideoUrl).toBe('')
    vi.stubEnv('VITE_DEMO_VIDEO_URL', `  ${VIDEO} `)
    vi.resetModules()
    expect((await import('../../src/lib/config')).config.demoVideoUrl).toBe(VIDEO)
  })
})

describe('DemoDialog', () => {
  it('without a demo video: the product tour, the coming-soon line and the bid calculator, no player', async () => {
    const config = await openDialog('')
    expect(config.demoVideoUrl).toBe('')
    const dialog = screen.getByRole('dialog', { name: 'AI Pricing demo' })
    const tour = await within(dialog).findByTestId('demo-tour')
    expect(dialog.textContent).toContain('The demo video is coming soon')
    expect(dialog.querySelector('iframe')).toBeNull()
    expect(within(tour).getByTestId('demo-tour-count').textContent).toContain('Step 1 of 5')
    // Arrow keys move it; the last step is Sign Up.
    for (let i = 0; i < 4; i++) fireEvent.keyDown(within(tour).getByTestId('demo-tour-next'), { key: 'ArrowRight' })
    expect(within(tour).getByTestId('demo-tour-count').textContent).toContain('Step 5 of 5')
    expect(screen.getByRole('link', { name: /^Get started/ }).getAttribute('target')).toBe('_blank')
    expect(screen.getByRole('link', { name: 'Try the free bid calculator' }).getAttribute('href')).toBe('/cleaning-bid-calculator')
  })

  it('with a demo video configured: plays it in a titled player instead of the coming-soon screen', async () => {
    await openDialog(VIDEO)
    const dialog = screen.getByRole('dialog', { name: 'AI Pricing demo' })
    const player = dialog.querySelector('iframe')
    expect(player?.getAttribute('src')).toBe(VIDEO)
    expect(player?.getAttribute('title')).toBe('AI Pricing demo video')
    expect(dialog.textContent).not.toContain('coming soon')
    expect(dialog.querySelector('[data-testid="demo-tour"]')).toBeNull()
    expect(screen.getByRole('link', { name: /^Get started/ }).getAttribute('href')).toMatch(/\/signup$/)
    expect(screen.getByRole('link', { name: 'Try the free bid calculator' })).toBeTruthy()
  })

  it('in Spanish: the player has a Spanish title', async () => {
    await openDialog(VIDEO, 'es')
    expect(screen.getByRole('dialog').querySelector('iframe')?.getAttribute('title')).toBe('Video demo: AI Pricing')
  })
})

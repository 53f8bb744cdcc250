import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

/**
 * Watch demo's popover dialog (DemoPopover), as the pages draw it into their HTML: the product tour with its steps
 * linked to each other (so it works without scripts), the coming-soon line and the ways forward; the demo video's
 * player instead of the tour once VITE_DEMO_VIDEO_URL (config.demoVideoUrl) is set, loaded only when shown.
 * (Opening it, the keys, the swipe and the section link are checked in the browser: tests/e2e/demo-*.spec.ts.)
 */

const VIDEO = 'https://player.vimeo.com/video/123456'

type HappyDomSettings = {
  enableIframePageLoading: boolean
  fetch: { interceptor: { beforeAsyncRequest: (context: { window: { Response: typeof Response } }) => Promise<Response> } | null }
}

beforeAll(() => {
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

/** The popover as the site builds it with VITE_DEMO_VIDEO_URL set to `video`, on a router. */
async function drawPopover(video: string | undefined, locale: 'en' | 'es' = 'en') {
  if (video !== undefined) vi.stubEnv('VITE_DEMO_VIDEO_URL', video)
  vi.resetModules()
  // Fresh modules read the stubbed env; the i18n instance loaded with them is the one the popover uses.
  const { ensureLocale } = await import('../../src/i18n/i18n')
  await ensureLocale(locale, ['common', 'demo-tour'])
  const { DemoPopover } = await import('../../src/components/demo/DemoPopover')
  const rootRoute = createRootRoute({
    component: () => (
      <DemoPopover product="AI Pricing" section={{ targetId: 'scenarios-title', label: 'See sample results on this page' }} />
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  // A closed popover is not shown, so it is found by its test id, not its role.
  return await screen.findByTestId('demo-dialog')
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

describe('DemoPopover', () => {
  it('without a demo video: a titled popover dialog with the five steps, each linked to the next, and the ways forward', async () => {
    const dialog = await drawPopover('')
    expect(dialog.getAttribute('popover')).toBe('auto')
    expect(dialog.getAttribute('role')).toBe('dialog')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).toBe('AI Pricing demo')
    expect(dialog.textContent).toContain('The demo video is coming soon')
    expect(dialog.querySelector('iframe')).toBeNull()
    const steps = within(dialog).getAllByTestId('demo-tour-step')
    expect(steps.map((step) => step.getAttribute('aria-label'))).toEqual([
      'Step 1 of 5',
      'Step 2 of 5',
      'Step 3 of 5',
      'Step 4 of 5',
      'Step 5 of 5',
    ])
    // Each step's Next leads to the following step's id; the first has no Previous, the last no Next.
    steps.forEach((step, i) => {
      const next = within(step).getByTestId('demo-tour-next')
      const previous = within(step).getByTestId('demo-tour-previous')
      if (i < steps.length - 1) expect(next.getAttribute('href')).toBe(`#${steps[i + 1]!.id}`)
      else expect(next.tagName).toBe('SPAN')
      if (i > 0) expect(previous.getAttribute('href')).toBe(`#${steps[i - 1]!.id}`)
      else expect(previous.getAttribute('aria-hidden')).toBe('true')
    })
    expect(
      within(steps[4]!)
        .getByRole('link', { name: /^Get started/ })
        .getAttribute('target'),
    ).toBe('_blank')
    expect(within(dialog).getByRole('link', { name: 'See sample results on this page' }).getAttribute('href')).toBe('#scenarios-title')
    expect(within(dialog).getByRole('link', { name: 'Try the free bid calculator' }).getAttribute('href')).toBe('/cleaning-bid-calculator')
  })

  it('with a demo video configured: its titled player, lazy (nothing is fetched while the dialog is closed), above Sign Up', async () => {
    const dialog = await drawPopover(VIDEO)
    const player = dialog.querySelector('iframe')
    expect(player?.getAttribute('src')).toBe(VIDEO)
    expect(player?.getAttribute('loading')).toBe('lazy')
    expect(player?.getAttribute('title')).toBe('AI Pricing demo video')
    expect(dialog.textContent).not.toContain('coming soon')
    expect(dialog.querySelector('[data-testid="demo-tour"]')).toBeNull()
    expect(
      within(dialog)
        .getByRole('link', { name: /^Get started/ })
        .getAttribute('href'),
    ).toMatch(/\/signup$/)
    expect(within(dialog).getByRole('link', { name: 'Try the free bid calculator' })).toBeTruthy()
  })

  it('in Spanish: the title, the steps and the player in Spanish, the calculator at its Spanish address', async () => {
    const dialog = await drawPopover(VIDEO, 'es')
    expect(dialog.querySelector('iframe')?.getAttribute('title')).toBe('Video demo: AI Pricing')
    expect(within(dialog).getByRole('link', { name: 'Prueba la calculadora gratuita de precios' }).getAttribute('href')).toBe(
      '/es/cleaning-bid-calculator',
    )
  })
})

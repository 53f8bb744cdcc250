import { expect, test } from './test'
import { signUpText, waitForHydration } from './helpers'

const LOCALES = {
  en: {
    path: '/templates',
    home: '/',
    breadcrumb: 'Breadcrumb',
    homeLabel: 'Home',
    current: 'Templates',
    back: 'Back to home',
    progress: 'Template progress',
    progressText: '40% complete',
    statuses: ['Complete', 'In progress', 'Upcoming'],
    times: ['15 minutes', '20 minutes', '25 minutes'],
    start: 'Start template',
    cardCounts: ['6 templates', '7 templates', '9 templates', '5 templates', '8 templates', '12 templates'],
    tileCounts: [15, 22, 10, 18, 8, 12, 14, 20, 9, 11, 7, 6].map((n) => `${n} templates`),
    getStarted: 'Get started',
  },
  es: {
    path: '/es/templates',
    home: '/es',
    breadcrumb: 'Ruta de navegación',
    homeLabel: 'Inicio',
    current: 'Plantillas',
    back: 'Volver al inicio',
    progress: 'Avance de la plantilla',
    progressText: '40% completado',
    statuses: ['Completado', 'En curso', 'Próximo'],
    times: ['15 minutos', '20 minutos', '25 minutos'],
    start: 'Iniciar plantilla',
    cardCounts: ['6 plantillas', '7 plantillas', '9 plantillas', '5 plantillas', '8 plantillas', '12 plantillas'],
    tileCounts: [15, 22, 10, 18, 8, 12, 14, 20, 9, 11, 7, 6].map((n) => `${n} plantillas`),
    getStarted: 'Regístrate',
  },
} as const

for (const [locale, l] of Object.entries(LOCALES)) {
  test.describe(`templates (${locale})`, () => {
    test('breadcrumb and back link lead home', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      const crumbs = page.getByRole('navigation', { name: l.breadcrumb })
      await expect(crumbs.getByRole('listitem')).toHaveText([l.homeLabel, l.current])
      await expect(crumbs.getByText(l.current)).toHaveAttribute('aria-current', 'page')
      await expect(crumbs.getByRole('link', { name: l.homeLabel })).toHaveAttribute('href', l.home)
      await page.getByRole('link', { name: l.back }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe(l.home)
      await expect(page.locator('h1')).not.toHaveText(/template|plantilla/i)
    })

    test('the guided template shows 40 of 100 and three steps told apart by text', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      const bar = page.getByRole('progressbar', { name: l.progress })
      await expect(bar).toHaveAttribute('aria-valuenow', '40')
      await expect(bar).toHaveAttribute('aria-valuemin', '0')
      await expect(bar).toHaveAttribute('aria-valuemax', '100')
      await expect(bar).toHaveAttribute('aria-valuetext', l.progressText)
      // The filled part covers 40% of the track.
      const ratio = await bar.evaluate((el) => (el.firstElementChild as HTMLElement).offsetWidth / (el as HTMLElement).offsetWidth)
      expect(ratio).toBeCloseTo(0.4, 1)

      const steps = page.getByTestId('guided-step')
      await expect(steps).toHaveCount(3)
      await expect(steps.getByTestId('step-status')).toHaveText([...l.statuses])
      await expect(steps.getByTestId('step-time')).toHaveText([...l.times])
      for (let i = 0; i < 3; i++) {
        const start = steps.nth(i).getByRole('link', { name: new RegExp(`^${l.start}`) })
        await expect(start).toHaveText(l.start)
        await expect(start).toHaveAttribute('target', '_blank')
        await expect(start).toHaveAttribute('rel', /noopener/)
        await expect(start).toHaveAttribute('href', /\/signup$/)
        // Every status carries an icon next to its text, not colour alone.
        await expect(steps.nth(i).getByTestId('step-status').locator('svg')).toHaveCount(1)
      }
    })

    test('six template cards and twelve category tiles show their counts', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      await expect(page.getByTestId('template-card')).toHaveCount(6)
      await expect(page.getByTestId('template-count')).toHaveText([...l.cardCounts])
      await expect(page.getByTestId('category-tile')).toHaveCount(12)
      await expect(page.getByTestId('category-count')).toHaveText([...l.tileCounts])
    })

    test('Get started in the closing band opens the signup in a new tab', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      // The header's sign-up link has the same label: look in the closing band only.
      const cta = page.locator('section[aria-labelledby="templates-cta-title"]').getByRole('link', { name: signUpText(l.getStarted) })
      await expect(cta).toHaveAttribute('href', /\/signup$/)
      await expect(cta).toHaveAttribute('target', '_blank')
    })

    test('headings go in order and nothing overflows on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(l.path)
      await waitForHydration(page)
      const levels = await page.locator('main :is(h1,h2,h3,h4)').evaluateAll((els) => els.map((el) => Number(el.tagName[1])))
      expect(levels[0]).toBe(1)
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  })
}

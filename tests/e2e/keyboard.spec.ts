import { expect, test, type Page } from './test'
import { hydrateDeferredSection, waitForHydration } from './helpers'

type Stop = { id: string; visibleRing: boolean; label: string }

/** Tabs through the whole page once, recording each stop and whether it shows a focus indicator. */
async function tabThrough(page: Page, max = 250): Promise<Stop[]> {
  const stops: Stop[] = []
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      if (!el.dataset.kbId) el.dataset.kbId = String(Math.random()).slice(2)
      // A radio drawn as a tab (home's goal band) is hidden under its label, which shows the ring.
      const ringOf = el instanceof HTMLInputElement && el.type === 'radio' && el.labels?.[0] ? el.labels[0] : el
      const style = getComputedStyle(ringOf)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      const shadow = style.boxShadow !== 'none'
      return {
        id: el.dataset.kbId,
        visibleRing: outline || shadow,
        label: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
      }
    })
    if (!stop) break
    if (stops.some((s) => s.id === stop.id)) break // wrapped around
    stops.push(stop)
  }
  return stops
}

/** Every visible, enabled interactive element of the page that is not inside a closed dialog or menu. */
async function interactive(page: Page): Promise<Array<{ id: string; label: string }>> {
  return page.evaluate(() => {
    // Elements taken out of the Tab order on purpose (tabindex="-1": roving tabindex in tab lists) are reached by arrow keys,
    // as are a radio group's unchecked radios (Tab stops on the checked one; home's goal band).
    const selector = [
      'a[href]',
      'button:not([disabled])',
      'input:not([disabled]):not([type="hidden"])',
      'select:not([disabled])',
      'textarea:not([disabled])',
      '[tabindex]',
    ]
      .map((s) => `${s}:not([tabindex="-1"])`)
      .join(', ')
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => !(el instanceof HTMLInputElement && el.type === 'radio' && el.name && !el.checked))
      .filter((el) => {
        const rect = el.getBoundingClientRect()
        return (
          rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden' && !el.closest('[inert], [aria-hidden="true"]')
        )
      })
      .map((el) => {
        if (!el.dataset.kbId) el.dataset.kbId = String(Math.random()).slice(2)
        return {
          id: el.dataset.kbId,
          label: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}"`,
        }
      })
  })
}

for (const pathname of ['/', '/pricing', '/ai-pricing', '/help-center', '/es/faq', '/resources/get-cleaning-accounts-ai-ebook']) {
  test(`${pathname}: the first Tab reaches the skip link, every control is reachable by Tab and shows a focus ring`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto(pathname)
    await waitForHydration(page)
    // A tool hero's mock-up (and its prompt's pause button) hydrates just after the page: wait for it.
    const mock = page.getByTestId('hero-mockup')
    if (await mock.count()) {
      await hydrateDeferredSection(mock)
      await page.evaluate(() => window.scrollTo(0, 0))
    }
    const stops = await tabThrough(page)
    expect(stops[0]?.label).toMatch(/^a "(Skip to content|Saltar al contenido)/)
    const reachable = new Set(stops.map((s) => s.id))
    const all = await interactive(page)
    const missed = all.filter((el) => !reachable.has(el.id)).map((el) => el.label)
    expect(missed, 'interactive elements that Tab never reaches').toEqual([])
    expect(
      stops.filter((s) => !s.visibleRing).map((s) => s.label),
      'focused elements without a visible focus indicator',
    ).toEqual([])
  })
}

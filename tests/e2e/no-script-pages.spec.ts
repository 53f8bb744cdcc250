import { expect, test } from './test'
import { waitForHydration } from './helpers'

/**
 * Pages that need no JavaScript load none (issue 30): the routes that declare staticData.clientScript
 * false are pre-rendered without the boot script and without module preloads; the others keep them.
 */
const NO_SCRIPT = [
  'about-us',
  'careers',
  'faq',
  'features',
  'pricing',
  'privacy-policy',
  'terms-of-service',
  'templates',
  'facebook-landing',
  'resources/get-cleaning-accounts-ai-ebook/thank-you',
]
// Pages with interactive parts load only the islands runtime (issue 38): no application, router or i18next up front.
const WITH_ISLANDS = ['/', '/es', '/ai-pricing', '/es/leads-contracts', '/why-ai', '/ebookpr', '/cleaning-bid-calculator']

for (const pathname of NO_SCRIPT.flatMap((page) => [`/${page}`, `/es/${page}`])) {
  test(`${pathname} is HTML and CSS only: no script file, no module script, no modulepreload`, async ({ request }) => {
    const html = await (await request.get(pathname)).text()
    expect(html).toContain('<div id="root">')
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/)
    expect(html).not.toMatch(/<script\b[^>]*type="module"/)
    expect(html).not.toContain('modulepreload')
    expect(html).toContain('<script type="application/ld+json">')
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/)
  })
}

for (const pathname of WITH_ISLANDS) {
  test(`${pathname} loads the islands runtime, not the application`, async ({ request }) => {
    const html = await (await request.get(pathname)).text()
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/islands-[\w-]+\.js" data-islands /)
    expect(html).not.toContain('data-entry=')
    expect(html).toMatch(/<div data-island="[\w-]+"/)
  })
}

test('arriving on a page without JavaScript runs none; its menus, FAQ and language link still work', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (req) => void (req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname)))
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/pricing')
  await page.waitForLoadState('networkidle')
  expect(scripts).toEqual([])
  await page.getByTestId('menu-features').click()
  await expect(page.getByTestId('menu-features-list')).toBeVisible()
  await page.keyboard.press('Escape')
  const faq = page.locator('details').first()
  await faq.locator('summary').click()
  await expect(faq).toHaveAttribute('open', '')
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(/\/es\/pricing$/)
  expect(scripts).toEqual([])
})

test('from an islands page to one without JavaScript and back: page loads, each at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/ai-pricing')
  await waitForHydration(page)
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  // Moving between pages is a page load (no router in the browser): the next page starts at the top.
  const documents: string[] = []
  page.on('request', (req) => void (req.resourceType() === 'document' && documents.push(new URL(req.url()).pathname)))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(documents).toEqual(['/careers'])

  await page.mouse.wheel(0, 2000)
  await page.getByTestId('menu-features').click()
  await page.getByTestId('menu-features-list').getByRole('link', { name: 'AI Pricing' }).click()
  await expect(page).toHaveURL(/\/ai-pricing$/)
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // Its islands run there: Watch demo opens its dialog.
  await page.getByRole('button', { name: 'Watch demo' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

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
const WITH_SCRIPT = ['/', '/es', '/ai-pricing', '/es/leads-contracts', '/help-center', '/why-ai', '/cleaning-bid-calculator', '/ebookpr']

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

for (const pathname of WITH_SCRIPT) {
  test(`${pathname} keeps its script (the application's boot script, or the islands runtime)`, async ({ request }) => {
    const html = await (await request.get(pathname)).text()
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/(boot-[\w-]+\.js" data-entry=|islands-[\w-]+\.js" data-islands)/)
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

test('from a page with the application to one without and back: both render, each at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/ai-pricing')
  await waitForHydration(page)
  await page.mouse.wheel(0, 3000)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
  // Into a page without JavaScript: the router renders it in place (no document load), at the top.
  const documents: string[] = []
  page.on('request', (req) => void (req.resourceType() === 'document' && documents.push(new URL(req.url()).pathname)))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click()
  await expect(page).toHaveURL(/\/careers$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  expect(documents).toEqual([])

  // Arriving on a page without JavaScript, then out of it: a document load that starts the application.
  await page.goto('/features')
  await page.mouse.wheel(0, 2000)
  await page.getByTestId('menu-features').click()
  await page.getByTestId('menu-features-list').getByRole('link', { name: 'AI Pricing' }).click()
  await expect(page).toHaveURL(/\/ai-pricing$/)
  await waitForHydration(page)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  // The application runs there: Watch demo opens its dialog.
  await page.getByRole('button', { name: 'Watch demo' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

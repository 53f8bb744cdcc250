import { expect, test, type Page } from './test'

/**
 * Speculation Rules (issue 30 part 2): Chromium reads the rules named by the pages' header, accepts them,
 * and prerenders a same-site page once a link to it is hovered; the form inbox, PDFs and links with a
 * query are never candidates. Read through the DevTools protocol's Preload domain.
 */
async function preloadEvents(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  const ruleSets: Array<{ sourceText?: string; errorType?: string; errorMessage?: string }> = []
  const candidates = new Set<string>()
  const prerenders = new Map<string, string>()
  const prefetches = new Map<string, string>()
  cdp.on('Preload.ruleSetUpdated', (event) => void ruleSets.push(event.ruleSet))
  cdp.on('Preload.preloadingAttemptSourcesUpdated', (event) => {
    for (const source of event.preloadingAttemptSources)
      candidates.add(`${source.key.action} ${new URL(source.key.url).pathname}${new URL(source.key.url).search}`)
  })
  cdp.on('Preload.prerenderStatusUpdated', (event) => void prerenders.set(new URL(event.key.url).pathname, event.status))
  cdp.on('Preload.prefetchStatusUpdated', (event) => void prefetches.set(new URL(event.key.url).pathname, event.status))
  await cdp.send('Preload.enable')
  return { ruleSets, candidates, prerenders, prefetches }
}

test('the pages name the rules file, and the file is served as Speculation Rules', async ({ request }) => {
  const page = await request.get('/pricing')
  expect(page.headers()['speculation-rules']).toBe('"/speculation-rules.json"')
  const rules = await request.get('/speculation-rules.json')
  expect(rules.status()).toBe(200)
  expect(rules.headers()['content-type']).toBe('application/speculationrules+json')
  const body = (await rules.json()) as { prerender: unknown[]; prefetch: unknown[] }
  expect(body.prerender).toHaveLength(1)
  expect(body.prefetch).toHaveLength(1)
})

test('Chromium accepts the rules, starts prerendering a hovered page link, and leaves out queries, the inbox and PDFs', async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium', 'Speculation Rules are Chromium-only; other browsers ignore the header')
  const events = await preloadEvents(page)
  await page.goto('/ai-pricing')
  await expect.poll(() => events.ruleSets.length).toBeGreaterThan(0)
  expect(events.ruleSets.map((set) => set.errorType ?? 'ok')).toEqual(['ok'])

  await expect.poll(() => [...events.candidates].some((c) => c.endsWith(' /pricing'))).toBe(true)
  const listed = [...events.candidates]
  expect(listed.filter((c) => c.includes('?') || c.includes('/api/') || c.endsWith('.pdf'))).toEqual([])

  await page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true }).hover()
  // Hovering starts the prerender. Under the DevTools protocol Chromium stops it there
  // (PrerenderingDisabledByDevTools), but its first step, fetching the page, completes.
  await expect.poll(() => events.prerenders.has('/pricing'), { timeout: 10_000 }).toBe(true)
  await expect.poll(() => events.prefetches.get('/pricing'), { timeout: 10_000 }).toBe('Ready')
})

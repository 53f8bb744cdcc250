import { expect, test } from './test'
import { waitForHydration, watchConsole } from './helpers'

/**
 * Issue 35: an address a visitor or a CDN can produce never breaks a page. A malformed escape in the hash names no
 * tab and the help center stays as it was; a malformed path is the 404 page, left as its HTML; a file's own name
 * (`/index.html`, `/<page>.html`) reaches the page's own address rather than a page the application then replaces.
 */
const ERROR_TITLE = /Something went wrong|Algo salió mal/
/** The 404 page's document is answered 404: Chromium reports that status as a console error. */
const NOT_FOUND_STATUS = /status of 404/

const HASHES = [
  { path: '/help-center#help-panel-%', heading: 'How can we help?', tab: 'FAQ' },
  { path: '/help-center#help-panel-%E0%A4%A', heading: 'How can we help?', tab: 'FAQ' },
  { path: '/es/help-center#help-panel-%E0%A4%A', heading: '¿Cómo podemos ayudarte?', tab: 'Preguntas frecuentes' },
  { path: '/es/help-center#help-panel-%', heading: '¿Cómo podemos ayudarte?', tab: 'Preguntas frecuentes' },
] as const

for (const { path, heading, tab } of HASHES) {
  test(`${path} keeps the help center as it was`, async ({ page }) => {
    const problems = watchConsole(page)
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByText(ERROR_TITLE)).toHaveCount(0)
    await expect(page.getByRole('tab', { selected: true })).toHaveText(tab)
    expect(problems).toEqual([])
  })
}

for (const { path, heading } of [
  { path: '/ab%zz', heading: '404 Page Not Found' },
  { path: '/es/%E0%A4%A', heading: '404 Página no encontrada' },
]) {
  test(`${path} is the 404 page, left as its HTML`, async ({ page }) => {
    const problems = watchConsole(page, { allow: [NOT_FOUND_STATUS] })
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await page.waitForLoadState('load')
    // Longer than the boot script waits after `load` before it would start the application.
    await page.waitForTimeout(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect(problems).toEqual([])
  })
}

for (const [alias, target] of [
  ['/index', '/'],
  ['/index.html', '/'],
  ['/help-center.html', '/help-center'],
  ['/ebookpr.html', '/ebookpr'],
  ['/es/help-center.html', '/es/help-center'],
  ['/es.html', '/es'],
  ['/es/resources/get-cleaning-accounts-ai-ebook', '/ebookpr'],
] as const) {
  test(`${alias} reaches ${target}: a 301 where rules come first, else the file, which takes the address ${target}`, async ({
    request,
    page,
  }) => {
    // Issue 40: the rule for a file's own name has no `!` (Cloudflare refuses `301!`). Cloudflare Pages applies rules
    // before files (a 301); Netlify, and `npm run serve` after it, let the file shadow the rule (a 200): the page, or
    // the old ebook address's forwarding page, then puts the address right.
    const answer = await request.get(alias, { maxRedirects: 0 })
    expect([200, 301]).toContain(answer.status())
    if (answer.status() === 301) expect(answer.headers().location).toBe(target)
    const problems = watchConsole(page)
    await page.goto(alias)
    await waitForHydration(page)
    expect(new URL(page.url()).pathname).toBe(target)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/404/)
    expect(problems).toEqual([])
  })
}

test('the spec’s printable documents stay files served as they are', async ({ request }) => {
  for (const path of ['/privacy.html', '/terms.html', '/es/privacy.html', '/es/terms.html']) {
    const answer = await request.get(path, { maxRedirects: 0 })
    expect(answer.status(), path).toBe(200)
    expect(answer.headers()['content-type'], path).toContain('text/html')
  }
})

// A host that lets the file shadow the rule (Netlify applies an unforced rule only where no file exists) serves the page
// under its file's name: the page puts its address right before the application reads it, and stays itself.
for (const [alias, target, heading] of [
  ['/help-center.html', '/help-center', 'How can we help?'],
  ['/es/help-center.html', '/es/help-center', '¿Cómo podemos ayudarte?'],
  ['/index.html', '/', null],
] as const) {
  test(`served as a file at ${alias}, the page keeps itself and takes the address ${target}`, async ({ page, request }) => {
    const html = await (await request.get(target)).text()
    await page.route(`**${alias}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }))
    const problems = watchConsole(page)
    await page.goto(alias)
    await waitForHydration(page)
    await expect.poll(() => new URL(page.url()).pathname).toBe(target)
    if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/404/)
    expect(problems).toEqual([])
  })
}

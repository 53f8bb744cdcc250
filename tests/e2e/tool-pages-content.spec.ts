import { expect, test, type Page } from './test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { signUpText, waitForHydration, watchConsole, expectNoViolations, tourToLastStep } from './helpers'

type Locale = 'en' | 'es'
type Catalog = {
  meta: { title: string }
  prompts: Record<string, string>
  examples: Record<string, { title: string }>
  preview: { recent: { items: Record<string, { title: string }> } }
}

const root = path.resolve(import.meta.dirname, '../..')
const catalog = (locale: Locale) =>
  JSON.parse(readFileSync(path.join(root, 'locales', locale, 'tools.ai-content-manager.json'), 'utf8')) as Catalog

const URL_OF = { en: '/ai-content-manager', es: '/es/ai-content-manager' } as const

/** Example keys (URL) and their catalog keys. */
const EXAMPLES = [
  ['linkedin-blog-teaser', 'linkedinTeaser'],
  ['instagram-tip-series', 'instagramTips'],
  ['success-story', 'successStory'],
  ['website-blog', 'websiteBlog'],
  ['email-newsletter', 'newsletter'],
  ['spanish-rewrite', 'spanishRewrite'],
] as const

const T = {
  en: {
    product: 'AI Content Manager',
    signUp: 'Get started',
    seeExample: (title: string) => `See example: ${title}`,
    exampleTitle: (title: string) => `${title} Example`,
    blocks: ['Prompt', 'AI Analysis', 'Output'],
    words: 'Words:',
    watchDemo: 'Watch demo',
    demo: 'AI Content Manager demo',
    h2: ['Create content for every channel', 'Preview and analytics', 'Intelligent features', 'Everyday scenarios, sample outputs'],
    sampleData: 'Sample data',
    tiles: [
      ['Total content', '147'],
      ['Blog posts', '23'],
      ['Social posts', '124'],
      ['This month', '34'],
    ],
    table: 'Recent Content',
    headers: ['Title', 'Type', 'Platform', 'Created'],
    firstRow: ['Why a Day Porter Pays for Itself', 'Blog Post', 'LinkedIn', 'Nov 16, 2026'],
    lastDate: 'Nov 3, 2026',
    view: (title: string) => `View: ${title}`,
    sampleContent: 'Sample content',
    closePreview: 'Close preview',
    wordCount: /^\d+ of 150 max$/,
  },
  es: {
    product: 'Gestor de Contenido con IA',
    signUp: 'Regístrate',
    seeExample: (title: string) => `Ver ejemplo: ${title}`,
    exampleTitle: (title: string) => `Ejemplo: ${title}`,
    blocks: ['Instrucción', 'Análisis de IA', 'Resultado'],
    words: 'Palabras:',
    watchDemo: 'Ver demo',
    demo: 'Demo: Gestor de Contenido con IA',
    h2: [
      'Crea contenido para cada canal',
      'Vista previa y estadísticas',
      'Funciones inteligentes',
      'Casos cotidianos, resultados de ejemplo',
    ],
    sampleData: 'Datos de muestra',
    tiles: [
      ['Contenido total', '147'],
      ['Blogs', '23'],
      ['Posts en redes', '124'],
      ['Este mes', '34'],
    ],
    table: 'Contenido reciente',
    headers: ['Título', 'Tipo', 'Plataforma', 'Creado'],
    firstRow: ['Por qué un conserje de día se paga solo', 'Blog', 'LinkedIn', '16 nov 2026'],
    lastDate: '3 nov 2026',
    view: (title: string) => `Ver: ${title}`,
    sampleContent: 'Contenido de muestra',
    closePreview: 'Cerrar vista previa',
    wordCount: /^\d+ de 150 máx\.$/,
  },
} as const

async function open(page: Page, url: string) {
  await page.goto(url)
  await waitForHydration(page)
}

for (const locale of ['en', 'es'] as const) {
  const url = URL_OF[locale]
  const t = T[locale]
  const cat = catalog(locale)

  test.describe(`ai-content-manager (${locale})`, () => {
    test(`${url}: title, sections in order, six scenarios with their See Example buttons, badges, FAQ and CTAs`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, url)
      await expect(page).toHaveTitle(`${cat.meta.title} | CleanSuite AI`)
      const h2 = await page.locator('main h2').allTextContents()
      const positions = t.h2.map((title) => h2.indexOf(title))
      expect(
        positions.every((p) => p >= 0),
        `h2s: ${h2.join(' | ')}`,
      ).toBe(true)
      expect([...positions].sort((a, b) => a - b)).toEqual(positions)
      await expect(page.getByTestId('scenario-card')).toHaveCount(6)
      for (const [, key] of EXAMPLES) {
        await expect(page.getByRole('button', { name: t.seeExample(cat.examples[key]!.title), exact: true })).toBeVisible()
      }
      await expect(page.getByTestId('tool-badges').getByRole('listitem')).toHaveCount(12)
      await expect(page.getByTestId('faq-item')).toHaveCount(6)
      await expect(page.getByTestId('hero-cta')).toHaveText(signUpText(t.signUp))
      await expect(page.getByTestId('hero-cta')).toHaveAttribute('target', '_blank')
      await expect(page.getByTestId('closing-cta')).toHaveText(signUpText(t.signUp))
      expect(problems).toEqual([])
    })

    test(`${url}: every example opens by click with its title and three blocks; Escape closes it and focus returns`, async ({ page }) => {
      test.setTimeout(90_000)
      const problems = watchConsole(page)
      await open(page, url)
      for (const [key, catalogKey] of EXAMPLES) {
        const title = cat.examples[catalogKey]!.title
        const button = page.getByRole('button', { name: t.seeExample(title), exact: true })
        await button.click()
        await expect(page).toHaveURL(new RegExp(`\\?example=${key}$`))
        const dialog = page.getByRole('dialog', { name: t.exampleTitle(title) })
        await expect(dialog).toBeVisible()
        for (const block of t.blocks) await expect(dialog.getByRole('heading', { name: block, exact: true })).toBeVisible()
        await expect(dialog).toContainText(t.words)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(page).toHaveURL(new RegExp(`${url}$`))
        await expect(button).toBeFocused()
      }
      expect(problems).toEqual([])
    })

    test(`${url}: every example opens from its URL`, async ({ page }) => {
      test.setTimeout(90_000)
      const problems = watchConsole(page)
      for (const [key, catalogKey] of EXAMPLES) {
        await open(page, `${url}?example=${key}`)
        const dialog = page.getByRole('dialog', { name: t.exampleTitle(cat.examples[catalogKey]!.title) })
        await expect(dialog).toBeVisible()
        for (const block of t.blocks) await expect(dialog.getByRole('heading', { name: block, exact: true })).toBeVisible()
        await expect(dialog).toContainText(t.words)
      }
      expect(problems).toEqual([])
    })

    test(`${url}: Back closes an example opened by click; an unknown ?example= opens nothing`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, url)
      const title = cat.examples.instagramTips!.title
      await page.getByRole('button', { name: t.seeExample(title), exact: true }).click()
      const dialog = page.getByRole('dialog', { name: t.exampleTitle(title) })
      await expect(dialog).toBeVisible()
      // The HTML opened it; Back closes it once the island has given it its address.
      await expect(page).toHaveURL(/\?example=[\w-]+$/)
      await page.goBack()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${url}$`))

      await open(page, `${url}?example=nope`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(problems).toEqual([])
    })

    test(`${url}: FAQ keeps at most one item open`, async ({ page }) => {
      await open(page, url)
      const items = page.getByTestId('faq-item')
      await expect(items).toHaveCount(6)
      const first = items.nth(0).locator('summary')
      const second = items.nth(1).locator('summary')
      await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(0)
      await first.click()
      await expect(first.locator('..')).toHaveAttribute('open', '')
      await second.click()
      await expect(second.locator('..')).toHaveAttribute('open', '')
      await expect(first.locator('..')).not.toHaveAttribute('open')
      await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(1)
      await second.click()
      await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(0)
    })

    test(`${url}: Watch demo opens the demo dialog with Get started`, async ({ page }) => {
      await open(page, url)
      const button = page.getByRole('button', { name: t.watchDemo, exact: true })
      await button.click()
      const dialog = page.getByRole('dialog', { name: t.demo })
      await expect(dialog).toBeVisible()
      // The tour ends on Get started: walk its five steps with the arrow keys.
      await tourToLastStep(page, dialog)
      await expect(dialog.getByRole('link', { name: t.signUp })).toHaveAttribute('target', '_blank')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })

    test(`${url}: the hero types the next prompt out after 3 s, then moves on`, async ({ page }) => {
      const prompts = Object.values(cat.prompts)
      expect(prompts).toHaveLength(4)
      await open(page, url)
      const text = page.getByTestId('rotating-prompt-text')
      await expect(text).toHaveText(prompts[0]!)
      // Record every text the line shows (in the page, so no state is missed between polls).
      await text.evaluate((el) => {
        const seen: string[] = []
        ;(window as unknown as { __promptTexts: string[] }).__promptTexts = seen
        new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, { childList: true, characterData: true, subtree: true })
      })
      const seen = () => page.evaluate(() => (window as unknown as { __promptTexts: string[] }).__promptTexts)
      // The third prompt starts being typed about 6 s after the page loaded.
      await expect
        .poll(async () => (await seen()).some((shown) => shown.length > 0 && prompts[2]!.startsWith(shown)), { timeout: 9000 })
        .toBe(true)
      const texts = await seen()
      const second = texts.filter((shown) => shown.length > 0 && prompts[1]!.startsWith(shown))
      // The second prompt grew from a short prefix to the whole text, never shrinking on the way.
      // (On a loaded machine the typing ticks slow down, so only the growth is checked, not that it finished.)
      expect(second.length).toBeGreaterThan(3)
      expect(second[0]!.length).toBeLessThan(prompts[1]!.length / 4)
      expect(second.at(-1)!.length).toBeGreaterThan(second[0]!.length + 3)
      for (let i = 1; i < second.length; i += 1) expect(second[i]!.length).toBeGreaterThanOrEqual(second[i - 1]!.length)
      // ... and then the third one began.
      const lastOfSecond = texts.lastIndexOf(second.at(-1)!)
      const firstOfThird = texts.findIndex((shown) => shown.length > 0 && prompts[2]!.startsWith(shown) && !prompts[1]!.startsWith(shown))
      expect(lastOfSecond).toBeLessThan(firstOfThird)
    })

    test(`${url}: analytics tiles show the sample figures formatted for the locale, under a visible Sample data label`, async ({
      page,
    }) => {
      await open(page, url)
      const section = page.getByRole('region', { name: t.h2[1] })
      await expect(section.getByTestId('sample-data-label')).toHaveText(t.sampleData)
      await expect(section.getByTestId('sample-data-label')).toBeVisible()
      const tiles = section.getByTestId('analytics-tile')
      await expect(tiles).toHaveCount(4)
      const intl = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-US')
      for (const [index, [label, value]] of t.tiles.entries()) {
        await expect(tiles.nth(index).locator('dt')).toHaveText(label)
        await expect(tiles.nth(index).locator('dd')).toHaveText(value)
        expect(intl.format(Number(value))).toBe(value)
      }
      const post = section.getByTestId('preview-post')
      await expect(post).toContainText('LinkedIn')
      await expect(post).toContainText(locale.toUpperCase())
      await expect(post.getByTestId('preview-word-count')).toHaveText(t.wordCount)
      const words = Number(((await post.getByTestId('preview-word-count').textContent()) ?? '').split(' ')[0])
      expect(words).toBeLessThanOrEqual(150)
    })

    test(`${url}: the Recent Content table, and View opens the item's sample text in a dialog that traps and returns focus`, async ({
      page,
    }) => {
      const problems = watchConsole(page)
      await open(page, url)
      const table = page.getByRole('table', { name: t.table })
      await expect(table).toBeVisible()
      const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim())
      expect(headers.slice(0, 4)).toEqual(t.headers)
      await expect(table.locator('tbody tr')).toHaveCount(6)
      const firstCells = (await table.locator('tbody tr').first().locator('th, td').allTextContents()).map((c) => c.trim())
      expect(firstCells.slice(0, 4)).toEqual(t.firstRow)
      await expect(table.locator('tbody tr').last()).toContainText(t.lastDate)
      await expect(table.getByRole('button')).toHaveCount(6)

      const items = cat.preview.recent.items
      const title = items.riversideDental!.title
      const view = table.getByRole('button', { name: t.view(title), exact: true })
      await view.click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(t.sampleContent)
      await expect(dialog).toContainText(url.startsWith('/es') ? 'María G.' : 'Maria G.')
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(view).toBeFocused()

      // The close button closes it too, and focus goes back to that row's View button.
      const other = items.microfiber!.title
      const viewOther = table.getByRole('button', { name: t.view(other), exact: true })
      await viewOther.click()
      const otherDialog = page.getByRole('dialog', { name: other })
      await expect(otherDialog).toContainText(t.sampleContent)
      await otherDialog.getByRole('button', { name: t.closePreview }).click()
      await expect(otherDialog).toBeHidden()
      await expect(viewOther).toBeFocused()
      expect(problems).toEqual([])
    })

    test(`${url}: at 390 px the table's rows stack (no sideways scroll), still a table with its headers and cells`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, url)
      const table = page.getByRole('table', { name: t.table })
      await expect(table).toBeVisible()
      const box = page.getByTestId('recent-content')
      expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1)
      // The headers are read, not shown; each shown row keeps its row header and cells for screen readers.
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(expect.arrayContaining([...t.headers]))
      const first = table.getByRole('row').nth(1)
      await expect(first.getByRole('rowheader')).toHaveText(t.firstRow[0]!)
      await expect(first.getByRole('cell')).toHaveCount(4)
      // The row's title is above its type, platform and date, which sit on one line with the View button.
      const title = (await first.getByRole('rowheader').boundingBox())!
      const type = (await first.getByRole('cell').first().boundingBox())!
      expect(type.y).toBeGreaterThanOrEqual(title.y + title.height - 1)
      const button = (await first.getByRole('button').boundingBox())!
      expect(button.x + button.width).toBeLessThanOrEqual(390)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
    test(`${url}: the open View dialog and an open example at 390 px have no axe violations`, async ({ page }) => {
      test.slow() // two dialogs loaded on first use, two page loads, two axe runs: 20-31 s on a busy two-core machine
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, url)
      const item = cat.preview.recent.items.fluSeason!.title
      await page.getByRole('button', { name: t.view(item), exact: true }).click()
      await expect(page.getByRole('dialog', { name: item })).toContainText(t.sampleContent)
      await expectNoViolations(page, '[role="dialog"]')
      await page.keyboard.press('Escape')

      await open(page, `${url}?example=email-newsletter`)
      await expect(page.getByRole('dialog', { name: t.exampleTitle(cat.examples.newsletter!.title) })).toContainText(t.words)
      await expectNoViolations(page, '[role="dialog"]')
    })
  })

  test.describe(`ai-content-manager (${locale}) under prefers-reduced-motion`, () => {
    test.use({ reducedMotion: 'reduce' })

    test(`${url}: the prompt does not change by itself`, async ({ page }) => {
      const first = Object.values(cat.prompts)[0]!
      await open(page, url)
      const text = page.getByTestId('rotating-prompt-text')
      await expect(text).toHaveText(first)
      await expect(page.getByTestId('rotating-prompt')).toHaveAttribute('data-paused', 'true')
      await page.waitForTimeout(4000)
      await expect(text).toHaveText(first)
    })
  })
}

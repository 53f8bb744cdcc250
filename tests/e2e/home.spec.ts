import { expect, test, type Page } from './test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { waitForHydration, tourToLastStep } from './helpers'

const SECTION_IDS = ['hero', 'products', 'goals', 'how-it-works', 'social-proof', 'integrations', 'security', 'faq', 'get-started']

const LOCALES = {
  en: {
    home: '/',
    prefix: '',
    other: '/pricing',
    headings: [
      'AI tools that help cleaning companies win more contracts',
      'Nine tools, one suite',
      'See the product at work, goal by goal',
      'How it works',
      'Trusted by 500+ cleaning companies',
      'Works with the data you already have',
      'Security and privacy, built in',
      'Frequently asked questions',
      'Win your next contract with CleanSuite AI',
    ],
    getStarted: 'Get started',
    explore: 'Explore our features',
    watchDemo: 'Watch demo',
    demoTitle: 'CleanSuite AI demo',
    demoSoon: 'The demo video is coming soon',
    demoSignUp: 'Get started',
    filterGroup: 'Filter tools by goal',
    all: 'All tools',
    winBids: 'Win more bids',
    hire: 'Hire & train',
    market: 'Market & grow',
    showing: (n: number) => `Showing ${n} of 9 tools`,
    seeHow: 'See how it works',
    help: 'Help',
    howItWorks: 'How it works',
    pause: 'Pause sample questions',
    play: 'Play sample questions',
    faq: ['Who is CleanSuite AI for?', 'Do I have to use all nine tools?'],
    noCard:
      'Premium: all nine tools for $49.99 a month; cancel anytime. Creating your account is free, with no credit card; the tools start with Premium. The bid calculator and the ebook are free.',
    available: 'Available',
    coming: 'Coming soon',
  },
  es: {
    home: '/es',
    prefix: '/es',
    other: '/es/pricing',
    headings: [
      'IA para que tu empresa de limpieza gane más contratos',
      'Nueve herramientas, una sola suite',
      'Mira el producto en acción, objetivo por objetivo',
      'Cómo funciona',
      'Más de 500 empresas de limpieza confían en nosotros',
      'Funciona con los datos que ya tienes',
      'Seguridad y privacidad desde el inicio',
      'Preguntas frecuentes',
      'Gana tu próximo contrato con CleanSuite AI',
    ],
    getStarted: 'Regístrate',
    explore: 'Explora nuestras funciones',
    watchDemo: 'Ver demo',
    demoTitle: 'Demo: CleanSuite AI',
    demoSoon: 'El video demo llegará pronto',
    demoSignUp: 'Regístrate',
    filterGroup: 'Filtrar herramientas por objetivo',
    all: 'Todas',
    winBids: 'Ganar licitaciones',
    hire: 'Contratar y capacitar',
    market: 'Promocionar y crecer',
    showing: (n: number) => `Mostrando ${n} de 9 herramientas`,
    seeHow: 'Mira cómo funciona',
    help: 'Ayuda',
    howItWorks: 'Cómo funciona',
    pause: 'Pausar preguntas de ejemplo',
    play: 'Reproducir preguntas de ejemplo',
    faq: ['¿Para quién es CleanSuite AI?', '¿Tengo que usar las nueve herramientas?'],
    noCard:
      'Premium: las nueve herramientas por $49.99 al mes; cancela cuando quieras. Crear tu cuenta es gratis y no pide tarjeta; las herramientas empiezan con Premium. La calculadora y el ebook son gratis.',
    available: 'Disponible',
    coming: 'Próximamente',
  },
} as const

/** The eight hero prompts of a locale, in order, straight from its catalog. */
function samplePrompts(locale: string): string[] {
  const catalog = JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${locale}/home.json`), 'utf8'))
  return ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'].map((n) => catalog.hero.prompt.items[n])
}

/** Freezes the page's timers (Playwright clock) from now on. */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}

/**
 * Under Playwright's fake clock `performance.mark` records nothing, so the islands runtime's `hydrated` mark
 * (waitForHydration) never shows: wait for the hero window's island to have its React root instead (its
 * rotation is then driven by the fake timers).
 */
async function openWithClock(page: Page, url?: string) {
  if (url) await page.goto(url)
  await page.waitForFunction(() => {
    const island = document.querySelector('[data-island="home-hero-mock"]')
    return !!island && Object.keys(island).some((k) => k.startsWith('__reactContainer'))
  })
}

async function open(page: Page, url: string) {
  await page.goto(url)
  await waitForHydration(page)
}

for (const [locale, l] of Object.entries(LOCALES)) {
  test.describe(`home (${locale})`, () => {
    test('sections come in the spec’s order, each labelled by its heading', async ({ page }) => {
      await open(page, l.home)
      const sections = page.locator('main section[id]')
      await expect(sections).toHaveCount(SECTION_IDS.length)
      expect(await sections.evaluateAll((els) => els.map((el) => el.id))).toEqual(SECTION_IDS)
      const headings = await sections.evaluateAll((els) =>
        els.map((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()),
      )
      expect(headings).toEqual([...l.headings])
      // Laid out top to bottom in that order too.
      const tops = await sections.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
      expect([...tops].sort((a, b) => a - b)).toEqual(tops)
    })

    test('hero buttons: signup in a new tab, features in the same language, six tool chips', async ({ page }) => {
      await open(page, l.home)
      const hero = page.locator('#hero')
      const getStarted = hero.getByRole('link', { name: l.getStarted })
      await expect(getStarted).toHaveAttribute('href', /\/signup$/)
      await expect(getStarted).toHaveAttribute('target', '_blank')
      await expect(getStarted).toHaveAttribute('rel', /noopener/)
      await expect(hero.getByRole('list', { name: /./ }).last().getByRole('listitem')).toHaveCount(6)
      await hero.getByRole('link', { name: l.explore }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/features$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })

    test('the product filter: none or exactly one goal; clicking the active goal clears it', async ({ page }) => {
      await open(page, l.home)
      const group = page.getByRole('group', { name: l.filterGroup })
      const pressed = group.locator('button[aria-pressed="true"]')
      const cards = page.locator('#products').getByTestId('tool-card')
      await expect(pressed).toHaveText([`${l.all}`])
      // The check mark is decorative: the name is the label alone, the state is aria-pressed.
      await expect(pressed).toHaveAccessibleName(l.all)
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('[aria-pressed="true"]')!, '::before').content)).toContain(
        '✓',
      )
      await expect(cards).toHaveCount(9)

      await group.getByRole('button', { name: l.winBids }).click()
      await expect(pressed).toHaveText([l.winBids])
      await expect(cards).toHaveCount(4)
      expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-tool')))).toEqual([
        'contract-writer',
        'contract-analyzer',
        'ai-pricing',
        'rfp-reader',
      ])
      await expect(page.getByTestId('tool-count')).toHaveText(l.showing(4))

      await group.getByRole('button', { name: l.winBids }).click()
      await expect(pressed).toHaveText([l.all])
      await expect(cards).toHaveCount(9)
      await expect(page.getByTestId('tool-count')).toHaveText(l.showing(9))

      await group.getByRole('button', { name: l.hire }).click()
      await group.getByRole('button', { name: l.market }).click()
      await expect(pressed).toHaveText([l.market])
      await expect(cards).toHaveCount(2)

      await group.getByRole('button', { name: l.all }).click()
      await expect(pressed).toHaveText([l.all])
      await expect(cards).toHaveCount(9)
    })

    test('tool cards link to their pages in the same language', async ({ page }) => {
      await open(page, l.home)
      const links = page.locator('#products').getByTestId('tool-card').getByRole('link')
      await expect(links).toHaveCount(9)
      expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
        [
          'ai-chat-assistant',
          'contract-writer',
          'contract-analyzer',
          'ai-pricing',
          'rfp-reader',
          'ai-hiring',
          'ai-content-manager',
          'ai-local-seo-ads',
          'leads-contracts',
        ].map((id) => `${l.prefix}/${id}`),
      )
    })

    test('the goal band: five tabs, one goal block shown with its product screen, bullets, tool links and See how it works', async ({
      page,
    }) => {
      await open(page, l.home)
      const blocks = page.getByTestId('goal-block')
      const tabs = page.getByTestId('goal-tour').getByRole('radio')
      await expect(blocks).toHaveCount(5)
      await expect(tabs).toHaveCount(5)
      // The first goal is open; each tab shows its own block (and its tool's screen) and hides the others.
      await expect(blocks.nth(0)).toBeVisible()
      await expect(blocks.nth(0).getByTestId('goal-screen')).toBeVisible()
      for (let i = 0; i < 5; i++) {
        await page.getByTestId('goal-tour').locator('label').nth(i).click()
        await expect(tabs.nth(i)).toBeChecked()
        const block = blocks.nth(i)
        await expect(block).toBeVisible()
        await expect(blocks.filter({ visible: true })).toHaveCount(1)
        await expect(block.getByTestId('goal-screen').getByTestId('feature-shot').first()).toBeVisible()
        await expect(block.locator('ul').first().getByRole('listitem')).toHaveCount(3)
        expect(await block.getByRole('link').count()).toBeGreaterThanOrEqual(3)
      }
      // Arrow keys move between the tabs (a native radio group).
      await tabs.nth(4).focus()
      await page.keyboard.press('ArrowLeft')
      await expect(tabs.nth(3)).toBeChecked()
      await expect(blocks.nth(3)).toBeVisible()
      await page.getByTestId('goal-tour').getByText(l.winBids, { exact: true }).click()
      await blocks.nth(1).getByRole('link', { name: l.seeHow }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}#how-it-works$`))
      await expect(page.locator('#how-it-works')).toBeInViewport()
    })

    test('the goal band switches tabs with scripts off', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(l.home)
      const blocks = page.getByTestId('goal-block')
      await expect(blocks.nth(0)).toBeVisible()
      await page.getByTestId('goal-tour').getByText(l.market, { exact: true }).click()
      await expect(blocks.nth(4)).toBeVisible()
      await expect(blocks.nth(0)).toBeHidden()
      await expect(blocks.nth(4).getByTestId('goal-screen')).toBeVisible()
      await context.close()
    })

    test('How It Works from another page scrolls to the section', async ({ page }) => {
      await open(page, l.other)
      await page.getByTestId('menu-help').click()
      await page.getByTestId('menu-help-list').getByRole('link', { name: l.howItWorks }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}#how-it-works$`))
      await expect(page.locator('#how-it-works')).toBeInViewport()
      await expect(page.locator('#how-it-works h2')).toHaveText(l.headings[3])

      await page.goto(`${l.home}#how-it-works`)
      await waitForHydration(page)
      await expect(page.locator('#how-it-works')).toBeInViewport()
    })

    test('Watch demo: a titled dialog that traps focus, closes on Escape and gives focus back', async ({ page }) => {
      await open(page, l.home)
      const trigger = page.getByRole('button', { name: l.watchDemo })
      await trigger.click()
      const dialog = page.getByRole('dialog', { name: l.demoTitle })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(l.demoSoon)
      // The tour ends on Sign Up (tests/e2e/demo-tour.spec.ts walks it).
      await tourToLastStep(page, dialog)
      const signUp = dialog.getByRole('link', { name: l.demoSignUp })
      await expect(signUp).toHaveAttribute('href', /\/signup$/)
      await expect(signUp).toHaveAttribute('target', '_blank')
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press('Tab')
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      }
      await page.keyboard.press('Shift+Tab')
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(trigger).toBeFocused()
    })

    test('FAQ keeps at most one answer open', async ({ page }) => {
      await open(page, l.home)
      const faq = page.locator('#faq')
      // Native <details name> items: at most one open, in HTML, with or without JavaScript.
      const first = faq.getByTestId('faq-item').filter({ hasText: l.faq[0] })
      const second = faq.getByTestId('faq-item').filter({ hasText: l.faq[1] })
      const opened = faq.locator('[data-testid="faq-item"][open]')
      await expect(opened).toHaveCount(0)
      await first.locator('summary').click()
      await expect(first).toHaveAttribute('open', '')
      await second.locator('summary').click()
      await expect(second).toHaveAttribute('open', '')
      await expect(first).not.toHaveAttribute('open')
      await expect(opened).toHaveCount(1)
      await second.locator('summary').click()
      await expect(opened).toHaveCount(0)
    })

    test('integrations tell available from coming soon by text; the last call to action has no-card wording', async ({ page }) => {
      await open(page, l.home)
      const available = page.getByTestId('integrations-available').getByRole('listitem')
      const coming = page.getByTestId('integrations-coming').getByRole('listitem')
      await expect(available).toHaveCount(4)
      await expect(coming).toHaveCount(4)
      for (const item of await available.all()) await expect(item).toContainText(l.available)
      for (const item of await coming.all()) await expect(item).toContainText(l.coming)
      await expect(page.locator('#get-started')).toContainText(l.noCard)
      await expect(page.locator('#get-started').getByRole('link', { name: l.getStarted })).toHaveAttribute('target', '_blank')
    })

    test('the prompt rotates every 3.5 s and wraps, pauses on hover, and stays still under reduced motion', async ({ page }) => {
      test.slow()
      const prompts = samplePrompts(locale)
      expect(prompts).toHaveLength(8)
      await page.clock.install()
      await openWithClock(page, l.home)
      await pauseClock(page)
      const text = page.getByTestId('rotating-prompt-text')
      const panel = page.getByTestId('rotating-prompt')

      // Hovered: paused (and the button offers Play).
      await panel.hover()
      await expect(page.getByRole('button', { name: l.play })).toBeVisible()
      const start = (await text.textContent())!
      const i = prompts.indexOf(start)
      expect(i).toBeGreaterThanOrEqual(0)
      await page.clock.runFor(10_000)
      await expect(text).toHaveText(start)

      // Pointer gone: the timer starts again; the next prompt comes after 3500 ms, not before.
      await page.mouse.move(5, 700)
      await expect(page.getByRole('button', { name: l.pause })).toBeVisible()
      await page.clock.runFor(3400)
      await expect(text).toHaveText(start)
      await page.clock.runFor(100)
      await expect(text).toHaveText(prompts[(i + 1) % 8]!)
      // Seven more steps come back round to where it started; the panel never changes height.
      const height = (await panel.boundingBox())!.height
      for (let step = 2; step <= 8; step++) {
        await page.clock.runFor(3500)
        await expect(text).toHaveText(prompts[(i + step) % 8]!)
        expect((await panel.boundingBox())!.height).toBe(height)
      }
      await expect(text).toHaveText(start)

      await page.clock.resume()
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.reload()
      await openWithClock(page)
      await pauseClock(page)
      await expect(page.getByRole('button', { name: l.play })).toBeVisible()
      await expect(text).toHaveText(prompts[0]!)
      await page.clock.runFor(15_000)
      await expect(text).toHaveText(prompts[0]!)
    })

    test('headings go in order and nothing overflows on a phone', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await open(page, l.home)
      const levels = await page.locator('main :is(h1,h2,h3,h4)').evaluateAll((els) => els.map((el) => Number(el.tagName[1])))
      expect(levels[0]).toBe(1)
      for (let i = 1; i < levels.length; i++) expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })
  })
}

test('the background glow follows the pointer with a transform, and stays off under reduced motion', async ({ page }) => {
  await open(page, '/')
  const glow = page.getByTestId('home-glow')
  await expect(glow).toHaveAttribute('data-active', 'true')
  await page.mouse.move(200, 300)
  await expect.poll(() => glow.evaluate((el) => (el as HTMLElement).style.transform)).toContain('translate3d(200px')
  await page.mouse.move(900, 500)
  await expect.poll(() => glow.evaluate((el) => (el as HTMLElement).style.transform)).toContain('translate3d(900px')

  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.reload()
  await waitForHydration(page)
  await page.mouse.move(300, 300)
  await expect(glow).not.toHaveAttribute('data-active', /.*/)
  expect(await glow.evaluate((el) => (el as HTMLElement).style.transform)).toBe('')
})

// Issue 46: while the customer count is a sample (COMPANY_COUNT_IS_SAMPLE), home's first screen states no figure.
for (const [path, eyebrow] of [
  ['/', 'Built for commercial cleaning companies'],
  ['/es', 'Hecha para empresas de limpieza comercial'],
] as const) {
  test(`${path}: the hero shows no sample figure while the customer count is a sample`, async ({ page }) => {
    await page.goto(path)
    const hero = page.locator('#hero')
    await expect(hero.getByText(eyebrow, { exact: true })).toBeVisible()
    await expect(hero).not.toContainText('500')
    await expect(hero.getByTestId('sample-mark')).toHaveCount(0)
  })
}

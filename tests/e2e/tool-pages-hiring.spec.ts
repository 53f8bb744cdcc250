import { expect, test, type Page } from './test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { signUpText, waitForHydration, watchConsole, expectNoViolations, tourToLastStep } from './helpers'

type Locale = 'en' | 'es'
type Catalog = {
  meta: { title: string }
  examples: Record<string, { title: string; prompt: string; output: string }>
}

const root = path.resolve(import.meta.dirname, '../..')
const catalog = (locale: Locale) => JSON.parse(readFileSync(path.join(root, 'locales', locale, 'tools.ai-hiring.json'), 'utf8')) as Catalog

/** The six example keys and dialog titles the spec fixes, with text each example's markdown must show. */
const EXAMPLES = [
  {
    key: 'write-job-post',
    id: 'writeJobPost',
    en: { dialog: 'Write Job Post Example', text: 'Lock the doors and set the alarm at the end of the shift' },
    es: { dialog: 'Ejemplo: Redactar anuncio de empleo', text: 'Cerrar las puertas y activar la alarma al terminar el turno' },
  },
  {
    key: 'quick-screen',
    id: 'quickScreen',
    // The round's order: the conditional offer comes before any background check.
    en: { dialog: 'Quick Application Screen Example', text: 'Conditional job offer, in writing: it comes before any background check.' },
    es: {
      dialog: 'Ejemplo: Revisión rápida de solicitud',
      text: 'Oferta de empleo condicional, por escrito: va antes de cualquier verificación de antecedentes.',
    },
  },
  {
    key: 'interview-prep',
    id: 'interviewPrep',
    en: { dialog: 'Interview Prep Example', text: 'Maybe: call references before deciding' },
    es: { dialog: 'Ejemplo: Preparación de entrevista', text: 'Tal vez: llama a las referencias antes de decidir' },
  },
  {
    key: 'spanish-posting',
    id: 'spanishPosting',
    en: { dialog: 'Spanish Posting Example', text: 'Conserje de día – Edificio de consultorios médicos' },
    es: { dialog: 'Ejemplo: Anuncio en español', text: 'Conserje de día – Edificio de consultorios médicos' },
  },
  {
    key: 'reference-check',
    id: 'referenceCheck',
    en: { dialog: 'Reference Check Example', text: 'Result: 4.25, Good: hire.' },
    es: { dialog: 'Ejemplo: Verificación de referencias', text: 'Resultado: 4.25, Bueno: contratar.' },
  },
  {
    key: 'polite-rejection',
    id: 'politeRejection',
    en: { dialog: 'Polite Rejection Example', text: 'we have decided to move forward with another candidate' },
    es: { dialog: 'Ejemplo: Rechazo amable', text: 'decidimos seguir adelante con otro candidato' },
  },
] as const

const L = {
  en: {
    path: '/ai-hiring',
    seeExample: 'See example: ',
    blocks: ['Prompt', 'AI Analysis', 'Output'],
    signUp: 'Get started',
    watchDemo: 'Watch demo',
    demo: 'AI Hiring demo',
    demoText: 'The demo video is coming soon',
    tiles: ['Job Posts', 'Resume Review', 'Interview Kit', 'Bilingual'],
    toolsHeading: 'Two tools, one hiring workspace',
    tools: ['Job Templates', 'Application Reviews'],
    badges: { count: 12, first: 'Cleaner', last: 'PDF export' },
    soon: ['Job board publishing', 'Candidate pipeline', 'Calendar scheduling'],
    integrationsHeading: 'Your hiring data, connected',
  },
  es: {
    path: '/es/ai-hiring',
    seeExample: 'Ver ejemplo: ',
    blocks: ['Instrucción', 'Análisis de IA', 'Resultado'],
    signUp: 'Regístrate',
    watchDemo: 'Ver demo',
    demo: 'Demo: Contratación con IA',
    demoText: 'El video demo llegará pronto',
    tiles: ['Anuncios de empleo', 'Revisión de currículums', 'Guía de entrevista', 'Bilingüe'],
    toolsHeading: 'Dos herramientas, un solo espacio para contratar',
    tools: ['Plantillas de empleo', 'Revisión de solicitudes'],
    badges: { count: 12, first: 'Personal de limpieza', last: 'Exportación a PDF' },
    soon: ['Publicación en bolsas de trabajo', 'Seguimiento de candidatos', 'Agenda de entrevistas en calendario'],
    integrationsHeading: 'Tus datos de contratación, conectados',
  },
} as const

async function open(page: Page, url: string) {
  await page.goto(url)
  await waitForHydration(page)
}

/** The dialog shows its title, the prompt, the analysis (with the example's own text) and the output. */
async function expectExampleDialog(page: Page, locale: Locale, example: (typeof EXAMPLES)[number]) {
  const l = L[locale]
  const words = catalog(locale).examples[example.id]!
  const dialog = page.getByRole('dialog', { name: example[locale].dialog, exact: true })
  await expect(dialog).toBeVisible()
  for (const block of l.blocks) await expect(dialog.getByRole('heading', { level: 3, name: block, exact: true })).toBeVisible()
  await expect(dialog.locator('blockquote').first()).toHaveText(words.prompt)
  await expect(dialog).toContainText(example[locale].text)
  await expect(dialog).toContainText(words.output)
  return dialog
}

for (const locale of ['en', 'es'] as const) {
  const l = L[locale]

  test.describe(`ai-hiring (${locale})`, () => {
    test(`${l.path}: title, CTAs, six scenarios with their See Example labels, badges, tool cards and integrations`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, l.path)
      await expect(page).toHaveTitle(`${catalog(locale).meta.title} | CleanSuite AI`)
      await expect(page.getByTestId('hero-cta')).toHaveText(signUpText(l.signUp))
      await expect(page.getByTestId('hero-cta')).toHaveAttribute('target', '_blank')
      await expect(page.getByTestId('closing-cta')).toHaveText(signUpText(l.signUp))

      const cards = page.getByTestId('scenario-card')
      await expect(cards).toHaveCount(6)
      for (const [i, example] of EXAMPLES.entries()) {
        const title = catalog(locale).examples[example.id]!.title
        await expect(cards.nth(i).getByRole('heading', { level: 3 })).toHaveText(title)
        await expect(cards.nth(i).getByRole('button', { name: `${l.seeExample}${title}`, exact: true })).toBeVisible()
      }

      const badges = page.getByTestId('tool-badges').getByRole('listitem')
      await expect(badges).toHaveCount(l.badges.count)
      await expect(badges.first()).toHaveText(l.badges.first)
      await expect(badges.last()).toHaveText(l.badges.last)

      const tools = page.getByRole('region', { name: l.toolsHeading })
      await expect(tools.getByRole('heading', { level: 3 })).toHaveText([...l.tools])
      await expect(tools.locator('article')).toHaveCount(2)
      for (const card of await tools.locator('article').all()) await expect(card.getByRole('listitem')).toHaveCount(4)

      const integrations = page.getByRole('region', { name: l.integrationsHeading })
      await expect(integrations.locator('[data-soon="true"] li')).toHaveText([...l.soon])
      await expect(integrations.locator(':not([data-soon]) > ul li')).toHaveCount(5)
      expect(problems).toEqual([])
    })

    test(`${l.path}: the four-tile prompt panel shows at 1280 px and is hidden at 390 px`, async ({ page }) => {
      await open(page, l.path)
      const panel = page.getByTestId('hero-panel')
      await expect(panel).toBeVisible()
      // The tiles are the panel's first list (the second is the screen-reader list of prompts).
      const tiles = panel.locator('ul').first().getByRole('listitem')
      await expect(tiles).toHaveText([...l.tiles])
      for (const tile of await tiles.all()) await expect(tile).toBeVisible()
      await expect(
        panel.getByRole('list', { name: locale === 'en' ? 'Sample prompts for AI Hiring' : /Contratación con IA/ }).getByRole('listitem'),
      ).toHaveCount(4)

      await page.setViewportSize({ width: 390, height: 844 })
      await expect(panel).toBeHidden()
      await open(page, l.path)
      await expect(page.getByTestId('hero-panel')).toBeHidden()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('hero-cta')).toBeVisible()
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    })

    test(`${l.path}: every example opens by click with its three blocks; Escape closes it and focus returns`, async ({ page }) => {
      test.setTimeout(90_000)
      const problems = watchConsole(page)
      await open(page, l.path)
      for (const example of EXAMPLES) {
        const title = catalog(locale).examples[example.id]!.title
        const button = page.getByRole('button', { name: `${l.seeExample}${title}`, exact: true })
        await button.click()
        await expect(page).toHaveURL(new RegExp(`${l.path}\\?example=${example.key}$`))
        const dialog = await expectExampleDialog(page, locale, example)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(page).toHaveURL(new RegExp(`${l.path}$`))
        await expect(button).toBeFocused()
      }
      expect(problems).toEqual([])
    })

    for (const example of EXAMPLES) {
      test(`${l.path}?example=${example.key} opens its dialog from the URL, free of axe violations at 390 px`, async ({ page }) => {
        test.setTimeout(60_000)
        const problems = watchConsole(page)
        await open(page, `${l.path}?example=${example.key}`)
        await expectExampleDialog(page, locale, example)
        await expect(page.getByRole('dialog')).toHaveCount(1)

        await page.setViewportSize({ width: 390, height: 844 })
        await expectNoViolations(page, '[role="dialog"]')
        expect(problems).toEqual([])
      })
    }

    test(`${l.path}: Back closes an example opened by click; an unknown example opens nothing`, async ({ page }) => {
      const problems = watchConsole(page)
      await open(page, l.path)
      const example = EXAMPLES[4]
      await page.getByRole('button', { name: `${l.seeExample}${catalog(locale).examples[example.id]!.title}`, exact: true }).click()
      const dialog = await expectExampleDialog(page, locale, example)
      // The HTML opened it; Back closes it once the island has given it its address.
      await expect(page).toHaveURL(/\?example=[\w-]+$/)
      await page.goBack()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${l.path}$`))

      await open(page, `${l.path}?example=nope`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      expect(problems).toEqual([])
    })

    test(`${l.path}: six FAQ items, at most one open at a time`, async ({ page }) => {
      await open(page, l.path)
      const items = page.getByTestId('faq-item')
      await expect(items).toHaveCount(6)
      const buttons = items.locator('summary')
      await expect(buttons).toHaveCount(6)
      await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(0)
      await buttons.nth(0).click()
      await expect(buttons.nth(0).locator('..')).toHaveAttribute('open', '')
      await expect(items.nth(0).locator('summary + div')).toBeVisible()
      await buttons.nth(3).click()
      await expect(buttons.nth(3).locator('..')).toHaveAttribute('open', '')
      await expect(buttons.nth(0).locator('..')).not.toHaveAttribute('open')
      await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(1)
      await buttons.nth(3).click()
      await expect(page.locator('[data-testid="faq-item"][open]')).toHaveCount(0)
    })

    test(`${l.path}: Watch demo opens the demo dialog with Get started`, async ({ page }) => {
      await open(page, l.path)
      const watch = page.getByRole('button', { name: l.watchDemo, exact: true })
      await watch.click()
      const dialog = page.getByRole('dialog', { name: l.demo })
      await expect(dialog).toContainText(l.demoText)
      // The tour ends on Get started: walk its five steps with the arrow keys.
      await tourToLastStep(page, dialog)
      const signUp = dialog.getByRole('link', { name: l.signUp })
      await expect(signUp).toHaveAttribute('target', '_blank')
      await expect(signUp).toHaveAttribute('rel', 'noopener noreferrer')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(watch).toBeFocused()
    })
  })
}

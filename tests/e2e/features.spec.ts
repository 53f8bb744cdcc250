import { expect, test } from './test'
import { waitForHydration } from './helpers'

const LOCALES = {
  en: {
    path: '/features',
    prefix: '',
    signUp: 'Get started',
    why: ['Built for cleaning', 'Works together', 'Grows with you'],
    categories: [
      'Core AI',
      'Pricing & Proposals',
      'Business Development',
      'Contract Management',
      'Human Resources',
      'Legal & Compliance',
      'Marketing & Growth',
    ],
    learnMore: 'Learn more',
    learnMoreAbout: (tool: string) => `Learn more about ${tool}`,
    pricingTool: 'AI Pricing',
    writerLabels: { link: 'Learn more about Contract Writer', benefits: 'Benefits of Contract Writer' },
    closing:
      'Premium: all nine tools for $49.99 a month; cancel anytime. Creating your account is free, with no credit card; the tools start with Premium. The bid calculator and the ebook are free.',
    jump: 'Jump to a category',
  },
  es: {
    path: '/es/features',
    prefix: '/es',
    signUp: 'Regístrate',
    why: ['Hecha para la limpieza', 'Todo funciona en conjunto', 'Crece contigo'],
    categories: [
      'IA central',
      'Precios y propuestas',
      'Desarrollo de negocios',
      'Gestión de contratos',
      'Recursos humanos',
      'Legal y cumplimiento',
      'Marketing y crecimiento',
    ],
    learnMore: 'Más información',
    learnMoreAbout: (tool: string) => `Más información sobre ${tool}`,
    pricingTool: 'Precios con IA',
    writerLabels: { link: 'Más información sobre el Redactor de Contratos', benefits: 'Lo que te da el Redactor de Contratos' },
    closing:
      'Premium: las nueve herramientas por $49.99 al mes; cancela cuando quieras. Crear tu cuenta es gratis y no pide tarjeta; las herramientas empiezan con Premium. La calculadora y el ebook son gratis.',
    jump: 'Ir a una categoría',
  },
} as const

/** Tools per category, in display order (9 tools in 7 categories). */
const TOOLS_BY_CATEGORY = [
  ['ai-chat-assistant'],
  ['ai-pricing', 'rfp-reader'],
  ['leads-contracts'],
  ['contract-writer'],
  ['ai-hiring'],
  ['contract-analyzer'],
  ['ai-content-manager', 'ai-local-seo-ads'],
]

for (const [locale, l] of Object.entries(LOCALES)) {
  test.describe(`features (${locale})`, () => {
    test('hero Get started opens the signup in a new tab; the why-choose trio follows', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      const hero = page.locator('section', { has: page.locator('h1') })
      const signUp = hero.getByRole('link', { name: l.signUp })
      await expect(signUp).toHaveAttribute('href', /\/signup$/)
      await expect(signUp).toHaveAttribute('target', '_blank')
      await expect(signUp).toHaveAttribute('rel', /noopener/)
      await expect(page.getByTestId('why-item').getByRole('heading', { level: 3 })).toHaveText([...l.why])
    })

    test('nine tool cards grouped under the seven categories, each with four benefits and a Learn more link', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      const groups = page.getByTestId('tool-category')
      await expect(groups.getByRole('heading', { level: 3 })).toHaveText([...l.categories])
      await expect(page.getByTestId('tool-card')).toHaveCount(9)
      for (const [i, tools] of TOOLS_BY_CATEGORY.entries()) {
        const cards = groups.nth(i).getByTestId('tool-card')
        await expect(cards).toHaveCount(tools.length)
        for (const [j, tool] of tools.entries()) {
          const card = cards.nth(j)
          await expect(card).toHaveAttribute('data-tool', tool)
          await expect(card.getByRole('heading', { level: 4 })).toHaveText(/\S{3,}/)
          await expect(card.getByRole('listitem')).toHaveCount(4)
          const link = card.getByRole('link')
          // Visible 'Learn more', with the tool's name in visually hidden text so the link says where it goes.
          await expect(link).toHaveText(new RegExp(`^${l.learnMore} \\S`))
          await expect(link.locator(':scope > span').first()).toHaveCSS('clip-path', 'inset(50%)')
          await expect(link).toHaveAttribute('href', `${l.prefix}/${tool}`)
        }
      }
    })

    test('the labels screen readers hear name the tool as a sentence does (Spanish: with its article)', async ({ page }) => {
      await page.goto(l.path)
      const card = page.locator('[data-testid="tool-card"][data-tool="contract-writer"]')
      await expect(card.getByRole('link')).toHaveAccessibleName(l.writerLabels.link)
      await expect(card.getByRole('list', { name: l.writerLabels.benefits })).toBeVisible()
    })

    test('Learn more goes to the tool page in the same language', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      await page.getByRole('link', { name: l.learnMoreAbout(l.pricingTool) }).click()
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/ai-pricing$`))
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
    })

    test('the category links jump to their group', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      await page.getByRole('navigation', { name: l.jump }).getByRole('link', { name: l.categories[6] }).click()
      await expect(page.locator('#category-marketing-growth')).toBeInViewport()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400)
    })

    test('closing call to action', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      const cta = page.locator('section[aria-labelledby="features-cta-title"]')
      await expect(cta).toContainText(l.closing)
      await expect(cta.getByRole('link', { name: l.signUp })).toHaveAttribute('href', /\/signup$/)
    })
  })
}

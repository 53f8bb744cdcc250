import { expect, test } from './test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SAMPLE_MARKS } from '../../src/content/company'
import { waitForHydration, watchConsole } from './helpers'

/** The data claim's Sample mark, read with its item while SECURITY_PRACTICES is a sample. */
const securityMark = (label: string) => (SAMPLE_MARKS.security.on ? ` ${label}` : '')

const root = path.resolve(import.meta.dirname, '../..')
const meta = (locale: string) =>
  (JSON.parse(readFileSync(path.join(root, 'locales', locale, 'facebook-landing.json'), 'utf8')) as { meta: { title: string } }).meta

/** Key figures of the two mock screens, formatted the way each locale writes them (Intl en-US / es-US: US Spanish). */
const L = {
  en: {
    path: '/facebook-landing',
    other: '/es/facebook-landing',
    signUp: 'Get started',
    proof:
      'Premium: all nine tools for $49.99 a month; cancel anytime. Creating your account is free, with no credit card; the tools start with Premium. The bid calculator and the ebook are free.',
    menus: ['Features', 'Resources', 'Help', 'Pricing', 'Log in'],
    footerColumns: ['About Us', 'Careers', 'Help Center', 'Company'],
    privacy: { name: 'Privacy Policy', href: '/privacy-policy' },
    terms: { name: 'Terms of Service', href: '/terms-of-service' },
    hoursTable: 'Time to clean per visit',
    costTable: 'Monthly cost',
    pricing: { hours: '17.33', cost: '$9,206', monthly: '$14,163', perVisit: '$654', hourly: '$37.74', labor: '375.27 h × $16.00' },
    pricingCaption: 'Illustration with sample numbers: the AI Pricing analysis of a 25,000 sq ft office building',
    contract: {
      title: 'Janitorial Service Agreement',
      fee: '$14,163.00 per month',
      notice: '30 days’ written notice',
      note: 'Drafting help only, not legal advice.',
    },
    contractCaption: 'Illustration with sample text',
    testimonials: ['María Delgado', 'James Carter'],
    trust: [
      'No long-term contract',
      `Never sold, never used to train AI models${securityMark('Sample claim')}`,
      'English & Spanish',
      'Cancel anytime',
    ],
  },
  es: {
    path: '/es/facebook-landing',
    other: '/facebook-landing',
    signUp: 'Regístrate',
    proof:
      'Premium: las nueve herramientas por $49.99 al mes; cancela cuando quieras. Crear tu cuenta es gratis y no pide tarjeta; las herramientas empiezan con Premium. La calculadora y el ebook son gratis.',
    menus: ['Funciones', 'Recursos', 'Ayuda', 'Precios', 'Iniciar sesión'],
    footerColumns: ['Sobre nosotros', 'Empleos', 'Centro de ayuda', 'Empresa'],
    privacy: { name: 'Política de privacidad', href: '/es/privacy-policy' },
    terms: { name: 'Términos del servicio', href: '/es/terms-of-service' },
    hoursTable: 'Tiempo de limpieza por visita',
    costTable: 'Costo mensual',
    pricing: { hours: '17.33', cost: '$9,206', monthly: '$14,163', perVisit: '$654', hourly: '$37.74', labor: '375.27 h × $16.00' },
    pricingCaption: 'Ilustración con cifras de ejemplo: análisis de Precios con IA para un edificio de oficinas de 25,000 pies²',
    contract: {
      title: 'Contrato de servicios de limpieza',
      fee: '$14,163.00 al mes',
      notice: 'aviso por escrito de 30 días',
      note: 'Solo ayuda de redacción, no asesoría legal.',
    },
    contractCaption: 'Ilustración con texto de ejemplo',
    testimonials: ['María Delgado', 'James Carter'],
    trust: [
      'Sin contratos a largo plazo',
      `Tus datos nunca se venden ni se usan para entrenar IA${securityMark('Dato de muestra')}`,
      'Inglés y español',
      'Cancela cuando quieras',
    ],
  },
} as const

for (const [locale, l] of Object.entries(L)) {
  test.describe(`facebook-landing (${locale})`, () => {
    test('title, hero and the Get started call to action (new tab, safe rel), no console errors', async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(l.path)
      await waitForHydration(page)
      await expect(page).toHaveTitle(`${meta(locale).title} | CleanSuite AI`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      for (const cta of [page.getByTestId('hero-cta'), page.getByTestId('closing-cta'), page.getByTestId('header-signup')]) {
        await expect(cta).toHaveAttribute('href', /\/signup$/)
        await expect(cta).toHaveAttribute('target', '_blank')
        await expect(cta).toHaveAttribute('rel', 'noopener noreferrer')
        await expect(cta).toContainText(l.signUp)
      }
      await expect(page.getByTestId('hero-proof')).toHaveText(l.proof)
      expect(problems).toEqual([])
    })

    test('minimal chrome: no site menus, no footer columns; brand is not a link; legal links only', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      await expect(page.getByTestId('site-header')).toHaveCount(0)
      await expect(page.getByTestId('mobile-menu-button')).toHaveCount(0)
      const header = page.getByRole('banner')
      await expect(header).toHaveCount(1)
      await expect(header.getByRole('navigation')).toHaveCount(0)
      for (const name of l.menus) await expect(header.getByText(name, { exact: true })).toHaveCount(0)
      // The header's only links: the language switcher (same page, other language) and Get started.
      const headerLinks = header.getByRole('link')
      await expect(headerLinks).toHaveCount(2)
      await expect(page.getByTestId('language-switcher')).toHaveAttribute('href', l.other)
      await expect(header.getByText('CleanSuite AI', { exact: true })).toBeVisible()

      const footer = page.getByRole('contentinfo')
      await expect(footer).toHaveCount(1)
      await expect(footer.getByRole('heading')).toHaveCount(0)
      for (const name of l.footerColumns) await expect(footer.getByText(name, { exact: true })).toHaveCount(0)
      await expect(footer.getByRole('link')).toHaveCount(2)
      for (const link of [l.privacy, l.terms]) {
        const a = footer.getByRole('link', { name: new RegExp(`^${link.name}`) })
        await expect(a).toHaveAttribute('href', link.href)
        await expect(a).toHaveAttribute('target', '_blank')
      }
      await expect(footer).toContainText(`© ${new Date().getFullYear()} CleanSuite AI`)
      // Landmarks and the skip link stay.
      await expect(page.getByRole('main')).toHaveCount(1)
      await page.keyboard.press('Tab')
      await expect(page.locator('a[href="#main"]')).toBeFocused()
    })

    test('six tool cards, the two mock screens with their figures, two testimonials and the trust footer', async ({ page }) => {
      await page.goto(l.path)
      await waitForHydration(page)
      await expect(page.getByTestId('tool-card')).toHaveCount(6)

      const pricing = page.getByTestId('pricing-mock')
      await expect(pricing.locator('figcaption')).toContainText(l.pricingCaption)
      await expect(pricing.getByRole('table', { name: l.hoursTable })).toBeVisible()
      await expect(pricing.getByRole('table', { name: l.hoursTable }).getByRole('row')).toHaveCount(5)
      await expect(pricing.getByRole('table', { name: l.costTable })).toContainText(l.pricing.labor)
      await expect(pricing.getByTestId('hours-per-visit')).toHaveText(l.pricing.hours)
      await expect(pricing.getByTestId('total-cost')).toHaveText(l.pricing.cost)
      await expect(pricing.getByTestId('monthly-price')).toHaveText(l.pricing.monthly)
      await expect(pricing.getByTestId('price-per-visit')).toHaveText(l.pricing.perVisit)
      await expect(pricing.getByTestId('hourly-rate')).toHaveText(l.pricing.hourly)

      const contract = page.getByTestId('contract-mock')
      await expect(contract.locator('figcaption')).toContainText(l.contractCaption)
      await expect(contract).toContainText(l.contract.title)
      await expect(contract.getByRole('listitem')).toHaveCount(6)
      await expect(contract.getByTestId('contract-price')).toContainText(l.contract.fee)
      await expect(contract.getByTestId('contract-termination')).toContainText(l.contract.notice)
      await expect(contract.getByTestId('contract-note')).toContainText(l.contract.note)

      const testimonials = page.getByTestId('testimonial')
      await expect(testimonials).toHaveCount(2)
      for (const [i, name] of l.testimonials.entries()) await expect(testimonials.nth(i)).toContainText(name)

      const trust = page.getByTestId('trust-footer')
      await expect(trust.getByRole('listitem')).toHaveText([...l.trust])
      await expect(trust.getByTestId('closing-cta')).toBeVisible()
    })

    test('at 320 px without scripts: at most 8,000 px tall, the six tool cards one sideways row', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 320, height: 700 }, javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(l.path)
      await page.evaluate(() => document.fonts.ready)
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(8000)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      const cards = page.getByTestId('tool-card')
      await expect(cards).toHaveCount(6)
      const tops = await cards.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)))
      expect(new Set(tops).size).toBe(1)
      await context.close()
    })

    test('phone width: nothing scrolls sideways and Get started stays in the header', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(l.path)
      await waitForHydration(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expect(page.getByTestId('header-signup')).toBeVisible()
      await expect(page.getByTestId('language-switcher')).toBeVisible()
    })
  })
}

test('leaving the landing page for a tool page brings the full site header and footer back', async ({ page }) => {
  const problems = watchConsole(page)
  await page.goto('/facebook-landing')
  await waitForHydration(page)
  await page.getByTestId('tool-card').filter({ hasText: 'AI Pricing' }).getByRole('link').click()
  await expect(page).toHaveURL(/\/ai-pricing$/)
  await expect(page.getByTestId('site-header')).toBeVisible()
  await expect(page.getByTestId('minimal-header')).toHaveCount(0)
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Careers' })).toBeVisible()
  await page.goBack()
  await expect(page).toHaveURL(/\/facebook-landing$/)
  await expect(page.getByTestId('minimal-header')).toBeVisible()
  await expect(page.getByTestId('site-header')).toHaveCount(0)
  expect(problems).toEqual([])
})

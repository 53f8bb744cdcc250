import { expect, test } from './test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { SIGN_UP, signUpText, waitForHydration, watchConsole, expectNoViolations } from './helpers'

type Locale = 'en' | 'es'
const root = path.resolve(import.meta.dirname, '../..')

function catalog(locale: Locale, tool: string): { meta: { title: string } } {
  return JSON.parse(readFileSync(path.join(root, 'locales', locale, `tools.${tool}.json`), 'utf8')) as { meta: { title: string } }
}

/** The sign-up label, in the hero and in the closing band alike. */

const pathFor = (locale: Locale, slug: string) => (locale === 'en' ? `/${slug}` : `/es/${slug}`)

/** One example per tool and locale: the button label, the dialog title and text from its markdown and output. */
const EXAMPLES = {
  'contract-writer': {
    en: {
      button: 'See example: Renewal CPI',
      dialog: 'Renewal CPI Example',
      key: 'renewal-cpi',
      analysis: 'Amendment No. 1',
      output: '$14,588 per month',
    },
    es: {
      button: 'Ver ejemplo: Renovación con CPI',
      dialog: 'Ejemplo: Renovación con CPI',
      key: 'renewal-cpi',
      analysis: 'Enmienda n.º 1',
      output: '$14,588 al mes',
    },
  },
  'rfp-reader': {
    en: {
      button: 'See example: Compliance Matrix',
      dialog: 'Compliance Matrix Example',
      key: 'compliance-matrix',
      analysis: 'Biometric time clock',
      output: '8 Compliant, 2 Gap, 2 Clarify',
    },
    es: {
      button: 'Ver ejemplo: Matriz de cumplimiento',
      dialog: 'Ejemplo: Matriz de cumplimiento',
      key: 'compliance-matrix',
      analysis: 'Reloj checador biométrico',
      output: '8 Cumple, 2 Brecha, 2 Aclarar',
    },
  },
} as const

for (const locale of ['en', 'es'] as const) {
  test.describe(`contract-writer (${locale})`, () => {
    const url = pathFor(locale, 'contract-writer')

    test(`${url}: title, five scenarios, twelve content-type chips and the CTAs`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      await expect(page).toHaveTitle(`${catalog(locale, 'contract-writer').meta.title} | CleanSuite AI`)
      await expect(page.getByTestId('scenario-card')).toHaveCount(5)
      const chips = page.getByRole('region', {
        name: locale === 'en' ? 'The core sections of a cleaning contract' : 'Las secciones básicas de un contrato de limpieza',
      })
      await expect(chips.getByRole('listitem')).toHaveCount(12)
      await expect(chips.getByRole('listitem').first()).toHaveText(locale === 'en' ? 'Introduction' : 'Introducción')
      await expect(chips.getByRole('listitem').last()).toHaveText(locale === 'en' ? 'Signatures' : 'Firmas')
      await expect(page.getByTestId('hero-cta')).toHaveText(signUpText(SIGN_UP[locale]))
      await expect(page.getByTestId('closing-cta')).toHaveText(signUpText(SIGN_UP[locale]))
    })

    test(`${url}: coming-soon features carry BETA, available ones do not`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      const availability = page.getByRole('region', { name: locale === 'en' ? 'What you can use today' : 'Lo que puedes usar hoy' })
      const soon = availability.locator('[data-soon="true"] li')
      await expect(soon).toHaveCount(3)
      for (const item of await soon.all()) await expect(item).toContainText('BETA')
      await expect(soon.first()).toContainText(locale === 'en' ? 'Approvals & Notes' : 'Aprobaciones y notas')
      const now = availability.locator(':not([data-soon]) > ul li')
      await expect(now).toHaveCount(5)
      await expect(now.filter({ hasText: 'BETA' })).toHaveCount(0)
    })

    test(`${url}: the legal note and the security block`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      const legal = page.getByRole('region', {
        name: locale === 'en' ? 'Drafting help only, not legal advice' : 'Solo ayuda de redacción, no asesoría legal',
      })
      await expect(legal).toBeVisible()
      await expect(legal).toContainText(locale === 'en' ? 'does not give legal advice' : 'no da asesoría legal')
      const security = page.getByRole('region', {
        name: locale === 'en' ? 'Your contracts stay private' : 'Tus contratos se mantienen privados',
      })
      await expect(security).toContainText(locale === 'en' ? 'SOC 2 Type II' : 'SOC 2 Tipo II')
    })
  })

  test.describe(`rfp-reader (${locale})`, () => {
    const url = pathFor(locale, 'rfp-reader')

    test(`${url}: title, six scenarios, ten badges, Get started in the hero and at the end`, async ({ page }) => {
      await page.goto(url)
      await waitForHydration(page)
      await expect(page).toHaveTitle(`${catalog(locale, 'rfp-reader').meta.title} | CleanSuite AI`)
      await expect(page.getByTestId('scenario-card')).toHaveCount(6)
      const badges = page.getByTestId('tool-badges').getByRole('listitem')
      await expect(badges).toHaveCount(10)
      await expect(badges.first()).toHaveText(locale === 'en' ? 'Deadlines' : 'Fechas límite')
      await expect(badges.last()).toHaveText(locale === 'en' ? 'Evaluation Criteria' : 'Criterios de evaluación')
      await expect(page.getByTestId('hero-cta')).toHaveText(signUpText(SIGN_UP[locale]))
      await expect(page.getByTestId('closing-cta')).toHaveText(signUpText(SIGN_UP[locale]))
    })
  })

  for (const slug of ['contract-writer', 'rfp-reader'] as const) {
    const url = pathFor(locale, slug)
    const example = EXAMPLES[slug][locale]

    test(`${url}: See Example opens its dialog with the analysis and output, Escape closes it`, async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(url)
      await waitForHydration(page)
      const button = page.getByRole('button', { name: example.button })
      await button.click()
      await expect(page).toHaveURL(new RegExp(`\\?example=${example.key}$`))
      const dialog = page.getByRole('dialog', { name: example.dialog })
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('table').first()).toBeVisible()
      await expect(dialog).toContainText(example.analysis)
      await expect(dialog).toContainText(example.output)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${url}$`))
      await expect(button).toBeFocused()
      expect(problems).toEqual([])
    })

    test(`${url}: an open example dialog at 390 px has no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(`${url}?example=${example.key}`)
      await waitForHydration(page)
      await expect(page.getByRole('dialog', { name: example.dialog })).toContainText(example.analysis)
      await expectNoViolations(page, '[role="dialog"]')
    })
  }
}

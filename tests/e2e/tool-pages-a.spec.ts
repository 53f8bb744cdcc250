import { expect, test } from './test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { signUpText, waitForHydration, watchConsole } from './helpers'

const root = path.resolve(import.meta.dirname, '../..')

type Catalog = { meta: { title: string } }

function pageTitle(tool: string, locale: 'en' | 'es'): string {
  const catalog = JSON.parse(readFileSync(path.join(root, 'locales', locale, `tools.${tool}.json`), 'utf8')) as Catalog
  return `${catalog.meta.title} | CleanSuite AI`
}

type Case = {
  tool: 'ai-chat-assistant' | 'contract-analyzer'
  locale: 'en' | 'es'
  path: string
  /** The sign-up label, in the hero and in the closing band. */
  signUp: string
  badges: number
  /** The page-specific chip or note section: its heading and what it must show. */
  extraHeading: string
  extraText: string | number
  example: { key: string; button: string; dialog: string; analysis: string; output: string }
}

const CASES: readonly Case[] = [
  {
    tool: 'ai-chat-assistant',
    locale: 'en',
    path: '/ai-chat-assistant',
    signUp: 'Get started',
    badges: 6,
    extraHeading: 'Supported documents',
    extraText: 8,
    example: {
      key: 'contract-review',
      button: 'See example: Contract Review',
      dialog: 'Contract Review Example',
      analysis: 'December 31, 2026',
      output: 'a 3% CPI increase takes $9,900 to $10,197 per month',
    },
  },
  {
    tool: 'ai-chat-assistant',
    locale: 'es',
    path: '/es/ai-chat-assistant',
    signUp: 'Regístrate',
    badges: 6,
    extraHeading: 'Documentos compatibles',
    extraText: 8,
    example: {
      key: 'rfp-checklist',
      button: 'Ver ejemplo: Lista de verificación del RFP',
      dialog: 'Ejemplo: Lista de verificación del RFP',
      analysis: '7 Cumple, 2 Brecha, 1 Aclarar',
      output: 'la propuesta vence el 19 de diciembre a las 2:00 p.m.',
    },
  },
  {
    tool: 'contract-analyzer',
    locale: 'en',
    path: '/contract-analyzer',
    signUp: 'Get started',
    badges: 9,
    extraHeading: 'Review help, not legal advice',
    extraText: 'It does not replace an attorney',
    example: {
      key: 'subcontract-passthrough',
      button: 'See example: Subcontract Pass-Through',
      dialog: 'Subcontract Pass-Through Example',
      analysis: 'Paid only when the prime is paid',
      output: 'a damages cap of 5% of the monthly invoice ($1,080)',
    },
  },
  {
    tool: 'contract-analyzer',
    locale: 'es',
    path: '/es/contract-analyzer',
    signUp: 'Regístrate',
    badges: 9,
    extraHeading: 'Ayuda para revisar, no asesoría legal',
    extraText: 'No sustituye a un abogado',
    example: {
      key: 'medical-facility',
      button: 'Ver ejemplo: Centro médico',
      dialog: 'Ejemplo: Centro médico',
      analysis: 'Exclusión de residuos médicos y punzocortantes',
      output: '8 condiciones médicas revisadas: 4 Cubiertas, 3 Faltan',
    },
  },
]

for (const c of CASES) {
  test.describe(`${c.tool} tool page (${c.locale})`, () => {
    test(`${c.tool} (${c.locale}): title, five scenarios, badges, page section and CTAs`, async ({ page }) => {
      await page.goto(c.path)
      await waitForHydration(page)
      await expect(page).toHaveTitle(pageTitle(c.tool, c.locale))
      await expect(page.getByTestId('scenario-card')).toHaveCount(5)
      await expect(page.getByTestId('tool-badges').locator('li')).toHaveCount(c.badges)
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: c.extraHeading, exact: true }) })
      if (typeof c.extraText === 'number') {
        await expect(section.locator('li')).toHaveCount(c.extraText)
      } else {
        await expect(section).toContainText(c.extraText)
      }
      await expect(page.getByTestId('faq-item')).toHaveCount(6)
      await expect(page.getByTestId('hero-cta')).toHaveText(signUpText(c.signUp))
      await expect(page.getByTestId('closing-cta')).toHaveText(signUpText(c.signUp))
    })

    test(`${c.tool} (${c.locale}): See Example opens its dialog with the analysis, Escape closes it`, async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(c.path)
      await waitForHydration(page)
      const button = page.getByRole('button', { name: c.example.button })
      await button.click()
      await expect(page).toHaveURL(new RegExp(`\\?example=${c.example.key}$`))
      const dialog = page.getByRole('dialog', { name: c.example.dialog })
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('table').first()).toBeVisible()
      await expect(dialog).toContainText(c.example.analysis)
      await expect(dialog).toContainText(c.example.output)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
      expect(problems).toEqual([])
    })
  })
}

test('ai-chat-assistant: the privacy note states encryption and no model training', async ({ page }) => {
  await page.goto('/ai-chat-assistant')
  await waitForHydration(page)
  const note = page.locator('section', { has: page.getByRole('heading', { name: 'Your documents stay private' }) })
  await expect(note).toContainText('encrypted in transit and at rest')
  await expect(note).toContainText('never used to train AI models')
})

test('contract-analyzer: a linked example opens on load and Back closes it', async ({ page }) => {
  await page.goto('/contract-analyzer')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'See example: Takeover Due Diligence' }).click()
  const dialog = page.getByRole('dialog', { name: 'Takeover Due Diligence Example' })
  await expect(dialog).toContainText('$25,241')
  // The HTML opened it; the island, once here, gives it its address (a Back before that leaves the page, as any Back).
  await expect(page).toHaveURL(/\/contract-analyzer\?example=takeover-due-diligence$/)
  await page.goBack()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(/\/contract-analyzer$/)

  await page.goto('/es/contract-analyzer?example=renewal-audit')
  await waitForHydration(page)
  await expect(page.getByRole('dialog', { name: 'Ejemplo: Auditoría de renovación' })).toContainText('31 de enero de 2027')
})

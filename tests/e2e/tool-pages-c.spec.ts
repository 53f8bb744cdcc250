import { expect, test } from './test'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { signUpText, waitForHydration, watchConsole } from './helpers'

const root = path.resolve(import.meta.dirname, '../..')

function catalog(locale: 'en' | 'es'): { meta: { title: string } } {
  return JSON.parse(readFileSync(path.join(root, 'locales', locale, 'tools.ai-local-seo-ads.json'), 'utf8')) as { meta: { title: string } }
}

const CASES = [
  {
    locale: 'en',
    path: '/ai-local-seo-ads',
    signUp: 'Get started',
    button: 'See example: Starter Google Ads',
    dialog: 'Starter Google Ads Example',
    key: 'starter-google-ads',
    analysis: 'AI Analysis',
    tableText: 'Office Cleaning in Houston',
    output: '$100 a month split 70/30',
  },
  {
    locale: 'es',
    path: '/es/ai-local-seo-ads',
    signUp: 'Regístrate',
    button: 'Ver ejemplo: Google Ads para empezar',
    dialog: 'Ejemplo: Google Ads para empezar',
    key: 'starter-google-ads',
    analysis: 'Análisis de IA',
    tableText: 'Limpieza de oficinas Houston',
    output: '$100 al mes divididos 70/30',
  },
] as const

test.describe('AI Local SEO & Ads tool page (ai-local-seo-ads)', () => {
  for (const c of CASES) {
    test(`ai-local-seo-ads (${c.locale}): title, six scenarios and Get started in the hero and at the end`, async ({ page }) => {
      await page.goto(c.path)
      await waitForHydration(page)
      await expect(page).toHaveTitle(`${catalog(c.locale).meta.title} | CleanSuite AI`)
      await expect(page.getByTestId('scenario-card')).toHaveCount(6)
      await expect(page.getByTestId('faq-item')).toHaveCount(6)
      await expect(page.getByTestId('hero-cta')).toHaveText(signUpText(c.signUp))
      await expect(page.getByTestId('closing-cta')).toHaveText(signUpText(c.signUp))
      await expect(page.getByTestId('hero-cta')).toHaveAttribute('target', '_blank')
    })

    test(`ai-local-seo-ads (${c.locale}): See Example opens the starter campaign and Escape closes it`, async ({ page }) => {
      const problems = watchConsole(page)
      await page.goto(c.path)
      await waitForHydration(page)
      const button = page.getByRole('button', { name: c.button })
      await button.click()
      await expect(page).toHaveURL(new RegExp(`\\?example=${c.key}$`))
      const dialog = page.getByRole('dialog', { name: c.dialog })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('heading', { name: c.analysis })).toBeVisible()
      await expect(dialog.locator('table').filter({ hasText: c.tableText })).toBeVisible()
      await expect(dialog).toContainText(c.output)
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(new RegExp(`${c.path}$`))
      await expect(button).toBeFocused()
      expect(problems).toEqual([])
    })
  }

  test('ai-local-seo-ads: a linked example opens from the URL with its own table', async ({ page }) => {
    await page.goto('/ai-local-seo-ads?example=monthly-review')
    await waitForHydration(page)
    const dialog = page.getByRole('dialog', { name: 'Monthly Review Example' })
    await expect(dialog).toContainText('$98.50')
    await expect(dialog.locator('table').first()).toContainText('Office Cleaning')
  })
})

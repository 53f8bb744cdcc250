import { expect, test } from './test'
import { waitForHydration, watchConsole } from './helpers'

/**
 * Search values are validated, not merged: a value the router once read as JSON (a number, true, an array)
 * reached the help center untyped and crashed it ("Something went wrong"). Each address below is what a
 * visitor's plain GET search (or a hand-edited link) produces; every one shows its page, before and after
 * hydration.
 */
const HELP = [
  { path: '/help-center?q=123', heading: 'How can we help?', query: '123' },
  { path: '/help-center?q=true', heading: 'How can we help?', query: 'true' },
  { path: '/help-center?q=[]', heading: 'How can we help?', query: '[]' },
  { path: '/es/help-center?q=1', heading: '¿Cómo podemos ayudarte?', query: '1' },
] as const

const ERROR_TITLE = /Something went wrong|Algo salió mal/

for (const js of [true, false]) {
  test.describe(`search values, JavaScript ${js ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled: js })

    for (const { path, heading, query } of HELP) {
      test(`${path} shows the help center's search`, async ({ page }) => {
        const problems = watchConsole(page)
        await page.goto(path)
        if (js) await waitForHydration(page)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
        await expect(page.getByText(ERROR_TITLE)).toHaveCount(0)
        const search = page.getByTestId('help-search')
        await expect(search).toBeVisible()
        // Hydrated, the field holds the text searched for, as typed (not a number or a boolean).
        if (js) await expect(search).toHaveValue(query)
        // A query of three characters or more is searched: here none matches, and the page says so.
        if (js && query.length > 2) await expect(page.getByTestId('help-no-results')).toBeVisible()
        if (js && query.length <= 2) await expect(page.getByTestId('help-topic').first()).toBeVisible()
        expect(problems).toEqual([])
      })
    }

    test('a tool page and the calculator ignore search values of the wrong kind', async ({ page }) => {
      const problems = watchConsole(page)
      for (const path of [
        '/ai-pricing?example=123',
        '/es/rfp-reader?example=true&example=x',
        '/cleaning-bid-calculator?office=[]&margin=true',
      ]) {
        await page.goto(path)
        if (js) await waitForHydration(page)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expect(page.getByText(ERROR_TITLE)).toHaveCount(0)
        await expect(page.getByRole('dialog')).toHaveCount(0)
      }
      expect(problems).toEqual([])
    })
  })
}

import { expect, test, type Locator, type Page } from './test'
import { SIGN_UP, waitForHydration } from './helpers'

/**
 * Sign-up always in reach on a phone: the header shows Get started beside the language link and the menu
 * button (nothing overlapping, clipped or off screen), and the open mobile menu keeps Log in and Get started
 * on screen without scrolling, pinned under the list, in both languages, with JavaScript and without.
 */

const locales = {
  en: { prefix: '', login: 'Log in', signUp: SIGN_UP.en, newTab: ' (opens in a new tab)', menu: 'Menu', pricing: 'Pricing' },
  es: {
    prefix: '/es',
    login: 'Iniciar sesión',
    signUp: SIGN_UP.es,
    newTab: ' (se abre en una pestaña nueva)',
    menu: 'Menú',
    pricing: 'Precios',
  },
} as const

type Box = { left: number; right: number; top: number; bottom: number }

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, 'a laid-out box').not.toBeNull()
  return { left: box!.x, right: box!.x + box!.width, top: box!.y, bottom: box!.y + box!.height }
}

const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5

/** The link is the element a tap at its centre reaches (nothing drawn over it). */
async function expectOnTop(page: Page, link: Locator) {
  const box = await boxOf(link)
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href') ?? null,
    [(box.left + box.right) / 2, (box.top + box.bottom) / 2],
  )
  expect(hit).toBe(await link.getAttribute('href'))
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'hydrated' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled })
    for (const [locale, l] of Object.entries(locales)) {
      for (const width of [390, 320]) {
        test(`${locale} at ${width} px: Get started in the header, beside the language link and the menu button`, async ({ page }) => {
          await page.setViewportSize({ width, height: width === 320 ? 568 : 664 })
          await page.goto(`${l.prefix}/pricing`)
          if (javaScriptEnabled) await waitForHydration(page)
          const header = page.getByTestId('site-header')
          const signUp = header.getByRole('link', { name: `${l.signUp}${l.newTab}`, exact: true })
          await expect(signUp).toBeVisible()
          await expect(signUp).toHaveAttribute('href', /^https:\/\/app\..+\/signup$/)
          await expect(signUp).toHaveAttribute('target', '_blank')
          await expect(signUp).toHaveAttribute('rel', 'noopener noreferrer')
          await expect(signUp).toBeInViewport({ ratio: 1 })

          const controls = {
            logo: header.getByRole('link').first(),
            language: header.getByTestId('language-switcher'),
            signUp,
            menu: header.getByTestId('mobile-menu-button'),
          }
          const boxes = Object.fromEntries(await Promise.all(Object.entries(controls).map(async ([k, v]) => [k, await boxOf(v)] as const)))
          const names = Object.keys(boxes)
          for (const [i, a] of names.entries()) {
            const box = boxes[a]!
            expect(box.left, `${a} starts on screen`).toBeGreaterThanOrEqual(0)
            expect(box.right, `${a} ends on screen`).toBeLessThanOrEqual(width)
            for (const b of names.slice(i + 1)) expect(overlaps(box, boxes[b]!), `${a} overlaps ${b}`).toBe(false)
          }
          // One line, not clipped: the compact button keeps its 36 px and its whole label.
          expect(Math.round(boxes.signUp!.bottom - boxes.signUp!.top)).toBe(36)
          const label = signUp.locator('.mantine-Button-label')
          expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && el.getClientRects().length === 1)).toBe(true)
          await expectOnTop(page, signUp)
        })
      }

      for (const [width, height] of [
        [390, 664],
        [320, 568],
      ] as const) {
        test(`${locale} at ${width} x ${height}: the open menu shows Log in and Get started without scrolling`, async ({ page }) => {
          await page.setViewportSize({ width, height })
          await page.goto(`${l.prefix}/pricing`)
          if (javaScriptEnabled) await waitForHydration(page)
          await page.getByTestId('mobile-menu-button').click()
          const menu = page.getByRole('dialog', { name: l.menu })
          await expect(menu).toBeVisible()
          const login = menu.getByRole('link', { name: `${l.login}${l.newTab}`, exact: true })
          const signUp = menu.getByRole('link', { name: `${l.signUp}${l.newTab}`, exact: true })
          for (const link of [login, signUp]) {
            await expect(link).toBeInViewport({ ratio: 1 })
            await expect(link).toHaveAttribute('target', '_blank')
            await expectOnTop(page, link)
          }
          await expect(login).toHaveAttribute('href', /\/login$/)
          await expect(signUp).toHaveAttribute('href', /\/signup$/)
          const pinned = await boxOf(signUp)

          // The list scrolls above them (the page itself does not), and its last link comes into view.
          const list = menu.getByRole('navigation')
          const pricing = list.getByRole('link', { name: l.pricing, exact: true })
          await expect(pricing).not.toBeInViewport()
          await list.evaluate((el) => el.scrollTo(0, el.scrollHeight))
          await expect(pricing).toBeInViewport({ ratio: 1 })
          expect((await boxOf(pricing)).bottom).toBeLessThanOrEqual(pinned.top)
          expect(await boxOf(signUp)).toEqual(pinned)
          expect(await page.evaluate(() => window.scrollY)).toBe(0)
          await expectOnTop(page, signUp)
        })
      }
    }
  })
}

test('Home: the transparent header at the top shows Get started on a phone, at full contrast', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 664 })
  await page.goto('/')
  await waitForHydration(page)
  const header = page.getByTestId('site-header')
  await expect(header).toHaveAttribute('data-transparent', 'true')
  const signUp = header.getByTestId('header-signup')
  await expect(signUp).toBeInViewport({ ratio: 1 })
  // The filled brand button: white text on the brand green, whatever is behind the header.
  expect(await signUp.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual([
    'rgb(11, 110, 79)',
    'rgb(255, 255, 255)',
  ])
})
